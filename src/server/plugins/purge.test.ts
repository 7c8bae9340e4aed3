import Fastify from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'kysely'
import { describe, expect, it, vi } from 'vitest'
import type { Database } from '../db/database.ts'
import { purgeExpired } from '../db/purge.ts'
import { me, person, registered, requestReset, signIn } from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'
import { secondConnection, testDatabase } from '../test/test-database.ts'
import purgePlugin from './purge.ts'

const count = async (database: Database, table: string) => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS "n" FROM ${sql.table(table)}`.execute(
    database.db,
  )
  return rows[0]?.n
}

const expiredVerification = (database: Database, id: string) =>
  database.db
    .insertInto('verification')
    .values({ id, identifier: id, value: 'x', expiresAt: new Date(Date.now() - 1000) })
    .execute()

describe('purging expired rows', () => {
  it('deletes old rate-limit buckets, decayed throttle counts, expired links, sessions and browsers, and keeps the rest', async () => {
    const { app, config, database } = await createTestApp({ RATE_LIMIT: 'true' })
    const ada = await registered(app, config, person(1))
    const bob = await registered(app, config, person(2))
    await signIn(
      app,
      config,
      { email: 'someone@example.org', password: 'wrong guess' },
      { remoteAddress: '10.0.0.2' },
    )
    await signIn(
      app,
      config,
      { email: 'other@example.org', password: 'wrong guess' },
      { remoteAddress: '10.0.0.3' },
    )
    await requestReset(app, config, ada.email)
    await requestReset(app, config, bob.email)
    const buckets = await count(database, 'rateLimitBucket')

    // Time travel: one of each is past what it is kept for.
    await sql`UPDATE "rateLimitBucket" SET "windowStart" = now() - interval '25 hours'
      WHERE "key" = 'sign-in|10.0.0.2'`.execute(database.db)
    await sql`UPDATE "signInThrottle" SET "updatedAt" = now() - interval '16 minutes'
      WHERE "emailKey" = 'someone@example.org'`.execute(database.db)
    await sql`UPDATE "verification" SET "expiresAt" = now() - interval '1 second'
      WHERE "value" = (SELECT "id" FROM "user" WHERE "email" = ${ada.email})`.execute(database.db)
    await sql`UPDATE "session" SET "expiresAt" = now() - interval '1 second'
      WHERE "userId" = (SELECT "id" FROM "user" WHERE "email" = ${ada.email})`.execute(database.db)
    // Browsers known to Bob, one that signed in 400 days ago.
    await sql`INSERT INTO "knownDevice" ("userId", "device", "lastSignInAt")
      SELECT "id", 'an old browser', now() - interval '400 days' FROM "user" WHERE "email" = ${bob.email}`.execute(
      database.db,
    )
    // Two-factor codes used: one that could still be replayed, one that no longer could.
    await sql`INSERT INTO "twoFactorUsedCode" ("userId", "code", "usedAt")
      SELECT "id", '123456', now() FROM "user" WHERE "email" = ${ada.email}
      UNION ALL SELECT "id", '654321', now() - interval '121 seconds' FROM "user" WHERE "email" = ${ada.email}`.execute(
      database.db,
    )

    expect(await purgeExpired(database.db)).toEqual({
      rateLimitBuckets: 1,
      signInThrottles: 1,
      verifications: 1,
      sessions: 1,
      usedCodes: 1,
      knownDevices: 1,
    })
    expect(await count(database, 'twoFactorUsedCode')).toBe(1)
    expect(await count(database, 'rateLimitBucket')).toBe((buckets ?? 0) - 1)
    expect(await count(database, 'signInThrottle')).toBe(1)
    expect(await count(database, 'verification')).toBe(1)
    expect(await count(database, 'session')).toBe(1)
    expect(await count(database, 'knownDevice')).toBe(2)
    expect((await me(app, config, bob.cookie)).statusCode).toBe(200)
    expect(await purgeExpired(database.db)).toEqual({
      rateLimitBuckets: 0,
      signInThrottles: 0,
      verifications: 0,
      sessions: 0,
      usedCodes: 0,
      knownDevices: 0,
    })
  })

  it('keeps a throttle count that is still locked or recent', async () => {
    const { app, config, database } = await createTestApp()
    for (let i = 0; i < 5; i++)
      await signIn(app, config, { email: 'someone@example.org', password: 'wrong guess' })
    await sql`UPDATE "signInThrottle" SET "lockedUntil" = now() + interval '1 hour',
      "updatedAt" = now() - interval '16 minutes'`.execute(database.db)
    await purgeExpired(database.db)
    expect(await count(database, 'signInThrottle')).toBe(1)
  })

  it('runs on a timer from start, round after round', async () => {
    const database = await testDatabase()
    const app = Fastify()
    await app.register(
      fp(
        async (scope) => {
          scope.decorate('database', database)
        },
        { name: 'foyer-db' },
      ),
    )
    await app.register(purgePlugin, { firstDelayMs: 0, intervalMs: 10 })
    await app.ready()
    await expiredVerification(database, 'first')
    await vi.waitFor(async () => expect(await count(database, 'verification')).toBe(0))
    await expiredVerification(database, 'second')
    await vi.waitFor(async () => expect(await count(database, 'verification')).toBe(0))
    await app.close()
  })

  it.runIf(process.env.DATABASE_URL)('leaves the round to the instance already purging', async () => {
    const database = await testDatabase()
    const other = await secondConnection()
    await expiredVerification(database, 'expired')
    await other.db.connection().execute(async (connection) => {
      await sql`SELECT pg_advisory_lock(727002)`.execute(connection)
      try {
        expect(await purgeExpired(database.db)).toBeNull()
      } finally {
        await sql`SELECT pg_advisory_unlock(727002)`.execute(connection)
      }
    })
    expect(await count(database, 'verification')).toBe(1)
    expect(await purgeExpired(database.db)).toMatchObject({ verifications: 1 })
  })
})
