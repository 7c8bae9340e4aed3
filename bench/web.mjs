// bench/web: what every page of src/shared/pages.ts costs in a real browser, with Lighthouse.
// Builds (unless BENCH_SKIP_BUILD=1), starts the production server on a free port with a throwaway
// data directory, registers the first account (so an administrator: the dashboard shows its real
// figures and charts, the administration pages open) and signs it in through the Login form. Then,
// in Debian's Chromium, each page in a fresh context (cold cache) without touching it, signed in
// when its layout needs it, a `:id` being the administrator's own: JavaScript, CSS and font bytes
// (over the wire, decoded, and gzip -9 as the budgets count them), requests, FCP, LCP, CLS and axe.
// Then Lighthouse, mobile and desktop, on each page, signed in beforehand on a window of its
// preset's size (the server renders the dashboard for the window a person signed in on: decision 010).
// Prints one table of every page, writes bench/results/web-<timestamp>.json, and exits 1 when a
// budget or goal is missed. Timing figures depend on the machine: this is not part of `npm test`.
// Runs under tsx, which reads the page table (`npm run bench:web` does: decision 020).
//   npm run bench:web                  (BENCH_SKIP_BUILD=1 to use dist/ as it is; BENCH_PORT=...;
//                                       BENCH_SKIP_LIGHTHOUSE=1 for a quicker look at the pages;
//                                       BENCH_PAGES=/login,/admin/users for some pages only, by
//                                       their pattern in the table, "*" for the not-found page)
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { chromium } from '@playwright/test'
import { initialLoad, NOT_FOUND_PATTERN, pages, readManifest } from '../scripts/bundle-report.mjs'
import { chromiumFlags, chromiumPath, hasChromium } from '../scripts/chromium-path.mjs'
import { cacheDir, cachedNode, lines, versionOf } from '../scripts/node-lines.mjs'
import { machine, signUp, startServer } from './lib.mjs'
import { launchChromeForLighthouse, measurePage, runLighthouse } from './web-measure.mjs'

// Lighthouse 13 asks for Node 22.19 or newer: on an older Node this runs again with the newest
// LTS line that scripts/node-lines.mjs has cached, and says so; without one, it says what is lost.
const isNewEnough = (version) => {
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number)
  return major > 22 || (major === 22 && minor >= 19)
}
if (!isNewEnough(process.version)) {
  const newer = [...lines]
    .sort((a, b) => b - a)
    .map(cachedNode)
    .filter(Boolean)
    .map((binary) => ({ binary, version: versionOf(binary) }))
    .find(({ version }) => isNewEnough(version))
  if (newer) {
    console.log(
      `Lighthouse 13 needs Node 22.19 or newer: running on Node ${newer.version} (${newer.binary}).`,
    )
    const again = spawnSync(newer.binary, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
    })
    process.exit(again.status ?? 1)
  }
  console.log(
    `Lighthouse 13 needs Node 22.19 or newer, and this is Node ${process.version}: a few unscored insights will fail. \`node scripts/node-lines.mjs --fetch\` caches Node 22, 24 and 26 in ${cacheDir}, and this then runs on the newest.`,
  )
}

/** Lighthouse's goals, for both presets (decision 004). */
const goals = { performance: 95, accessibility: 100, bestPractices: 100, lcpMs: 2000, tbtMs: 200, cls: 0.02 }
/** CLS in the measured load, as Chromium counts it. */
const maxCls = 0.02
/** Where the not-found page is measured. */
const NOT_FOUND_SAMPLE = '/no-such-page'
const PASSWORD = 'bench web pass phrase'

// Everything started is stopped on every path: errors, Ctrl+C, SIGTERM. Last started, first stopped.
const cleanups = []
let cleaning = null
let isInterrupted = false
const cleanUp = () => {
  cleaning ??= (async () => {
    while (cleanups.length) {
      const stop = cleanups.pop()
      await stop().catch((error) => console.error(`bench:web: while stopping: ${error.message}`))
    }
  })()
  return cleaning
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.once(signal, () => {
    isInterrupted = true
    console.error(`\nbench:web: ${signal}, stopping the server and the browsers`)
    cleanUp().finally(() => process.exit(code))
  })
}

