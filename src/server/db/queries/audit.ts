import type { Kysely } from 'kysely'
import type { DB } from '../schema.ts'

/** The kinds of events the security log records (issue 3; the administration issue adds more). */
export type AuditKind =
  | 'sign_up'
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_in_throttled'
  | 'sign_out'
  | 'password_reset_requested'
  | 'password_reset'
  | 'email_verified'
  | 'role_changed'

export type AuditEntry = {
  kind: AuditKind
  actorId?: string | null
  targetId?: string | null
  ipAddress?: string | null
  userAgent?: string | null
  data?: Record<string, unknown>
}

/** Appends an event. The app has no route that updates or deletes one. */
export async function recordAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('auditEvent')
    .values({
      kind: entry.kind,
      actorId: entry.actorId ?? null,
      targetId: entry.targetId ?? null,
      ipAddress: entry.ipAddress ?? null,
      userAgent: entry.userAgent?.slice(0, 512) ?? null,
      data: JSON.stringify(entry.data ?? {}),
    })
    .execute()
}

export async function auditEventsFor(db: Kysely<DB>, targetId: string) {
  return db
    .selectFrom('auditEvent')
    .selectAll()
    .where('targetId', '=', targetId)
    .orderBy('id', 'desc')
    .execute()
}
