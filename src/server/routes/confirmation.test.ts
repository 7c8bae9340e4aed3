import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { CONFIRMATION_MINUTES } from '#shared/confirmation.ts'
import type { Config } from '../config.ts'
import {
  callApi as call,
  cookieOf,
  me,
  outbox,
  PASSWORD,
  person,
  registered,
  signIn,
  signUp,
  unconfirmed,
} from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'
import { codeAt, withTwoFactor } from '../test/two-factor-helpers.ts'

// "Confirm it's you" through HTTP: every sensitive change refused to a session that was not
// confirmed lately, each way of confirming (password, authenticator app, emailed code, passkey),
// codes that work once, and what an API key or an administrator acting as someone never gets.

async function instance() {
  const { app, config, database } = await createTestApp()
  const admin = await registered(app, config, person('admin'))
  const member = await registered(app, config, person('member'))
  const memberId = (await me(app, config, member.cookie)).json().id as string
  return { app, config, db: database.db, admin, member: { ...member, id: memberId } }
}

/** The codes emailed to an address so far, in no particular order. */
async function emailedCodes(app: FastifyInstance, config: Config, email: string): Promise<string[]> {
  return (await outbox(app, config))
    .filter((sent) => sent.to === email)
    .map((sent) => /^(\d{6}) is your Foyer confirmation code$/.exec(sent.subject)?.[1])
    .filter((code): code is string => code !== undefined)
}

const confirm = (app: FastifyInstance, config: Config, cookie: string, body: unknown) =>
  call(app, config, cookie, 'POST', '/account/confirmation', body)