/** Registers the stop of something being started now, even if it is still starting. */
function stopLater(starting, stop) {
  const stopIt = async () => {
    const started = await starting.catch(() => null)
    if (started) await stop(started)
  }
  // Started while stopping (the main flow was between two steps): stop it at once.
  if (isInterrupted) stopIt().catch(() => {})
  else cleanups.push(stopIt)
  return starting
}

/** Between steps: after Ctrl+C, start nothing new. */
function stopIfInterrupted() {
  if (isInterrupted) throw new Error('interrupted')
}

/**
 * A copy of dist/client for the server to serve (CLIENT_DIR): others build into dist/ while this
 * runs, and a rebuild deletes the hashed files the server's index.html names. A copy made while a
 * build writes is incomplete: check it against its manifest and copy again.
 */
async function snapshotClient() {
  for (let attempt = 1; ; attempt++) {
    const root = await mkdtemp(join(tmpdir(), 'foyer-bench-web-client-'))
    cleanups.push(() => rm(root, { recursive: true, force: true }))
    // The same layout as the project, so that scripts/bundle-report.mjs can read the copy.
    const dir = join(root, 'dist', 'client')
    const missing = await cp('dist/client', dir, { recursive: true })
      .then(() => missingFiles(dir))
      .catch((error) => [error.message])
    if (!missing.length) return { root, dir }
    if (attempt >= 6) throw new Error(`dist/client is incomplete: ${missing.slice(0, 3).join(', ')}`)
    console.error(`bench:web: dist/client is incomplete (a build running?), copying again in 5 s`)
    await sleep(5000)
  }
}

