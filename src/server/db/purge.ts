import { type Kysely, sql } from 'kysely'
import { purgeKnownDevices } from './queries/known-devices.ts'
import { purgeRateLimits } from './queries/rate-limit.ts'
import { purgeSignInThrottle } from './queries/sign-in-throttle.ts'
import { purgeUsedCodes } from './queries/two-factor.ts'
import type { DB } from './schema.ts'

// Rows that only ever grow otherwise: rate-limit buckets, throttle counts, verification tokens
// (reset and email-change links), sessions, two-factor codes used and known browsers, once they
// can no longer matter.

/** The advisory lock one instance holds while it purges: the others skip that round. */
const PURGE_LOCK = 727002
/** Expired rows are deleted in batches, so that no statement holds many rows locked at once. */
const BATCH = 500

export type PurgeCounts = {
  rateLimitBuckets: number
  signInThrottles: number
  verifications: number
  sessions: number
  usedCodes: number
  knownDevices: number
}

async function deleteExpired(db: Kysely<DB>, table: 'verification' | 'session'): Promise<number> {
  let total = 0
  for (;;) {
    const result = await sql`
      DELETE FROM ${sql.table(table)} WHERE "id" IN (
        SELECT "id" FROM ${sql.table(table)} WHERE "expiresAt" <= now() LIMIT ${sql.lit(BATCH)})`.execute(db)
    const deleted = Number(result.numAffectedRows ?? 0)
    total += deleted
    if (deleted < BATCH) return total
  }
}

/**
 * Deletes what has expired. With several instances on one database, one of them does it at a
 * time; the others answer null.
 */
export async function purgeExpired(db: Kysely<DB>): Promise<PurgeCounts | null> {
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`
      SELECT pg_try_advisory_lock(${sql.lit(PURGE_LOCK)}) AS "locked"`.execute(connection)
    if (!rows[0]?.locked) return null
    try {
      return {
        rateLimitBuckets: await purgeRateLimits(connection),
        signInThrottles: await purgeSignInThrottle(connection),
        verifications: await deleteExpired(connection, 'verification'),
        sessions: await deleteExpired(connection, 'session'),
        usedCodes: await purgeUsedCodes(connection),
        knownDevices: await purgeKnownDevices(connection),
      }
    } finally {
      await sql`SELECT pg_advisory_unlock(${sql.lit(PURGE_LOCK)})`.execute(connection)
    }
  })
}
