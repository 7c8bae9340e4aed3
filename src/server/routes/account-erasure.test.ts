import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import type { Config } from '../config.ts'
import {
  cookieOf,
  fromApp,
  me,
  outbox,
  PASSWORD,
  person,
  registered,
  signIn,
  signUp,
} from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'
import { EXPORT_LIMITS } from './account.ts'

// What an account's deletion leaves behind (docs/decisions/015), what a person reads of their own
// trail, and the data export's limits (docs/decisions/016), through HTTP.

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

function call(
  app: FastifyInstance,
  config: Config,
  cookie: string,
  method: Method,
  path: string,
  payload?: unknown,
  remoteAddress = '10.0.0.1',
) {
  return app.inject({
    method,
    url: `${config.basePath}/api${path}`,
    remoteAddress,
    ...(payload === undefined
      ? { headers: { origin: config.publicUrl, cookie } }
      : { headers: fromApp(config, cookie), payload: payload as Record<string, unknown> }),
  })
}

const idOf = async (app: FastifyInstance, config: Config, cookie: string) =>
  (await me(app, config, cookie)).json().id as string

describe('deleting an account', () => {
  it('keeps what an administrator did to others, under a pseudonym, and erases what was theirs', async () => {
    const { app, config, database } = await createTestApp()
    const db = database.db
    const admin = await registered(app, config, person('admin'))
    const other = await registered(app, config, person('other'))
    const member = await registered(app, config, person('member'))
    const adminId = await idOf(app, config, admin.cookie)
    const otherId = await idOf(app, config, other.cookie)
    const memberId = await idOf(app, config, member.cookie)
    const office = '10.9.9.9'
    const promoted = await call(
      app,
      config,
      admin.cookie,
      'PATCH',
      `/admin/users/${otherId}/role`,
      { role: 'admin' },
      office,
    )
    expect(promoted.statusCode).toBe(200)
    const banned = await call(
      app,
      config,
      admin.cookie,
      'POST',
      `/admin/users/${memberId}/ban`,
      { reason: 'Sent spam to everyone', expiresAt: null, showReason: false },
      office,
    )
    expect(banned.statusCode).toBe(200)

    const deleted = await call(app, config, admin.cookie, 'POST', '/account/delete', { password: PASSWORD })
    expect(deleted.statusCode).toBe(200)

    const events = await db.selectFrom('auditEvent').selectAll().orderBy('id').execute()
    expect(events.some((e) => e.actorId === adminId || e.targetId === adminId)).toBe(false)
    const ban = events.find((e) => e.kind === 'banned')
    const promotion = events.find((e) => e.kind === 'role_changed')
    const pseudonym = ban?.actorId ?? ''
    expect(pseudonym).toMatch(/^deleted-/)
    expect(ban).toMatchObject({
      targetId: memberId,
      ipAddress: office,
      userAgent: expect.any(String),
      data: expect.objectContaining({ reason: 'Sent spam to everyone' }),
    })
    expect(promotion).toMatchObject({
      actorId: pseudonym,
      targetId: otherId,
      ipAddress: office,
      userAgent: expect.any(String),
      data: { from: 'member', to: 'admin' },
    })
    // Their own events: under the same pseudonym, without address, device or details.
    const own = events.filter((e) => e.targetId === pseudonym)
    expect(own.map((e) => e.kind)).toEqual(expect.arrayContaining(['sign_up', 'account_deleted']))
    for (const event of own) expect(event).toMatchObject({ ipAddress: null, userAgent: null, data: {} })

    // The other administrator's log reads it as a deleted person, and can still follow them.
    const log = await call(app, config, other.cookie, 'GET', `/admin/audit?actor=${pseudonym}`)
    expect(log.json().items.map((e: { kind: string }) => e.kind)).toEqual(
      expect.arrayContaining(['banned', 'role_changed']),
    )
    expect(log.json().items[0].actor).toEqual({ id: pseudonym, name: null })
  })

  it('takes the address out of administrators’ notifications, invitations and sign-in throttle', async () => {
    const { app, config, database } = await createTestApp()
    const db = database.db
    const admin = await registered(app, config, person('admin'))
    const email = 'leaving@example.org'
    const invited = await call(app, config, admin.cookie, 'POST', '/admin/invitations', {
      email,
      role: 'member',
    })
    expect(invited.statusCode).toBe(200)
    const link = (await outbox(app, config)).find((mail) => mail.to === email)?.link ?? ''
    const token = new URL(link).searchParams.get('invite') ?? ''
    const joined = await signUp(app, config, { ...person('leaving', { email }), invitation: token } as never)
    expect(joined.statusCode).toBe(200)
    const cookie = cookieOf(joined)
    await signIn(app, config, { email, password: 'not the password' })
    const mentions = async () => ({
      notifications: await db
        .selectFrom('notification')
        .select('id')
        .where((eb) => eb.or([eb('title', 'like', `%${email}%`), eb('body', 'like', `%${email}%`)]))
        .execute(),
      invitations: await db.selectFrom('invitation').select('id').where('email', '=', email).execute(),
      throttle: await db
        .selectFrom('signInThrottle')
        .select('emailKey')
        .where('emailKey', '=', email)
        .execute(),
      audit: await sql`SELECT "id" FROM "auditEvent" WHERE "data"::text LIKE ${`%${email}%`}`.execute(db),
    })
    const before = await mentions()
    expect(before.notifications.length).toBeGreaterThan(0)
    expect(before.invitations.length).toBe(1)
    expect(before.throttle.length).toBe(1)
    expect(before.audit.rows.length).toBeGreaterThan(0)

    expect(
      (await call(app, config, cookie, 'POST', '/account/delete', { password: PASSWORD })).statusCode,
    ).toBe(200)
    const after = await mentions()
    expect(after.notifications).toEqual([])
    expect(after.invitations).toEqual([])
    expect(after.throttle).toEqual([])
    expect(after.audit.rows).toEqual([])
    // The invitation itself stays in the log, as the administrator's action.
    const sent = await db.selectFrom('auditEvent').selectAll().where('kind', '=', 'invitation_sent').execute()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.data).toEqual({ email: null, role: 'member' })
  })

  it('the last active administrator cannot go while only banned administrators remain', async () => {
    const { app, config } = await createTestApp()
    const admin = await registered(app, config, person('admin'))
    const banned = await registered(app, config, person('banned'))
    const bannedId = await idOf(app, config, banned.cookie)
    await call(app, config, admin.cookie, 'PATCH', `/admin/users/${bannedId}/role`, { role: 'admin' })
    const ban = await call(app, config, admin.cookie, 'POST', `/admin/users/${bannedId}/ban`, {
      reason: 'Compromised',
      expiresAt: null,
      showReason: false,
    })
    expect(ban.statusCode).toBe(200)
    const refused = await call(app, config, admin.cookie, 'POST', '/account/delete', { password: PASSWORD })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('last_administrator')
    expect((await me(app, config, admin.cookie)).statusCode).toBe(200)
  })
})

