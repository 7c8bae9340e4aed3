import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RECOVERY_CODE_COUNT } from '#shared/two-factor.ts'
import { auditEventsFor } from '../db/queries/audit.ts'
import { notificationsOf } from '../db/queries/notifications.ts'
import { findUserByEmail } from '../db/queries/users.ts'
import {
  callApi,
  me,
  outbox,
  PASSWORD,
  person,
  registered,
  setCookieLines,
  signIn,
} from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'
import { authenticatorOf, authPost, codeAt, cookiesAfter, withTwoFactor } from '../test/two-factor-helpers.ts'

// Two-factor sign-in through HTTP, with codes computed by an authenticator of the tests' own
// (otpauth) from the secret Foyer hands out. A code is accepted once, so each step that needs a new
// one moves the clock (only Date: timers and the database run as usual) to the next 30 s period;
// the clock starts mid-period, so no test meets a period's end by chance.

beforeEach(() => {
  const now = Date.now()
  vi.useFakeTimers({ toFake: ['Date'], now: now - (now % 30_000) + 15_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

/** The next period of the authenticator: its codes are new. */
function nextPeriod(periods = 1) {
  vi.setSystemTime(Date.now() + periods * 30_000)
}

async function setUp(env: Record<string, string> = {}) {
  const { app, config, database } = await createTestApp(env)
  const ada = await registered(app, config, person(1))
  const on = await withTwoFactor(app, config, ada.cookie, PASSWORD)
  const user = await findUserByEmail(database.db, ada.email)
  if (!user) throw new Error('no user')
  return { app, config, db: database.db, ada, user, ...on }
}

/** The password step of a sign-in: its cookies, for the code step. */
async function passwordStep(
  app: Awaited<ReturnType<typeof setUp>>['app'],
  config: Awaited<ReturnType<typeof setUp>>['config'],
  options: { rememberMe?: boolean; cookie?: string } = {},
) {
  const response = await signIn(
    app,
    config,
    { email: 'ada1@example.org', password: PASSWORD },
    { rememberMe: options.rememberMe ?? true, headers: options.cookie ? { cookie: options.cookie } : {} },
  )
  return { response, cookie: cookiesAfter(options.cookie ?? '', response) }
}

describe('turning two-factor on', () => {
  it('takes the password, hands out the secret and ten codes, and is on only once a code confirms it', async () => {
    const { app, config, database } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const wrong = await authPost(
      app,
      config,
      '/two-factor/enable',
      { password: 'not the password' },
      ada.cookie,
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toEqual({ password: 'Your password is not right.' })

    const started = await authPost(app, config, '/two-factor/enable', { password: PASSWORD }, ada.cookie)
    expect(started.statusCode).toBe(200)
    expect(started.headers['cache-control']).toBe('no-store')
    const { totpURI, backupCodes } = started.json()
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Foyer:ada1%40example\.org\?secret=[A-Z2-7]+&issuer=Foyer/)
    expect(backupCodes).toHaveLength(RECOVERY_CODE_COUNT)
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/)

    // Not confirmed: signing in asks for no code yet.
    expect((await me(app, config, ada.cookie)).json().twoFactorEnabled).toBe(false)
    const before = await signIn(app, config, ada)
    expect(before.json()).toEqual({ ok: true })

    const authenticator = authenticatorOf(totpURI)
    const bad = await authPost(app, config, '/two-factor/verify-totp', { code: '000000' }, ada.cookie)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields.code).toMatch(/not right/)
    const confirmed = await authPost(
      app,
      config,
      '/two-factor/verify-totp',
      { code: codeAt(authenticator) },
      ada.cookie,
    )
    expect(confirmed.statusCode).toBe(200)
    const cookie = cookiesAfter(ada.cookie, confirmed)
    expect((await me(app, config, cookie)).json().twoFactorEnabled).toBe(true)

    const user = await findUserByEmail(database.db, ada.email)
    const events = (await auditEventsFor(database.db, user?.id ?? '')).map((event) => event.kind)
    expect(events).toContain('two_factor_enabled')
    const bell = await notificationsOf(database.db, user?.id ?? '', 10)
    expect(bell.map((n) => n.title)).toContain('Two-factor sign-in is on')
    const mail = (await outbox(app, config)).filter((m) => m.to === ada.email)
    expect(mail.map((m) => m.subject)).toContain('Foyer: two-factor sign-in is on')
  })

  it('refuses a person who is not signed in, and a second set-up while on', async () => {
    const { app, config, cookie } = await setUp()
    expect((await authPost(app, config, '/two-factor/enable', { password: PASSWORD })).statusCode).toBe(401)
    const again = await authPost(app, config, '/two-factor/enable', { password: PASSWORD }, cookie)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('Two-factor sign-in is on already.')
  })
})

describe('signing in with a code', () => {
  it('asks for a code after the password, and signs in with the code', async () => {
    const { app, config, db, user, authenticator } = await setUp()
    nextPeriod()
    const step = await passwordStep(app, config)
    expect(step.response.statusCode).toBe(200)
    expect(step.response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] })
    // No session yet: the code screen's cookie only.
    expect(setCookieLines(step.response).some((line) => /^foyer\.session_token=[^;]/.test(line))).toBe(false)
    expect((await me(app, config, step.cookie)).statusCode).toBe(401)

    const done = await authPost(
      app,
      config,
      '/two-factor/verify-totp',
      { code: codeAt(authenticator) },
      step.cookie,
    )
    expect(done.statusCode).toBe(200)
    const cookie = cookiesAfter(step.cookie, done)
    expect((await me(app, config, cookie)).json().email).toBe('ada1@example.org')
    const signIns = (await auditEventsFor(db, user.id)).filter((event) => event.kind === 'sign_in')
    expect(signIns[0]?.data).toEqual({ secondFactor: 'authenticator' })
  })

  it('accepts a code once, with one step of drift either way and not two', async () => {
    const { app, config, authenticator } = await setUp()
    // The code that confirmed the app, again at a sign-in within its period: refused as used.
    const replay = await passwordStep(app, config)
    const again = await authPost(
      app,
      config,
      '/two-factor/verify-totp',
      { code: codeAt(authenticator) },
      replay.cookie,
    )
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('code_used')
    // And a code used at a sign-in, at the next one.
    nextPeriod()
    const code = codeAt(authenticator)
    const first = await passwordStep(app, config)
    expect((await authPost(app, config, '/two-factor/verify-totp', { code }, first.cookie)).statusCode).toBe(
      200,
    )
    const second = await passwordStep(app, config)
    expect((await authPost(app, config, '/two-factor/verify-totp', { code }, second.cookie)).statusCode).toBe(
      400,
    )

    nextPeriod(10)

    for (const [steps, status] of [
      [-1, 200],
      [1, 200],
      [-3, 400],
      [3, 400],
    ] as const) {
      const step = await passwordStep(app, config)
      const answer = await authPost(
        app,
        config,
        '/two-factor/verify-totp',
        { code: codeAt(authenticator, steps) },
        step.cookie,
      )
      expect(answer.statusCode, `${steps} steps`).toBe(status)
    }
  })

  it('lets one of two requests with the same code through', async () => {
    const { app, config, authenticator } = await setUp()
    nextPeriod()
    const [one, two] = [await passwordStep(app, config), await passwordStep(app, config)]
    const code = codeAt(authenticator)
    const answers = await Promise.all([
      authPost(app, config, '/two-factor/verify-totp', { code }, one.cookie),
      authPost(app, config, '/two-factor/verify-totp', { code }, two.cookie),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400])
  })

  it('keeps "Keep me signed in" unchecked through the code', async () => {
    const { app, config, db, user, authenticator } = await setUp()
    nextPeriod()
    const step = await passwordStep(app, config, { rememberMe: false })
    const done = await authPost(
      app,
      config,
      '/two-factor/verify-totp',
      { code: codeAt(authenticator) },
      step.cookie,
    )
    expect(done.statusCode).toBe(200)
    const sessions = await db
      .selectFrom('session')
      .select(['rememberMe', 'expiresAt'])
      .where('userId', '=', user.id)
      .orderBy('createdAt', 'desc')
      .execute()
    expect(sessions[0]?.rememberMe).toBe(false)
    expect(new Date(sessions[0]?.expiresAt ?? 0).getTime() - Date.now()).toBeLessThanOrEqual(12 * 3600 * 1000)
  })

  it('counts wrong codes in the account throttle, audits them, and refuses a forged code screen', async () => {
    const { app, config, db, user } = await setUp()
    const step = await passwordStep(app, config)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      const answer = await authPost(app, config, '/two-factor/verify-totp', { code: '000000' }, step.cookie)
      statuses.push(answer.statusCode)
    }
    // Four free failures, then the throttle pauses the account (the password step counted one).
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400])
    expect(statuses.at(-1)).toBe(429)
    const kinds = (await auditEventsFor(db, user.id)).map((event) => event.kind)
    expect(kinds.filter((kind) => kind === 'two_factor_failed').length).toBeGreaterThanOrEqual(3)
    expect(kinds).toContain('sign_in_throttled')

    const forged = await authPost(
      app,
      config,
      '/two-factor/verify-totp',
      { code: '123456' },
      'foyer.two_factor=2fa-made-up.sig',
    )
    expect(forged.statusCode).toBe(401)
    expect(forged.json().error.code).toBe('two_factor_expired')
  })

  it('signs in with a recovery code once, and says how many are left', async () => {
    const { app, config, db, user, backupCodes, ada } = await setUp()
    const [code] = backupCodes
    const step = await passwordStep(app, config)
    const done = await authPost(app, config, '/two-factor/verify-backup-code', { code }, step.cookie)
    expect(done.statusCode).toBe(200)
    expect((await me(app, config, cookiesAfter(step.cookie, done))).statusCode).toBe(200)
    const again = await passwordStep(app, config)
    const reused = await authPost(app, config, '/two-factor/verify-backup-code', { code }, again.cookie)
    expect(reused.statusCode).toBe(400)
    expect(reused.json().error.fields.code).toMatch(/used already/)
    const used = (await auditEventsFor(db, user.id)).find((event) => event.kind === 'recovery_code_used')
    expect(used?.data).toEqual({ left: RECOVERY_CODE_COUNT - 1 })
    const mail = (await outbox(app, config)).filter((m) => m.to === ada.email)
    expect(mail.some((m) => m.text.includes(`${RECOVERY_CODE_COUNT - 1} codes are left`))).toBe(true)
  })

  it('trusts a browser for 30 days when asked, until two-factor is turned off', async () => {
    const { app, config, db, user, authenticator, ada, cookie } = await setUp()
    nextPeriod()
    const step = await passwordStep(app, config)
    const done = await authPost(
      app,
      config,
      '/two-factor/verify-totp',
      { code: codeAt(authenticator), trustDevice: true },
      step.cookie,
    )
    expect(done.statusCode).toBe(200)
    const trust = setCookieLines(done).find((line) => line.startsWith('foyer.trust_device='))
    expect(trust).toMatch(/Max-Age=2592000/)
    expect(trust).toMatch(/HttpOnly/i)
    const browser = cookiesAfter(step.cookie, done)
    // The trusted browser signs in with the password alone.
    const next = await passwordStep(app, config, { cookie: browser })
    expect(next.response.json()).toEqual({ ok: true })
    const signIns = (await auditEventsFor(db, user.id)).filter((event) => event.kind === 'sign_in')
    expect(signIns[0]?.data).toEqual({ secondFactor: 'trusted_browser' })
    expect((await auditEventsFor(db, user.id)).map((event) => event.kind)).toContain('browser_trusted')
    expect((await outbox(app, config)).some((m) => m.to === ada.email && /30 days/.test(m.subject))).toBe(
      true,
    )

    // Turned off and on again from another browser: the trusted one asks for a code again.
    nextPeriod()
    const off = await authPost(
      app,
      config,
      '/two-factor/disable',
      { password: PASSWORD, code: codeAt(authenticator) },
      cookie,
    )
    expect(off.statusCode).toBe(200)
    nextPeriod()
    await withTwoFactor(app, config, cookiesAfter(cookie, off), PASSWORD)
    const after = await passwordStep(app, config, { cookie: next.cookie })
    expect(after.response.json()).toMatchObject({ twoFactorRedirect: true })
  })
})

