import { existsSync } from 'node:fs'
import { chmod, mkdir, rm } from 'node:fs/promises'
import { createConnection, createServer, type Server } from 'node:net'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createPgConfig } from '@electric-sql/pglite/node-postgres'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { ConfigError } from '../config.ts'
import { engineOptions } from './extensions.ts'
import { createDatabase, type EmbeddedEngine, PGliteThread } from './pglite-thread.ts'
import type { DB } from './schema.ts'

// The only module that knows whether Foyer talks to the embedded PostgreSQL (PGlite, in DATA_DIR)
// or to a PostgreSQL server (DATABASE_URL): everything else sees a pg.Pool and a Kysely instance.

export type Database = {
  kind: 'embedded' | 'postgres'
  pool: pg.Pool
  db: Kysely<DB>
  /** The embedded engine, when there is one (LISTEN/NOTIFY and dumps go through it). */
  pglite: EmbeddedEngine | null
  /** The data directory this process holds (the embedded database opened from DATA_DIR), else null. */
  dataDir: string | null
  close(): Promise<void>
}

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number }
  | { dataDir: string }
  /** A copy of a data directory made by PGlite's dumpDataDir, opened in memory (tests). */
  | { dump: Blob }
  /** A new, empty database in memory (the tests' template). */
  | { memory: true }

/** Where in DATA_DIR the embedded database keeps its files. */
export const PGLITE_DIR = 'pglite'
/** The lock of DATA_DIR: a Unix socket its holder listens on (docs/decisions/018). */
const LOCK_SOCKET = 'foyer.lock'
/** The socket a server holding DATA_DIR answers backup requests on (backup.ts). */
export const BACKUP_SOCKET = 'foyer-backup.sock'
/** A Unix socket path holds at most 107 bytes on Linux, 103 on macOS. */
const MAX_SOCKET_PATH_BYTES = 103
/** The longest DATA_DIR whose every socket fits: the longest name, and the slash before it. */
export const MAX_DATA_DIR_BYTES =
  MAX_SOCKET_PATH_BYTES - Math.max(Buffer.byteLength(LOCK_SOCKET), Buffer.byteLength(BACKUP_SOCKET)) - 1
/** How long a live holder may take to say its process id. */
const HOLDER_ANSWER_MS = 1000

/** What the lock socket of a data directory says: nobody holds it, or a live process (its id if it told). */
type Holder = { pid: number | null } | null

/**
 * Node would bind a longer socket path cut short, elsewhere, without a word. Checked against every
 * socket DATA_DIR holds, so that a server that starts also answers backups.
 */
function checkSocketsFit(dataDir: string) {
  if (Buffer.byteLength(dataDir) > MAX_DATA_DIR_BYTES) {
    throw new ConfigError(
      `DATA_DIR ${dataDir} is too long a path for its Unix sockets (its lock and live backups): use a path of at most ${MAX_DATA_DIR_BYTES} bytes`,
    )
  }
}

function lockPath(dataDir: string): string {
  checkSocketsFit(dataDir)
  return join(dataDir, LOCK_SOCKET)
}

/** A socket DATA_DIR's file system cannot hold (some network shares, SMB or FUSE mounts). */
export function socketUnsupported(dataDir: string, error: NodeJS.ErrnoException): ConfigError {
  return new ConfigError(
    `DATA_DIR ${dataDir} cannot hold a Unix socket (${error.code ?? error.message}), which Foyer needs for its lock and live backups: put DATA_DIR on a local file system, or set DATABASE_URL`,
  )
}

function askHolder(path: string): Promise<Holder | 'gone'> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path)
    let answer = ''
    let isConnected = false
    const told = () => {
      socket.destroy()
      const pid = Number.parseInt(answer, 10)
      resolve({ pid: Number.isSafeInteger(pid) && pid > 0 ? pid : null })
    }
    socket.setTimeout(HOLDER_ANSWER_MS, told)
    socket.on('connect', () => {
      isConnected = true
    })
    socket.setEncoding('utf8').on('data', (chunk: string) => {
      answer += chunk
    })
    socket.on('end', told)
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (isConnected) return told()
      // Refused: a socket nobody listens on (its holder died, even as an unreaped zombie) or a
      // plain file; missing: gone meanwhile. Anything else (another user's socket) is not ours to take.
      if (error.code === 'ECONNREFUSED') resolve(null)
      else if (error.code === 'ENOENT') resolve('gone')
      else reject(new Error(`the lock of DATA_DIR (${path}) cannot be checked: ${error.message}`))
    })
  })
}