describe('Confirm it’s you', () => {
  it('refuses every sensitive change to a session signed in more than ten minutes ago, until it confirms', async () => {
    const { app, config, admin, member } = await instance()
    await unconfirmed(app, config, admin.cookie, CONFIRMATION_MINUTES + 1)
    const asks = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', path: string, body?: unknown) => {
      const response = await call(app, config, admin.cookie, method, path, body)
      expect(response.statusCode, `${method} ${path}: ${response.body}`).toBe(403)
      expect(response.json().error).toMatchObject({
        code: 'confirmation_required',
        message: 'Confirm it’s you to continue.',
      })
    }
    await asks('POST', '/account/api-keys', { name: 'Script', scopes: ['read:people'], expiresInDays: 30 })
    await asks('GET', '/auth/passkey/generate-register-options')
    await asks('POST', '/auth/passkey/verify-registration', { name: 'Laptop', response: { id: 'x' } })
    await asks('POST', '/account/email', { newEmail: 'someone.else@example.org' })
    await asks('POST', '/account/delete', {})
    await asks('PATCH', `/admin/users/${member.id}/role`, { role: 'admin' })
    await asks('POST', '/admin/invitations', { email: 'new.admin@example.org', role: 'admin' })
    await asks('POST', `/admin/users/${member.id}/impersonate`, {})
    await asks('PUT', '/admin/security', { twoFactorPolicy: 'everyone' })
    // Nothing was done meanwhile.
    expect((await call(app, config, admin.cookie, 'GET', '/account/api-keys')).json().items).toEqual([])
    expect((await call(app, config, admin.cookie, 'GET', `/admin/users/${member.id}`)).json().role).toBe(
      'member',
    )
    // A demotion, a member's invitation and the rest of the account need nothing more.
    const invited = await call(app, config, admin.cookie, 'POST', '/admin/invitations', {
      email: 'new.member@example.org',
      role: 'member',
    })
    expect(invited.statusCode, invited.body).toBe(200)

    const ways = await call(app, config, admin.cookie, 'GET', '/account/confirmation')
    expect(ways.headers['cache-control']).toBe('no-store')
    expect(ways.json()).toEqual({
      confirmedUntil: null,
      password: true,
      passkey: false,
      authenticator: false,
      email: expect.stringMatching(/^.{1,2}••••@example\.org$/),
      providers: [],
    })
    const wrong = await confirm(app, config, admin.cookie, {
      method: 'password',
      password: 'not my password',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toEqual({ password: 'Your password is not right.' })
    const right = await confirm(app, config, admin.cookie, { method: 'password', password: PASSWORD })
    expect(right.statusCode, right.body).toBe(200)
    const until = new Date(right.json().confirmedUntil).getTime()
    expect(until - Date.now()).toBeGreaterThan((CONFIRMATION_MINUTES - 1) * 60_000)
    expect(until - Date.now()).toBeLessThanOrEqual(CONFIRMATION_MINUTES * 60_000)
    const made = await call(app, config, admin.cookie, 'POST', '/account/api-keys', {
      name: 'Script',
      scopes: ['read:people'],
      expiresInDays: 30,
    })
    expect(made.statusCode, made.body).toBe(201)
    const promoted = await call(app, config, admin.cookie, 'PATCH', `/admin/users/${member.id}/role`, {
      role: 'admin',
    })
    expect(promoted.statusCode, promoted.body).toBe(200)
  })

  it('counts a sign-in as a confirmation, and not a sign-up: a new account has proved nothing yet', async () => {
    const { app, config } = await createTestApp()
    const newcomer = person('newcomer')
    const signedUp = cookieOf(await signUp(app, config, newcomer))
    const key = { name: 'Script', scopes: ['read:people'], expiresInDays: 30 }
    const first = await call(app, config, signedUp, 'POST', '/account/api-keys', key)
    expect(first.json().error.code).toBe('confirmation_required')
    const signedIn = cookieOf(await signIn(app, config, newcomer))
    expect((await call(app, config, signedIn, 'POST', '/account/api-keys', key)).statusCode).toBe(201)
  })

  it('lets the password sent with an email change or a deletion stand for the confirmation', async () => {
    const { app, config, member } = await instance()
    await unconfirmed(app, config, member.cookie, CONFIRMATION_MINUTES + 1)
    const wrong = await call(app, config, member.cookie, 'POST', '/account/email', {
      newEmail: 'member.new@example.org',
      currentPassword: 'not my password',
    })
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'Your password is not right.' })
    const changed = await call(app, config, member.cookie, 'POST', '/account/email', {
      newEmail: 'member.new@example.org',
      currentPassword: PASSWORD,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    // …and it counts as a confirmation for what follows.
    expect(
      (await call(app, config, member.cookie, 'GET', '/account/confirmation')).json().confirmedUntil,
    ).not.toBeNull()
  })

  it('confirms with a code emailed to the current address, once, and only in the session that asked', async () => {
    const { app, config, admin, member } = await instance()
    await unconfirmed(app, config, member.cookie, CONFIRMATION_MINUTES + 1)
    expect(
      (await call(app, config, member.cookie, 'POST', '/account/confirmation/email-code', {})).statusCode,
    ).toBe(200)
    const [code = ''] = await emailedCodes(app, config, member.email)
    const mail = (await outbox(app, config)).find((sent) => sent.to === member.email)
    expect(mail?.subject).toBe(`${code} is your Foyer confirmation code`)
    expect(mail?.text).toContain(`within 10 minutes:\n\n${code}\n`)
    const wrongCode = code === '000000' ? '000001' : '000000'
    const wrong = await confirm(app, config, member.cookie, { method: 'email', code: wrongCode })
    expect(wrong.json().error).toMatchObject({ code: 'invalid_code', fields: { code: expect.any(String) } })
    // Another session of someone else cannot use it.
    expect((await confirm(app, config, admin.cookie, { method: 'email', code })).statusCode).toBe(400)
    const right = await confirm(app, config, member.cookie, {
      method: 'email',
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    })
    expect(right.statusCode, right.body).toBe(200)
    await unconfirmed(app, config, member.cookie, CONFIRMATION_MINUTES + 1)
    expect((await confirm(app, config, member.cookie, { method: 'email', code })).statusCode).toBe(400)
    // A code asked for again replaces the one before (mails are told apart by content: two written
    // in the same millisecond have no order in the outbox).
    const sent = await emailedCodes(app, config, member.email)
    await call(app, config, member.cookie, 'POST', '/account/confirmation/email-code', {})
    const [earlier = ''] = (await emailedCodes(app, config, member.email)).filter(
      (one) => !sent.includes(one),
    )
    await call(app, config, member.cookie, 'POST', '/account/confirmation/email-code', {})
    const seen = [...sent, earlier]
    const [latest = earlier] = (await emailedCodes(app, config, member.email)).filter(
      (one) => !seen.includes(one),
    )
    if (earlier !== latest)
      expect((await confirm(app, config, member.cookie, { method: 'email', code: earlier })).statusCode).toBe(
        400,
      )
    expect((await confirm(app, config, member.cookie, { method: 'email', code: latest })).statusCode).toBe(
      200,
    )
  })

  it('confirms with the authenticator app’s code, each code once', async () => {
    const { app, config, member } = await instance()
    const { authenticator, cookie } = await withTwoFactor(app, config, member.cookie, PASSWORD)
    await unconfirmed(app, config, cookie, CONFIRMATION_MINUTES + 1)
    expect((await call(app, config, cookie, 'GET', '/account/confirmation')).json()).toMatchObject({
      authenticator: true,
    })
    const code = codeAt(authenticator, 1)
    expect((await confirm(app, config, cookie, { method: 'authenticator', code })).statusCode).toBe(200)
    const again = await confirm(app, config, cookie, { method: 'authenticator', code })
    expect(again.json().error.code).toBe('code_used')
  })

  it('offers a passkey challenge of the person’s own passkeys only, and refuses a forged answer', async () => {
    const { app, config, db, admin, member } = await instance()
    const none = await call(app, config, member.cookie, 'POST', '/account/confirmation/passkey-options', {})
    expect(none.json().error.code).toBe('no_passkey')
    const owners = await db.selectFrom('user').select(['id', 'email']).execute()
    // Credential ids are base64url, as browsers make them.
    const credential = (email: string) => Buffer.from(`credential of ${email}`).toString('base64url')
    for (const owner of owners)
      await db
        .insertInto('passkey')
        .values({
          id: `pk-${owner.email}`,
          name: 'Laptop',
          publicKey: Buffer.from('not a key').toString('base64'),
          userId: owner.id,
          credentialID: credential(owner.email),
          counter: 0,
          deviceType: 'singleDevice',
          backedUp: false,
          transports: 'internal',
        })
        .execute()
    const options = await call(
      app,
      config,
      member.cookie,
      'POST',
      '/account/confirmation/passkey-options',
      {},
    )
    expect(options.statusCode, options.body).toBe(200)
    expect(options.json()).toMatchObject({
      rpId: new URL(config.publicUrl).hostname,
      allowCredentials: [{ id: credential(member.email), type: 'public-key' }],
    })
    const forged = {
      id: `cred-${member.email}`,
      rawId: `cred-${member.email}`,
      type: 'public-key',
      response: {},
    }
    const refused = await confirm(app, config, member.cookie, { method: 'passkey', response: forged })
    expect(refused.json().error.code).toBe('passkey_failed')
    // Someone else's passkey is no proof for this person.
    await call(app, config, member.cookie, 'POST', '/account/confirmation/passkey-options', {})
    const theirs = { ...forged, id: credential(admin.email), rawId: credential(admin.email) }
    expect(
      (await confirm(app, config, member.cookie, { method: 'passkey', response: theirs })).json().error.code,
    ).toBe('passkey_failed')
  })

  it('never lets an API key grant administration, however fresh its owner’s session', async () => {
    const { app, config, admin, member } = await instance()
    const made = await call(app, config, admin.cookie, 'POST', '/account/api-keys', {
      name: 'People script',
      scopes: ['write:people'],
      expiresInDays: 30,
    })
    const { key } = made.json() as { key: string }
    const withKey = (method: 'PATCH' | 'POST', path: string, payload: Record<string, unknown>) =>
      app.inject({
        method,
        url: `${config.basePath}/api${path}`,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        payload,
      })
    const promoted = await withKey('PATCH', `/admin/users/${member.id}/role`, { role: 'admin' })
    expect(promoted.statusCode).toBe(403)
    expect(promoted.json().error.code).toBe('not_with_api_key')
    const invited = await withKey('POST', '/admin/invitations', {
      email: 'key.admin@example.org',
      role: 'admin',
    })
    expect(invited.json().error.code).toBe('not_with_api_key')
    // A member's invitation is the key's to send.
    expect(
      (await withKey('POST', '/admin/invitations', { email: 'key.member@example.org', role: 'member' }))
        .statusCode,
    ).toBe(200)
  })

  it('is not for an administrator acting as someone: they cannot prove to be that person', async () => {
    const { app, config, admin, member } = await instance()
    const started = await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/impersonate`, {})
    expect(started.statusCode, started.body).toBe(200)
    const actingCookie = started.headers['set-cookie']
    const cookie = (Array.isArray(actingCookie) ? actingCookie : [actingCookie ?? ''])
      .map((line) => line.split(';')[0] ?? '')
      .filter((pair) => !pair.endsWith('='))
      .join('; ')
    const ways = await call(app, config, cookie, 'GET', '/account/confirmation')
    expect(ways.json().error.code).toBe('impersonating')
    const sent = await call(app, config, cookie, 'POST', '/account/confirmation/email-code', {})
    expect(sent.json().error.code).toBe('impersonating')
    const changed = await call(app, config, cookie, 'POST', '/account/email', {
      newEmail: 'taken.over@example.org',
    })
    expect(changed.json().error.code).toBe('impersonating')
  })
})