describe('recovery codes and turning it off', () => {
  it('makes new recovery codes with the password; the old ones stop working', async () => {
    const { app, config, backupCodes, cookie } = await setUp()
    const refused = await authPost(
      app,
      config,
      '/two-factor/generate-backup-codes',
      { password: 'wrong one' },
      cookie,
    )
    expect(refused.statusCode).toBe(400)
    const made = await authPost(
      app,
      config,
      '/two-factor/generate-backup-codes',
      { password: PASSWORD },
      cookie,
    )
    expect(made.statusCode).toBe(200)
    const fresh = made.json().backupCodes as string[]
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT)
    expect(fresh).not.toContain(backupCodes[0])
    const step = await passwordStep(app, config)
    const old = await authPost(
      app,
      config,
      '/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      step.cookie,
    )
    expect(old.statusCode).toBe(400)
    const current = await authPost(
      app,
      config,
      '/two-factor/verify-backup-code',
      { code: fresh[0] },
      step.cookie,
    )
    expect(current.statusCode).toBe(200)
  })

  it('turns off with the password and a code, not with one of them', async () => {
    const { app, config, db, user, authenticator, cookie, backupCodes } = await setUp()
    const noCode = await authPost(
      app,
      config,
      '/two-factor/disable',
      { password: PASSWORD, code: '000000' },
      cookie,
    )
    expect(noCode.statusCode).toBe(400)
    expect(noCode.json().error.fields.code).toMatch(/not right/)
    const noPassword = await authPost(
      app,
      config,
      '/two-factor/disable',
      { password: 'wrong one', code: backupCodes[1] },
      cookie,
    )
    expect(noPassword.statusCode).toBe(400)
    expect(noPassword.json().error.fields.password).toBe('Your password is not right.')
    nextPeriod()
    const off = await authPost(
      app,
      config,
      '/two-factor/disable',
      { password: PASSWORD, code: codeAt(authenticator) },
      cookie,
    )
    expect(off.statusCode).toBe(200)
    const signedIn = cookiesAfter(cookie, off)
    expect((await me(app, config, signedIn)).json().twoFactorEnabled).toBe(false)
    expect((await passwordStep(app, config)).response.json()).toEqual({ ok: true })
    const kinds = (await auditEventsFor(db, user.id)).map((event) => event.kind)
    expect(kinds).toContain('two_factor_disabled')
    const { count } = await db
      .selectFrom('twoFactor')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(count).toBe(0)
  })
})

