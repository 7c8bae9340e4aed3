import { type Kysely, sql } from 'kysely'
import type { DB } from '../schema.ts'

// The per-account throttle of issue 3: consecutive failed sign-ins for one address, wherever they
// come from, lock it for growing delays from the 5th failure on. Keyed by the address whether or
// not an account has it, so the throttle itself reveals nothing.

export const THROTTLE_FREE_FAILURES = 4
const BASE_DELAY_SECONDS = 15
const MAX_DELAY_SECONDS = 15 * 60

/** The lock after `failures` consecutive failures: none up to 4, then 15 s, 30 s, 1 min... 15 min. */
export function lockSecondsAfter(failures: number): number {
  if (failures <= THROTTLE_FREE_FAILURES) return 0
  return Math.min(MAX_DELAY_SECONDS, BASE_DELAY_SECONDS * 2 ** (failures - THROTTLE_FREE_FAILURES - 1))
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

/** Seconds until this address may try again, 0 when it is not locked. */
export async function throttleWait(db: Kysely<DB>, email: string): Promise<number> {
  const { rows } = await sql<{ wait: number | null }>`
    SELECT CEIL(EXTRACT(EPOCH FROM ("lockedUntil" - now())))::int AS "wait"
    FROM "signInThrottle" WHERE "emailKey" = ${emailKey(email)} AND "lockedUntil" > now()`.execute(db)
  return rows[0]?.wait ?? 0
}

/** Counts a failure; returns the number of consecutive failures and the lock it now carries. */
export async function recordSignInFailure(
  db: Kysely<DB>,
  email: string,
): Promise<{ failures: number; lockSeconds: number }> {
  const { rows } = await sql<{ failures: number }>`
    INSERT INTO "signInThrottle" ("emailKey", "failures", "updatedAt") VALUES (${emailKey(email)}, 1, now())
    ON CONFLICT ("emailKey") DO UPDATE SET "failures" = "signInThrottle"."failures" + 1, "updatedAt" = now()
    RETURNING "failures"`.execute(db)
  const failures = rows[0]?.failures ?? 1
  const lockSeconds = lockSecondsAfter(failures)
  if (lockSeconds > 0) {
    await sql`UPDATE "signInThrottle" SET "lockedUntil" = now() + ${`${lockSeconds} seconds`}::interval
      WHERE "emailKey" = ${emailKey(email)}`.execute(db)
  }
  return { failures, lockSeconds }
}

/** A successful sign-in or a password reset clears the count. */
export async function clearSignInFailures(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom('signInThrottle').where('emailKey', '=', emailKey(email)).execute()
}
