import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { AppearanceUpdate } from '#shared/look.ts'
import type { DB } from '../schema.ts'
import { hasOtherAdministrator } from './admin.ts'
import { emailKey } from './sign-in-throttle.ts'

// The account center's reads and writes: profile fields, the avatar, sessions, email
// changes, account deletion. Every query takes the person's id from their session, never from input.

const profileColumns = [
  'id',
  'name',
  'email',
  'emailVerified',
  'image',
  'createdAt',
  'role',
  'firstName',
  'lastName',
  'company',
  'jobTitle',
  'location',
  'bio',
  'socialLinks',
] as const

export async function profileRow(db: Kysely<DB>, userId: string) {
  return db.selectFrom('user').select(profileColumns).where('id', '=', userId).executeTakeFirst()
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof profileRow>>>

/**
 * The person's colour mode (decision 026), language (decision 028; null: their browser's) and
 * customizer choices (decision 027): the choices given are merged into the stored ones in the one
 * statement (two tabs changing two choices at once keep both), a null one removed, so that it
 * follows the instance's default again.
 */
export async function updateAppearance(db: Kysely<DB>, userId: string, update: AppearanceUpdate) {
  const { colorMode, language, ...look } = update
  const set: Record<string, unknown> = {}
  const unset: string[] = []
  for (const [key, value] of Object.entries(look)) {
    if (value === null) unset.push(key)
    else if (value !== undefined) set[key] = value
  }
  const changesLook = Object.keys(set).length > 0 || unset.length > 0
  await db
    .updateTable('user')
    .set({
      updatedAt: new Date(),
      ...(colorMode && { colorMode }),
      ...(language !== undefined && { language }),
      ...(changesLook && {
        look: sql<string>`((coalesce("look", '{}')::jsonb || ${JSON.stringify(set)}::jsonb) - ${unset.length ? sql`array[${sql.join(unset)}]` : sql`array[]`}::text[])::text`,
      }),
    })
    .where('id', '=', userId)
    .execute()
}

export async function updateProfile(
  db: Kysely<DB>,
  userId: string,
  fields: {
    firstName: string
    lastName: string
    jobTitle: string | null
    company: string | null
    location: string | null
    bio: string | null
  },
) {
  await db
    .updateTable('user')
    .set({ ...fields, name: `${fields.firstName} ${fields.lastName}`, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute()
}

export async function setSocialLinks(db: Kysely<DB>, userId: string, links: Record<string, string>) {
  await db
    .updateTable('user')
    .set({ socialLinks: JSON.stringify(links), updatedAt: new Date() })
    .where('id', '=', userId)
    .execute()
}

/** The avatar's URL path (under the base path); its version changes with every upload. */
export function avatarPath(userId: string, updatedAt: Date): string {
  return `/api/people/${encodeURIComponent(userId)}/avatar?v=${updatedAt.getTime().toString(36)}`
}

export async function setAvatar(db: Kysely<DB>, userId: string, bytes: Buffer, contentType: string) {
  const updatedAt = new Date()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('avatar')
      .values({ userId, bytes, contentType, updatedAt })
      .onConflict((conflict) => conflict.column('userId').doUpdateSet({ bytes, contentType, updatedAt }))
      .execute()
    await trx
      .updateTable('user')
      .set({ image: avatarPath(userId, updatedAt), updatedAt })
      .where('id', '=', userId)
      .execute()
  })
}

export async function removeAvatar(db: Kysely<DB>, userId: string) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('avatar').where('userId', '=', userId).execute()
    await trx
      .updateTable('user')
      .set({ image: null, updatedAt: new Date() })
      .where('id', '=', userId)
      .execute()
  })
}

