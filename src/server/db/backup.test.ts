import { execFile } from 'node:child_process'
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { projectRoot } from '../project-root.ts'
import { fromApp, person, registered } from '../test/auth-helpers.ts'
import { dataDirWithNewDatabase, tempDir } from '../test/temp-dir.ts'
import { backupEmbedded, restoreEmbedded } from './backup.ts'
import { BACKUP_SOCKET, openDatabase } from './database.ts'
import { migrateToLatest } from './migrations.ts'

// npm run db:backup / db:restore: a consistent copy of the embedded database while the
// server runs and writes, through the server's socket in DATA_DIR. These use real data directories,
// so they run on the embedded database; the refusal with DATABASE_URL runs on both.
const embedded = !process.env.DATABASE_URL

/** `npm run db:<command>` as an operator runs it, in a process of its own. */
function cli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli.ts', ...args],
      { cwd: projectRoot, env: { ...process.env, DATABASE_URL: '', ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

/** The rows a backup holds, opened in memory as a fresh PGlite. */
async function openBackup(archive: Buffer) {
  const database = await openDatabase({
    dump: new Blob([new Uint8Array(archive)], { type: 'application/x-gzip' }),
  })
  onTestFinished(() => database.close())
  return database
}

describe.runIf(embedded)('backups of the embedded database', () => {
  it('copies the database from the running server while it writes, and the copy opens and migrates cleanly', {
    timeout: 120_000,
  }, async () => {
    const dataDir = await dataDirWithNewDatabase('foyer-backup-')
    // What a killed server leaves behind: the next one must replace it.
    await writeFile(join(dataDir, BACKUP_SOCKET), 'stale')
    const config = loadConfig({ DATA_DIR: dataDir, SERVE_CLIENT: 'false', RATE_LIMIT: 'false' })
    const app = await buildApp({ config, logger: false })
    let isOpen = true
    onTestFinished(async () => {
      if (isOpen) await app.close()
    })
    const socket = await stat(join(dataDir, BACKUP_SOCKET))
    expect(socket.isSocket()).toBe(true)
    expect(socket.mode & 0o777).toBe(0o600)

    const people = [person(1), person(2), person(3)]
    const [writer] = await Promise.all(people.map((who) => registered(app, config, who)))
    if (!writer) throw new Error('no writer')
    // Profile changes, one after the other, as long as the test runs: each acknowledged one counts.
    let lastAcknowledged = 0
    let isWriting = true
    const writes = (async () => {
      for (let n = 1; isWriting; n++) {
        const response = await app.inject({
          method: 'PATCH',
          url: '/free/api/account',
          headers: fromApp(config, writer.cookie),
          payload: {
            firstName: 'Ada',
            lastName: 'Backup',
            jobTitle: `write ${n}`,
            company: '',
            location: '',
            bio: '',
          },
        })
        if (response.statusCode !== 200) throw new Error(`PATCH: ${response.statusCode} ${response.body}`)
        lastAcknowledged = n
        await new Promise((resolve) => setImmediate(resolve))
      }
    })()
    await expect.poll(() => lastAcknowledged, { timeout: 20_000 }).toBeGreaterThan(5)

    const acknowledgedBefore = lastAcknowledged
    const file = join(await tempDir('foyer-backup-file-'), 'foyer.tar.gz')
    const backup = await cli(['backup', file], { DATA_DIR: dataDir })
    expect(backup.stderr).toBe('')
    expect(backup.code).toBe(0)
    expect(backup.stdout).toMatch(
      new RegExp(`wrote ${file} \\(.* MB, from the running server \\(process ${process.pid}\\)`),
    )
    // The server went on writing during and after the copy.
    const acknowledgedDuring = lastAcknowledged
    await expect.poll(() => lastAcknowledged, { timeout: 20_000 }).toBeGreaterThan(acknowledgedDuring)
    expect((await stat(file)).mode & 0o777).toBe(0o600)

    // A restore while the server holds DATA_DIR is refused, and leaves it alone.
    const restore = await cli(['restore', file], { DATA_DIR: dataDir })
    expect(restore.code).toBe(1)
    expect(restore.stderr).toMatch(/is in use by process \d+: stop it first/)

    isWriting = false
    await writes
    await app.close()
    isOpen = false
    expect((await readdir(dataDir)).includes(BACKUP_SOCKET)).toBe(false)

    const copy = await openBackup(await readFile(file))
    // Already up to date: the copy needs no repair and no migration.
    expect(await migrateToLatest(copy.db as never)).toEqual([])
    const rows = await copy.db.selectFrom('user').select(['email', 'jobTitle']).execute()
    expect(rows.map((row) => row.email).sort()).toEqual(people.map((who) => who.email).sort())
    const stored = Number(
      /^write (\d+)$/.exec(rows.find((row) => row.email === writer.email)?.jobTitle ?? '')?.[1],
    )
    expect(stored).toBeGreaterThanOrEqual(acknowledgedBefore)
    expect(stored).toBeLessThanOrEqual(acknowledgedDuring + 1)
    const sessions = await sql<{ n: number }>`SELECT count(*)::int AS n FROM "session"`.execute(copy.db)
    expect(sessions.rows[0]?.n).toBe(3)
  })

  it('restores a backup into DATA_DIR, keeping the database it replaces, and copies a stopped one by opening it', {
    timeout: 120_000,
  }, async () => {
    const dataDir = await dataDirWithNewDatabase('foyer-restore-')
    const insert = async (kind: string) => {
      const database = await openDatabase({ dataDir })
      try {
        await migrateToLatest(database.db as never)
        await database.db.insertInto('auditEvent').values({ kind }).execute()
      } finally {
        await database.close()
      }
    }
    await insert('before_backup')
    const backup = await backupEmbedded(dataDir)
    expect(backup.from).toBe('directory')
    await insert('after_backup')

    const { setAside } = await restoreEmbedded(dataDir, backup.archive)
    expect(setAside).toMatch(/pglite\.before-restore-/)
    const restored = await openDatabase({ dataDir })
    try {
      expect(await migrateToLatest(restored.db as never)).toEqual([])
      const kinds = await restored.db.selectFrom('auditEvent').select('kind').execute()
      expect(kinds.map((row) => row.kind)).toEqual(['before_backup'])
    } finally {
      await restored.close()
    }
    // The replaced database is still whole beside it.
    const replaced = await openDatabase({ dump: await dumpOf(setAside ?? '') })
    try {
      const kinds = await replaced.db.selectFrom('auditEvent').select('kind').orderBy('kind').execute()
      expect(kinds.map((row) => row.kind)).toEqual(['after_backup', 'before_backup'])
    } finally {
      await replaced.close()
    }
  })

  it('refuses an archive that is not a backup, and leaves DATA_DIR as it was', {
    timeout: 120_000,
  }, async () => {
    const dataDir = await dataDirWithNewDatabase('foyer-restore-bad-')
    const database = await openDatabase({ dataDir })
    await migrateToLatest(database.db as never)
    await database.close()
    await expect(restoreEmbedded(dataDir, Buffer.from('not a backup'))).rejects.toThrow(/is as it was/)
    expect((await readdir(dataDir)).filter((name) => name.startsWith('pglite'))).toEqual(['pglite'])
    const reopened = await openDatabase({ dataDir })
    await reopened.close()
  })
})

/** A data directory that no process holds, as the tarball PGlite's loadDataDir takes. */
async function dumpOf(pgliteDir: string): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { engineOptions } = await import('./extensions.ts')
  const pglite = await PGlite.create(pgliteDir, engineOptions)
  try {
    return await pglite.dumpDataDir('none')
  } finally {
    await pglite.close()
  }
}

describe('npm run db:backup with DATABASE_URL', () => {
  it('says to use pg_dump and exits non-zero', { timeout: 60_000 }, async () => {
    const result = await cli(['backup'], { DATABASE_URL: 'postgres://foyer@127.0.0.1:1/foyer' })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/DATABASE_URL is set: use PostgreSQL's pg_dump/)
    expect(result.stdout).toBe('')
  })
})
