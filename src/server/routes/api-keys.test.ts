import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Config } from '../config.ts'
import { auditEventsFor } from '../db/queries/audit.ts'
import type { DB } from '../db/schema.ts'
import {
  callApi as call,
  cookieOf,
  followResetLink,
  me,
  outbox,
  person,
  registered,
  requestReset,
  resetPassword,
  signIn,
} from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'

// Personal API keys through HTTP: made shown once, listed without the key, scoped, refused outside
// their scope, after revocation, for a banned or deleted owner, and never with a cookie or CSRF.

async function instance(env: Record<string, string> = {}) {
  const { app, config, database } = await createTestApp(env)
  const admin = await registered(app, config, person('admin'))
  const member = await registered(app, config, person('member'))
  const adminId = (await me(app, config, admin.cookie)).json().id as string
  const memberId = (await me(app, config, member.cookie)).json().id as string
  return { app, config, database, admin: { ...admin, id: adminId }, member: { ...member, id: memberId } }
}

async function makeKey(
  app: FastifyInstance,
  config: Config,
  cookie: string,
  body: Record<string, unknown> = { name: 'Script', scopes: ['read:people'], expiresInDays: 30 },
) {
  const made = await call(app, config, cookie, 'POST', '/account/api-keys', body)
  expect(made.statusCode, made.body).toBe(201)
  return made.json() as { key: string; apiKey: { id: string; start: string; scopes: string[] } }
}

/**
 * The owner's key uses in the audit log, newest first, once there are at least `count`: a use is
 * written after its answer has gone, so it can land just after the client has read that answer.
 */
async function keyUses(db: Kysely<DB>, ownerId: string, count: number) {
  const uses = async () => (await auditEventsFor(db, ownerId)).filter((e) => e.kind === 'api_key_used')
  await expect.poll(async () => (await uses()).length).toBeGreaterThanOrEqual(count)
  return uses()
}

/** A request as a script sends it: the key, no cookie, no Origin. */
function withKey(
  app: FastifyInstance,
  config: Config,
  key: string,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  path: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({
    method,
    url: `${config.basePath}/api${path}`,
    headers: {
      authorization: `Bearer ${key}`,
      ...(payload ? { 'content-type': 'application/json' } : {}),
    },
    ...(payload ? { payload } : {}),
  })
}

