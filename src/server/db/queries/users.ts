import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import type { DB } from '../schema.ts'

export async function findUserByEmail(db: Kysely<DB>, email: string) {
  return db
    .selectFrom('user')
    .selectAll()
    .where(sql<string>`lower("email")`, '=', email.trim().toLowerCase())
    .executeTakeFirst()
}

export async function findUserById(db: Kysely<DB>, id: string) {
  return db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function hasAdministrator(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst()
  return row !== undefined
}

/**
 * Makes this person the administrator if the instance has none. The advisory lock serialises
 * concurrent first registrations, so exactly one of them wins.
 */
export async function promoteIfNoAdministrator(db: Kysely<DB>, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(727001)`.execute(trx)
    const result = await sql`
      UPDATE "user" SET "role" = 'admin', "updatedAt" = now()
      WHERE "id" = ${userId} AND NOT EXISTS (SELECT 1 FROM "user" WHERE "role" = 'admin')`.execute(trx)
    return Number(result.numAffectedRows ?? 0) > 0
  })
}

export async function setRole(db: Kysely<DB>, userId: string, role: 'admin' | 'member') {
  await db.updateTable('user').set({ role, updatedAt: new Date() }).where('id', '=', userId).execute()
}

/**
 * How a password-reset token is stored: only a hash of better-auth's identifier
 * ("reset-password:<token>"), as its `verification.storeIdentifier: 'hashed'` writes it.
 */
export function resetTokenIdentifier(token: string): string {
  return createHash('sha256').update(`reset-password:${token}`).digest('base64url')
}

/** The user a password-reset token belongs to (better-auth keeps the user id as the value). */
export async function userIdForResetToken(db: Kysely<DB>, token: string): Promise<string | null> {
  const row = await db
    .selectFrom('verification')
    .select('value')
    .where('identifier', '=', resetTokenIdentifier(token))
    .where('expiresAt', '>', new Date())
    .executeTakeFirst()
  return row?.value ?? null
}

/** A password-reset token in better-auth's format, for links the command line hands out. */
export async function createResetToken(
  db: Kysely<DB>,
  userId: string,
  validSeconds: number,
): Promise<string> {
  const token = randomBytes(18).toString('base64url')
  await db
    .insertInto('verification')
    .values({
      id: randomUUID(),
      identifier: resetTokenIdentifier(token),
      value: userId,
      expiresAt: new Date(Date.now() + validSeconds * 1000),
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .execute()
  return token
}

/**
 * Ends the person's outstanding password-reset and email-change links: a link mailed before the
 * password changed must not outlive it.
 */
export async function endPendingLinks(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .deleteFrom('verification')
    .where((eb) =>
      eb.or([
        eb('value', '=', userId),
        eb.and([eb('identifier', 'like', 'change-email:%'), eb('value', 'like', `${userId}|%`)]),
      ]),
    )
    .execute()
}
