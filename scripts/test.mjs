// npm test: type-check, lint, the Vitest projects (unit, component, API, the API's server and solo files),
// then the browser tests against the built production server. Each suite's counts are written to
// test-results/summary-<name>.json so that .ci/run can print one "N passed, N failed" line, and
// each step's wall time to test-results/steps/ (scripts/ci-times.mjs). Stops after the first
// failing step (all the Vitest projects run before that check, so that one run names every
// failure of theirs).
import { spawnSync } from 'node:child_process'
import { timedSync } from './ci-times.mjs'
import { ensureChromium } from './ensure-chromium.mjs'
import { playwrightCounts, resultsDir as results, summary, vitestCounts } from './test-results.mjs'

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const result = timedSync(label, () =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }),
  )
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

// One Vitest run a project, so that each one's time is its own (vitest.config.ts).
let vitestOk = true
// `component*` is the component files and the few that mock a module (a registry of their own).
for (const filter of ['unit', 'component*', 'api', 'api-servers', 'api-solo']) {
  const project = filter.replace('*', '')
  const report = `${results}/vitest-${project}.json`
  const ok = run(`Vitest ${project}`, 'npx', [
    'vitest',
    'run',
    '--project',
    filter,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ])
  const counts = vitestCounts(report)
  summary(`vitest-${project}`, counts.passed, counts.failed)
  vitestOk &&= ok
}
if (!vitestOk) {
  console.error('\n✗ Vitest failed')
  process.exit(1)
}

step('build', run('Build', 'npm', ['run', 'build']))
step('bundle budgets', run('Bundle budgets', 'node', ['--import', 'tsx', 'scripts/check-budgets.mjs']))

if (!timedSync('Chromium', ensureChromium)) process.exit(1)
const e2eOk = run('Browser tests', 'npx', ['playwright', 'test'])
const e2e = playwrightCounts(`${results}/e2e.json`)
summary('e2e', e2e.passed, e2e.failed)
if (!e2eOk) {
  console.error('\n✗ Browser tests failed')
  process.exit(1)
}
console.log('\n✓ All tests passed')