describe('API keys', () => {
  it('are shown once, listed with their start and last use, and act as their owner within their scopes', async () => {
    const { app, config, admin, database } = await instance()
    const { key, apiKey } = await makeKey(app, config, admin.cookie, {
      name: 'People sync',
      scopes: ['read:people', 'read:audit'],
      expiresInDays: 30,
    })
    expect(key).toMatch(/^foyer_[A-Za-z]{64}$/)
    expect(apiKey.start).toHaveLength(12)
    expect(key.startsWith(apiKey.start)).toBe(true)
    expect(apiKey.scopes).toEqual(['read:people', 'read:audit'])

    const listed = await call(app, config, admin.cookie, 'GET', '/account/api-keys')
    expect(listed.body).not.toContain(key)
    const [row] = listed.json().items
    expect(row).toMatchObject({ id: apiKey.id, name: 'People sync', lastUsedAt: null })
    expect(new Date(row.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000)
    // Stored hashed: the key itself is nowhere in the table.
    const stored = await database.db.selectFrom('apikey').select('key').executeTakeFirstOrThrow()
    expect(stored.key).not.toContain(key.slice(6))

    const people = await withKey(app, config, key, 'GET', '/admin/users')
    expect(people.statusCode, people.body).toBe(200)
    expect(people.json().items.map((p: { email: string }) => p.email)).toContain(admin.email)
    const audit = await withKey(app, config, key, 'GET', '/admin/audit?limit=5')
    expect(audit.statusCode).toBe(200)

    const used = (await call(app, config, admin.cookie, 'GET', '/account/api-keys')).json().items[0]
    expect(used.lastUsedAt).not.toBeNull()
    // Every use is in the audit log, by key.
    const events = await keyUses(database.db, admin.id, 2)
    expect(events[0]?.data).toMatchObject({ apiKeyId: apiKey.id, apiKeyName: 'People sync', status: 200 })
  })

  it('are refused outside their scope, on routes that take none, and after revocation', async () => {
    const { app, config, admin, member } = await instance()
    const { key, apiKey } = await makeKey(app, config, admin.cookie)

    const ban = await withKey(app, config, key, 'POST', `/admin/users/${member.id}/ban`, {
      reason: 'x',
      expiresAt: null,
      showReason: false,
    })
    expect(ban.statusCode).toBe(403)
    expect(ban.json().error).toMatchObject({ code: 'insufficient_scope' })
    expect(ban.json().error.message).toContain('write:people')

    // Account routes, the auth adapter and key management take no key.
    for (const [method, path] of [
      ['GET', '/me'],
      ['GET', '/account/api-keys'],
      ['POST', '/account/api-keys'],
      ['GET', '/auth/get-session'],
      ['POST', `/admin/users/${member.id}/impersonate`],
    ] as const) {
      const refused = await withKey(app, config, key, method, path, method === 'POST' ? {} : undefined)
      expect(refused.statusCode, `${method} ${path}`).toBe(403)
      expect(refused.json().error.code).toBe('api_key_not_allowed')
    }

    // The key with its last character changed (to another one: a key may end in x).
    const wrong = await withKey(
      app,
      config,
      `${key.slice(0, -1)}${key.endsWith('x') ? 'y' : 'x'}`,
      'GET',
      '/admin/users',
    )
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.code).toBe('invalid_api_key')

    const revoked = await call(app, config, admin.cookie, 'DELETE', `/account/api-keys/${apiKey.id}`)
    expect(revoked.statusCode).toBe(204)
    expect((await withKey(app, config, key, 'GET', '/admin/users')).statusCode).toBe(401)
    // Twice: gone already.
    expect(
      (await call(app, config, admin.cookie, 'DELETE', `/account/api-keys/${apiKey.id}`)).statusCode,
    ).toBe(404)
  })

  it('write:people changes people without a cookie or an Origin, and the change is audited by key', async () => {
    const { app, config, admin, member, database } = await instance()
    const { key, apiKey } = await makeKey(app, config, admin.cookie, {
      name: 'Onboarding',
      scopes: ['write:people'],
      expiresInDays: 365,
    })
    expect(apiKey).toMatchObject({ scopes: ['write:people'] })
    const changed = await withKey(app, config, key, 'POST', `/admin/users/${member.id}/ban`, {
      reason: 'Left the team',
      expiresAt: null,
      showReason: false,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().status).toBe('banned')
    const events = await auditEventsFor(database.db, member.id)
    expect(events.find((e) => e.kind === 'banned')).toMatchObject({ actorId: admin.id })
    const [use] = await keyUses(database.db, admin.id, 1)
    expect(use?.data).toMatchObject({ apiKeyId: apiKey.id, method: 'POST', status: 200 })
    // A cookie beside the key changes nothing: the key decides, and a bad key is refused.
    const mixed = await app.inject({
      method: 'GET',
      url: `${config.basePath}/api/admin/users`,
      headers: { authorization: 'Bearer foyer_nope', cookie: admin.cookie },
    })
    expect(mixed.statusCode).toBe(401)
    // Another scheme is not Foyer's (a proxy's Basic authentication in front): the cookie counts.
    const behindProxy = await app.inject({
      method: 'GET',
      url: `${config.basePath}/api/admin/users`,
      headers: { authorization: 'Basic dXNlcjpwYXNz', cookie: admin.cookie },
    })
    expect(behindProxy.statusCode).toBe(200)
  })

  it('a member may give only the scopes their role allows, and sees only their own keys', async () => {
    const { app, config, member, admin } = await instance()
    const refused = await call(app, config, member.cookie, 'POST', '/account/api-keys', {
      name: 'Too much',
      scopes: ['read:people'],
      expiresInDays: 7,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields.scopes).toContain('read:people')
    const bad = await call(app, config, member.cookie, 'POST', '/account/api-keys', {
      name: ' ',
      scopes: [],
      expiresInDays: 400,
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['expiresInDays', 'name', 'scopes'])
    // Every key ends: none is made without an expiry.
    const endless = await call(app, config, member.cookie, 'POST', '/account/api-keys', {
      name: 'Forever',
      scopes: ['read:notifications'],
      expiresInDays: null,
    })
    expect(endless.statusCode).toBe(400)
    expect(Object.keys(endless.json().error.fields)).toEqual(['expiresInDays'])

    const { key } = await makeKey(app, config, member.cookie, {
      name: 'Bell',
      scopes: ['read:notifications'],
      expiresInDays: 7,
    })
    await makeKey(app, config, admin.cookie)
    const mine = (await call(app, config, member.cookie, 'GET', '/account/api-keys')).json().items
    expect(mine.map((k: { name: string }) => k.name)).toEqual(['Bell'])
    const bell = await withKey(app, config, key, 'GET', '/notifications?limit=5')
    expect(bell.statusCode, bell.body).toBe(200)
    // The key cannot reach past its owner's role, whatever it was given.
    expect((await withKey(app, config, key, 'GET', '/admin/users')).statusCode).toBe(403)
  })

  it('an administrator sees and revokes anyone’s keys; a banned or deleted owner’s keys are refused', async () => {
    const { app, config, admin, member, database } = await instance()
    const own = await makeKey(app, config, member.cookie, {
      name: 'Member script',
      scopes: ['read:notifications'],
      expiresInDays: 90,
    })
    const all = (await call(app, config, admin.cookie, 'GET', '/admin/api-keys')).json().items
    expect(all).toEqual([
      expect.objectContaining({ name: 'Member script', owner: expect.objectContaining({ id: member.id }) }),
    ])
    expect((await call(app, config, member.cookie, 'GET', '/admin/api-keys')).statusCode).toBe(403)

    await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/ban`, {
      reason: 'Leaked a key',
      expiresAt: null,
      showReason: false,
    })
    const banned = await withKey(app, config, own.key, 'GET', '/notifications')
    expect(banned.statusCode).toBe(403)
    expect(banned.json().error.code).toBe('banned')
    await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/unban`, {})
    expect((await withKey(app, config, own.key, 'GET', '/notifications')).statusCode).toBe(200)

    const revoked = await call(app, config, admin.cookie, 'DELETE', `/admin/api-keys/${own.apiKey.id}`)
    expect(revoked.statusCode).toBe(204)
    expect((await withKey(app, config, own.key, 'GET', '/notifications')).statusCode).toBe(401)
    const events = await auditEventsFor(database.db, member.id)
    expect(events.find((e) => e.kind === 'api_key_revoked')).toMatchObject({ actorId: admin.id })

    // The ban ended the member's sessions; keys outlive them (a key is not a session).
    const again = cookieOf(await signIn(app, config, member))
    const second = await makeKey(app, config, again, {
      name: 'Another',
      scopes: ['read:notifications'],
      expiresInDays: 7,
    })
    expect((await call(app, config, admin.cookie, 'DELETE', `/admin/users/${member.id}`)).statusCode).toBe(
      200,
    )
    expect((await withKey(app, config, second.key, 'GET', '/notifications')).statusCode).toBe(401)
  })

  it('have their own rate limit, answered 429 with Retry-After', async () => {
    const { app, config, admin } = await instance({ RATE_LIMIT: 'true' })
    const { key } = await makeKey(app, config, admin.cookie)
    let last = 0
    for (let i = 0; i < 301; i++)
      last = (await withKey(app, config, key, 'GET', '/admin/users?limit=1')).statusCode
    expect(last).toBe(429)
    const limited = await withKey(app, config, key, 'GET', '/admin/users?limit=1')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().error.code).toBe('rate_limited')
  })
})

describe('wrong API keys', () => {
  it('are throttled per client address, and a right key from elsewhere still works', async () => {
    const { app, config, admin } = await instance({ RATE_LIMIT: 'true' })
    const { key } = await makeKey(app, config, admin.cookie)
    const from = (remoteAddress: string, bearer: string) =>
      app.inject({
        url: `${config.basePath}/api/admin/users?limit=1`,
        headers: { authorization: `Bearer ${bearer}` },
        remoteAddress,
      })
    // Keys that are not this one: they end in a character no key is written with.
    const guess = (n: number) => `${key.slice(0, -4)}${String(n).padStart(3, '0')}!`
    const guesses: number[] = []
    for (let n = 0; n < 20; n++) guesses.push((await from('203.0.113.7', guess(n))).statusCode)
    expect(new Set(guesses)).toEqual(new Set([401]))
    const limited = await from('203.0.113.7', guess(20))
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json().error.message).toMatch(/^Too many wrong API keys from this address/)
    // Not even the right key is looked up from there until the window ends; from elsewhere it works.
    expect((await from('203.0.113.7', key)).statusCode).toBe(429)
    expect((await from('198.51.100.9', key)).statusCode).toBe(200)
  })
})

