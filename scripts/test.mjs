// npm test: type-check, lint, unit, API and component tests, then the browser tests against the
// built production server. Each suite's counts are written to test-results/summary-<name>.json so
// that .ci/run can print one "N passed, N failed" line. Stops at the first failing step.
import { spawnSync } from 'node:child_process'
import { ensureChromium } from './ensure-chromium.mjs'
import { playwrightCounts, resultsDir as results, summary, vitestCounts } from './test-results.mjs'

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function step(name, ok) {
  summary(name, ok ? 1 : 0, ok ? 0 : 1)
  if (!ok) {
    console.error(`\n✗ ${name} failed`)
    process.exit(1)
  }
}

step('typecheck', run('Type-check', 'npx', ['tsc', '-p', '.']))
step('lint', run('Lint', 'npx', ['biome', 'check', '.']))

const vitestOk = run('Unit, API and component tests', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}/vitest.json`,
])
const vitest = vitestCounts(`${results}/vitest.json`)
summary('vitest', vitest.passed, vitest.failed)
if (!vitestOk) {
  console.error('\n✗ Vitest failed')
  process.exit(1)
}

step('build', run('Build', 'npm', ['run', 'build']))
step('bundle budgets', run('Bundle budgets', 'node', ['--import', 'tsx', 'scripts/check-budgets.mjs']))

if (!ensureChromium()) process.exit(1)
const e2eOk = run('Browser tests', 'npx', ['playwright', 'test'])
const e2e = playwrightCounts(`${results}/e2e.json`)
summary('e2e', e2e.passed, e2e.failed)
if (!e2eOk) {
  console.error('\n✗ Browser tests failed')
  process.exit(1)
}
console.log('\n✓ All tests passed')