describe('what administrators decide', () => {
  it('requires two-factor of administrators: one without it may do nothing else until it is set up', async () => {
    const { app, config, database } = await createTestApp()
    const admin = await registered(app, config, person(1))
    const member = await registered(app, config, person(2))
    const people = (cookie: string) => callApi(app, config, cookie, 'GET', '/admin/users')
    const notificationsOfMember = () => callApi(app, config, member.cookie, 'GET', '/notifications')
    expect((await people(admin.cookie)).statusCode).toBe(200)

    const refused = await callApi(app, config, member.cookie, 'PUT', '/admin/security', {
      twoFactorPolicy: 'administrators',
    })
    expect(refused.statusCode).toBe(403)
    const bad = await callApi(app, config, admin.cookie, 'PUT', '/admin/security', {
      twoFactorPolicy: 'some',
    })
    expect(bad.statusCode).toBe(400)
    const set = await callApi(app, config, admin.cookie, 'PUT', '/admin/security', {
      twoFactorPolicy: 'administrators',
    })
    expect(set.json()).toMatchObject({
      twoFactorPolicy: 'administrators',
      administrators: { total: 1, withTwoFactor: 0 },
    })

    // The administrator's session is kept, but answers nothing else until a second factor is set.
    const gated = await people(admin.cookie)
    expect(gated.statusCode).toBe(403)
    expect(gated.json().error.code).toBe('two_factor_required')
    // Nor another way in first, a passkey or a provider, that would go around the second factor.
    const passkey = await callApi(app, config, admin.cookie, 'GET', '/auth/passkey/generate-register-options')
    expect(passkey.statusCode).toBe(403)
    expect(passkey.json().error.code).toBe('two_factor_required')
    const link = await callApi(app, config, admin.cookie, 'POST', '/auth/link-social', { provider: 'oidc' })
    expect(link.statusCode).toBe(403)
    expect(link.json().error.code).toBe('two_factor_required')
    expect((await me(app, config, admin.cookie)).json()).toMatchObject({
      twoFactorRequired: true,
      twoFactorEnabled: false,
    })
    // A member is not asked.
    expect((await notificationsOfMember()).statusCode).toBe(200)
    expect((await me(app, config, member.cookie)).json().twoFactorRequired).toBe(false)

    const { cookie } = await withTwoFactor(app, config, admin.cookie, PASSWORD)
    expect((await people(cookie)).statusCode).toBe(200)

    await callApi(app, config, cookie, 'PUT', '/admin/security', { twoFactorPolicy: 'everyone' })
    expect((await notificationsOfMember()).statusCode).toBe(403)
    const adminUser = await findUserByEmail(database.db, admin.email)
    const audit = (await database.db
      .selectFrom('auditEvent')
      .select(['kind', 'data'])
      .where('actorId', '=', adminUser?.id ?? '')
      .where('kind', '=', 'two_factor_policy_changed')
      // Two changes can share a timestamp; the identity column keeps the order they were made in.
      .orderBy('id')
      .execute()) as { data: unknown }[]
    expect(audit.map((event) => event.data)).toEqual([
      { from: 'nobody', to: 'administrators' },
      { from: 'administrators', to: 'everyone' },
    ])
  })

  it("resets a person's second factor: audited, and the person told in the bell and by email", async () => {
    const { app, config, db, user, ada } = await setUp()
    const admin = await registered(app, config, person(9))
    // The first account is the administrator: make the second one an administrator to act on Ada.
    await db.updateTable('user').set({ role: 'admin' }).where('email', '=', admin.email).execute()
    const reset = await callApi(
      app,
      config,
      admin.cookie,
      'POST',
      `/admin/users/${user.id}/two-factor/reset`,
      {},
    )
    expect(reset.statusCode).toBe(200)
    expect(reset.json().twoFactorEnabled).toBe(false)
    const again = await callApi(
      app,
      config,
      admin.cookie,
      'POST',
      `/admin/users/${user.id}/two-factor/reset`,
      {},
    )
    expect(again.statusCode).toBe(409)
    expect((await passwordStep(app, config)).response.json()).toEqual({ ok: true })
    expect((await auditEventsFor(db, user.id)).map((event) => event.kind)).toContain('two_factor_reset')
    const bell = await notificationsOf(db, user.id, 10)
    expect(bell[0]?.title).toBe('An administrator reset your two-factor sign-in')
    const mail = (await outbox(app, config)).filter((m) => m.to === ada.email)
    expect(mail.some((m) => /Ada Tester9 removed your authenticator app/.test(m.text))).toBe(true)
  })
})