describe('the audit log for a SIEM', () => {
  it('is exported as JSON lines and CSV with a read:audit key, oldest first, from after an id', async () => {
    const { app, config, admin, database } = await instance()
    const { key } = await makeKey(app, config, admin.cookie, {
      name: 'SIEM',
      scopes: ['read:audit'],
      expiresInDays: 365,
    })
    const jsonl = await withKey(app, config, key, 'GET', '/admin/audit/export')
    expect(jsonl.statusCode, jsonl.body).toBe(200)
    expect(jsonl.headers['content-type']).toContain('application/x-ndjson')
    const entries = jsonl.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { id: string; kind: string })
    expect(entries.length).toBeGreaterThanOrEqual(3)
    const ids = entries.map((e) => Number(e.id))
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(entries.map((e) => e.kind)).toContain('api_key_created')

    const lastId = ids.at(-1)
    await keyUses(database.db, admin.id, 1)
    const since = await withKey(app, config, key, 'GET', `/admin/audit/export?after=${lastId}`)
    // Only what came since: the first export's own use.
    const newer = since.body.trim().split('\n').filter(Boolean)
    expect(newer.map((line) => JSON.parse(line).kind)).toEqual(['api_key_used'])

    const csv = await withKey(app, config, key, 'GET', '/admin/audit/export?format=csv&kind=sign_up')
    expect(csv.headers['content-type']).toContain('text/csv')
    const [header, ...rows] = csv.body.trim().split('\r\n')
    expect(header).toBe(
      '"id","createdAt","kind","actorId","actorName","targetType","targetId","targetName","ipAddress","userAgent","data"',
    )
    expect(rows).toHaveLength(2)
    expect(rows.every((row) => row.split(',')[2] === '"sign_up"')).toBe(true)

    // What a stranger writes into the log (a browser's name) stays one text cell where a spreadsheet
    // splits cells at `;` (German, French), not formulas.
    const failed = await signIn(
      app,
      config,
      { email: person('admin').email, password: 'not the password' },
      { headers: { 'user-agent': 'x;=1+1;@SUM(2+2)' } },
    )
    expect(failed.statusCode).toBe(401)
    const failures = await withKey(
      app,
      config,
      key,
      'GET',
      '/admin/audit/export?format=csv&kind=sign_in_failed',
    )
    const [failure] = failures.body.trim().split('\r\n').slice(1)
    expect(failure).toContain(',"x;=1+1;@SUM(2+2)",')

    const bad = await withKey(app, config, key, 'GET', '/admin/audit/export?format=xml&after=-1')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['after', 'format'])
  })
  it('tells its owner in the bell and by email, and ends at a password reset with the others', async () => {
    const { app, config, database, member } = await instance()
    const { key } = await makeKey(app, config, member.cookie, {
      name: 'Bell script',
      scopes: ['read:notifications'],
      expiresInDays: 30,
    })
    const mail = (await outbox(app, config)).find(
      (sent) => sent.to === member.email && sent.subject === 'Foyer: an API key was made for your account',
    )
    expect(mail?.text).toContain('"Bell script" acts as you with the scopes read:notifications until')
    const bell = await withKey(app, config, key, 'GET', '/notifications')
    expect(bell.statusCode).toBe(200)
    expect(bell.json().items[0]).toMatchObject({
      title: 'An API key was made for your account',
      link: '/account/settings#api-keys',
    })
    await makeKey(app, config, member.cookie, {
      name: 'Other',
      scopes: ['read:notifications'],
      expiresInDays: 7,
    })

    await requestReset(app, config, member.email)
    // The reset mail is the one with a link (the keys' mails may be written in either order with it).
    const link =
      (await outbox(app, config)).findLast((sent) => sent.to === member.email && sent.link)?.link ?? ''
    const { token } = await followResetLink(app, config, link)
    expect((await resetPassword(app, config, token, 'a brand new pass phrase')).statusCode).toBe(200)
    expect((await withKey(app, config, key, 'GET', '/notifications')).statusCode).toBe(401)
    expect(
      await database.db.selectFrom('apikey').select('id').where('referenceId', '=', member.id).execute(),
    ).toEqual([])
    const events = await auditEventsFor(database.db, member.id)
    expect(events.find((event) => event.kind === 'password_reset')?.data).toMatchObject({ apiKeysEnded: 2 })
  })
})

