import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOOK } from '#shared/look.ts'
import { apiErrorSchema } from '#shared/public-config.ts'
import type { Config } from '../config.ts'
import { auditEventsFor } from '../db/queries/audit.ts'
import { THROTTLE_FREE_FAILURES } from '../db/queries/sign-in-throttle.ts'
import { createResetToken, findUserByEmail } from '../db/queries/users.ts'
import {
  cookieOf,
  followResetLink,
  fromApp,
  me,
  outbox,
  PASSWORD,
  person,
  registered,
  requestReset,
  resetPassword,
  setCookieLines,
  signIn,
  signUp,
} from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'
import { UNIFORM_RESPONSE_MS } from './auth.ts'

describe('registration', () => {
  it('creates an account, signs it in with a safe cookie, and makes the first one administrator', async () => {
    const { app, config } = await createTestApp()
    const response = await signUp(app, config, person(1, { company: 'Acme' }))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ requiresEmailVerification: false })
    const [session] = setCookieLines(response).filter((line) => line.startsWith('foyer.session_token='))
    expect(session).toMatch(/HttpOnly/i)
    expect(session).toMatch(/SameSite=Lax/i)
    expect(session).toMatch(/Path=\//)
    expect(session).not.toMatch(/Domain=/i)
    expect(session).not.toMatch(/Secure/i)
    const profile = await me(app, config, cookieOf(response))
    expect(profile.statusCode).toBe(200)
    expect(profile.json()).toEqual({
      id: expect.any(String),
      name: 'Ada Tester1',
      email: 'ada1@example.org',
      emailVerified: false,
      role: 'admin',
      jobTitle: null,
      avatar: null,
      impersonation: null,
      twoFactorEnabled: false,
      twoFactorRequired: false,
      hasPassword: true,
      colorMode: null,
      language: null,
      look: DEFAULT_LOOK,
      hasOwnLook: false,
    })
    const second = await registered(app, config, person(2))
    expect((await me(app, config, second.cookie)).json().role).toBe('member')
  })

  it('tells the Register screen when the instance has no administrator yet', async () => {
    const { app, config } = await createTestApp()
    const status = () => app.inject({ url: '/free/api/auth-status' }).then((r) => r.json())
    expect(await status()).toEqual({ needsAdministrator: true, requireEmailVerification: false })
    await registered(app, config, person(1))
    expect(await status()).toEqual({ needsAdministrator: false, requireEmailVerification: false })
  })

  it('refuses bad fields with a message for each', async () => {
    const { app, config } = await createTestApp()
    const response = await signUp(app, config, {
      firstName: '',
      lastName: 'X',
      email: 'not-an-email',
      password: 'short',
    })
    expect(response.statusCode).toBe(400)
    const { error } = apiErrorSchema.parse(response.json())
    expect(error.fields).toEqual({
      firstName: 'Enter your first name',
      email: 'Enter an email address like name@example.com',
      password: 'Use at least 8 characters',
    })
  })

  it('refuses a common password, and one built from the name or email, with the reason', async () => {
    const { app, config } = await createTestApp()
    const common = await signUp(app, config, person(1, { password: 'password1234' }))
    expect(common.statusCode).toBe(400)
    expect(common.json().error.fields.password).toMatch(/commonly used/)
    const own = await signUp(app, config, person(1, { password: 'AdaTester1!!' }))
    expect(own.json().error.fields.password).toMatch(/your name or email/)
  })

  it('accepts spaces and emoji, and treats NFKC-equivalent passwords as the same', async () => {
    const { app, config } = await createTestApp()
    const fullwidth = 'ｍｏｏｎ ｒｉｖｅｒ ｌａｎｔｅｒｎ' // NFKC: "moon river lantern"
    expect((await signUp(app, config, person(1, { password: fullwidth }))).statusCode).toBe(200)
    expect(
      (await signIn(app, config, { email: 'ada1@example.org', password: 'moon river lantern' })).statusCode,
    ).toBe(200)
    expect((await signUp(app, config, person(2, { password: '🦊🐢🦉🐙🦔🦋🐝🐞' }))).statusCode).toBe(200)
  })

  it('says when an email is taken (422), whatever its case', async () => {
    const { app, config } = await createTestApp()
    await registered(app, config, person(1))
    const response = await signUp(app, config, person(1, { email: 'ADA1@Example.org' }))
    expect(response.statusCode).toBe(422)
    expect(response.json().error).toMatchObject({
      code: 'email_taken',
      fields: { email: expect.any(String) },
    })
  })

  it('makes one account when the same email registers several times at once', async () => {
    const { app, config, database } = await createTestApp()
    const answers = await Promise.all(Array.from({ length: 5 }, () => signUp(app, config, person(1))))
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.statusCode === 422)).toBe(true)
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM "user"`.execute(database.db)
    expect(rows[0]?.n).toBe(1)
  })

  it('never lets sign-up set the role or other protected fields', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    const response = await signUp(app, config, {
      ...person(2),
      role: 'admin',
      emailVerified: true,
      jobTitle: 'CEO',
      banned: false,
    } as never)
    expect(response.statusCode).toBe(200)
    const user = await findUserByEmail(database.db, 'ada2@example.org')
    expect(user).toMatchObject({ role: 'member', emailVerified: false, jobTitle: null })
  })
})

describe('sign-in', () => {
  it('signs in with a new session token every time', async () => {
    const { app, config } = await createTestApp()
    await registered(app, config, person(1))
    const first = cookieOf(await signIn(app, config, person(1)))
    const second = cookieOf(await signIn(app, config, person(1)))
    expect(first).toMatch(/foyer\.session_token=/)
    expect(first).not.toBe(second)
    expect((await me(app, config, first)).statusCode).toBe(200)
    expect((await me(app, config, second)).statusCode).toBe(200)
  })

  it('answers a wrong password and an unknown account the same way, in no less time', async () => {
    const { app, config } = await createTestApp()
    await registered(app, config, person(1))
    const timed = async (email: string) => {
      const started = performance.now()
      const response = await signIn(app, config, { email, password: 'not the right one' })
      return { response, ms: performance.now() - started }
    }
    const wrong = await timed('ada1@example.org')
    const unknown = await timed('nobody@example.org')
    expect(wrong.response.statusCode).toBe(401)
    expect(unknown.response.statusCode).toBe(401)
    expect(wrong.response.json().error).toEqual(unknown.response.json().error)
    expect(wrong.response.json().error).toEqual({
      code: 'invalid_credentials',
      message: 'The email or password is not right.',
    })
    expect(wrong.ms).toBeGreaterThanOrEqual(UNIFORM_RESPONSE_MS - 5)
    expect(unknown.ms).toBeGreaterThanOrEqual(UNIFORM_RESPONSE_MS - 5)
  })

  it('keeps me signed in for 30 days when asked, and only for the browser session otherwise', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    const remembered = setCookieLines(await signIn(app, config, person(1), { rememberMe: true })).find((l) =>
      l.startsWith('foyer.session_token='),
    )
    expect(remembered).toMatch(/Max-Age=2592000/)
    const brief = await signIn(app, config, person(1), { rememberMe: false })
    const line = setCookieLines(brief).find((l) => l.startsWith('foyer.session_token='))
    expect(line).not.toMatch(/Max-Age|Expires/i)
    const token = decodeURIComponent(cookieOf(brief).match(/foyer\.session_token=([^;.]+)/)?.[1] ?? '')
    const row = await database.db
      .selectFrom('session')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirstOrThrow()
    const hours = (new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()) / 3600e3
    expect(hours).toBeCloseTo(12, 1)
    expect(row.rememberMe).toBe(false)
  })

  it('refuses a 1 MB password with 413, well under a second', async () => {
    const { app, config } = await createTestApp()
    const started = performance.now()
    const response = await signIn(app, config, {
      email: 'ada1@example.org',
      password: 'x'.repeat(1024 * 1024),
    })
    expect(response.statusCode).toBe(413)
    expect(performance.now() - started).toBeLessThan(1000)
  })

  it('refuses a deeply nested body with 400, not a server error', async () => {
    const { app, config } = await createTestApp()
    let nested: unknown = 'x'
    for (let i = 0; i < 2000; i++) nested = { a: nested }
    const response = await app.inject({
      method: 'POST',
      url: '/free/api/auth/sign-in/email',
      headers: fromApp(config),
      payload: JSON.stringify({ email: 'a@b.org', password: nested, rememberMe: true }),
    })
    expect(response.statusCode).toBe(400)
  })

  it('refuses a sign-in from another origin, or with no origin', async () => {
    const { app, config } = await createTestApp()
    await registered(app, config, person(1))
    for (const origin of ['https://evil.example', undefined]) {
      const response = await app.inject({
        method: 'POST',
        url: '/free/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        payload: { email: 'ada1@example.org', password: PASSWORD, rememberMe: true },
      })
      expect(response.statusCode).toBe(403)
      expect(response.json().error.code).toBe('bad_origin')
    }
  })

  it('records sign-ins and failures in the security log', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    await signIn(app, config, { email: 'ada1@example.org', password: 'wrong password here' })
    await signIn(app, config, person(1))
    const user = await findUserByEmail(database.db, 'ada1@example.org')
    const kinds = (await auditEventsFor(database.db, user?.id ?? '')).map((e) => e.kind)
    expect(kinds).toEqual(['sign_in', 'sign_in_failed', 'sign_up'])
  })
})

describe('the per-account throttle', () => {
  it('locks an account after 5 failures from any address, then lets the owner in once it lapses', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    for (let i = 0; i < 5; i++) {
      const response = await signIn(
        app,
        config,
        { email: 'ada1@example.org', password: `wrong-${i}-guess` },
        { remoteAddress: `10.1.0.${i}` },
      )
      expect(response.statusCode).toBe(401)
    }
    const locked = await signIn(app, config, person(1), { remoteAddress: '10.2.0.1' })
    expect(locked.statusCode).toBe(429)
    expect(locked.headers['retry-after']).toBeDefined()
    expect(locked.json().error).toMatchObject({
      code: 'account_throttled',
      retryAfterSeconds: expect.any(Number),
    })
    expect(locked.json().error.message).toMatch(/Try again in \d+ seconds/)
    // The lock is temporary: once it lapses, the right password works and clears the count.
    await sql`UPDATE "signInThrottle" SET "lockedUntil" = now() - interval '1 second'`.execute(database.db)
    expect((await signIn(app, config, person(1))).statusCode).toBe(200)
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM "signInThrottle"`.execute(
      database.db,
    )
    expect(rows[0]?.n).toBe(0)
  })

  it('grows the delay with further failures', async () => {
    const { app, config, database } = await createTestApp()
    const waits: number[] = []
    for (let i = 0; i < 7; i++) {
      await sql`UPDATE "signInThrottle" SET "lockedUntil" = NULL`.execute(database.db)
      await signIn(app, config, { email: 'someone@example.org', password: 'wrong guess' })
      const { rows } = await sql<{ s: number | null }>`
        SELECT EXTRACT(EPOCH FROM ("lockedUntil" - now()))::int AS s FROM "signInThrottle"`.execute(
        database.db,
      )
      waits.push(rows[0]?.s ?? 0)
    }
    expect(waits.slice(0, 4)).toEqual([0, 0, 0, 0])
    expect(waits[4]).toBeGreaterThan(0)
    expect(waits[5]).toBeGreaterThan(waits[4] ?? 0)
    expect(waits[6]).toBeGreaterThan(waits[5] ?? 0)
  })

  it('records the throttling in the owner’s security log', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    for (let i = 0; i < 6; i++)
      await signIn(app, config, { email: 'ada1@example.org', password: 'wrong guess again' })
    const user = await findUserByEmail(database.db, 'ada1@example.org')
    const kinds = (await auditEventsFor(database.db, user?.id ?? '')).map((e) => e.kind)
    expect(kinds).toContain('sign_in_throttled')
  })

  it('counts concurrent wrong passwords before checking them: some are refused, and the count matches', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        signIn(
          app,
          config,
          { email: 'ada1@example.org', password: `wrong-${i}-guess` },
          { remoteAddress: `10.1.0.${i}` },
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.statusCode)
    const checked = statuses.filter((status) => status === 401).length
    const refused = answers.filter((answer) => answer.statusCode === 429)
    expect(checked + refused.length).toBe(10)
    expect(refused.length).toBeGreaterThan(0)
    for (const answer of refused) expect(answer.json().error.code).toBe('account_throttled')
    // Only the free attempts and the one that set the lock reached the password check.
    expect(checked).toBe(THROTTLE_FREE_FAILURES + 1)
    const { rows } = await sql<{ failures: number }>`SELECT "failures" FROM "signInThrottle"`.execute(
      database.db,
    )
    expect(rows).toEqual([{ failures: checked }])
    const user = await findUserByEmail(database.db, 'ada1@example.org')
    const events = await auditEventsFor(database.db, user?.id ?? '')
    expect(events.filter((event) => event.kind === 'sign_in_failed')).toHaveLength(checked)
  })

  it('forgets failures after 15 quiet minutes: one guess every 15 minutes never locks the account', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    const earlier = () =>
      sql`UPDATE "signInThrottle" SET "updatedAt" = "updatedAt" - interval '15 minutes',
        "lockedUntil" = "lockedUntil" - interval '15 minutes'`.execute(database.db)
    for (let i = 0; i < 8; i++) {
      await earlier()
      const guess = await signIn(app, config, { email: 'ada1@example.org', password: `wrong-${i}-guess` })
      expect(guess.statusCode).toBe(401)
    }
    const { rows } = await sql<{ failures: number }>`SELECT "failures" FROM "signInThrottle"`.execute(
      database.db,
    )
    expect(rows).toEqual([{ failures: 1 }])
    expect((await signIn(app, config, person(1))).statusCode).toBe(200)
  })

  it('keeps counting failures that come closer together than that', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    for (let i = 0; i < 5; i++) {
      await sql`UPDATE "signInThrottle" SET "updatedAt" = "updatedAt" - interval '14 minutes'`.execute(
        database.db,
      )
      await signIn(app, config, { email: 'ada1@example.org', password: `wrong-${i}-guess` })
    }
    expect((await signIn(app, config, person(1))).statusCode).toBe(429)
  })

  it('never throttles the right password refused for an unconfirmed address', async () => {
    const { app, config, database } = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' })
    await signUp(app, config, person(1))
    // Registering with an address still to verify signs no one in: no sign-in is recorded.
    expect((await findUserByEmail(database.db, 'ada1@example.org'))?.lastSignInAt).toBeNull()
    for (let i = 0; i < THROTTLE_FREE_FAILURES + 3; i++) {
      const response = await signIn(app, config, person(1))
      expect(response.json().error.code).toBe('email_not_verified')
    }
  })

  it('logs one event per lock, counting the attempts it refused, instead of one event each', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    for (let i = 0; i < 5; i++)
      await signIn(app, config, { email: 'ada1@example.org', password: `wrong-${i}-guess` })
    for (let i = 0; i < 20; i++)
      expect((await signIn(app, config, person(1), { remoteAddress: `10.3.0.${i}` })).statusCode).toBe(429)
    const user = await findUserByEmail(database.db, 'ada1@example.org')
    const throttled = async () =>
      (await auditEventsFor(database.db, user?.id ?? '')).filter(
        (event) => event.kind === 'sign_in_throttled',
      )
    expect((await throttled()).map((event) => event.data)).toEqual([
      { waitSeconds: expect.any(Number), refusedAttempts: 20 },
    ])
    // The next lock has its own event.
    await sql`UPDATE "signInThrottle" SET "lockedUntil" = now() - interval '1 second'`.execute(database.db)
    await signIn(app, config, { email: 'ada1@example.org', password: 'wrong again' })
    await signIn(app, config, person(1))
    expect((await throttled()).map((event) => event.data)).toEqual([
      { waitSeconds: expect.any(Number), refusedAttempts: 1 },
      { waitSeconds: expect.any(Number), refusedAttempts: 20 },
    ])
  })
})

