import { type Kysely, sql } from 'kysely'
import type { DB } from '../schema.ts'
import { emailKey } from './sign-in-throttle.ts'

// The browsers a person has signed in with, each known by the hash of a random cookie it was given
// at that sign-in (OWASP's "device cookies"). They earn nothing but a sign-in throttle count of
// their own (decision 033); the cookie is kept hashed, as a token is.

/** As long as a browser keeps the cookie (400 days at most): after that it is a stranger again. */
export const KNOWN_DEVICE_DAYS = 400

/** Remembers that this browser (`device`, its cookie's hash) signed in as `userId`, or again. */
export async function rememberDevice(db: Kysely<DB>, userId: string, device: string): Promise<void> {
  await db
    .insertInto('knownDevice')
    .values({ userId, device })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'device']).doUpdateSet({ lastSignInAt: sql`now()` }),
    )
    .execute()
}

/** Whether the browser `device` signed in as the account of `email`, if there is one. */
export async function isKnownDevice(db: Kysely<DB>, email: string, device: string): Promise<boolean> {
  const row = await db
    .selectFrom('knownDevice')
    .innerJoin('user', 'user.id', 'knownDevice.userId')
    .select('knownDevice.userId')
    .where(sql<string>`lower("user"."email")`, '=', emailKey(email))
    .where('knownDevice.device', '=', device)
    .executeTakeFirst()
  return row !== undefined
}

/** A password reset forgets them: whoever signed in before it is a stranger to the throttle. */
export async function forgetDevicesOf(db: Kysely<DB>, userId: string): Promise<void> {
  await db.deleteFrom('knownDevice').where('userId', '=', userId).execute()
}

/** Deletes the browsers whose cookie has expired. */
export async function purgeKnownDevices(db: Kysely<DB>): Promise<number> {
  const result = await sql`
    DELETE FROM "knownDevice"
    WHERE "lastSignInAt" <= now() - make_interval(days => ${sql.lit(KNOWN_DEVICE_DAYS)})`.execute(db)
  return Number(result.numAffectedRows ?? 0)
}
