import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { runCrashLoop } from './test/crash-loop.ts'
import { createServerDatabase } from './test/server-process.ts'

// kill -9 during writes, through the running server: ROUNDS kills (20 unless the
// environment says otherwise: 5 on Node's other lines, scripts/node-lines.mjs) at random moments, each followed by a restart on the same data that must
// come up ready by itself and still hold every acknowledged write. On the embedded database, or on
// a fresh PostgreSQL database when DATABASE_URL is set (CI runs this file both ways).
// `npm run bench:crash` runs the same loop for 100 rounds and prints its figures.

const ROUNDS = Number(process.env.ROUNDS ?? 20)

describe('kill -9 during writes', () => {
  it(`keeps every acknowledged write through ${ROUNDS} kills, and each restart is ready by itself`, {
    timeout: 120_000 + ROUNDS * 30_000,
  }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'foyer-crash-'))
    onTestFinished(() => rm(dataDir, { recursive: true, force: true }))
    let databaseUrl: string | null = null
    if (process.env.DATABASE_URL) {
      const database = await createServerDatabase(process.env.DATABASE_URL, 'foyer_crash')
      onTestFinished(() => database.drop())
      databaseUrl = database.url
    }

    const result = await runCrashLoop({ rounds: ROUNDS, dataDir, databaseUrl })
    const ready = [...result.restartReadyMs].sort((a, b) => a - b)
    console.info(
      `kill -9 on ${databaseUrl ? 'PostgreSQL' : 'the embedded database'}:`,
      JSON.stringify({
        seed: result.seed,
        rounds: result.rounds,
        acknowledged: result.acknowledged,
        lost: result.lost.length,
        restartReadyMsMedian: Math.round(ready[Math.floor(ready.length / 2)] ?? 0),
        restartReadyMsMax: Math.round(ready.at(-1) ?? 0),
      }),
    )
    expect(result.lost).toEqual([])
    expect(result.restartReadyMs).toHaveLength(ROUNDS)
    // Writes did happen in (nearly) every round, so the kills hit a server that was writing.
    expect(result.acknowledged).toBeGreaterThan(ROUNDS * 5)
    expect(result.finalCheck.people).toBeGreaterThanOrEqual(4)
  })
})