describe('the owner’s known browsers', () => {
  /** The browser's known-device cookie, from the answer to its sign-in. */
  const deviceCookieOf = (response: LightMyRequestResponse) =>
    cookieOf(response)
      .split('; ')
      .find((pair) => pair.startsWith('foyer.known_device=')) ?? ''
  const wrong = (i: number) => ({ email: 'ada1@example.org', password: `wrong-${i}-guess` })
  /** Five wrong passwords at once (each answer waits as long as a right one would, so not in turn). */
  const fiveWrong = (
    app: FastifyInstance,
    config: Config,
    options: (i: number) => Parameters<typeof signIn>[3],
  ) => Promise.all(Array.from({ length: 5 }, (_, i) => signIn(app, config, wrong(i), options(i))))

  it('are not locked out by a stranger’s failures, and a forged or borrowed cookie does not help', async () => {
    const { app, config } = await createTestApp()
    await registered(app, config, person(1))
    const bob = await registered(app, config, person(2))
    const own = deviceCookieOf(await signIn(app, config, person(1)))
    expect(own).toMatch(/^foyer\.known_device=[\w-]{43}$/)
    const guesses = await fiveWrong(app, config, (i) => ({ remoteAddress: `10.1.0.${i}` }))
    expect(guesses.map((guess) => guess.statusCode)).toEqual([401, 401, 401, 401, 401])
    expect((await signIn(app, config, person(1), { remoteAddress: '10.2.0.1' })).statusCode).toBe(429)
    // The owner's browser still has all its attempts, wrong ones included.
    expect((await signIn(app, config, wrong(9), { headers: { cookie: own } })).statusCode).toBe(401)
    expect((await signIn(app, config, person(1), { headers: { cookie: own } })).statusCode).toBe(200)
    // A cookie Foyer did not hand out, or that only signed in as someone else, is a stranger's.
    const forged = `foyer.known_device=${'A'.repeat(43)}`
    expect((await signIn(app, config, person(1), { headers: { cookie: forged } })).statusCode).toBe(429)
    const borrowed = deviceCookieOf(await signIn(app, config, person(2)))
    expect(bob.cookie).toBeTruthy()
    expect((await signIn(app, config, person(1), { headers: { cookie: borrowed } })).statusCode).toBe(429)
  })

  it('are locked by their own failures only, and a reset makes them strangers again', async () => {
    const { app, config } = await createTestApp()
    await registered(app, config, person(1))
    const own = deviceCookieOf(await signIn(app, config, person(1)))
    await fiveWrong(app, config, () => ({ headers: { cookie: own } }))
    expect((await signIn(app, config, person(1), { headers: { cookie: own } })).statusCode).toBe(429)
    expect((await signIn(app, config, person(1), { remoteAddress: '10.2.0.1' })).statusCode).toBe(200)

    await requestReset(app, config, 'ada1@example.org')
    const mail = (await outbox(app, config)).find((m) => m.link?.includes('reset-password'))
    const { token } = await followResetLink(app, config, mail?.link ?? '')
    await resetPassword(app, config, token, 'a whole new sentence')
    await fiveWrong(app, config, (i) => ({ remoteAddress: `10.1.0.${i}` }))
    const renewed = { email: 'ada1@example.org', password: 'a whole new sentence' }
    expect((await signIn(app, config, renewed, { headers: { cookie: own } })).statusCode).toBe(429)
  })

  it('keep one cookie for every account, host-only over https', async () => {
    const { app, config } = await createTestApp({ PUBLIC_URL: 'https://admin.example.com/' })
    const first = await signUp(app, config, person(1))
    const line = setCookieLines(first).find((l) => l.startsWith('__Host-foyer.known_device='))
    expect(line).toMatch(/; Path=\/; HttpOnly; SameSite=Lax; Secure$/)
    expect(line).toMatch(/Max-Age=34560000/)
    const device = line?.split(';')[0] ?? ''
    await signUp(app, config, person(2))
    const second = await signIn(app, config, person(2), { headers: { cookie: device } })
    expect(
      setCookieLines(second)
        .find((l) => l.startsWith('__Host-foyer.known_device='))
        ?.split(';')[0],
    ).toBe(device)
  })
})

