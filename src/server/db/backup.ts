import { access, chmod, mkdir, rename, rm } from 'node:fs/promises'
import { createConnection, createServer, type Socket } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import type { FastifyBaseLogger } from 'fastify'
import {
  BACKUP_SOCKET,
  type Database,
  dataDirHolder,
  lockDataDir,
  openDatabase,
  PGLITE_DIR,
} from './database.ts'
import { engineOptions } from './extensions.ts'

// Backups of the embedded database: `npm run db:backup` while the server runs. The server
// holds DATA_DIR (its lock, and PGlite's files in its memory), so another process cannot open it:
// the server itself takes the copy when asked on a Unix socket inside DATA_DIR (mode 0600, only
// its owner can connect), and streams it back. Without a server, the command opens DATA_DIR itself.

const gzipAsync = promisify(gzip)

export function backupSocketPath(dataDir: string): string {
  return join(dataDir, BACKUP_SOCKET)
}

/**
 * A gzipped tarball of the embedded database's files, taken between transactions: the pool's only
 * connection is held (no transaction of the app is open meanwhile) and PGlite copies its files
 * while no query runs. A CHECKPOINT first, so that the copy opens without replaying much WAL.
 * Requests that need the database wait while the files are copied, not while they are compressed.
 */
export async function dumpEmbedded(database: Database): Promise<Buffer> {
  const { pglite } = database
  if (!pglite) throw new Error('only the embedded database can be dumped: use pg_dump for PostgreSQL')
  const client = await database.pool.connect()
  let tarball: Blob
  try {
    await client.query('CHECKPOINT')
    tarball = await pglite.dumpDataDir('none')
  } finally {
    client.release()
  }
  // In the thread pool, off the event loop.
  return gzipAsync(new Uint8Array(await tarball.arrayBuffer()))
}

/**
 * Answers backup requests on DATA_DIR's socket, for the database this process opened from DATA_DIR.
 * Returns the function that stops it (after a backup in progress), or null when there is none.
 */
export async function serveBackups(
  database: Database,
  logger: FastifyBaseLogger,
): Promise<(() => Promise<void>) | null> {
  if (!database.dataDir || !database.pglite) return null
  // Its length was checked with the lock's (lockDataDir): a DATA_DIR too long for either stops the start.
  const path = backupSocketPath(database.dataDir)
  // This process holds DATA_DIR's lock, so a socket file already there was left by a server that
  // died (kill -9): it answers nobody, and listen() would fail on it.
  await rm(path, { force: true })
  const sockets = new Set<Socket>()
  const inProgress = new Set<Promise<void>>()

  async function answer(socket: Socket, request: string) {
    if (request !== 'backup') {
      socket.end(`${JSON.stringify({ ok: false, error: `unknown request ${JSON.stringify(request)}` })}\n`)
      return
    }
    const started = performance.now()
    try {
      const archive = await dumpEmbedded(database)
      socket.write(`${JSON.stringify({ ok: true, size: archive.length })}\n`)
      socket.end(archive)
      logger.info({ bytes: archive.length, ms: Math.round(performance.now() - started) }, 'backup taken')
    } catch (error) {
      logger.error({ err: error }, 'backup failed')
      socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`)
    }
  }

  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    // A client that connects and says nothing does not stay.
    socket.setTimeout(30_000, () => socket.destroy())
    let received = ''
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      received += chunk
      const end = received.indexOf('\n')
      if (end < 0) {
        if (received.length > 100) socket.destroy()
        return
      }
      socket.removeAllListeners('data')
      socket.setTimeout(0)
      const work = answer(socket, received.slice(0, end).trim())
      inProgress.add(work)
      void work.finally(() => inProgress.delete(work))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => {
      server.off('error', reject)
      resolve()
    })
  })
  // DATA_DIR is created 0700 as well; the socket says so on its own.
  await chmod(path, 0o600)
  return async () => {
    server.close()
    await Promise.all(inProgress)
    for (const socket of sockets) socket.destroy()
    await rm(path, { force: true })
  }
}

/** Asks the server holding DATA_DIR for a backup, through its socket. */
export function requestBackup(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(backupSocketPath(dataDir))
    const chunks: Buffer[] = []
    socket.on('connect', () => socket.write('backup\n'))
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const all = Buffer.concat(chunks)
      const end = all.indexOf(0x0a)
      let header: { ok: boolean; size?: number; error?: string }
      try {
        header = JSON.parse(all.subarray(0, end).toString('utf8'))
      } catch {
        reject(new Error('the server sent no answer to the backup request'))
        return
      }
      const archive = all.subarray(end + 1)
      if (!header.ok) reject(new Error(`the server could not take the backup: ${header.error}`))
      else if (archive.length !== header.size) reject(new Error('the backup arrived incomplete'))
      else resolve(archive)
    })
  })
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  )
}

export type Backup = { archive: Buffer; from: 'server' | 'directory'; pid: number | null }

/** A backup of DATA_DIR's database: from the server that holds it, else read from the directory. */
export async function backupEmbedded(dataDir: string): Promise<Backup> {
  const holder = await dataDirHolder(dataDir)
  if (holder !== null) {
    try {
      return { archive: await requestBackup(dataDir), from: 'server', pid: holder.pid }
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ECONNREFUSED') {
        throw new Error(
          `${holder.pid === null ? 'another process' : `process ${holder.pid}`} holds ${dataDir} but answers no backup request (a server older than this command, or a DATA_DIR path too long for a socket): stop it, then run the backup again`,
        )
      }
      throw error
    }
  }
  if (!(await exists(join(dataDir, PGLITE_DIR, 'PG_VERSION')))) {
    throw new Error(`there is no embedded database in ${join(dataDir, PGLITE_DIR)}`)
  }
  const database = await openDatabase({ dataDir })
  try {
    return { archive: await dumpEmbedded(database), from: 'directory', pid: null }
  } finally {
    await database.close()
  }
}

/**
 * Replaces DATA_DIR's database with a backup, refusing while a server holds DATA_DIR. The database
 * it replaces is kept beside it (pglite.before-restore-<time>); the caller migrates the restored one.
 */
export async function restoreEmbedded(
  dataDir: string,
  archive: Buffer,
): Promise<{ setAside: string | null }> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  const release = await lockDataDir(dataDir)
  try {
    const target = join(dataDir, PGLITE_DIR)
    let setAside: string | null = null
    if (await exists(target)) {
      setAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`
      await rename(target, setAside)
    }
    const isGzip = archive[0] === 0x1f && archive[1] === 0x8b
    try {
      const pglite = await PGlite.create(target, {
        loadDataDir: new Blob([new Uint8Array(archive)], {
          type: isGzip ? 'application/x-gzip' : 'application/x-tar',
        }),
        ...engineOptions,
      })
      await pglite.close()
    } catch (error) {
      await rm(target, { recursive: true, force: true })
      if (setAside) await rename(setAside, target)
      throw new Error(`the backup could not be loaded (${(error as Error).message}); ${dataDir} is as it was`)
    }
    return { setAside }
  } finally {
    await release()
  }
}
