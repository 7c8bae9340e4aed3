import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { type ExpressionBuilder, type Kysely, sql } from 'kysely'
import type { DB } from '../schema.ts'

// Administration: the people list, roles, bans, invitations and the audit log. Every rule
// that protects the instance (the last administrator stays) is checked inside the transaction that
// makes the change, under the same advisory lock as the first-administrator promotion.

const ADMIN_LOCK = 727001

/** A LIKE pattern that matches the text anywhere, with %, _ and \ in it taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

/** The person is banned now (a ban that has expired no longer counts). */
export const isBanned = sql<boolean>`("user"."banned" IS TRUE AND ("user"."banExpires" IS NULL OR "user"."banExpires" > now()))`

export type PeopleFilter = {
  q?: string
  role?: 'admin' | 'member'
  status?: 'active' | 'banned'
  sort: 'name' | 'email' | 'createdAt' | 'lastSignInAt'
  order: 'asc' | 'desc'
  page: number
  limit: number
}

function peopleBase(db: Kysely<DB>, filter: Pick<PeopleFilter, 'q' | 'role' | 'status'>) {
  let query = db.selectFrom('user')
  const q = filter.q?.trim()
  if (q)
    query = query.where(
      sql<string>`lower("user"."name") || ' ' || lower("user"."email")`,
      'like',
      containsPattern(q),
    )
  if (filter.role) query = query.where('user.role', '=', filter.role)
  if (filter.status === 'banned') query = query.where(isBanned)
  if (filter.status === 'active') query = query.where(sql<boolean>`NOT ${isBanned}`)
  return query
}

const personColumns = [
  'user.id',
  'user.name',
  'user.email',
  'user.emailVerified',
  'user.role',
  'user.banned',
  'user.banReason',
  'user.banExpires',
  'user.createdAt',
  'user.lastSignInAt',
  'user.twoFactorEnabled',
] as const

/** The person's sessions and API keys that have not expired. */
function liveCounts(eb: ExpressionBuilder<DB, 'user'>) {
  const now = new Date()
  return [
    eb
      .selectFrom('session')
      .select(eb.fn.countAll<string>().as('n'))
      .whereRef('session.userId', '=', 'user.id')
      .where('session.expiresAt', '>', now)
      .as('sessions'),
    eb
      .selectFrom('apikey')
      .select(eb.fn.countAll<string>().as('n'))
      .whereRef('apikey.referenceId', '=', 'user.id')
      .where((inner) =>
        inner.or([inner('apikey.expiresAt', 'is', null), inner('apikey.expiresAt', '>', now)]),
      )
      .as('apiKeys'),
  ]
}

