import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { DB } from '../schema.ts'

// The account center's reads and writes (issue 4): profile fields, the avatar, sessions, email
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
export async function sessionsOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('session')
    .select(['id', 'ipAddress', 'userAgent', 'createdAt', 'lastActiveAt', 'expiresAt', 'rememberMe'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', new Date())
    .orderBy('lastActiveAt', 'desc')
    .execute()
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

/**
 * Deletes the person and everything of theirs (sessions, accounts, avatar cascade) and anonymises
 * their trail in the security log (address and user agent removed; the random ids stay, so the
 * log keeps its shape). The last administrator cannot go: returns 'last_administrator' then.
 */
export async function deleteAccount(
  db: Kysely<DB>,
  userId: string,
): Promise<'deleted' | 'last_administrator'> {
  return db.transaction().execute(async (trx) => {
    // The same lock as the first-administrator promotion: two administrators deleting themselves
    // at once cannot both pass the check.
    await sql`SELECT pg_advisory_xact_lock(727001)`.execute(trx)
    const user = await trx.selectFrom('user').select('role').where('id', '=', userId).executeTakeFirst()
    if (!user) return 'deleted'
    if (user.role === 'admin') {
      const other = await trx
        .selectFrom('user')
        .select('id')
        .where('role', '=', 'admin')
        .where('id', '!=', userId)
        .limit(1)
        .executeTakeFirst()
      if (!other) return 'last_administrator'
    }
    await trx
      .updateTable('auditEvent')
      .set({ ipAddress: null, userAgent: null, data: JSON.stringify({}) })
      .where((eb) => eb.or([eb('actorId', '=', userId), eb('targetId', '=', userId)]))
      .execute()
    await trx
      .deleteFrom('verification')
      .where('identifier', 'like', 'change-email:%')
      .where('value', 'like', `${userId}|%`)
      .execute()
    await trx.deleteFrom('verification').where('value', '=', userId).execute()
    await trx.deleteFrom('user').where('id', '=', userId).execute()
    return 'deleted'
  })
}
