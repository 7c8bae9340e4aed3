import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { DB } from '../schema.ts'

// The per-account throttle: sign-in attempts for one address lock it for growing delays from the
// 5th failure on. Keyed by the address whether or not an account has it, so the throttle itself
// reveals nothing. An attempt is counted before its password is checked, in one statement, so that
// concurrent guesses cannot all get through; a success clears the count, and so does a quiet period
// (docs/decisions/014). Each of the owner's known browsers has a count of its own, apart from the
// one count of every other client, so that a stranger's guesses lock only strangers (decision 033).

export const THROTTLE_FREE_FAILURES = 4
const BASE_DELAY_SECONDS = 15
const MAX_DELAY_SECONDS = 15 * 60
/**
 * After this long without a counted attempt the count starts again. As long as the longest lock,
 * so that one attempt each time a lock lapses cannot keep an account locked.
 */
export const THROTTLE_QUIET_SECONDS = MAX_DELAY_SECONDS

/**
 * When the lock of `failures` counted attempts ends, as SQL: no lock up to 4, then 15 s, 30 s,
 * 1 min... doubling up to 15 min.
 */
function lockUntil(failures: RawBuilder<number>) {
  const free = sql.lit(THROTTLE_FREE_FAILURES)
  return sql<Date | null>`CASE WHEN ${failures} > ${free} THEN now() + make_interval(secs => LEAST(
    ${sql.lit(MAX_DELAY_SECONDS)}, ${sql.lit(BASE_DELAY_SECONDS)} * power(2, LEAST(${failures} - ${free} - 1, 30)))) END`
}

export function emailKey(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * Whose attempts count together: those for `email` from one of its account's known browsers
 * (`device`, the hash of its cookie), or from every other client (`device` empty).
 */
export type ThrottleKey = { email: string; device: string }

export type SignInAttempt =
  /** Counted: `failures` includes this attempt; `lockSeconds` is the lock it set, or 0. */
  | { allowed: true; failures: number; lockSeconds: number }
  /** Refused while locked: nothing counted but the refusal. */
  | { allowed: false; waitSeconds: number }

/**
 * Counts a sign-in attempt for this address before its password is checked, or refuses it while
 * the address is locked. A refusal is added to the audit event of its lock (see attachLockEvent).
 */
export async function reserveSignInAttempt(db: Kysely<DB>, key: ThrottleKey): Promise<SignInAttempt> {
  const isLocked = sql`t."lockedUntil" > now()`
  const next = sql<number>`(CASE WHEN t."updatedAt" <= now() - make_interval(secs => ${sql.lit(THROTTLE_QUIET_SECONDS)})
    THEN 1 ELSE t."failures" + 1 END)`
  const { rows } = await sql<{ failures: number; refusedAttempts: number; lockSeconds: number }>`
    WITH "attempt" AS (
      INSERT INTO "signInThrottle" AS t ("emailKey", "device", "failures", "lockedUntil", "updatedAt")
      VALUES (${emailKey(key.email)}, ${key.device}, 1, ${lockUntil(sql`1`)}, now())
      ON CONFLICT ("emailKey", "device") DO UPDATE SET
        "failures" = CASE WHEN ${isLocked} THEN t."failures" ELSE ${next} END,
        "lockedUntil" = CASE WHEN ${isLocked} THEN t."lockedUntil" ELSE ${lockUntil(next)} END,
        "updatedAt" = CASE WHEN ${isLocked} THEN t."updatedAt" ELSE now() END,
        "refusedAttempts" = CASE WHEN ${isLocked} THEN t."refusedAttempts" + 1 ELSE 0 END,
        "lockEventId" = CASE WHEN ${isLocked} THEN t."lockEventId" END
      RETURNING "failures", "refusedAttempts", "lockEventId",
        COALESCE(CEIL(EXTRACT(EPOCH FROM ("lockedUntil" - now())))::int, 0) AS "lockSeconds"
    ), "counted" AS (
      UPDATE "auditEvent" SET "data" = "data" || jsonb_build_object('refusedAttempts', "attempt"."refusedAttempts")
      FROM "attempt"
      WHERE "auditEvent"."id" = "attempt"."lockEventId" AND "attempt"."refusedAttempts" > 0
    )
    SELECT "failures", "refusedAttempts", "lockSeconds" FROM "attempt"`.execute(db)
  const row = rows[0]
  if (!row) throw new Error('the sign-in throttle returned no row')
  if (row.refusedAttempts > 0) return { allowed: false, waitSeconds: Math.max(1, row.lockSeconds) }
  return { allowed: true, failures: row.failures, lockSeconds: row.lockSeconds }
}

/**
 * Makes `eventId` the audit event of the address's current lock: refused attempts are counted in
 * it from now on, and those refused before it was written are counted in it at once.
 */
export async function attachLockEvent(db: Kysely<DB>, key: ThrottleKey, eventId: string): Promise<void> {
  await sql`
    WITH "lock" AS (
      UPDATE "signInThrottle" SET "lockEventId" = ${eventId}
      WHERE "emailKey" = ${emailKey(key.email)} AND "device" = ${key.device}
        AND "lockEventId" IS NULL AND "lockedUntil" > now()
      RETURNING "refusedAttempts"
    )
    UPDATE "auditEvent" SET "data" = "data" || jsonb_build_object('refusedAttempts', "lock"."refusedAttempts")
    FROM "lock" WHERE "auditEvent"."id" = ${eventId} AND "lock"."refusedAttempts" > 0`.execute(db)
}

/** A successful sign-in clears the count it was counted in. */
export async function clearSignInFailures(db: Kysely<DB>, key: ThrottleKey): Promise<void> {
  await db
    .deleteFrom('signInThrottle')
    .where('emailKey', '=', emailKey(key.email))
    .where('device', '=', key.device)
    .execute()
}

/** A password reset clears every count of the address: the owner is let back in everywhere. */
export async function clearAllSignInFailures(db: Kysely<DB>, email: string): Promise<void> {
  await db.deleteFrom('signInThrottle').where('emailKey', '=', emailKey(email)).execute()
}

/** Deletes the counts that have decayed: no lock left and no counted attempt for the quiet period. */
export async function purgeSignInThrottle(db: Kysely<DB>): Promise<number> {
  const result = await sql`
    DELETE FROM "signInThrottle"
    WHERE "updatedAt" <= now() - make_interval(secs => ${sql.lit(THROTTLE_QUIET_SECONDS)})
      AND ("lockedUntil" IS NULL OR "lockedUntil" <= now())`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}
