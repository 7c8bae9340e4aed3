import { type Kysely, sql } from 'kysely'
import type { DB } from '../schema.ts'
import { containsPattern } from './admin.ts'

// The search palette's queries. The text is always a bound parameter, with LIKE's own
// wildcards escaped, so "%", "_" and quotes are searched for as they are.

export async function searchPeople(db: Kysely<DB>, text: string, limit: number) {
  return db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'role'])
    .where(sql<string>`lower("name") || ' ' || lower("email")`, 'like', containsPattern(text))
    .orderBy(sql`lower("name")`)
    .limit(limit)
    .execute()
}

export async function searchNotifications(db: Kysely<DB>, recipientId: string, text: string, limit: number) {
  return db
    .selectFrom('notification')
    .select(['id', 'title', 'link', 'createdAt', 'readAt'])
    .where('recipientId', '=', recipientId)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower("title")`, 'like', containsPattern(text)),
        eb(sql<string>`lower("body")`, 'like', containsPattern(text)),
      ]),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** The latest events about these people or of these kinds. */
export async function searchAuditEvents(db: Kysely<DB>, targetIds: string[], kinds: string[], limit: number) {
  if (targetIds.length === 0 && kinds.length === 0) return []
  return db
    .selectFrom('auditEvent')
    .leftJoin('user as actor', 'actor.id', 'auditEvent.actorId')
    .leftJoin('user as target', 'target.id', 'auditEvent.targetId')
    .select([
      'auditEvent.id',
      'auditEvent.kind',
      'auditEvent.createdAt',
      'auditEvent.targetId',
      'actor.name as actorName',
      'target.name as targetName',
    ])
    .where((eb) => {
      const parts = []
      if (targetIds.length > 0) parts.push(eb('auditEvent.targetId', 'in', targetIds))
      if (kinds.length > 0) parts.push(eb('auditEvent.kind', 'in', kinds))
      return eb.or(parts)
    })
    .orderBy('auditEvent.createdAt', 'desc')
    .limit(limit)
    .execute()
}
