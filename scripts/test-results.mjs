// What a test run leaves in test-results/: each suite's counts, read from its JSON report, and a
// summary-<name>.json per suite that .ci/run sums into one "N passed, N failed" line. Shared by
// scripts/test.mjs (npm test), scripts/node-lines.mjs and .ci/run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'

export const resultsDir = 'test-results'

export function summary(name, passed, failed) {
  mkdirSync(resultsDir, { recursive: true })
  writeFileSync(`${resultsDir}/summary-${name}.json`, JSON.stringify({ name, passed, failed }))
}

/** Passed and failed tests of a Vitest JSON report; a missing or broken report counts as one failure. */
export function vitestCounts(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    const failed =
      report.numFailedTests || (report.success ? 0 : Math.max(1, report.numFailedTestSuites ?? 0))
    return { passed: report.numPassedTests ?? 0, failed }
  } catch {
    return { passed: 0, failed: 1 }
  }
}

/** The same of a Playwright JSON report; a flaky test counts as failed. */
export function playwrightCounts(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'))
    return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0) }
  } catch {
    return { passed: 0, failed: 1 }
  }
}