describe('signing out everywhere', () => {
  const bellKey = { name: 'Bell script', scopes: ['read:notifications'], expiresInDays: 30 }
  it('keeps the keys unless asked, then ends them and says how many: the person’s and an administrator’s', async () => {
    const { app, config, admin, member } = await instance()
    const { key } = await makeKey(app, config, member.cookie, bellKey)
    const { key: second } = await makeKey(app, config, member.cookie, bellKey)
    const laptop = cookieOf(await signIn(app, config, member))
    const listed = await call(app, config, admin.cookie, 'GET', `/admin/users/${member.id}`)
    expect(listed.json()).toMatchObject({ sessions: 2, apiKeys: 2 })

    const kept = await call(app, config, laptop, 'POST', '/account/sessions/revoke-others', {})
    expect(kept.json()).toEqual({ revoked: 1, apiKeysEnded: 0 })
    expect((await withKey(app, config, key, 'GET', '/notifications')).statusCode).toBe(200)
    const ended = await call(app, config, laptop, 'POST', '/account/sessions/revoke-others', {
      endApiKeys: true,
    })
    expect(ended.json()).toEqual({ revoked: 0, apiKeysEnded: 2 })
    expect((await withKey(app, config, key, 'GET', '/notifications')).statusCode).toBe(401)
    expect((await withKey(app, config, second, 'GET', '/notifications')).statusCode).toBe(401)
    const own = (await auditEventsFor(app.database.db, member.id)).filter(
      (e) => e.kind === 'sessions_revoked',
    )
    expect(own.map((event) => event.data)).toEqual(
      expect.arrayContaining([
        { revoked: 1, apiKeysEnded: 0 },
        { revoked: 0, apiKeysEnded: 2 },
      ]),
    )

    const { key: third } = await makeKey(app, config, laptop, bellKey)
    const byAdmin = await call(
      app,
      config,
      admin.cookie,
      'POST',
      `/admin/users/${member.id}/revoke-sessions`,
      {
        endApiKeys: true,
      },
    )
    expect(byAdmin.json()).toEqual({ revoked: 1, apiKeysEnded: 1 })
    expect((await withKey(app, config, third, 'GET', '/notifications')).statusCode).toBe(401)
    expect((await call(app, config, admin.cookie, 'GET', `/admin/users/${member.id}`)).json()).toMatchObject({
      sessions: 0,
      apiKeys: 0,
    })
    const refused = await call(
      app,
      config,
      admin.cookie,
      'POST',
      `/admin/users/${member.id}/revoke-sessions`,
      {
        endApiKeys: 'yes',
      },
    )
    expect(refused.statusCode).toBe(400)
  })
})
