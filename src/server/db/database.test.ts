import { spawn } from 'node:child_process'
import { readdir, writeFile } from 'node:fs/promises'
import { Server } from 'node:net'
import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import { ConfigError } from '../config.ts'
import { projectRoot } from '../project-root.ts'
import { dataDirWithNewDatabase, tempDir } from '../test/temp-dir.ts'
import { serveBackups } from './backup.ts'
import { BACKUP_SOCKET, lockDataDir, MAX_DATA_DIR_BYTES, openDatabase } from './database.ts'
import { migrateToLatest } from './migrations.ts'

// The embedded database must survive a killed process and start again by itself.
// These tests use a real data directory, so they run only on the embedded database.
const embedded = !process.env.DATABASE_URL

const tempDataDir = () => tempDir('foyer-db-test-')

const silentLogger = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger

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
    const dataDir = await dataDirWithNewDatabase('foyer-db-test-')
    const run = writer(dataDir)
    await expect.poll(() => run.acknowledged(), { timeout: 30_000 }).toBeGreaterThan(200)
    // While it lives, the writer holds the directory, and says which process it is.
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      `DATA_DIR ${dataDir} is in use by process ${run.child.pid}: stop it first`,
    )
    run.child.kill('SIGKILL')
    await new Promise((resolve) => run.child.once('exit', resolve))
    const acknowledged = run.acknowledged()
    // The lock socket of the dead process is still there: the next start takes it over.
    expect(await readdir(dataDir)).toContain('foyer.lock')
    const database = await openDatabase({ dataDir })
    try {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM "auditEvent"`.execute(
        database.db,
      )
      expect(rows[0]?.n).toBeGreaterThanOrEqual(acknowledged + 1)
    } finally {
      await database.close()
    }
    // A clean close leaves no lock behind.
    expect(await readdir(dataDir)).not.toContain('foyer.lock')
  })

  // Two starts of the database, the first of them a first start that makes it: on a loaded
  // machine they take longer than the default limit, and how long they take is not the point.
  it('runs with a small server’s memory and planner settings, from a new data directory and after a restart', {
    timeout: 60_000,
  }, async () => {
    const dataDir = await tempDataDir()
    for (const start of ['new', 'restart']) {
      const database = await openDatabase({ dataDir })
      try {
        const settings = await sql<{ name: string; setting: string; unit: string | null }>`
          SELECT name, setting, unit FROM pg_settings
          WHERE name IN ('shared_buffers', 'max_connections', 'wal_buffers', 'random_page_cost') ORDER BY name`.execute(
          database.db,
        )
        // shared_buffers and wal_buffers count 8 kB pages.
        expect(settings.rows, `${start} start`).toEqual([
          { name: 'max_connections', setting: '5', unit: null },
          { name: 'random_page_cost', setting: '1.1', unit: null },
          { name: 'shared_buffers', setting: '2048', unit: '8kB' },
          { name: 'wal_buffers', setting: '128', unit: '8kB' },
        ])
      } finally {
        await database.close()
      }
    }
  })

  it('refuses a data directory this process holds already', async () => {
    const dataDir = await tempDataDir()
    const release = await lockDataDir(dataDir)
    try {
      await expect(lockDataDir(dataDir)).rejects.toThrow(`is in use by process ${process.pid}`)
    } finally {
      await release()
    }
    await (await lockDataDir(dataDir))()
  })

  it('takes over a lock file that names a live process which holds nothing (a reused id)', async () => {
    const dataDir = await dataDirWithNewDatabase('foyer-db-test-')
    // The lock of earlier versions: a process id, here of a process that is alive for sure.
    await writeFile(join(dataDir, 'foyer.lock'), String(process.ppid))
    const database = await openDatabase({ dataDir })
    await migrateToLatest(database.db as never)
    await database.close()
  })

  it('refuses a DATA_DIR too long for its lock socket, saying so', async () => {
    const dataDir = join(await tempDataDir(), 'd'.repeat(100))
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /^DATA_DIR .* is too long a path for its Unix sockets \(its lock and live backups\): use a path of at most 85 bytes$/,
    )
  })

  it('refuses a DATA_DIR whose lock fits but whose backup socket would not', async () => {
    const parent = await tempDataDir()
    const longest = `${parent}/${'d'.repeat(MAX_DATA_DIR_BYTES - parent.length - 1)}`
    expect(Buffer.byteLength(longest)).toBe(MAX_DATA_DIR_BYTES)
    for (const extra of [1, 7]) {
      const dataDir = `${longest}${'d'.repeat(extra)}`
      // The lock alone would fit: 103 bytes for a socket path on macOS, 107 on Linux.
      expect(Buffer.byteLength(join(dataDir, 'foyer.lock'))).toBeLessThanOrEqual(103)
      expect(Buffer.byteLength(join(dataDir, BACKUP_SOCKET))).toBeGreaterThan(103)
      await expect(openDatabase({ dataDir })).rejects.toThrow(ConfigError)
      expect(await readdir(parent)).toEqual([])
    }
    // The longest allowed holds both sockets: the server starts and answers backups.
    expect(Buffer.byteLength(join(longest, BACKUP_SOCKET))).toBe(103)
    const database = await openDatabase({ dataDir: longest })
    await migrateToLatest(database.db as never)
    const stopBackups = await serveBackups(database, silentLogger)
    expect(stopBackups).not.toBeNull()
    expect(await readdir(longest)).toContain(BACKUP_SOCKET)
    await stopBackups?.()
    await database.close()
  })

  it('says which DATA_DIR cannot hold a Unix socket, and why, instead of failing obscurely', async () => {
    const dataDir = await tempDataDir()
    // What listen() reports on a file system without Unix sockets (some SMB, network or FUSE mounts).
    const listen = vi.spyOn(Server.prototype, 'listen').mockImplementation(function (this: Server) {
      const error = Object.assign(new Error('listen EPERM: operation not permitted'), {
        code: 'EPERM',
        syscall: 'listen',
      })
      process.nextTick(() => this.emit('error', error))
      return this
    })
    try {
      const refused = await lockDataDir(dataDir).catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(ConfigError)
      expect((refused as Error).message).toBe(
        `DATA_DIR ${dataDir} cannot hold a Unix socket (EPERM), which Foyer needs for its lock and live backups: put DATA_DIR on a local file system, or set DATABASE_URL`,
      )
    } finally {
      listen.mockRestore()
    }
  })
})
