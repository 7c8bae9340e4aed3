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
      await database.close()
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    })
    return database
  }
  const dumpPath = process.env.FOYER_TEST_DUMP
  if (!dumpPath) throw new Error('No test database template: run the API tests through vitest (global setup)')
  const database = await openDatabase({ dump: new Blob([await readFile(dumpPath)]) })
  afterAll(() => database.close())
  return database
}

/** The test file's database, with every table emptied. */
export async function testDatabase(): Promise<Database> {
  shared ??= openCopy()
  const database = await shared
  // CASCADE empties the project's resources too: each table's createdBy refers to "user".
  await sql`TRUNCATE "user", "session", "account", "verification", "rateLimitBucket", "signInThrottle", "auditEvent", "notification", "avatar", "invitation", "auditDailyCount" RESTART IDENTITY CASCADE`.execute(
    database.db,
  )
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
