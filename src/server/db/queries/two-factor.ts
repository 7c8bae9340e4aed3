import { type Kysely, sql } from 'kysely'
import { TOTP_PERIOD_SECONDS, TRUSTED_BROWSER_DAYS } from '#shared/two-factor.ts'
import type { DB } from '../schema.ts'

// What Foyer keeps beside better-auth's two-factor plugin: the codes accepted lately (so that each
// is accepted once), and the end of a person's trusted browsers when their second factor goes.

/**
 * How long a code counts as used: better-auth accepts a code one step either side of now, so a
 * code lives at most three steps; a little more covers the clocks of several instances.
 */
export const USED_CODE_SECONDS = TOTP_PERIOD_SECONDS * 4

/**
 * Marks `code` used by `userId`, unless it was used within USED_CODE_SECONDS: true when this request
 * may try it. Two requests with the same code at once: one gets true.
 */
export async function reserveCode(db: Kysely<DB>, userId: string, code: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('twoFactorUsedCode')
      .where('userId', '=', userId)
      .where('usedAt', '<', sql<Date>`now() - make_interval(secs => ${USED_CODE_SECONDS})`)
      .execute()
    const inserted = await trx
      .insertInto('twoFactorUsedCode')
      .values({ userId, code })
      .onConflict((conflict) => conflict.columns(['userId', 'code']).doNothing())
      .returning('code')
      .executeTakeFirst()
    return inserted !== undefined
  })
}

/** A code that was refused stays usable (a wrong one, typed again, is still wrong). */
export async function releaseCode(db: Kysely<DB>, userId: string, code: string): Promise<void> {
  await db.deleteFrom('twoFactorUsedCode').where('userId', '=', userId).where('code', '=', code).execute()
}

/** Deletes the used codes that could no longer be accepted anyway (the purge's round). */
export async function purgeUsedCodes(db: Kysely<DB>): Promise<number> {
  const result = await db
    .deleteFrom('twoFactorUsedCode')
    .where('usedAt', '<', sql<Date>`now() - make_interval(secs => ${USED_CODE_SECONDS})`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Ends every browser the person trusted to skip the code. better-auth keeps each as a verification
 * row whose value is the person's id and whose identifier is stored hashed, so they are told apart
 * from the person's other links (a reset link lives an hour, an address confirmation a day, a
 * sign-in's code screen ten minutes) by how long they live: more than two days left.
 */
export async function endTrustedBrowsers(db: Kysely<DB>, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('verification')
    .where('value', '=', userId)
    .where('expiresAt', '>', sql<Date>`now() + interval '2 days'`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * Removes a person's second factor (an administrator's reset): the secret, the recovery codes and the
 * trusted browsers. True when there was one.
 */
export async function removeTwoFactor(db: Kysely<DB>, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('twoFactor').where('userId', '=', userId).executeTakeFirst()
    const updated = await trx
      .updateTable('user')
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where('id', '=', userId)
      .where('twoFactorEnabled', '=', true)
      .executeTakeFirst()
    await endTrustedBrowsers(trx, userId)
    return Number(removed.numDeletedRows) > 0 || Number(updated.numUpdatedRows) > 0
  })
}

/** TRUSTED_BROWSER_DAYS in seconds, as better-auth's plugin takes it. */
export const TRUSTED_BROWSER_SECONDS = TRUSTED_BROWSER_DAYS * 24 * 3600

/** How many people, and administrators, have two-factor on (the Security page's figures). */
export async function twoFactorAdoption(db: Kysely<DB>) {
  const row = await db
    .selectFrom('user')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`count(*) FILTER (WHERE "twoFactorEnabled")::int`.as('withTwoFactor'),
      sql<number>`count(*) FILTER (WHERE "role" = 'admin')::int`.as('administrators'),
      sql<number>`count(*) FILTER (WHERE "role" = 'admin' AND "twoFactorEnabled")::int`.as(
        'administratorsWith',
      ),
    ])
    .executeTakeFirstOrThrow()
  return {
    people: { total: row.total, withTwoFactor: row.withTwoFactor },
    administrators: { total: row.administrators, withTwoFactor: row.administratorsWith },
  }
}
