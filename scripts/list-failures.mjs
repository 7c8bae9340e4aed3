// Names every failed test in test-results/ (Vitest's and Playwright's JSON reports) with the first
// lines of what it failed on, so that the end of a CI log, which may be all that is kept of it, says
// what failed and why, and not only how many.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const dir = process.argv[2] ?? 'test-results'
const failures = []
/** Enough of a failure to tell one cause from another (an assertion and what it received). */
const REASON_LINES = 12

/** The first lines of a failure's message, indented under its name. */
function reason(message) {
  if (!message) return ''
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    // Not the code frame and the stack: the name says which test, its file says where.
    .filter((line) => line.trim() !== '' && !/^\s*(>?\s*\d+ \||\|\s|at )/.test(line))
  const shown = lines.slice(0, REASON_LINES).map((line) => `\n      ${line}`)
  return shown.join('') + (lines.length > REASON_LINES ? '\n      …' : '')
}

function playwrightSpecs(suite, file, titles, out) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'unexpected' || test.status === 'flaky') {
        const last = test.results?.at(-1)
        const message = last?.errors?.map((error) => error.message).join('\n') ?? last?.error?.message
        const name = [...titles, spec.title].join(' › ')
        out.push(
          `${file} › ${name}${test.status === 'flaky' ? ' (flaky: passed on retry)' : ''}${reason(message)}`,
        )
      }
  for (const child of suite.suites ?? []) playwrightSpecs(child, file, [...titles, child.title], out)
}

for (const name of readdirSync(dir).filter(
  (file) => file.endsWith('.json') && !file.startsWith('summary-'),
)) {
  let report
  try {
    report = JSON.parse(readFileSync(join(dir, name), 'utf8'))
  } catch {
    continue
  }
  if (Array.isArray(report.testResults)) {
    for (const file of report.testResults) {
      const path = file.name.replace(`${process.cwd()}/`, '')
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
      for (const test of failed)
        failures.push(`${name}: ${path} › ${test.fullName}${reason(test.failureMessages?.join('\n'))}`)
      // A file that failed before any test ran (an import, a hook).
      if (file.status === 'failed' && failed.length === 0)
        failures.push(`${name}: ${path}${reason(file.message ?? 'failed')}`)
    }
  } else if (Array.isArray(report.suites)) {
    const out = []
    for (const suite of report.suites) playwrightSpecs(suite, suite.file, [], out)
    for (const line of out) failures.push(`${name}: ${line}`)
  }
}
if (failures.length > 0) {
  console.log('\nFailed:')
  for (const line of failures) console.log(`  ${line}`)
}