export async function listPeople(db: Kysely<DB>, filter: PeopleFilter) {
  const sortColumn = {
    name: sql`lower("user"."name")`,
    email: sql`lower("user"."email")`,
    createdAt: sql`"user"."createdAt"`,
    lastSignInAt: sql`"user"."lastSignInAt"`,
  }[filter.sort]
  const direction = filter.order === 'asc' ? sql`ASC` : sql`DESC`
  const [items, count] = await Promise.all([
    peopleBase(db, filter)
      .select(personColumns)
      .select(isBanned.as('isBanned'))
      .select(liveCounts)
      .orderBy(sql`${sortColumn} ${direction} NULLS LAST`)
      .orderBy('user.id')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    peopleBase(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { items, total: Number(count.total) }
}

export async function personForAdmin(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('user')
    .select(personColumns)
    .select(isBanned.as('isBanned'))
    .select(liveCounts)
    .where('user.id', '=', id)
    .executeTakeFirst()
}
export type AdminPersonRow = NonNullable<Awaited<ReturnType<typeof personForAdmin>>>

/** Whether someone other than this person can still administer (an administrator, not banned). */
export async function hasOtherAdministrator(trx: Kysely<DB>, exceptId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('user')
    .select('id')
    .where('role', '=', 'admin')
    .where('id', '!=', exceptId)
    .where(sql<boolean>`NOT ${isBanned}`)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function changeRole(
  db: Kysely<DB>,
  id: string,
  role: 'admin' | 'member',
): Promise<'changed' | 'unchanged' | 'last_administrator' | 'not_found'> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${ADMIN_LOCK})`.execute(trx)
    const user = await trx.selectFrom('user').select('role').where('id', '=', id).executeTakeFirst()
    if (!user) return 'not_found'
    if (user.role === role) return 'unchanged'
    if (user.role === 'admin' && !(await hasOtherAdministrator(trx, id))) return 'last_administrator'
    await trx.updateTable('user').set({ role, updatedAt: new Date() }).where('id', '=', id).execute()
    return 'changed'
  })
}

/** Bans a person and ends their sessions at once; returns the ended sessions' ids. */
export async function banPerson(
  db: Kysely<DB>,
  id: string,
  ban: { reason: string; expiresAt: Date | null; showReason: boolean },
): Promise<{ outcome: 'banned' | 'last_administrator' | 'not_found'; sessionIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${ADMIN_LOCK})`.execute(trx)
    const user = await trx.selectFrom('user').select('role').where('id', '=', id).executeTakeFirst()
    if (!user) return { outcome: 'not_found' as const, sessionIds: [] }
    if (user.role === 'admin' && !(await hasOtherAdministrator(trx, id)))
      return { outcome: 'last_administrator' as const, sessionIds: [] }
    await trx
      .updateTable('user')
      .set({
        banned: true,
        banReason: ban.reason,
        banExpires: ban.expiresAt,
        banReasonVisible: ban.showReason,
        updatedAt: new Date(),
      })
      .where('id', '=', id)
      .execute()
    // The session_ended_event trigger tells the streams why they end.
    await sql`SELECT set_config('foyer.end_reason', 'banned', true)`.execute(trx)
    const ended = await trx.deleteFrom('session').where('userId', '=', id).returning('id').execute()
    return { outcome: 'banned' as const, sessionIds: ended.map((row) => row.id) }
  })
}