describe('what a person reads of their own trail', () => {
  it('History and the export show a ban’s reason only when the administrator chose to show it', async () => {
    const { app, config } = await createTestApp()
    const admin = await registered(app, config, person('admin'))
    const member = await registered(app, config, person('member'))
    const memberId = await idOf(app, config, member.cookie)
    const ban = (reason: string, showReason: boolean) =>
      call(app, config, admin.cookie, 'POST', `/admin/users/${memberId}/ban`, {
        reason,
        expiresAt: null,
        showReason,
      })
    const unban = () => call(app, config, admin.cookie, 'POST', `/admin/users/${memberId}/unban`, {})
    expect((await ban('Hidden from them', false)).statusCode).toBe(200)
    await unban()
    expect((await ban('Shown to them', true)).statusCode).toBe(200)
    await unban()
    const cookie = cookieOf(await signIn(app, config, member))

    const history = await call(app, config, cookie, 'GET', '/account/history?limit=100')
    const bans = history.json().items.filter((e: { kind: string }) => e.kind === 'banned')
    expect(bans.map((e: { data: { reason?: string } }) => e.data.reason ?? null)).toEqual([
      'Shown to them',
      null,
    ])
    const exported = await call(app, config, cookie, 'GET', '/account/export')
    expect(exported.statusCode).toBe(200)
    expect(exported.body).toContain('Shown to them')
    expect(exported.body).not.toContain('Hidden from them')
  })
})

describe('the data export', () => {
  it('is limited per person', async () => {
    const { app, config } = await createTestApp({ RATE_LIMIT: 'true' })
    const ada = await registered(app, config, person(1))
    const bob = await registered(app, config, person(2))
    for (let i = 0; i < 5; i++) {
      expect((await call(app, config, ada.cookie, 'GET', '/account/export')).statusCode).toBe(200)
    }
    const refused = await call(app, config, ada.cookie, 'GET', '/account/export')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(refused.json().error.message).toMatch(/Try again in \d+ minutes/)
    expect((await call(app, config, bob.cookie, 'GET', '/account/export')).statusCode).toBe(200)
  })

  it('holds the newest entries of each list up to its limit, and says which lists were cut', async () => {
    const { app, config, database } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const id = await idOf(app, config, ada.cookie)
    const extra = 5
    await sql`INSERT INTO "auditEvent" ("kind", "actorId", "targetId", "ipAddress", "userAgent", "data")
      SELECT 'sign_in', ${id}, ${id}, '10.0.0.1', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0', '{}'
      FROM generate_series(1, ${EXPORT_LIMITS.securityEvents + extra})`.execute(database.db)
    await sql`INSERT INTO "notification" ("recipientId", "kind", "title", "body")
      SELECT ${id}, 'welcome', 'Welcome ' || n, 'Body' FROM generate_series(1, ${EXPORT_LIMITS.notifications + extra}) AS n`.execute(
      database.db,
    )
    const response = await call(app, config, ada.cookie, 'GET', '/account/export')
    expect(response.statusCode).toBe(200)
    const data = response.json()
    expect(data.securityEvents).toHaveLength(EXPORT_LIMITS.securityEvents)
    expect(data.notifications).toHaveLength(EXPORT_LIMITS.notifications)
    expect(data.limits).toEqual(EXPORT_LIMITS)
    expect(data.truncated.sort()).toEqual(['notifications', 'securityEvents'])
    const ids = data.securityEvents.map((event: { id: string }) => Number(event.id))
    expect(ids[0]).toBeGreaterThan(ids[ids.length - 1])
  })
})
