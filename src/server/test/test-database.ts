import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll } from 'vitest'
import { type Database, openDatabase } from '../db/database.ts'

// Each test starts on a fresh database: one copy of the run's template per test file (see
// global-setup.ts), in memory for PGlite or a new database on the server with DATABASE_URL,
// emptied before every test: loading a copy is the slow part, emptying it is quick.

let shared: Promise<Database> | null = null
/** The connection string of this file's database on a PostgreSQL server, or null for PGlite. */
let serverUrl: string | null = null

async function openCopy(): Promise<Database> {
  const templateUrl = process.env.FOYER_TEST_TEMPLATE_URL
  if (templateUrl) {
    const name = `foyer_t_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${new URL(templateUrl).pathname.slice(1)}`)
    const url = new URL(templateUrl)
    url.pathname = `/${name}`
    serverUrl = url.toString()
    const database = await openDatabase({ databaseUrl: serverUrl, poolSize: 4 })
    afterAll(async () => {
      forget()
      await database.close()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    })
    return database
  }
  const dumpPath = process.env.FOYER_TEST_DUMP
  if (!dumpPath) throw new Error('No test database template: run the API tests through vitest (global setup)')
  const database = await openDatabase({ dump: new Blob([await readFile(dumpPath)]) })
  afterAll(() => {
    forget()
    return database.close()
  })
  return database
}

/** The file's database is gone with its last test: the next file (in the same worker) opens its own. */
function forget() {
  shared = null
  serverUrl = null
}

/** The tables every test starts without rows, with those that refer to them (the project's resources among them). */
const EMPTIED = [
  'user',
  'session',
  'account',
  'verification',
  'rateLimitBucket',
  'signInThrottle',
  'auditEvent',
  'notification',
  'avatar',
  'invitation',
  'auditDailyCount',
]

/**
 * What `TRUNCATE <EMPTIED> RESTART IDENTITY CASCADE` does, as a DELETE per table (those that refer
 * to another first) and a restart of the sequences they own: TRUNCATE makes new files for every
 * table and index it empties, many times the work of deleting a test's few rows (docs/testing.md).
 */
async function emptyingStatements(database: Database): Promise<string[]> {
  // Names as regclass writes them ("user", session, "auditEvent"): quoted where they must be.
  const { rows: tables } = await sql<{ name: string; table: string }>`
    SELECT c.relname AS name, c.oid::regclass::text AS table
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND n.nspname = current_schema()`.execute(database.db)
  const { rows: references } = await sql<{ child: string; parent: string }>`
    SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
    FROM pg_constraint c
    WHERE c.contype = 'f' AND c.conrelid <> c.confrelid`.execute(database.db)
  const { rows: sequences } = await sql<{ sequence: string; table: string }>`
    SELECT d.objid::regclass::text AS sequence, d.refobjid::regclass::text AS table
    FROM pg_depend d JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
    WHERE d.classid = 'pg_class'::regclass AND d.refclassid = 'pg_class'::regclass
      AND d.deptype IN ('a', 'i')`.execute(database.db)
  // Every table TRUNCATE ... CASCADE reaches: the ones named, and whatever refers to one of them.
  const reached = new Set(tables.filter(({ name }) => EMPTIED.includes(name)).map(({ table }) => table))
  if (reached.size !== EMPTIED.length) throw new Error('test-database.ts names a table the database lacks')
  for (let grew = true; grew; ) {
    grew = false
    for (const { child, parent } of references)
      if (reached.has(parent) && !reached.has(child)) {
        reached.add(child)
        grew = true
      }
  }
  // Children before their parents, so that no row is left referring to a deleted one.
  const ordered: string[] = []
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return
    path.add(table)
    for (const { child, parent } of references) if (parent === table && reached.has(child)) visit(child, path)
    ordered.push(table)
  }
  for (const table of reached) visit(table, new Set())
  return [
    ...ordered.map((table) => `DELETE FROM ${table}`),
    ...sequences
      .filter(({ table }) => reached.has(table))
      .map(({ sequence }) => `ALTER SEQUENCE ${sequence} RESTART`),
  ]
}

/** The test file's database, with every table emptied. */
export async function testDatabase(): Promise<Database> {
  shared ??= openCopy()
  const database = await shared
  // Worked out each time: a test may have added a table that refers to one of them.
  const statements = await emptyingStatements(database)
  // One round trip: without parameters it goes as a simple query, whose statements PostgreSQL runs
  // as one transaction.
  await sql.raw(statements.join('; ')).execute(database.db)
  return database
}

/**
 * The test file's database as a second instance would reach it: its own pool on a PostgreSQL
 * server; PGlite lives in this process, so there the instances share it (and its LISTEN/NOTIFY).
 */
export async function secondConnection(): Promise<Database> {
  shared ??= openCopy()
  const database = await shared
  if (!serverUrl) return database
  const second = await openDatabase({ databaseUrl: serverUrl, poolSize: 4 })
  afterAll(() => second.close())
  return second
}
