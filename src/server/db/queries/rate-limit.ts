import { type Kysely, sql } from 'kysely'
import type { DB } from '../schema.ts'

export type RateLimitDecision = { allowed: boolean; retryAfterSeconds: number }

/** The longest window a limit may have: buckets whose window began longer ago are purged. */
export const RATE_WINDOW_MAX_SECONDS = 24 * 3600

/**
 * Counts one request against a fixed window in one atomic statement, so that several instances
 * sharing the database share the count. Returns whether it is within `max`.
 */
export async function consumeRateLimit(
  db: Kysely<DB>,
  key: string,
  { max, windowSeconds }: { max: number; windowSeconds: number },
): Promise<RateLimitDecision> {
  if (windowSeconds > RATE_WINDOW_MAX_SECONDS)
    throw new Error(`a rate-limit window is longer than a day: ${key}`)
  const window = `${windowSeconds} seconds`
  const { rows } = await sql<{ count: number; windowStart: Date; now: Date }>`
    INSERT INTO "rateLimitBucket" ("key", "windowStart", "count") VALUES (${key}, now(), 1)
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN "rateLimitBucket"."windowStart" <= now() - ${window}::interval THEN 1
                     ELSE "rateLimitBucket"."count" + 1 END,
      "windowStart" = CASE WHEN "rateLimitBucket"."windowStart" <= now() - ${window}::interval THEN now()
                           ELSE "rateLimitBucket"."windowStart" END
    RETURNING "count", "windowStart", now() AS "now"`.execute(db)
  const row = rows[0]
  if (!row) return { allowed: true, retryAfterSeconds: 0 }
  return { allowed: row.count <= max, retryAfterSeconds: secondsLeft(row, windowSeconds) }
}

/** The whole seconds (at least one) until a bucket's window ends, by the database's clock. */
function secondsLeft(row: { windowStart: Date; now: Date }, windowSeconds: number): number {
  const endsAt = new Date(row.windowStart).getTime() + windowSeconds * 1000
  return Math.max(1, Math.ceil((endsAt - new Date(row.now).getTime()) / 1000))
}

/**
 * Whether one more request under `key` would still be within `max`, counting nothing: for a limit
 * that counts only failures, asked before the work whose failure it would count.
 */
export async function peekRateLimit(
  db: Kysely<DB>,
  key: string,
  { max, windowSeconds }: { max: number; windowSeconds: number },
): Promise<RateLimitDecision> {
  const { rows } = await sql<{ count: number; windowStart: Date; now: Date }>`
    SELECT "count", "windowStart", now() AS "now" FROM "rateLimitBucket"
    WHERE "key" = ${key} AND "windowStart" > now() - ${`${windowSeconds} seconds`}::interval`.execute(db)
  const row = rows[0]
  if (!row || row.count < max) return { allowed: true, retryAfterSeconds: 0 }
  return { allowed: false, retryAfterSeconds: secondsLeft(row, windowSeconds) }
}

/** Deletes the buckets no window can still be counting in. */
export async function purgeRateLimits(db: Kysely<DB>): Promise<number> {
  const result = await sql`
    DELETE FROM "rateLimitBucket"
    WHERE "windowStart" <= now() - make_interval(secs => ${sql.lit(RATE_WINDOW_MAX_SECONDS)})`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}