/** The live process that holds the data directory (this one included), or null. */
export async function dataDirHolder(dataDir: string): Promise<Holder> {
  const holder = await askHolder(lockPath(dataDir))
  return holder === 'gone' ? null : holder
}

function inUse(dataDir: string, holder: NonNullable<Holder>): Error {
  const who = holder.pid === null ? 'another process' : `process ${holder.pid}`
  return new Error(
    `DATA_DIR ${dataDir} is in use by ${who}: stop it first, or set DATABASE_URL to share a PostgreSQL server`,
  )
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(path, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/**
 * One process at a time may open an embedded data directory: it listens on a Unix socket there,
 * which the kernel closes when the process dies, however it dies. A socket nobody listens on (kill -9,
 * power cut) is taken over; a live holder stops this start with a readable error. Returns the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = lockPath(dataDir)
  const server = createServer((socket) => {
    socket.on('error', () => {})
    socket.end(String(process.pid))
  })
  for (let attempt = 1; ; attempt++) {
    try {
      await listen(server, path)
      break
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException
      if (code !== 'EADDRINUSE') throw socketUnsupported(dataDir, error as NodeJS.ErrnoException)
      if (attempt === 3) throw error
    }
    const holder = await askHolder(path)
    if (holder !== null && holder !== 'gone') throw inUse(dataDir, holder)
    if (holder === null) await rm(path, { force: true })
  }
  // DATA_DIR is 0700 already; the socket says so on its own.
  await chmod(path, 0o600)
  // The lock must not keep the process alive by itself.
  server.unref()
  // Closing the server removes its socket file.
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}

function wrap(
  kind: Database['kind'],
  pool: pg.Pool,
  pglite: EmbeddedEngine | null,
  dataDir: string | null,
  release: () => Promise<void>,
): Database {
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
  let closing: Promise<void> | null = null
  return {
    kind,
    pool,
    db,
    pglite,
    dataDir,
    close() {
      closing ??= (async () => {
        await db.destroy()
        // Kysely ends the pool only if it ran a query itself; idle clients would keep the process on.
        if (!pool.ending) await pool.end()
        // Closing PGlite checkpoints its data directory, so the next start needs no recovery.
        await pglite?.close()
        await release()
      })()
      return closing
    },
  }
}

/** The embedded database's thread, once ready; closed again when it cannot start. */
async function openThread(directory: string): Promise<PGliteThread> {
  const thread = new PGliteThread(directory)
  await thread.waitReady.catch(async (error: unknown) => {
    await thread.close()
    throw error
  })
  return thread
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 })
    // A dropped connection must not crash the process; the pool replaces it.
    pool.on('error', () => {})
    await pool.query('SELECT 1')
    return wrap('postgres', pool, null, null, async () => {})
  }
  let pglite: EmbeddedEngine
  let release = async () => {}
  if ('dump' in options) {
    pglite = await PGlite.create({ loadDataDir: options.dump, ...engineOptions })
  } else if ('memory' in options) {
    pglite = await PGlite.create(engineOptions)
  } else {
    checkSocketsFit(options.dataDir)
    await mkdir(options.dataDir, { recursive: true, mode: 0o700 })
    release = await lockDataDir(options.dataDir)
    try {
      // DATA_DIR's database runs in a thread of its own (pglite-thread.ts); the tests' databases in
      // memory stay on the calling thread.
      const directory = join(options.dataDir, PGLITE_DIR)
      // A new database is made in a process of its own, which gives back what making it took.
      if (!existsSync(join(directory, 'PG_VERSION'))) await createDatabase(directory)
      pglite = await openThread(directory)
    } catch (error) {
      await release()
      throw new Error(
        `The embedded database in ${join(options.dataDir, PGLITE_DIR)} could not be opened: ${(error as Error).message}`,
      )
    }
  }
  // The adapter calls only waitReady and execProtocolStream, which both engines have.
  const pool = new pg.Pool({ ...createPgConfig(pglite as PGlite), max: 1 })
  return wrap('embedded', pool, pglite, 'dataDir' in options ? options.dataDir : null, release)
}