describe('limits', () => {
  it('limits codes per address', async () => {
    const { app, config } = await createTestApp({ RATE_LIMIT: 'true' })
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const answer = await authPost(
        app,
        config,
        '/two-factor/verify-totp',
        { code: '123456' },
        'foyer.two_factor=x.y',
      )
      statuses.push(answer.statusCode)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses[10]).toBe(429)
  })

  it('refuses an oversized or malformed code before anything is tried', async () => {
    const { app, config, cookie } = await setUp()
    for (const code of ['12345', '1234567', 'abcdef', 'x'.repeat(5000), 'x'.repeat(20_000)]) {
      const answer = await authPost(app, config, '/two-factor/disable', { password: PASSWORD, code }, cookie)
      expect(answer.statusCode, code.slice(0, 10)).toBe(code.length > 16_384 ? 413 : 400)
      if (answer.statusCode === 400) expect(answer.json().error.fields.code).toMatch(/recovery code/)
    }
  })
})

describe('passkeys', () => {
  const get = (app: Awaited<ReturnType<typeof createTestApp>>['app'], url: string, cookie = '') =>
    app.inject({ url: `/free/api/auth${url}`, headers: cookie ? { cookie } : {} })

  it('lists a person’s passkeys and makes registration options for the PUBLIC_URL host, signed in only', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    expect((await get(app, '/passkey/list-user-passkeys')).statusCode).toBe(401)
    expect((await get(app, '/passkey/list-user-passkeys', ada.cookie)).json()).toEqual([])
    expect((await get(app, '/passkey/generate-register-options')).statusCode).toBe(401)
    const options = await get(app, '/passkey/generate-register-options', ada.cookie)
    expect(options.statusCode).toBe(200)
    expect(options.headers['cache-control']).toBe('no-store')
    expect(options.json().rp).toEqual({ name: 'Foyer', id: new URL(config.publicUrl).hostname })
    expect(options.json().user.name).toBe(ada.email)
    expect(setCookieLines(options).some((line) => /^foyer\.better-auth-passkey=.*HttpOnly/i.test(line))).toBe(
      true,
    )
  })

  it('refuses a registration without a name, without an answer, or with an answer it cannot check', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const options = await get(app, '/passkey/generate-register-options', ada.cookie)
    const cookie = cookiesAfter(ada.cookie, options)
    const send = (payload: Record<string, unknown>) =>
      authPost(app, config, '/passkey/verify-registration', payload, cookie)
    const noName = await send({ response: { id: 'x' }, name: ' ' })
    expect(noName.statusCode).toBe(400)
    expect(noName.json().error.fields.name).toMatch(/Name this passkey/)
    expect((await send({ name: 'Laptop' })).json().error.message).toBe('The passkey’s answer is missing')
    const forged = await send({
      name: 'Laptop',
      response: { id: 'x', rawId: 'x', type: 'public-key', response: {} },
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.code).toBe('passkey_failed')
    expect((await get(app, '/passkey/list-user-passkeys', ada.cookie)).json()).toEqual([])
  })

  it('refuses a sign-in with a passkey Foyer does not know, and a removal of none', async () => {
    const { app, config } = await createTestApp()
    const options = await get(app, '/passkey/generate-authenticate-options')
    expect(options.statusCode).toBe(200)
    expect(options.json().rpId).toBe(new URL(config.publicUrl).hostname)
    const unknown = await authPost(
      app,
      config,
      '/passkey/verify-authentication',
      { response: { id: 'made-up', rawId: 'made-up', type: 'public-key', response: {} } },
      cookiesAfter('', options),
    )
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().error.code).toBe('passkey_unknown')
    const ada = await registered(app, config, person(1))
    const none = await authPost(app, config, '/passkey/delete-passkey', { id: 'nope' }, ada.cookie)
    expect(none.statusCode).toBe(404)
  })
})
