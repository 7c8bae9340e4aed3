// Where CI's time goes (docs/testing.md, "The budget"). Each step of npm test, .ci/run and
// scripts/node-lines.mjs records its wall time in test-results/steps/; at the end of a run
//   node scripts/ci-times.mjs report [<start, seconds since the epoch>]
// prints them as a table beside the times committed in docs/ci-times.json, names each step that
// grew by more than a fifth, writes the slowest test files and browser specs to
// test-results/slowest.md, and says how much of the budget the run took.
//   node scripts/ci-times.mjs record <step> <start, seconds since the epoch>
// records a step timed by a shell script (.ci/run).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { resultsDir } from './test-results.mjs'

const stepsDir = join(resultsDir, 'steps')
export const committedTimesFile = 'docs/ci-times.json'
/** A step may grow by this share of its committed time before the report names it. */
const GROWTH_ALLOWED = 0.2
/** ...and by at least this many seconds: a step of 5 s that takes 7 is noise, not a trend. */
const GROWTH_FLOOR_SECONDS = 15

/** Writes one step's wall time (its order is the order steps end in). */
export function recordStep(name, seconds) {
  mkdirSync(stepsDir, { recursive: true })
  const order = readdirSync(stepsDir).length
  writeFileSync(
    join(stepsDir, `${String(order).padStart(3, '0')}.json`),
    JSON.stringify({ name, seconds: Math.round(seconds * 10) / 10 }),
  )
}

/** Runs `work` and records its wall time as the step `name`; returns what it returned. */
export function timedSync(name, work) {
  const started = performance.now()
  try {
    return work()
  } finally {
    recordStep(name, (performance.now() - started) / 1000)
  }
}

function readSteps() {
  let files = []
  try {
    files = readdirSync(stepsDir).sort()
  } catch {
    return []
  }
  return files.map((file) => JSON.parse(readFileSync(join(stepsDir, file), 'utf8')))
}

function readCommitted() {
  try {
    return JSON.parse(readFileSync(committedTimesFile, 'utf8'))
  } catch {
    return { budgetMinutes: 40, steps: {} }
  }
}

const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`

/** Each file's wall time in the run's Vitest and Playwright reports, slowest first. */
function slowestFiles() {
  const vitest = []
  const browser = []
  for (const name of readdirSync(resultsDir).filter((file) => file.endsWith('.json'))) {
    let report
    try {
      report = JSON.parse(readFileSync(join(resultsDir, name), 'utf8'))
    } catch {
      continue
    }
    const run = name.replace(/\.json$/, '')
    if (Array.isArray(report.testResults)) {
      for (const file of report.testResults)
        vitest.push({
          run,
          file: relative(process.cwd(), file.name),
          seconds: (file.endTime - file.startTime) / 1000,
          tests: file.assertionResults?.length ?? 0,
        })
    } else if (Array.isArray(report.suites)) {
      for (const suite of report.suites) {
        let seconds = 0
        let tests = 0
        const walk = (node) => {
          for (const spec of node.specs ?? [])
            for (const test of spec.tests ?? [])
              for (const result of test.results ?? []) {
                seconds += (result.duration ?? 0) / 1000
                tests++
              }
          for (const child of node.suites ?? []) walk(child)
        }
        walk(suite)
        browser.push({ run, file: suite.file, seconds, tests })
      }
    }
  }
  const bySeconds = (a, b) => b.seconds - a.seconds
  return { vitest: vitest.sort(bySeconds).slice(0, 20), browser: browser.sort(bySeconds).slice(0, 20) }
}

function table(rows) {
  return rows
    .map(({ run, file, seconds, tests }) => `| ${seconds.toFixed(1)} s | ${tests} | ${file} | ${run} |`)
    .join('\n')
}

/** Prints the report; `startedAt` (seconds since the epoch) is when the whole run began. */
export function report(startedAt) {
  const steps = readSteps()
  const committed = readCommitted()
  const budget = committed.budgetMinutes ?? 40
  const total = Number.isFinite(startedAt)
    ? Date.now() / 1000 - startedAt
    : steps.reduce((sum, step) => sum + step.seconds, 0)
  const width = Math.max(4, ...steps.map((step) => step.name.length))
  const grew = []
  console.log(`\n${'step'.padEnd(width)}  ${'took'.padStart(9)}  ${'committed'.padStart(9)}`)
  for (const { name, seconds } of steps) {
    const before = committed.steps?.[name]
    const isSlower =
      typeof before === 'number' &&
      seconds > before * (1 + GROWTH_ALLOWED) &&
      seconds - before > GROWTH_FLOOR_SECONDS
    if (isSlower) grew.push(`${name}: ${minutes(seconds)}, committed ${minutes(before)}`)
    const was = typeof before === 'number' ? minutes(before) : '–'
    console.log(
      `${name.padEnd(width)}  ${minutes(seconds).padStart(9)}  ${was.padStart(9)}${isSlower ? '  ▲' : ''}`,
    )
  }
  for (const line of grew) console.log(`Slower than committed by over ${GROWTH_ALLOWED * 100} %: ${line}`)
  const { vitest, browser } = slowestFiles()
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(
    join(resultsDir, 'slowest.md'),
    `# The slowest test files of this run\n\n| time | tests | file | report |\n| --- | --- | --- | --- |\n${table(vitest)}\n\n` +
      `# The slowest browser specs\n\n| time | tests | spec | report |\n| --- | --- | --- | --- |\n${table(browser)}\n`,
  )
  console.log(`The 20 slowest test files and browser specs: ${join(resultsDir, 'slowest.md')}`)
  console.log(`CI took ${Math.round(total / 60)} min of a ${budget} min budget`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, name, start] = process.argv.slice(2)
  if (command === 'record') recordStep(name, Date.now() / 1000 - Number(start))
  else if (command === 'report') report(name === undefined ? Number.NaN : Number(name))
  else {
    console.error('usage: node scripts/ci-times.mjs report [start seconds] | record <step> <start seconds>')
    process.exit(2)
  }
}
