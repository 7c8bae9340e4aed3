// Names every failed test in test-results/ (Vitest's and Playwright's JSON reports), so that the end
// of a CI log, which may be all that is kept of it, says what failed and not only how many.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const dir = process.argv[2] ?? 'test-results'
const failures = []

function playwrightSpecs(suite, file, out) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? [])
      if (test.status === 'unexpected' || test.status === 'flaky')
        out.push(`${file} › ${spec.title}${test.status === 'flaky' ? ' (flaky: passed on retry)' : ''}`)
  for (const child of suite.suites ?? []) playwrightSpecs(child, suite.file ?? file, out)
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
      for (const test of failed) failures.push(`${name}: ${path} › ${test.fullName}`)
      // A file that failed before any test ran (an import, a hook).
      if (file.status === 'failed' && failed.length === 0)
        failures.push(`${name}: ${path}: ${(file.message ?? 'failed').split('\n')[0]}`)
    }
  } else if (Array.isArray(report.suites)) {
    const out = []
    for (const suite of report.suites) playwrightSpecs(suite, suite.file, out)
    for (const line of out) failures.push(`${name}: ${line}`)
  }
}
if (failures.length > 0) {
  console.log('\nFailed:')
  for (const line of failures) console.log(`  ${line}`)
}