async function missingFiles(dir) {
  const manifest = JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8'))
  const html = await readFile(join(dir, 'index.html'), 'utf8')
  const files = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]))
  for (const [, file] of html.matchAll(/\/(assets\/[^"'?#]+)/g)) files.add(file)
  const missing = []
  for (const file of files) {
    if (!existsSync(join(dir, file))) missing.push(file)
    // The precompressed copies come last in a build (see vite.config.ts).
    else if (
      /\.(js|css)$/.test(file) &&
      (await stat(join(dir, file))).size > 512 &&
      !existsSync(join(dir, `${file}.br`))
    )
      missing.push(`${file}.br`)
  }
  return missing
}

/**
 * What scripts/bundle-report.mjs predicts each page loads, from the copy's manifest (it reads
 * dist/client relative to the working directory; both calls are synchronous).
 */
function manifestInitialLoads(root) {
  const cwd = process.cwd()
  process.chdir(root)
  try {
    const manifest = readManifest()
    return new Map(pages.map((page) => [page.path, initialLoad(manifest, page)]))
  } finally {
    process.chdir(cwd)
  }
}

function build() {
  const child = spawn('npm', ['run', 'build'], { stdio: 'inherit' })
  const done = new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (${signal ?? code})`)),
    )
  })
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  })
  return done
}

function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' })
    return dirty.trim() ? `${commit} (with uncommitted changes)` : commit
  } catch {
    return null
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const ms = (value) => (value == null ? '-' : String(Math.round(value)))

/** Registers the first account through the API (so an administrator); returns its email. */
async function registerAdministrator(server) {
  const email = `bench.web.${Date.now()}@example.org`
  await signUp(server, { lastName: 'Web', email, password: PASSWORD })
  return email
}

/** Waits until the context holds a cookie of that name (at most 10 s). */
async function waitForCookie(context, name) {
  const deadline = Date.now() + 10_000
  while (!(await context.cookies()).some((cookie) => cookie.name === name)) {
    if (Date.now() > deadline) throw new Error(`no ${name} cookie 10 s after signing in`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Signs in through the Login form in a window of `viewport` (Playwright's default when none), as a
 * person does on their device: the page writes the foyer.view cookie for that window, and the
 * server renders the dashboard for it (decision 010). Returns the session's cookies.
 */
async function signIn(browser, server, email, viewport) {
  const context = await browser.newContext(viewport ? { viewport } : {})
  try {
    const page = await context.newPage()
    await page.goto(`${server.base}/login`)
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(/\/free\/dashboard\/default$/, { timeout: 30_000 })
    // The page writes foyer.view when it is idle: without it, the server would not render the
    // dashboard, and the run would measure the page rendered by the browser instead.
    await waitForCookie(context, 'foyer.view')
    const me = await context.request.get(`${server.base}/api/me`)
    if (!me.ok()) throw new Error(`GET /api/me after sign-in: ${me.status()}`)
    const person = await me.json()
    if (person.role !== 'admin') throw new Error(`the bench account is ${person.role}, not an administrator`)
    const storageState = await context.storageState()
    const cookie = storageState.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    return { id: person.id, email, storageState, cookie }
  } finally {
    await context.close()
  }
}

/** The windows of Lighthouse's presets (its mobile device and its desktop screen). */
const presetViewports = { mobile: { width: 412, height: 823 }, desktop: { width: 1350, height: 940 } }

/** The pages BENCH_PAGES names (patterns of the table, "*" the not-found page), or all of them. */
function selectedPages() {
  const wanted = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
  if (!wanted.length) return pages
  const unknown = wanted.filter((path) => !pages.some((page) => page.path === path))
  if (unknown.length)
    throw new Error(
      `BENCH_PAGES names no page: ${unknown.join(', ')} (pages: ${pages.map((p) => p.path).join(' ')})`,
    )
  return pages.filter((page) => wanted.includes(page.path))
}

/**
 * A page of the main layout needs someone signed in; the not-found page is measured as a person
 * meets it following a stale link of the app (signed in, their view known); the sign-in pages are
 * measured signed out.
 */
const isSignedIn = (page) => page.layout !== 'auth'

/**
 * The query the sign-in pages are measured with where people meet them with one: the link of an
 * email (the server renders these for their query; the token is not a real one, and the page's
 * first render does not depend on that).
 */
const SAMPLE_QUERIES = {
  '/reset-password': '?token=bench-sample-token',
  '/verify-email': '?email=bench%40example.org',
}

/** The address of a page: a `:param` is the administrator's own id. */
function pathFor(page, personId) {
  if (page.path === NOT_FOUND_PATTERN) return NOT_FOUND_SAMPLE
  return `${page.path.replace(/:\w+/g, personId)}${SAMPLE_QUERIES[page.path] ?? ''}`
}

/** The not-found page is a 404; the stream never ends. */
function isExpectedFailure(page, request) {
  if (request.type === 'eventsource' && !request.status) return true
  return request.status === 404 && request.type === 'document' && page.path === NOT_FOUND_PATTERN
}

function checkPage(page, result) {
  const problems = []
  if (result.totals.js.gzip > page.budgetKb * 1024)
    problems.push(`JS ${kb(result.totals.js.gzip)} kB gzip, budget ${page.budgetKb} kB`)
  for (const url of result.otherHosts) problems.push(`request to another host: ${url}`)
  if (result.cls > maxCls) problems.push(`CLS ${result.cls.toFixed(3)} > ${maxCls}`)
  if (result.axe.length) problems.push(`axe: ${result.axe.map((v) => v.id).join(', ')}`)
  for (const request of result.requests.filter((r) => !isExpectedFailure(page, r)))
    if (request.failure || request.status >= 400)
      problems.push(`${request.url}: ${request.failure ?? `HTTP ${request.status}`}`)
  if (new URL(result.finalUrl).pathname !== `/free${result.path.split('?')[0]}`)
    problems.push(`ended at ${result.finalUrl}, so the figures are not of this page`)
  return problems
}

function checkLighthouse(run) {
  const problems = []
  if (!(run.performance >= goals.performance))
    problems.push(`performance ${run.performance} < ${goals.performance}`)
  if (!(run.accessibility >= goals.accessibility))
    problems.push(`accessibility ${run.accessibility} < ${goals.accessibility}`)
  if (!(run.bestPractices >= goals.bestPractices))
    problems.push(`best practices ${run.bestPractices} < ${goals.bestPractices}`)
  if (!(run.lcpMs <= goals.lcpMs)) problems.push(`LCP ${ms(run.lcpMs)} ms > ${goals.lcpMs} ms`)
  if (!(run.tbtMs <= goals.tbtMs)) problems.push(`TBT ${ms(run.tbtMs)} ms > ${goals.tbtMs} ms`)
  if (!(run.cls <= goals.cls)) problems.push(`CLS ${run.cls?.toFixed(3)} > ${goals.cls}`)
  return problems
}

/** A Lighthouse run in one cell: "perf/a11y/best LCP s TBT ms CLS", and "!" when it missed a goal. */
function lighthouseCell(run) {
  if (!run) return '-'
  if (run.error) return 'failed'
  const seconds = run.lcpMs == null ? '-' : (run.lcpMs / 1000).toFixed(2)
  const cls = run.cls == null ? '-' : run.cls.toFixed(3)
  const cell = `${run.performance}/${run.accessibility}/${run.bestPractices} ${seconds} ${ms(run.tbtMs)} ${cls}`
  return run.problems.length ? `${cell} !` : cell
}

/** One row per page: what the browser measured, then Lighthouse mobile and desktop. */
function printTable(results, runs) {
  const lighthouseHead = 'perf/a11y/bp LCP TBT CLS'
  const head = [
    'page'.padEnd(22),
    'JS gzip/budget'.padStart(15),
    'req'.padStart(4),
    'FCP ms'.padStart(7),
    'LCP ms'.padStart(7),
    'CLS'.padStart(6),
    'axe'.padStart(4),
    `  mobile: ${lighthouseHead}`.padEnd(36),
    `desktop: ${lighthouseHead}`.padEnd(34),
    'result',
  ]
  console.log(`\n${head.join(' ')}`)
  for (const r of results) {
    const lighthouse = runs.filter((run) => run.page === r.page)
    const cells = ['mobile', 'desktop'].map((preset) =>
      lighthouseCell(lighthouse.find((run) => run.preset === preset)),
    )
    const isOk = !r.problems.length && lighthouse.every((run) => !run.problems.length)
    const measured = r.error
      ? [`could not be measured: ${r.error}`.padEnd(46)]
      : [
          `${kb(r.totals.js.gzip)} / ${r.budgetKb}`.padStart(15),
          String(r.requestCount).padStart(4),
          ms(r.fcpMs).padStart(7),
          ms(r.lcpMs).padStart(7),
          r.cls.toFixed(3).padStart(6),
          String(r.axe.length).padStart(4),
        ]
    console.log(
      [
        (r.page === NOT_FOUND_PATTERN ? '* (not found)' : r.page).padEnd(22),
        ...measured,
        `  ${cells[0]}`.padEnd(36),
        cells[1].padEnd(34),
        isOk ? 'OK' : 'MISSED',
      ].join(' '),
    )
  }
  console.log(
    'JS gzip = gzip -9 of the decoded scripts, in kB (as the budgets count); requests until load + ' +
      'network idle; FCP, LCP and CLS in Chromium at 1440 px, cold cache.',
  )
  if (runs.length)
    console.log(
      `Lighthouse (simulated throttling), goals for both presets: performance >= ${goals.performance}, ` +
        `accessibility ${goals.accessibility}, best practices ${goals.bestPractices}, LCP <= ` +
        `${goals.lcpMs / 1000} s, TBT <= ${goals.tbtMs} ms, CLS <= ${goals.cls}; "!" marks a miss.`,
    )
  else console.log('Lighthouse skipped (BENCH_SKIP_LIGHTHOUSE=1)')
}

function printFindings(results, runs) {
  const lines = []
  for (const r of results) {
    if (r.error) continue
    lines.push(`${r.page}: LCP ${r.lcpElement ?? 'none'}${r.lcpUrl ? ` (${r.lcpUrl})` : ''}`)
    if (r.manifest.extraJs.length)
      lines.push(
        `  JS beyond the manifest's initial load (${kb(r.manifest.jsGzip)} kB): ${r.manifest.extraJs.map((x) => `${x.url.replace('/free/assets/', '')} ${kb(x.gzip)} kB`).join(', ')}`,
      )
    for (const v of r.axe) lines.push(`  axe ${v.id} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`)
    for (const shift of r.layoutShifts.filter((s) => s.value >= 0.001))
      lines.push(
        `  layout shift ${shift.value.toFixed(3)} at ${ms(shift.time)} ms: ${shift.sources.join(', ') || '(sources no longer in the page)'}`,
      )
    for (const url of r.uncompressed) lines.push(`  served without compression: ${url}`)
    const expected = r.page === NOT_FOUND_PATTERN ? /status of 404/ : null
    for (const text of r.consoleErrors.filter((t) => !expected?.test(t)).slice(0, 5))
      lines.push(`  console: ${text.slice(0, 160)}`)
  }
  for (const run of runs) {
    if (run.error) continue
    lines.push(
      `Lighthouse ${run.page} ${run.preset} (CPU benchmark index ${Math.round(run.benchmarkIndex)}): LCP element ${run.lcpElement ?? 'unknown'}`,
    )
    for (const warning of run.warnings ?? []) lines.push(`  warning: ${String(warning).slice(0, 200)}`)
    if (run.erroredAudits.length)
      lines.push(
        `  audits that threw (not scored): ${run.erroredAudits.map((a) => a.split(':')[0]).join(', ')}`,
      )
    for (const [category, audits] of Object.entries(run.failing)) {
      if (category === 'performance') {
        const named = audits
          .filter((a) => a.score < 0.9)
          .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`)
        if (named.length) lines.push(`  performance audits under 0.9: ${named.join(', ')}`)
        continue
      }
      for (const audit of audits) {
        const scored = audit.weight ? '' : ' (weight 0: does not lower the score)'
        lines.push(`  ${category}: ${audit.id} - ${audit.title}${scored}`)
        for (const item of audit.items) lines.push(`    ${item}`)
      }
    }
  }
  if (lines.length) console.log(`\nDetails\n${lines.join('\n')}`)
}

async function main() {
  const startedAt = new Date()
  if (!hasChromium()) throw new Error(`no Chromium at ${chromiumPath()} (CHROMIUM_PATH names another one)`)
  if (process.env.BENCH_SKIP_BUILD !== '1') await build()

  const snapshot = await snapshotClient()
  const predicted = manifestInitialLoads(snapshot.root)
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined
  const server = await stopLater(startServer({ port, env: { CLIENT_DIR: snapshot.dir } }), (started) =>
    started.stop(),
  )
  console.log(`bench:web: server ready at ${server.base} in ${Math.round(server.readyMs)} ms; ${machine()}`)

  const browser = await stopLater(
    chromium.launch({
      executablePath: chromiumPath(),
      args: chromiumFlags,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    }),
    (b) => b.close(),
  )
  const email = await registerAdministrator(server)
  const account = await signIn(browser, server, email)
  // Lighthouse's runs are signed in on a window of their preset's size.
  const presetCookies = {}
  for (const [preset, viewport] of Object.entries(presetViewports))
    presetCookies[preset] = (await signIn(browser, server, email, viewport)).storageState.cookies

  const measured = selectedPages()
  const results = []
  for (const page of measured) {
    stopIfInterrupted()
    const path = pathFor(page, account.id)
    const row = { page: page.path, path, budgetKb: page.budgetKb, signedIn: isSignedIn(page) }
    process.stdout.write(`measuring ${path} ...`)
    try {
      const result = await measurePage(browser, {
        url: `${server.base}${path}`,
        origin: server.origin,
        storageState: isSignedIn(page) ? account.storageState : undefined,
      })
      Object.assign(row, result)
      const expected = predicted.get(page.path)
      const expectedFiles = new Set(expected.files.map((file) => `/free/${file}`))
      row.manifest = {
        jsGzip: expected.js.gzip,
        // Fetched without any interaction, yet not in the manifest's initial load (lazy imports).
        extraJs: row.requests
          .filter((r) => r.kind === 'js' && !expectedFiles.has(r.url))
          .map((r) => ({ url: r.url, gzip: r.gzip })),
      }
      row.problems = checkPage(page, row)
    } catch (error) {
      if (isInterrupted) throw error
      row.error = error.message.split('\n')[0]
      row.problems = [`could not be measured: ${row.error}`]
    }
    process.stdout.write(` ${row.error ? 'failed' : row.problems.length ? 'over' : 'ok'}\n`)
    results.push(row)
  }
  const chromiumVersion = browser.version()
  await browser.close()

  const runs = []
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1') {
    for (const page of measured) {
      const path = pathFor(page, account.id)
      for (const preset of ['mobile', 'desktop']) {
        stopIfInterrupted()
        process.stdout.write(`Lighthouse ${path} ${preset} ...`)
        const run = { page: page.path, path, preset }
        const launching = launchChromeForLighthouse(chromiumPath())
        stopLater(launching, (chrome) => chrome.kill())
        try {
          const chrome = await launching
          Object.assign(
            run,
            await runLighthouse({
              port: chrome.port,
              url: `${server.base}${path}`,
              preset,
              cookies: isSignedIn(page) ? presetCookies[preset] : undefined,
              // The not-found page is answered 404 on purpose.
              ignoreStatusCode: page.path === NOT_FOUND_PATTERN,
            }),
          )
          run.problems = checkLighthouse(run)
        } catch (error) {
          if (isInterrupted) throw error
          run.error = error.message.split('\n')[0]
          run.problems = [`Lighthouse failed: ${run.error}`]
        } finally {
          await launching.then((chrome) => chrome.kill()).catch(() => {})
        }
        process.stdout.write(` ${run.error ? 'failed' : run.problems.length ? 'missed' : 'ok'}\n`)
        runs.push(run)
      }
    }
  }

  printTable(results, runs)
  printFindings(results, runs)

  const failures = [
    ...results.flatMap((r) => r.problems.map((p) => `${r.page}: ${p}`)),
    ...runs.flatMap((r) => r.problems.map((p) => `Lighthouse ${r.page} ${r.preset}: ${p}`)),
  ]
  const outDir = 'bench/results'
  await mkdir(outDir, { recursive: true })
  const file = join(outDir, `web-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`)
  const stem = file.replace(/\.json$/, '')
  for (const run of runs.filter((r) => r.lhr)) {
    const slug =
      run.page === NOT_FOUND_PATTERN ? 'not-found' : run.page.replace(/\W+/g, '-').replace(/^-|-$/g, '')
    run.lighthouseReport = `${stem}.lighthouse-${slug}-${run.preset}.json`
    await writeFile(run.lighthouseReport, JSON.stringify(run.lhr))
    delete run.lhr
  }
  const report = {
    startedAt: startedAt.toISOString(),
    durationS: Math.round((Date.now() - startedAt.getTime()) / 1000),
    machine: machine(),
    commit: gitCommit(),
    chromium: chromiumVersion,
    built: process.env.BENCH_SKIP_BUILD !== '1',
    goals: { ...goals, maxCls },
    pages: results,
    lighthouse: runs,
    failures,
  }
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nSaved ${file} (${report.durationS} s)`)
  if (runs.some((r) => r.lighthouseReport))
    console.log(
      `Lighthouse reports (open in https://googlechrome.github.io/lighthouse/viewer/): ${stem}.lighthouse-*.json`,
    )
  if (failures.length) {
    console.error(`\n${failures.length} budget(s) or goal(s) missed:\n  ${failures.join('\n  ')}`)
    process.exitCode = 1
  } else
    console.log(
      `\nEvery page within its budgets${runs.length ? '; every Lighthouse goal met' : ' (Lighthouse skipped)'}.`,
    )
}

try {
  await main()
} catch (error) {
  if (!isInterrupted) console.error(`\nbench:web failed: ${error.stack ?? error}`)
  process.exitCode = 1
} finally {
  await cleanUp()
}