export async function avatarOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('avatar')
    .select(['bytes', 'contentType', 'updatedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst()
}

/** The person's sessions that have not expired, newest activity first. */
export async function sessionsOf(db: Kysely<DB>, userId: string, limit?: number) {
  let query = db
    .selectFrom('session')
    .select(['id', 'ipAddress', 'userAgent', 'createdAt', 'lastActiveAt', 'expiresAt', 'rememberMe'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', new Date())
    .orderBy('lastActiveAt', 'desc')
  if (limit !== undefined) query = query.limit(limit)
  return query.execute()
}

/** Deletes one of the person's sessions; 0 when it is not theirs (or gone). */
export async function revokeSession(db: Kysely<DB>, userId: string, sessionId: string): Promise<number> {
  const result = await db
    .deleteFrom('session')
    .where('id', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

export async function revokeOtherSessions(db: Kysely<DB>, userId: string, keepSessionId: string) {
  const result = await db
    .deleteFrom('session')
    .where('userId', '=', userId)
    .where('id', '!=', keepSessionId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/** Marks a session active now, at most once a minute (the sessions list's "last active"). */
export async function touchSession(db: Kysely<DB>, sessionId: string) {
  await db
    .updateTable('session')
    .set({ lastActiveAt: sql`now()` })
    .where('id', '=', sessionId)
    .where('lastActiveAt', '<', sql<Date>`now() - interval '1 minute'`)
    .execute()
}

/** The password hash of the person's email-and-password account, or null. */
export async function passwordHashOf(db: Kysely<DB>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst()
  return row?.password ?? null
}

/**
 * Marks a provider link made while its person's address is unconfirmed: whoever linked it may not
 * own the address, and the owner's password reset ends it (endLinksMadeUnconfirmed).
 */
export async function markLinkIfUnconfirmed(db: Kysely<DB>, accountId: string): Promise<void> {
  await db
    .updateTable('account')
    .set({ linkedUnconfirmed: true })
    .where('id', '=', accountId)
    .where('providerId', '!=', 'credential')
    .where('userId', 'in', (eb) => eb.selectFrom('user').select('id').where('emailVerified', '=', false))
    .execute()
}

/** A reset through the emailed link proves the address: it ends the links made before that. */
export async function endLinksMadeUnconfirmed(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('account')
    .where('userId', '=', userId)
    .where('linkedUnconfirmed', '=', true)
    .returning('providerId')
    .execute()
  return rows.map((row) => row.providerId)
}

const emailChangeIdentifier = (token: string) =>
  `change-email:${createHash('sha256').update(token).digest('base64url')}`

/**
 * A single-use link token for moving to a new address. Only its hash is stored; an earlier pending
 * change of the same person is replaced.
 */
export async function createEmailChange(
  db: Kysely<DB>,
  userId: string,
  newEmail: string,
  validSeconds: number,
): Promise<string> {
  const token = randomBytes(24).toString('base64url')
  const now = new Date()
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('verification')
      .where('identifier', 'like', 'change-email:%')
      .where('value', 'like', `${userId}|%`)
      .execute()
    await trx
      .insertInto('verification')
      .values({
        id: randomUUID(),
        identifier: emailChangeIdentifier(token),
        value: `${userId}|${newEmail}`,
        expiresAt: new Date(now.getTime() + validSeconds * 1000),
        createdAt: now,
        updatedAt: now,
      })
      .execute()
  })
  return token
}

/** Consumes an email-change token: the person and address it was made for, or null. */
export async function takeEmailChange(
  db: Kysely<DB>,
  token: string,
): Promise<{ userId: string; newEmail: string } | null> {
  const row = await db
    .deleteFrom('verification')
    .where('identifier', '=', emailChangeIdentifier(token))
    .returning(['value', 'expiresAt'])
    .executeTakeFirst()
  if (!row || new Date(row.expiresAt).getTime() < Date.now()) return null
  const bar = row.value.indexOf('|')
  return { userId: row.value.slice(0, bar), newEmail: row.value.slice(bar + 1) }
}

export async function setEmail(db: Kysely<DB>, userId: string, email: string, verified: boolean) {
  await db
    .updateTable('user')
    .set({ email, emailVerified: verified, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute()
}

export type Deletion =
  | { outcome: 'deleted'; pseudonym: string; notifiedIds: string[] }
  | { outcome: 'last_administrator' }

/**
 * Deletes the person and everything of theirs (sessions, accounts, avatar cascade), and erases them
 * from what stays (docs/decisions/015): in the security log their id becomes a pseudonym, their own
 * events lose address, device and details, and events that concern someone else keep theirs; the
 * notifications about them, the invitations and throttle rows of their address go. The last active
 * administrator cannot go: the outcome says 'last_administrator' then.
 */
export async function deleteAccount(db: Kysely<DB>, userId: string): Promise<Deletion> {
  return db.transaction().execute(async (trx) => {
    // The same lock as the first-administrator promotion: two administrators deleting themselves
    // at once cannot both pass the check.
    await sql`SELECT pg_advisory_xact_lock(727001)`.execute(trx)
    const pseudonym = `deleted-${randomUUID()}`
    const user = await trx
      .selectFrom('user')
      .select(['role', 'email', 'name'])
      .where('id', '=', userId)
      .executeTakeFirst()
    if (!user) return { outcome: 'deleted' as const, pseudonym, notifiedIds: [] }
    if (user.role === 'admin' && !(await hasOtherAdministrator(trx, userId)))
      return { outcome: 'last_administrator' as const }
    const email = user.email.toLowerCase()
    const name = user.name.toLowerCase()

    // Their own account's events, done by them or by nobody known (sign-ins, failed sign-ins,
    // exports, changes): nothing of them stays. What concerns others (their actions on others,
    // others' on them, an invitation sent to them) stays whole, but for their address or name as
    // the value of a detail. One pass over their events, each written once.
    const isOwn = sql<boolean>`("targetId" = ${userId} AND ("actorId" IS NULL OR "actorId" = ${userId}))`
    const scrubbed = sql`(
      SELECT coalesce(jsonb_object_agg("key", CASE
        WHEN jsonb_typeof("value") = 'string' AND lower("value" #>> '{}') IN (${email}, ${name})
        THEN 'null'::jsonb ELSE "value" END), '{}'::jsonb)
      FROM jsonb_each("data"))`
    await sql`
      UPDATE "auditEvent" SET
        "actorId" = CASE WHEN "actorId" = ${userId} THEN ${pseudonym} ELSE "actorId" END,
        "targetId" = CASE WHEN "targetId" = ${userId} THEN ${pseudonym} ELSE "targetId" END,
        "ipAddress" = CASE WHEN ${isOwn} THEN NULL ELSE "ipAddress" END,
        "userAgent" = CASE WHEN ${isOwn} THEN NULL ELSE "userAgent" END,
        "data" = CASE WHEN ${isOwn} THEN '{}'::jsonb ELSE ${scrubbed} END
      WHERE "actorId" = ${userId} OR "targetId" = ${userId}`.execute(trx)
    await sql`
      UPDATE "auditEvent" SET "data" = ${scrubbed}
      WHERE "kind" = 'invitation_sent' AND lower("data"->>'email') = ${email}`.execute(trx)

    // Others' notifications about them link to their page (new registration, role, ban).
    const notified = await trx
      .deleteFrom('notification')
      .where('recipientId', '!=', userId)
      .where('link', 'in', [
        `/people/${encodeURIComponent(userId)}`,
        `/admin/users/${encodeURIComponent(userId)}`,
      ])
      .returning('recipientId')
      .execute()
    await trx.deleteFrom('invitation').where(sql<string>`lower("email")`, '=', email).execute()
    await trx.deleteFrom('signInThrottle').where('emailKey', '=', emailKey(user.email)).execute()
    // Their per-person rate limits ("password-check|<id>", "export|<id>"...).
    const idPattern = userId.replace(/[\\%_]/g, (char) => `\\${char}`)
    await trx.deleteFrom('rateLimitBucket').where('key', 'like', `%|${idPattern}`).execute()
    await trx
      .deleteFrom('verification')
      .where('identifier', 'like', 'change-email:%')
      .where('value', 'like', `${userId}|%`)
      .execute()
    await trx.deleteFrom('verification').where('value', '=', userId).execute()
    await trx.deleteFrom('user').where('id', '=', userId).execute()
    return {
      outcome: 'deleted' as const,
      pseudonym,
      notifiedIds: [...new Set(notified.map((row) => row.recipientId))],
    }
  })
}
