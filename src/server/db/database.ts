import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { createPgConfig } from '@electric-sql/pglite/node-postgres'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import { extensions } from './extensions.ts'
import { type EmbeddedEngine, PGliteThread } from './pglite-thread.ts'
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

const LOCK_FILE = 'foyer.lock'
/** Where in DATA_DIR the embedded database keeps its files. */
export const PGLITE_DIR = 'pglite'

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The live process, other than this one, that holds the data directory, or null. */
export async function dataDirHolder(dataDir: string): Promise<number | null> {
  const previous = Number.parseInt(await readFile(join(dataDir, LOCK_FILE), 'utf8').catch(() => ''), 10)
  return Number.isInteger(previous) && previous !== process.pid && isProcessAlive(previous) ? previous : null
}

/**
 * One process at a time may open an embedded data directory. A lock left by a process that died
 * (kill -9, power cut) is taken over; a live one stops this start with a readable error.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = join(dataDir, LOCK_FILE)
  const previous = await dataDirHolder(dataDir)
  if (previous !== null) {
    throw new Error(
      `DATA_DIR ${dataDir} is in use by process ${previous}: stop it first, or set DATABASE_URL to share a PostgreSQL server`,
    )
  }
  await writeFile(lockPath, String(process.pid), { mode: 0o600 })
  return () => rm(lockPath, { force: true })
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
    pglite = await PGlite.create({ loadDataDir: options.dump, extensions })
  } else if ('memory' in options) {
    pglite = await PGlite.create({ extensions })
  } else {
    await mkdir(options.dataDir, { recursive: true, mode: 0o700 })
    release = await lockDataDir(options.dataDir)
    try {
      // DATA_DIR's database runs in a thread of its own (pglite-thread.ts); the tests' databases in
      // memory stay on the calling thread.
      const thread = new PGliteThread(join(options.dataDir, PGLITE_DIR))
      pglite = thread
      await thread.waitReady.catch(async (error: unknown) => {
        await thread.close()
        throw error
      })
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
