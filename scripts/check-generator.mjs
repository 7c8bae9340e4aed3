// `npm run test:generator`: what a team gets from `npm run new:resource`, checked the way they would
// meet it. In a temporary copy of the project (the files git knows, as they are now, with this
// project's node_modules), it generates a resource, then type-checks and lints the copy, runs the
// generated component test and API tests (on the embedded database and, with DATABASE_URL, on
// PostgreSQL too), builds the copy and runs the generated browser journey with the resource's pages
// in the every-page checks (axe, titles). Writes test-results/{vitest,e2e}-generator*.json and their
// summaries (.ci/run adds them up).
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { playwrightCounts, resultsDir, summary, vitestCounts } from './test-results.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)
const generatorArguments = [
  'projects',
  'name:text!',
  'status:enum(active,archived)',
  'budget:number',
  'due:date',
  'owner:person',
]

/** Runs a command in `cwd` with this environment and `env` (a key set to undefined is left out). */
function run(command, args, cwd, env = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`)
  const merged = { ...process.env, ...env }
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key]
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: merged })
  return result.status === 0
}
/** The embedded database, whatever DATABASE_URL this check was given for its PostgreSQL run. */
const embedded = { DATABASE_URL: undefined }

const copy = mkdtempSync(join(tmpdir(), 'foyer-generator-'))
try {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  if (listed.status !== 0) throw new Error('git ls-files failed: the generator check needs a git checkout')
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    cpSync(join(root, file), join(copy, file), { dereference: false, errorOnExist: false })
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir')

  // Generating, type-checking and linting count as one test: a generated file that does not build fails.
  const generated = run('npx', ['tsx', 'scripts/new-resource.ts', ...generatorArguments], copy)
  const built =
    generated && run('npx', ['tsc', '-p', '.', '--noEmit'], copy) && run('npx', ['biome', 'check', '.'], copy)
  summary('generator-build', built ? 1 : 0, built ? 0 : 1)
  let ok = built
  const suites = [['component', 'component', 'src/client/app/pages/resources/projects.test.tsx', embedded]]
  suites.push(['embedded', 'api', 'src/server/resources/projects.test.ts', embedded])
  if (process.env.DATABASE_URL)
    suites.push([
      'postgres',
      'api',
      'src/server/resources/projects.test.ts',
      { DATABASE_URL: process.env.DATABASE_URL },
    ])
  for (const [name, project, file, env] of suites) {
    const report = join(root, resultsDir, `vitest-generator-${name}.json`)
    rmSync(report, { force: true })
    const args = ['vitest', 'run', '--project', project, file]
    ok =
      run(
        'npx',
        [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
        copy,
        env,
      ) && ok
    const counts = vitestCounts(report)
    summary(`generator-${name}`, counts.passed, counts.failed)
  }

  // In a browser: the journey, and the resource's pages in the checks every page gets.
  const e2eReport = join(root, resultsDir, 'e2e-generator.json')
  // Not an earlier run's: without a report of this one, it counts as failed.
  rmSync(e2eReport, { force: true })
  const browserFiles = ['tests/e2e/projects.spec.ts', 'tests/e2e/a11y.spec.ts', 'tests/e2e/pages.spec.ts']
  ok =
    built &&
    run('npm', ['run', 'build'], copy, embedded) &&
    // On a fresh embedded database, as npm test's browser tests.
    run('npx', ['playwright', 'test', ...browserFiles, '--grep', 'projects'], copy, {
      ...embedded,
      E2E_REPORT: e2eReport,
    }) &&
    ok
  const browser = playwrightCounts(e2eReport)
  summary('generator-browser', browser.passed, browser.failed)
  console.log(
    ok
      ? 'The generated resource builds, is laid out and passes its tests.'
      : 'The generated resource failed.',
  )
  process.exitCode = ok ? 0 : 1
} finally {
  rmSync(copy, { recursive: true, force: true })
}
