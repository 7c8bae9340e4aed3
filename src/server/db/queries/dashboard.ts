import { type Kysely, sql } from 'kysely'
import type { DB } from '../schema.ts'

// The default dashboard's figures, straight from the database. The per-day series read
// the daily counts the audit trigger keeps, so they cost the same with a million events.

const DAY_MS = 86_400_000

/** The last `days` UTC days ending today, oldest first, as YYYY-MM-DD. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  )
}

export async function peopleFigures(db: Kysely<DB>) {
  const row = await db
    .selectFrom('user')
    .select([
      sql<string>`count(*)`.as('total'),
      sql<string>`count(*) FILTER (WHERE "createdAt" > now() - interval '7 days')`.as('new7'),
      sql<string>`count(*) FILTER (WHERE "createdAt" <= now() - interval '7 days' AND "createdAt" > now() - interval '14 days')`.as(
        'new7Previous',
      ),
      sql<string>`count(*) FILTER (WHERE "createdAt" > now() - interval '30 days')`.as('new30'),
      sql<string>`count(*) FILTER (WHERE "createdAt" <= now() - interval '30 days' AND "createdAt" > now() - interval '60 days')`.as(
        'new30Previous',
      ),
    ])
    .executeTakeFirstOrThrow()
  return {
    total: Number(row.total),
    new7: Number(row.new7),
    new7Previous: Number(row.new7Previous),
    new30: Number(row.new30),
    new30Previous: Number(row.new30Previous),
  }
}

export async function activeSessionCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('session')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('expiresAt', '>', new Date())
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Counts per day of some kinds of events over the last `days` days (zeros included). */
export async function dailyCounts(db: Kysely<DB>, kinds: string[], days: number) {
  const series = lastDays(days)
  const rows = await db
    .selectFrom('auditDailyCount')
    .select([sql<string>`to_char("day", 'YYYY-MM-DD')`.as('day'), 'kind', 'count'])
    .where('kind', 'in', kinds)
    .where('day', '>=', series[0] ?? '1970-01-01')
    .execute()
  const counts = new Map(rows.map((row) => [`${row.day}|${row.kind}`, Number(row.count)]))
  return series.map((day) => ({
    day,
    ...Object.fromEntries(kinds.map((kind) => [kind, counts.get(`${day}|${kind}`) ?? 0])),
  })) as Array<{ day: string } & Record<string, number>>
}

export async function sessionCountOf(db: Kysely<DB>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('session')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('userId', '=', userId)
    .where('expiresAt', '>', new Date())
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function recentSignInsOf(db: Kysely<DB>, userId: string, limit: number) {
  return db
    .selectFrom('auditEvent')
    .select(['createdAt', 'ipAddress', 'userAgent'])
    .where('targetId', '=', userId)
    .where('kind', '=', 'sign_in')
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute()
}
