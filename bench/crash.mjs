// bench/crash: the kill -9 loop of src/server/crash.test.ts for more rounds. Writes go
// to the real server over HTTP, SIGKILL lands at a random moment, the server starts again on the
// same data; prints the rounds, the acknowledged and the lost writes (must be 0) and the time from a
// restart to GET /api/ready answering 200 (p50/p99). On a throwaway embedded database, or on a new
// database of the PostgreSQL server in BENCH_DATABASE_URL (or DATABASE_URL), dropped at the end.
// Runs the build when it is up to date with the sources (npm run build), else the sources.
//   npm run bench:crash                 ROUNDS=100 (or: npm run bench:crash -- 300), SEED=<number>
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildReason } from '../scripts/build-check.mjs'
import { runCrashLoop } from '../src/server/test/crash-loop.ts'
import { createServerDatabase } from '../src/server/test/server-process.ts'
import { machine, percentile } from './lib.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const rounds = Number(process.argv[2] ?? process.env.ROUNDS ?? 100)
const seed = process.env.SEED ? Number(process.env.SEED) : undefined
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || null
const staleBecause = buildReason(root, process.env)
const entry = staleBecause ? 'src/server/index.ts' : 'dist/server/index.js'

const dataDir = await mkdtemp(join(tmpdir(), 'foyer-bench-crash-'))
const database = serverUrl ? await createServerDatabase(serverUrl, 'foyer_crash') : null

console.log(
  `kill -9 loop: ${rounds} rounds on ${database ? 'PostgreSQL' : 'the embedded database'}, running ${entry}` +
    (staleBecause ? ` (the build is not current: ${staleBecause})` : ''),
)
const started = performance.now()
let result
try {
  result = await runCrashLoop({
    rounds,
    dataDir,
    databaseUrl: database?.url ?? null,
    entry,
    seed,
    onRound: ({ round, acknowledged, killedAfterMs, restartReadyMs }) => {
      if (round % 10 === 0 || round === rounds) {
        console.log(
          `  round ${round}: ${acknowledged} writes acknowledged, killed after ${killedAfterMs} ms, ready again in ${Math.round(restartReadyMs)} ms`,
        )
      }
    },
  })
} finally {
  await database?.drop()
  await rm(dataDir, { recursive: true, force: true })
}

const ready = result.restartReadyMs
const summary = {
  database: database ? 'postgres' : 'embedded',
  entry,
  machine: machine(),
  seed: result.seed,
  rounds: result.rounds,
  acknowledgedWrites: result.acknowledged,
  lostWrites: result.lost.length,
  restartToReadyMs: { p50: Math.round(percentile(ready, 50)), p99: Math.round(percentile(ready, 99)) },
  minutes: Number(((performance.now() - started) / 60_000).toFixed(1)),
}
console.log(`rounds                 ${summary.rounds}`)
console.log(`acknowledged writes    ${summary.acknowledgedWrites}`)
console.log(`lost writes            ${summary.lostWrites} (must be 0)`)
console.log(
  `restart to ready       p50 ${summary.restartToReadyMs.p50} ms, p99 ${summary.restartToReadyMs.p99} ms`,
)
console.log(`seed                   ${summary.seed} (SEED=${summary.seed} repeats the kill times)`)
for (const line of result.lost) console.log(`  lost: ${line}`)
await mkdir(join(root, 'bench/results'), { recursive: true })
await writeFile(
  join(root, `bench/results/crash-${summary.database}.json`),
  `${JSON.stringify({ ...summary, lost: result.lost }, null, 2)}\n`,
)
process.exitCode = result.lost.length === 0 ? 0 : 1
