import { spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../project-root.ts'
import { tempDir } from '../test/temp-dir.ts'
import { openDatabase } from './database.ts'
import { migrateToLatest } from './migrations.ts'

// The embedded database must survive a killed process and start again by itself (issue 3).
// These tests use a real data directory, so they run only on the embedded database.
const embedded = !process.env.DATABASE_URL

const tempDataDir = () => tempDir('foyer-db-test-')

/** A child process that opens the data directory, writes rows as fast as it can and reports each. */
function writer(dataDir: string) {
  const script = `
    import { openDatabase } from ${JSON.stringify(join(projectRoot, 'src/server/db/database.ts'))}
    import { migrateToLatest } from ${JSON.stringify(join(projectRoot, 'src/server/db/migrations.ts'))}
    const database = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} })
    await migrateToLatest(database.db)
    for (let i = 0; ; i++) {
      await database.pool.query('INSERT INTO "auditEvent" (kind) VALUES ($1)', ['k' + i])
      process.stdout.write(i + '\\n')
    }`
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let acknowledged = -1
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = chunk.toString().trim().split('\n')
    acknowledged = Number(lines.at(-1))
  })
  return { child, acknowledged: () => acknowledged }
}

describe.runIf(embedded)('the embedded database', () => {
  it('keeps every acknowledged write and reopens by itself after kill -9', { timeout: 60_000 }, async () => {
    const dataDir = await tempDataDir()
    const run = writer(dataDir)
    await expect.poll(() => run.acknowledged(), { timeout: 30_000 }).toBeGreaterThan(200)
    run.child.kill('SIGKILL')
    await new Promise((resolve) => run.child.once('exit', resolve))
    const acknowledged = run.acknowledged()
    // The lock file of the dead process is still there: the next start takes it over.
    const database = await openDatabase({ dataDir })
    try {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM "auditEvent"`.execute(
        database.db,
      )
      expect(rows[0]?.n).toBeGreaterThanOrEqual(acknowledged + 1)
    } finally {
      await database.close()
    }
  })

  it('refuses a data directory that a live process holds, with a readable message', async () => {
    const dataDir = await tempDataDir()
    // This test's parent process is alive for sure.
    await writeFile(join(dataDir, 'foyer.lock'), String(process.ppid))
    await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by process \d+/)
  })

  it('takes over a lock left by a process that no longer exists', async () => {
    const dataDir = await tempDataDir()
    await writeFile(join(dataDir, 'foyer.lock'), '2147483646')
    const database = await openDatabase({ dataDir })
    await migrateToLatest(database.db as never)
    await database.close()
  })
})
