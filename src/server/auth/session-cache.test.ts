import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Config } from '../config.ts'
import { cookieOf, fromApp, me, person, registered, setCookieLines, signIn } from '../test/auth-helpers.ts'
import { createSecondInstance, createTestApp } from '../test/test-app.ts'

// The session cache: a signed-in request costs no database read, and whatever changes or
// ends a session on one instance reaches every instance within a second.

const isPostgres = Boolean(process.env.DATABASE_URL)

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function call(
  app: FastifyInstance,
  config: Config,
  cookie: string,
  method: 'POST' | 'PATCH',
  path: string,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method,
    url: `${config.basePath}/api${path}`,
    headers: fromApp(config, cookie),
    payload,
  })
}

/** Asks every 20 ms until `check` holds; fails after a second. */
async function withinOneSecond(what: string, check: () => Promise<boolean>) {
  const deadline = performance.now() + 1000
  for (;;) {
    if (await check()) return performance.now() + 1000 - deadline
    if (performance.now() > deadline) throw new Error(`not within a second: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** Counts the session lookups that reach better-auth (and so the database). */
function countLookups(app: FastifyInstance) {
  return vi.spyOn(app.auth.api, 'getSession')
}

describe('the session cache', () => {
  it('answers a second request of a session from memory: better-auth is asked once', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const lookups = countLookups(app)
    const first = await me(app, config, ada.cookie)
    const second = await me(app, config, ada.cookie)
    expect(first.statusCode).toBe(200)
    expect(second.json()).toEqual(first.json())
    expect(lookups).toHaveBeenCalledTimes(1)
    expect(app.sessionCache.stats.hits).toBeGreaterThanOrEqual(1)
  })

  it('never answers a cookie whose signature better-auth did not accept', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    expect((await me(app, config, ada.cookie)).statusCode).toBe(200)
    // The same token with a forged signature, and the token alone.
    const [name, value = ''] = ada.cookie.split('; ')[0]?.split('=') ?? []
    const token = decodeURIComponent(value).split('.')[0]
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`
    expect((await me(app, config, forged)).statusCode).toBe(401)
    expect((await me(app, config, `${name}=${token}`)).statusCode).toBe(401)
  })

  it('sign-out on instance B is refused on instance A within a second, though A had the session cached', async () => {
    const first = await createTestApp()
    const { app: a, config } = first
    const b = await createSecondInstance(first)
    const ada = await registered(a, config, person(1))
    const lookups = countLookups(a)
    expect((await me(a, config, ada.cookie)).statusCode).toBe(200)
    expect((await me(a, config, ada.cookie)).statusCode).toBe(200)
    expect(lookups).toHaveBeenCalledTimes(1)

    const out = await b.inject({
      method: 'POST',
      url: `${config.basePath}/api/auth/sign-out`,
      headers: fromApp(config, ada.cookie),
      payload: {},
    })
    expect(out.statusCode).toBe(200)
    await withinOneSecond('A refuses the ended session', async () => {
      return (await me(a, config, ada.cookie)).statusCode === 401
    })
  })

  it('the instance that ended a session refuses it from the moment it answers', async () => {
    const { app, config, database } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const bob = await registered(app, config, person(2))
    expect((await me(app, config, ada.cookie)).statusCode).toBe(200)
    expect((await me(app, config, bob.cookie)).statusCode).toBe(200)
    expect(app.sessionCache.size).toBe(2)
    // What every request that changes something waits for before it answers: the database's
    // announcements of what was committed before it (on PostgreSQL they come on another connection).
    await sql`DELETE FROM "session" WHERE "userId" = (SELECT "id" FROM "user" WHERE "email" = ${bob.email})`.execute(
      database.db,
    )
    await app.sessionCache.settle()
    expect(app.sessionCache.size).toBe(1)

    await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/auth/sign-out`,
      headers: fromApp(config, ada.cookie),
      payload: {},
    })
    expect((await me(app, config, ada.cookie)).statusCode).toBe(401)
  })

  it('a role change, a name change and a ban made on A are seen on B within a second', async () => {
    const first = await createTestApp()
    const { app: a, config } = first
    const b = await createSecondInstance(first)
    const admin = await registered(a, config, person('admin'))
    const member = await registered(a, config, person('member'))
    const memberId = (await me(b, config, member.cookie)).json().id as string
    expect((await me(b, config, member.cookie)).json()).toMatchObject({
      role: 'member',
      name: 'Ada Testermember',
    })

    const role = await call(a, config, admin.cookie, 'PATCH', `/admin/users/${memberId}/role`, {
      role: 'admin',
    })
    expect(role.statusCode).toBe(200)
    await withinOneSecond('B sees the new role', async () => {
      return (await me(b, config, member.cookie)).json().role === 'admin'
    })

    const renamed = await call(a, config, member.cookie, 'PATCH', '/account', {
      firstName: 'Grace',
      lastName: 'Hopper',
      jobTitle: '',
      company: '',
      location: '',
      bio: '',
    })
    expect(renamed.statusCode).toBe(200)
    await withinOneSecond('B sees the new name', async () => {
      return (await me(b, config, member.cookie)).json().name === 'Grace Hopper'
    })

    await call(a, config, member.cookie, 'PATCH', `/admin/users/${memberId}/role`, { role: 'member' })
    const banned = await call(a, config, admin.cookie, 'POST', `/admin/users/${memberId}/ban`, {
      reason: 'spam',
      expiresAt: null,
      showReason: false,
    })
    expect(banned.statusCode).toBe(200)
    await withinOneSecond('B refuses the banned person', async () => {
      return (await me(b, config, member.cookie)).statusCode === 401
    })
  })

  it('an expired session is not answered from the cache', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    // Without "keep me signed in" better-auth does not slide the session: it ends when it ends.
    const cookie = cookieOf(await signIn(app, config, person(1), { rememberMe: false }))
    const id = (await me(app, config, cookie)).json().id as string
    const endsAt = new Date(Date.now() + 10_000)
    await database.db.updateTable('session').set({ expiresAt: endsAt }).where('userId', '=', id).execute()
    await app.sessionCache.settle()
    const lookups = countLookups(app)
    expect((await me(app, config, cookie)).statusCode).toBe(200)
    expect((await me(app, config, cookie)).statusCode).toBe(200)
    expect(lookups).toHaveBeenCalledTimes(1)

    // Well within the cache's 30 seconds, just past the session's end.
    vi.useFakeTimers({ toFake: ['Date'], now: endsAt.getTime() + 1000 })
    expect((await me(app, config, cookie)).statusCode).toBe(401)
    expect(lookups).toHaveBeenCalledTimes(2)
  })

  it('a session due to slide goes to better-auth, which renews its expiry and cookie', async () => {
    const { app, config, database } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const id = (await me(app, config, ada.cookie)).json().id as string
    // Last slid two days ago: better-auth slides once a day.
    const due = new Date(Date.now() + 28 * 24 * 3600 * 1000)
    await database.db.updateTable('session').set({ expiresAt: due }).where('userId', '=', id).execute()
    await app.sessionCache.settle()
    const renewed = await me(app, config, ada.cookie)
    expect(renewed.statusCode).toBe(200)
    expect(setCookieLines(renewed).some((line) => line.includes('session_token='))).toBe(true)
    const row = await database.db
      .selectFrom('session')
      .select('expiresAt')
      .where('userId', '=', id)
      .executeTakeFirstOrThrow()
    expect(new Date(row.expiresAt).getTime()).toBeGreaterThan(due.getTime() + 24 * 3600 * 1000)
  })

  it('"last active", written once a minute, does not make instances forget the session', async () => {
    const { app, config, database } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const id = (await me(app, config, ada.cookie)).json().id as string
    const lookups = countLookups(app)
    const before = app.sessionCache.stats.invalidations
    // What touchSession writes (lastActiveAt), as another instance would write it.
    await database.db
      .updateTable('session')
      .set({ lastActiveAt: sql<Date>`now() - interval '5 minutes'` })
      .where('userId', '=', id)
      .execute()
    await app.sessionCache.settle()
    expect((await me(app, config, ada.cookie)).statusCode).toBe(200)
    expect(lookups).toHaveBeenCalledTimes(0)
    expect(app.sessionCache.stats.invalidations).toBe(before)
    // Anything else about the session does.
    await database.db.updateTable('session').set({ ipAddress: '10.9.9.9' }).where('userId', '=', id).execute()
    await app.sessionCache.settle()
    expect((await me(app, config, ada.cookie)).statusCode).toBe(200)
    expect(lookups).toHaveBeenCalledTimes(1)
  })

  it.skipIf(!isPostgres)(
    'a lost LISTEN connection empties the cache and bypasses it until the connection is back',
    async () => {
      const { app, config, database } = await createTestApp()
      const ada = await registered(app, config, person(1))
      await me(app, config, ada.cookie)
      expect(app.sessionCache.size).toBe(1)
      await sql`
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()`.execute(
        database.db,
      )
      await withinOneSecond('the cache stops', async () => !app.sessionCache.isUsable)
      expect(app.sessionCache.size).toBe(0)
      const lookups = countLookups(app)
      await me(app, config, ada.cookie)
      await me(app, config, ada.cookie)
      expect(lookups).toHaveBeenCalledTimes(2)
      // The pub/sub reconnects after a second.
      await vi.waitFor(() => expect(app.sessionCache.isUsable).toBe(true), { timeout: 5000, interval: 50 })
      await me(app, config, ada.cookie)
      await me(app, config, ada.cookie)
      expect(lookups).toHaveBeenCalledTimes(3)
    },
  )
})