export async function unbanPerson(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('user')
    .set({ banned: false, banReason: null, banExpires: null, banReasonVisible: false, updatedAt: new Date() })
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** A ban in force for this person: its reason (when they may see it) and end. Lapsed bans are lifted. */
export async function banInForce(db: Kysely<DB>, userId: string) {
  const user = await db
    .selectFrom('user')
    .select(['banned', 'banReason', 'banExpires', 'banReasonVisible'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user?.banned) return null
  if (user.banExpires && new Date(user.banExpires).getTime() <= Date.now()) {
    await unbanPerson(db, userId)
    return null
  }
  return {
    reason: user.banReasonVisible ? user.banReason : null,
    until: user.banExpires ? new Date(user.banExpires) : null,
  }
}

/**
 * Ties a new impersonation session to the administrator's session that started it, so that it ends
 * with that session (migration 0010), and never outlives it. Under the administration lock, so a
 * demotion or a ban made meanwhile either comes first (and this refuses) or finds the session
 * (and its trigger ends it). A refused impersonation session is deleted.
 */
export async function bindImpersonation(
  db: Kysely<DB>,
  { sessionId, administratorId, administratorSessionId }: BindImpersonation,
): Promise<'bound' | 'not_administrator' | 'session_ended'> {
  let outcome: 'bound' | 'not_administrator' | 'session_ended'
  try {
    outcome = await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${ADMIN_LOCK})`.execute(trx)
      const administrator = await trx
        .selectFrom('user')
        .select('id')
        .where('id', '=', administratorId)
        .where('role', '=', 'admin')
        .where(sql<boolean>`NOT ${isBanned}`)
        .executeTakeFirst()
      if (!administrator) return 'not_administrator' as const
      const result = await trx
        .updateTable('session')
        .set({
          impersonatorSessionId: administratorSessionId,
          expiresAt: sql`LEAST("expiresAt", (SELECT "expiresAt" FROM "session" WHERE "id" = ${administratorSessionId}))`,
        })
        .where('id', '=', sessionId)
        .where('impersonatedBy', '=', administratorId)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('session as own')
              .select('own.id')
              .where('own.id', '=', administratorSessionId)
              .where('own.userId', '=', administratorId)
              .where('own.expiresAt', '>', new Date()),
          ),
        )
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0 ? ('bound' as const) : ('session_ended' as const)
    })
  } catch (error) {
    // The administrator's session was deleted between the check and the update.
    if ((error as { code?: string } | null)?.code !== '23503') throw error
    outcome = 'session_ended'
  }
  if (outcome !== 'bound') await db.deleteFrom('session').where('id', '=', sessionId).execute()
  return outcome
}
type BindImpersonation = { sessionId: string; administratorId: string; administratorSessionId: string }

/** Ends one impersonation session (when going back to the administrator's session is impossible). */
export async function endImpersonation(db: Kysely<DB>, sessionId: string) {
  await db.deleteFrom('session').where('id', '=', sessionId).where('impersonatedBy', 'is not', null).execute()
}

export async function revokeAllSessions(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db.deleteFrom('session').where('userId', '=', userId).returning('id').execute()
  return rows.map((row) => row.id)
}

export async function markSignedIn(db: Kysely<DB>, userId: string) {
  await db.updateTable('user').set({ lastSignInAt: new Date() }).where('id', '=', userId).execute()
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url')

/** A new invitation link's token, and until when it works; only its hash is stored. */
function newInvitationToken(validSeconds: number) {
  const token = randomBytes(24).toString('base64url')
  return { token, tokenHash: tokenHash(token), expiresAt: new Date(Date.now() + validSeconds * 1000) }
}

export async function createInvitation(
  db: Kysely<DB>,
  invitation: { email: string; role: 'admin' | 'member'; invitedBy: string; validSeconds: number },
) {
  const { token, tokenHash: hash, expiresAt } = newInvitationToken(invitation.validSeconds)
  await db
    .insertInto('invitation')
    .values({
      id: randomUUID(),
      email: invitation.email,
      role: invitation.role,
      tokenHash: hash,
      invitedBy: invitation.invitedBy,
      expiresAt,
    })
    .execute()
  return { token, expiresAt }
}

/** Invitations with the name of who sent each. */
function invitationsWithSender(db: Kysely<DB>) {
  return db
    .selectFrom('invitation')
    .leftJoin('user', 'user.id', 'invitation.invitedBy')
    .select([
      'invitation.id',
      'invitation.email',
      'invitation.role',
      'invitation.createdAt',
      'invitation.expiresAt',
      'user.name as invitedByName',
    ])
}

/** The invitations not accepted yet, newest first, with the name of who sent each. */
export async function pendingInvitations(db: Kysely<DB>) {
  return invitationsWithSender(db)
    .where('invitation.acceptedAt', 'is', null)
    .orderBy('invitation.createdAt', 'desc')
    .limit(200)
    .execute()
}

/** The invitation to this address that can still be used, if any. */
export async function openInvitationFor(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('invitation')
    .select(['id', 'createdAt', 'expiresAt'])
    .where(sql<string>`lower("email")`, '=', email.toLowerCase())
    .where('acceptedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .orderBy('createdAt', 'desc')
    .executeTakeFirst()
}

/**
 * A new token and a new validity for an invitation not accepted yet: the old link stops working.
 * Undefined when there is no such invitation (accepted meanwhile, or revoked).
 */
export async function renewInvitation(db: Kysely<DB>, id: string, validSeconds: number) {
  const { token, tokenHash: hash, expiresAt } = newInvitationToken(validSeconds)
  const row = await db
    .updateTable('invitation')
    .set({ tokenHash: hash, expiresAt })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .returning(['email', 'role'])
    .executeTakeFirst()
  return row ? { ...row, token, expiresAt } : undefined
}

/** Revokes the invitations to this address not accepted yet. */
export async function revokeInvitationsTo(db: Kysely<DB>, email: string): Promise<void> {
  await db
    .deleteFrom('invitation')
    .where(sql<string>`lower("email")`, '=', email.toLowerCase())
    .where('acceptedAt', 'is', null)
    .execute()
}

/** Revokes one invitation not accepted yet: its address and role, or undefined when there is none. */
export async function revokeInvitation(db: Kysely<DB>, id: string) {
  return db
    .deleteFrom('invitation')
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .returning(['email', 'role'])
    .executeTakeFirst()
}

/** How many invitations were ever sent on this instance. */
export async function invitationsSentCount(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('invitation')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Whether an administrator hid the dashboard's getting-started checklist. */
export async function isGettingStartedHidden(db: Kysely<DB>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user')
    .select('gettingStartedHiddenAt')
    .where('id', '=', userId)
    .executeTakeFirst()
  return Boolean(row?.gettingStartedHiddenAt)
}

export async function setGettingStartedHidden(db: Kysely<DB>, userId: string, hidden: boolean) {
  await db
    .updateTable('user')
    .set({ gettingStartedHiddenAt: hidden ? new Date() : null })
    .where('id', '=', userId)
    .execute()
}

/** An invitation that can still be used, with the name of who sent it. */
export async function openInvitation(db: Kysely<DB>, token: string) {
  return invitationsWithSender(db)
    .where('invitation.tokenHash', '=', tokenHash(token))
    .where('invitation.acceptedAt', 'is', null)
    .where('invitation.expiresAt', '>', new Date())
    .executeTakeFirst()
}

/** Uses an invitation once: true when this call is the one that accepted it. */
export async function acceptInvitation(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('invitation')
    .set({ acceptedAt: new Date() })
    .where('id', '=', id)
    .where('acceptedAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

export type AuditFilter = {
  actor?: string
  target?: string
  /** What the events are about: `person`, or a resource's name. */
  type?: string
  kind?: string
  from?: Date
  to?: Date
  page: number
  limit: number
}

function auditBase(db: Kysely<DB>, filter: Omit<AuditFilter, 'page' | 'limit'>) {
  let query = db.selectFrom('auditEvent')
  if (filter.actor) query = query.where('auditEvent.actorId', '=', filter.actor)
  if (filter.target) query = query.where('auditEvent.targetId', '=', filter.target)
  if (filter.type === 'person')
    query = query.where('auditEvent.targetType', 'is', null).where('auditEvent.targetId', 'is not', null)
  else if (filter.type) query = query.where('auditEvent.targetType', '=', filter.type)
  if (filter.kind) query = query.where('auditEvent.kind', '=', filter.kind)
  if (filter.from) query = query.where('auditEvent.createdAt', '>=', filter.from)
  if (filter.to) query = query.where('auditEvent.createdAt', '<=', filter.to)
  return query
}

/** The names of an event's actor and target (null once deleted). */
function withNames(query: ReturnType<typeof auditBase>) {
  return (
    query
      .leftJoin('user as actor', 'actor.id', 'auditEvent.actorId')
      // A person target is named by their account; a record by its title when the event was made.
      .leftJoin('user as target', (join) =>
        join.onRef('target.id', '=', 'auditEvent.targetId').on('auditEvent.targetType', 'is', null),
      )
      .select([
        'auditEvent.id',
        'auditEvent.kind',
        'auditEvent.createdAt',
        'auditEvent.actorId',
        'auditEvent.targetId',
        'auditEvent.targetType',
        'auditEvent.ipAddress',
        'auditEvent.userAgent',
        'auditEvent.data',
        'actor.name as actorName',
        sql<string | null>`coalesce("target"."name", CASE WHEN "auditEvent"."targetType" IS NOT NULL
          THEN "auditEvent"."data"->>'title' END)`.as('targetName'),
      ])
  )
}

/**
 * The events after one (by id, oldest first), for an export: a SIEM asks again with the last id
 * it has, and gets only what came since, however the log grew meanwhile.
 */
export async function auditAfter(
  db: Kysely<DB>,
  filter: Omit<AuditFilter, 'page' | 'limit'>,
  afterId: number,
  limit: number,
) {
  return withNames(auditBase(db, filter).where('auditEvent.id', '>', String(afterId)))
    .orderBy('auditEvent.id', 'asc')
    .limit(limit)
    .execute()
}

/** The audit log, newest first, with the names of actor and target (null once deleted). */
export async function auditPage(db: Kysely<DB>, filter: AuditFilter) {
  const [items, count] = await Promise.all([
    withNames(auditBase(db, filter))
      .orderBy('auditEvent.createdAt', 'desc')
      .orderBy('auditEvent.id', 'desc')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    // Counting a million rows for an unfiltered log is slow: past 10,000 the count says "10,000+".
    sql<{
      total: string
    }>`SELECT count(*) AS total FROM (${auditBase(db, filter).select('auditEvent.id').limit(10_001)}) AS page`.execute(
      db,
    ),
  ])
  return { items, total: Number(count.rows[0]?.total ?? 0) }
}
export type AuditRow = Awaited<ReturnType<typeof auditPage>>['items'][number]