describe('rate limits', () => {
  it('limit sign-in attempts per client address, without blocking other clients', async () => {
    const { app, config } = await createTestApp({ RATE_LIMIT: 'true' })
    const attempt = (remoteAddress: string, extra: Record<string, string> = {}) =>
      signIn(
        app,
        config,
        { email: `x${Math.random()}@example.org`, password: 'wrong guess' },
        { remoteAddress, headers: extra },
      )
    for (let i = 0; i < 10; i++) expect((await attempt('10.9.9.9')).statusCode).toBe(401)
    const limited = await attempt('10.9.9.9')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('rate_limited')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // A header the client sends does not open a new bucket when no proxy is trusted...
    expect((await attempt('10.9.9.9', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(429)
    // ...and another client is not affected.
    expect((await attempt('10.9.9.10')).statusCode).toBe(401)
  })

  it('key on the forwarded address only when TRUST_PROXY names the proxy', async () => {
    const { app, config } = await createTestApp({ RATE_LIMIT: 'true', TRUST_PROXY: '10.0.0.254' })
    const attempt = (forwarded: string) =>
      signIn(
        app,
        config,
        { email: `x${Math.random()}@example.org`, password: 'wrong guess' },
        { remoteAddress: '10.0.0.254', headers: { 'x-forwarded-for': forwarded } },
      )
    for (let i = 0; i < 10; i++) await attempt('198.51.100.1')
    const limited = await attempt('198.51.100.1')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('rate_limited')
    expect((await attempt('198.51.100.2')).statusCode).toBe(401)
  })

  it('count every address of one IPv6 /64 as one client, and an IPv4-mapped address as its IPv4 one', async () => {
    const { app, config } = await createTestApp({ RATE_LIMIT: 'true' })
    const attempt = (remoteAddress: string) =>
      signIn(
        app,
        config,
        { email: `x${Math.random()}@example.org`, password: 'wrong guess' },
        { remoteAddress },
      )
    for (let i = 1; i <= 10; i++)
      expect((await attempt(`2001:db8:1:2::${i.toString(16)}`)).statusCode).toBe(401)
    expect((await attempt('2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429)
    expect((await attempt('2001:db8:1:3::1')).statusCode).toBe(401)
    for (let i = 0; i < 10; i++) await attempt('203.0.113.9')
    expect((await attempt('::ffff:203.0.113.9')).statusCode).toBe(429)
  })
})

describe('sessions', () => {
  it('answers /api/me with 401 to nobody signed in', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ url: '/free/api/me' })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('unauthorized')
  })

  it('answers /api/me?optional=1 with 204 to nobody signed in and with the person otherwise', async () => {
    const { app, config } = await createTestApp()
    const signedOut = await app.inject({ url: '/free/api/me?optional=1' })
    expect(signedOut.statusCode).toBe(204)
    expect(signedOut.body).toBe('')
    const ada = await registered(app, config, person(1))
    const signedIn = await app.inject({
      url: '/free/api/me?optional=1',
      headers: fromApp(config, ada.cookie),
    })
    expect(signedIn.statusCode).toBe(200)
    expect(signedIn.json().email).toBe(person(1).email)
  })

  it('answers /api/me the same way each time: the answer kept for a session is JSON, not stored, and HEAD has no body', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const ask = (method: 'GET' | 'HEAD') =>
      app.inject({ method, url: '/free/api/me', headers: fromApp(config, ada.cookie) })
    const first = await ask('GET')
    const hits = app.sessionCache.stats.hits
    const second = await ask('GET')
    // The second answer came from the session the cache kept, and so from the answer kept with it.
    expect(app.sessionCache.stats.hits).toBe(hits + 1)
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(response.headers['cache-control']).toBe('no-store')
      expect(response.headers['content-length']).toBe(String(Buffer.byteLength(response.body)))
    }
    expect(second.body).toBe(first.body)
    expect(first.json()).toEqual({
      id: expect.any(String),
      name: `${person(1).firstName} ${person(1).lastName}`,
      email: person(1).email,
      emailVerified: false,
      role: 'admin',
      jobTitle: null,
      avatar: null,
      impersonation: null,
      twoFactorEnabled: false,
      twoFactorRequired: false,
      hasPassword: true,
      colorMode: null,
      language: null,
      look: DEFAULT_LOOK,
      hasOwnLook: false,
    })
    const head = await ask('HEAD')
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    expect(head.headers['content-length']).toBe(first.headers['content-length'])
  })

  it('sign-out deletes the session on the server', async () => {
    const { app, config, database } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const response = await app.inject({
      method: 'POST',
      url: '/free/api/auth/sign-out',
      headers: fromApp(config, ada.cookie),
      payload: '{}',
    })
    expect(response.statusCode).toBe(200)
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM "session"`.execute(database.db)
    expect(rows[0]?.n).toBe(0)
    expect((await me(app, config, ada.cookie)).statusCode).toBe(401)
  })

  it('never extends a session past its absolute lifetime, whatever writes it', async () => {
    const { app, config, database } = await createTestApp()
    const ada = await registered(app, config, person(1))
    // A session created 100 days ago that something tries to keep alive for 29 more days.
    await sql`UPDATE "session" SET "createdAt" = now() - interval '100 days', "expiresAt" = now() + interval '29 days'`.execute(
      database.db,
    )
    expect((await me(app, config, ada.cookie)).statusCode).toBe(401)
  })

  it('slides a remembered session forward, but not past 90 days from its start', async () => {
    const { app, config, database } = await createTestApp()
    const ada = await registered(app, config, person(1))
    await sql`UPDATE "session" SET "createdAt" = now() - interval '80 days', "updatedAt" = now() - interval '2 days',
      "expiresAt" = now() + interval '1 day'`.execute(database.db)
    const response = await me(app, config, ada.cookie)
    expect(response.statusCode).toBe(200)
    const { rows } = await sql<{ days: number }>`
      SELECT EXTRACT(EPOCH FROM ("expiresAt" - now())) / 86400 AS days FROM "session"`.execute(database.db)
    // Slid from 1 day left to 10 (the 90-day cap), not to the full 30.
    expect(Number(rows[0]?.days)).toBeGreaterThan(9.9)
    expect(Number(rows[0]?.days)).toBeLessThan(10.1)
  })

  it('uses Secure cookies with the __Secure- prefix when the public URL is https', async () => {
    const { app, config } = await createTestApp({ PUBLIC_URL: 'https://foyer.example.com' })
    const response = await signUp(app, config, person(1))
    const line = setCookieLines(response).find((l) => l.includes('session_token='))
    expect(line).toMatch(/^__Secure-foyer\.session_token=/)
    expect(line).toMatch(/; Secure/i)
  })

  it('generates the secret on first start, readable by the owner only, when AUTH_SECRET is unset', async () => {
    const { config } = await createTestApp()
    const info = await stat(join(config.dataDir, 'auth-secret'))
    expect(info.mode & 0o777).toBe(0o600)
  })
})

describe('password reset', () => {
  it('names the other ways in (passkeys, providers) in the reset email, with where to remove them', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    const { id } = await database.db
      .selectFrom('user')
      .select('id')
      .where('email', '=', 'ada1@example.org')
      .executeTakeFirstOrThrow()
    await requestReset(app, config, 'ada1@example.org')
    const [first] = await outbox(app, config)
    expect(first?.text).not.toContain('can also be signed in to')
    await database.db
      .insertInto('passkey')
      .values({
        id: 'pk-1',
        name: 'Unknown laptop',
        publicKey: 'AAAA',
        userId: id,
        credentialID: 'Y3JlZGVudGlhbA',
        counter: 0,
        deviceType: 'singleDevice',
        backedUp: false,
      })
      .execute()
    const now = new Date()
    await database.db
      .insertInto('account')
      .values({
        id: 'acc-1',
        accountId: 'sub-1',
        providerId: 'github',
        userId: id,
        createdAt: now,
        updatedAt: now,
      })
      .execute()
    await requestReset(app, config, 'ada1@example.org')
    // The second reset mail: the one the first check did not see (mails of one millisecond have no order).
    const [second] = (await outbox(app, config)).filter((sent) => sent.text !== first?.text)
    expect(second?.text).toContain(
      `Your account can also be signed in to with: the passkey "Unknown laptop" and github. If you do not know one of them, remove it in Account Settings once you are back in:\n${config.publicUrl}/free/account/settings`,
    )
  })

  it('answers the same for an existing and an unknown address, and mails a link that resets the password', async () => {
    const { app, config, database } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const known = await requestReset(app, config, 'ada1@example.org')
    const unknown = await requestReset(app, config, 'nobody@example.org')
    expect(known.statusCode).toBe(200)
    expect(known.json()).toEqual(unknown.json())
    const mails = await outbox(app, config)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.to).toBe('ada1@example.org')
    const link = mails[0]?.link ?? ''
    expect(link.startsWith(`${config.publicUrl}/free/api/auth/reset-password/`)).toBe(true)
    // The link redirects to the app's Reset password page with the token.
    const { status, location, token } = await followResetLink(app, config, link)
    expect(status).toBe(302)
    expect(location.pathname).toBe('/free/reset-password')
    // Weak new password: refused with the reason.
    const weak = await resetPassword(app, config, token, 'password123')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().error.fields.newPassword).toMatch(/commonly used/)
    const reset = await resetPassword(app, config, token, 'a whole new sentence')
    expect(reset.statusCode).toBe(200)
    // Sessions end with the reset; the old password no longer works; the new one does.
    expect((await me(app, config, ada.cookie)).statusCode).toBe(401)
    expect((await signIn(app, config, person(1))).statusCode).toBe(401)
    expect(
      (await signIn(app, config, { email: 'ada1@example.org', password: 'a whole new sentence' })).statusCode,
    ).toBe(200)
    // The token works once.
    const again = await resetPassword(app, config, token, 'another new sentence')
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('invalid_token')
    const user = await findUserByEmail(database.db, 'ada1@example.org')
    const kinds = (await auditEventsFor(database.db, user?.id ?? '')).map((e) => e.kind)
    expect(kinds).toContain('password_reset')
  })

  it('keeps only a hash of the token: the token of the mailed link is in no row', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    await requestReset(app, config, 'ada1@example.org')
    const [mail] = await outbox(app, config)
    const { token } = await followResetLink(app, config, mail?.link ?? '')
    expect(token.length).toBeGreaterThan(10)
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS "n" FROM "verification"
      WHERE position(${token} IN "identifier") > 0 OR position(${token} IN "value") > 0`.execute(database.db)
    expect(rows[0]?.n).toBe(0)
    expect((await resetPassword(app, config, token, 'a whole new sentence')).statusCode).toBe(200)
  })

  it('keeps only a hash of the token the command line hands out, and it resets the password', async () => {
    const { app, config, database } = await createTestApp()
    await registered(app, config, person(1))
    const user = await findUserByEmail(database.db, 'ada1@example.org')
    const token = await createResetToken(database.db, user?.id ?? '', 3600)
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS "n" FROM "verification" WHERE position(${token} IN "identifier") > 0`.execute(
      database.db,
    )
    expect(rows[0]?.n).toBe(0)
    expect((await resetPassword(app, config, token, 'a whole new sentence')).statusCode).toBe(200)
  })

  it('ends the other reset links of the account once one is used', async () => {
    const { app, config } = await createTestApp()
    await registered(app, config, person(1))
    await requestReset(app, config, 'ada1@example.org')
    await requestReset(app, config, 'ada1@example.org')
    const [first, second] = await outbox(app, config)
    const used = await followResetLink(app, config, first?.link ?? '')
    const other = await followResetLink(app, config, second?.link ?? '')
    expect((await resetPassword(app, config, used.token, 'a whole new sentence')).statusCode).toBe(200)
    const late = await resetPassword(app, config, other.token, 'another new sentence')
    expect(late.statusCode).toBe(400)
    expect(late.json().error.code).toBe('invalid_token')
  })

  it('lets a throttled owner back in with a reset', async () => {
    const { app, config } = await createTestApp()
    await registered(app, config, person(1))
    for (let i = 0; i < 6; i++)
      await signIn(app, config, { email: 'ada1@example.org', password: 'wrong guess again' })
    expect((await signIn(app, config, person(1))).statusCode).toBe(429)
    await requestReset(app, config, 'ada1@example.org')
    const [mail] = await outbox(app, config)
    const { token } = await followResetLink(app, config, mail?.link ?? '')
    await resetPassword(app, config, token, 'a whole new sentence')
    expect(
      (await signIn(app, config, { email: 'ada1@example.org', password: 'a whole new sentence' })).statusCode,
    ).toBe(200)
  })
})

describe('email verification', () => {
  it('asks new accounts to confirm their address before signing in, when required', async () => {
    const { app, config } = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' })
    const response = await signUp(app, config, person(1))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ requiresEmailVerification: true })
    const refused = await signIn(app, config, person(1))
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('email_not_verified')
    const mails = await outbox(app, config)
    const link = mails.find((m) => m.subject.includes('Confirm'))?.link ?? ''
    expect(link).toContain('/free/api/auth/verify-email?token=')
    const verified = await app.inject({ url: link.replace(config.publicUrl, '') })
    expect([200, 302]).toContain(verified.statusCode)
    expect((await signIn(app, config, person(1))).statusCode).toBe(200)
  })
})

describe('changing the password', () => {
  const change = (app: FastifyInstance, config: Config, cookie: string | undefined, payload: object) =>
    app.inject({
      method: 'POST',
      url: '/free/api/auth/change-password',
      headers: fromApp(config, cookie),
      payload,
    })

  it('needs the current password and holds the new one to the policy', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const anonymous = await change(app, config, undefined, {
      currentPassword: PASSWORD,
      newPassword: 'fresh sentence here',
      revokeOtherSessions: false,
    })
    expect(anonymous.statusCode).toBe(401)
    const wrong = await change(app, config, ada.cookie, {
      currentPassword: 'not it at all',
      newPassword: 'fresh sentence here',
      revokeOtherSessions: false,
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Your current password is not right.' })
    const common = await change(app, config, ada.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'password123',
      revokeOtherSessions: false,
    })
    expect(common.statusCode).toBe(400)
    expect(common.json().error.fields.newPassword).toMatch(/commonly used/)
    const missing = await change(app, config, ada.cookie, {
      newPassword: 'fresh sentence here',
      revokeOtherSessions: false,
    })
    expect(missing.statusCode).toBe(400)
    const done = await change(app, config, ada.cookie, {
      currentPassword: PASSWORD,
      newPassword: 'fresh sentence here',
      revokeOtherSessions: false,
    })
    expect(done.statusCode).toBe(200)
    expect(
      (await signIn(app, config, { email: 'ada1@example.org', password: 'fresh sentence here' })).statusCode,
    ).toBe(200)
  })

  it('ends the reset and email-change links mailed before it', async () => {
    const { app, config } = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' })
    await signUp(app, config, person(1))
    await app.database.db.updateTable('user').set({ emailVerified: true }).execute()
    const cookie = cookieOf(await signIn(app, config, person(1)))
    await requestReset(app, config, 'ada1@example.org')
    const emailChange = await app.inject({
      method: 'POST',
      url: '/free/api/account/email',
      headers: fromApp(config, cookie),
      payload: { newEmail: 'grace@example.org', currentPassword: PASSWORD },
    })
    expect(emailChange.json().status).toBe('verification_sent')
    const mails = await outbox(app, config)
    const resetLink = mails.find((mail) => mail.subject.includes('Reset'))?.link ?? ''
    const confirmLink = mails.find((mail) => mail.to === 'grace@example.org')?.link ?? ''
    const { token } = await followResetLink(app, config, resetLink)

    const changed = await change(app, config, cookie, {
      currentPassword: PASSWORD,
      newPassword: 'fresh sentence here',
      revokeOtherSessions: false,
    })
    expect(changed.statusCode).toBe(200)
    const reset = await resetPassword(app, config, token, 'an attacker sentence')
    expect(reset.statusCode).toBe(400)
    expect(reset.json().error.code).toBe('invalid_token')
    const confirmed = await app.inject({ url: confirmLink.replace(config.publicUrl, '') })
    expect(confirmed.headers.location).toBe('/free/account/settings?email=invalid')
    expect((await me(app, config, cookie)).json().email).toBe('ada1@example.org')
  })
})

describe('the other endpoints of better-auth', () => {
  it('stay closed until a feature uses them', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    for (const [method, path] of [
      ['POST', 'update-user'],
      ['POST', 'delete-user'],
      ['GET', 'list-sessions'],
      ['POST', 'change-email'],
      ['GET', 'ok'],
    ] as const) {
      const response = await app.inject({
        method,
        url: `/free/api/auth/${path}`,
        headers: fromApp(config, ada.cookie),
        ...(method === 'POST' ? { payload: {} } : {}),
      })
      expect(response.statusCode, path).toBe(404)
    }
  })
})
