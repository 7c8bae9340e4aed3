import { type Kysely, sql } from 'kysely'
import type { AuditKind } from '#shared/account.ts'
import type { DB } from '../schema.ts'

export type { AuditKind }

export type AuditEntry = {
  kind: AuditKind
  actorId?: string | null
  targetId?: string | null
  /** What targetId names: omitted for a person, else the resource's name. */
  targetType?: string | null
  ipAddress?: string | null
  userAgent?: string | null
  data?: Record<string, unknown>
}

/** Appends an event and returns its id. The app has no route that updates or deletes one. */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<string> {
  const row = await db
    .insertInto('auditEvent')
    .values({
      kind: entry.kind,
      actorId: entry.actorId ?? null,
      targetId: entry.targetId ?? null,
      targetType: entry.targetType ?? null,
      ipAddress: entry.ipAddress ?? null,
      userAgent: entry.userAgent?.slice(0, 512) ?? null,
      data: JSON.stringify(entry.data ?? {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return String(row.id)
}

export async function auditEventsFor(db: Kysely<DB>, targetId: string) {
  return db
    .selectFrom('auditEvent')
    .selectAll()
    .where('targetId', '=', targetId)
    .orderBy('id', 'desc')
    .execute()
}

/**
 * An event's details as the person it is about may read them: a ban's reason only when the
 * administrator chose to show it (as sign-in does).
 */
function dataSeenBy(userId: string) {
  return sql<Record<string, unknown>>`CASE
    WHEN "kind" = 'banned' AND "targetId" = ${userId} AND ("data"->>'reasonShown') IS DISTINCT FROM 'true'
    THEN "data" - 'reason' ELSE "data" END`.as('data')
}

/** One page of the events about a person (History), newest first, and how many there are. */
export async function historyPage(db: Kysely<DB>, userId: string, page: number, limit: number) {
  const [items, count] = await Promise.all([
    db
      .selectFrom('auditEvent')
      .select(['id', 'kind', 'createdAt', 'ipAddress', 'userAgent', dataSeenBy(userId)])
      .where('targetId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('auditEvent')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('targetId', '=', userId)
      .executeTakeFirstOrThrow(),
  ])
  return { items, total: Number(count.total) }
}

/** The latest events a person made or was the subject of (the data export), newest first. */
export async function eventsInvolving(db: Kysely<DB>, userId: string, limit: number) {
  return db
    .selectFrom('auditEvent')
    .select(['id', 'kind', 'createdAt', 'actorId', 'targetId', 'ipAddress', 'userAgent', dataSeenBy(userId)])
    .where((eb) => eb.or([eb('actorId', '=', userId), eb('targetId', '=', userId)]))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** The user agents a person signed up or signed in with lately (to notice a new device). */
export async function recentSignInUserAgents(db: Kysely<DB>, userId: string, limit = 200) {
  const rows = await db
    .selectFrom('auditEvent')
    .select('userAgent')
    .where('targetId', '=', userId)
    .where('kind', 'in', ['sign_in', 'sign_up'])
    .orderBy('createdAt', 'desc')
    .limit(limit)
    .execute()
  return rows.map((row) => row.userAgent)
}
