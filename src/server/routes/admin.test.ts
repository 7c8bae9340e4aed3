import { describe, expect, it } from 'vitest'
import { auditEventsFor } from '../db/queries/audit.ts'
import {
  callApi as call,
  cookieOf,
  type Method,
  me,
  outbox,
  person,
  registered,
  signIn,
  signUp,
} from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'

// Administration through HTTP: permissions, roles, bans, sessions, invitations,
// impersonation, the audit log and the dashboard's figures.

/** An administrator (the first account) and a member, signed in. */
async function instance(env: Record<string, string> = {}) {
  const { app, config } = await createTestApp(env)
  const admin = await registered(app, config, person('admin'))
  const member = await registered(app, config, person('member'))
  const adminId = (await me(app, config, admin.cookie)).json().id as string
  const memberId = (await me(app, config, member.cookie)).json().id as string
  return { app, config, admin: { ...admin, id: adminId }, member: { ...member, id: memberId } }
}

describe('permissions', () => {
  it('every administrative endpoint answers 401 signed out and 403 to a member', async () => {
    const { app, config, member, admin } = await instance()
    const id = admin.id
    const endpoints: Array<[Method, string, unknown?]> = [
      ['GET', '/admin/users'],
      ['GET', `/admin/users/${id}`],
      ['PATCH', `/admin/users/${id}/role`, { role: 'member' }],
      ['POST', `/admin/users/${id}/ban`, { reason: 'x', expiresAt: null, showReason: false }],
      ['POST', `/admin/users/${id}/unban`, {}],
      ['POST', `/admin/users/${id}/revoke-sessions`, {}],
      ['POST', `/admin/users/${id}/password-reset`, {}],
      ['POST', `/admin/users/${id}/impersonate`, {}],
      ['DELETE', `/admin/users/${id}`],
      ['POST', '/admin/invitations', { email: 'new@example.org', role: 'admin' }],
      ['GET', '/admin/audit'],
    ]
    for (const [method, path, payload] of endpoints) {
      expect(
        (await call(app, config, '', method, path, payload)).statusCode,
        `${method} ${path} signed out`,
      ).toBe(401)
      const refused = await call(app, config, member.cookie, method, path, payload)
      expect(refused.statusCode, `${method} ${path} as member`).toBe(403)
      expect(refused.json().error.code).toBe('forbidden')
    }
    // Nothing happened: the administrator is still one, signed in.
    expect((await me(app, config, admin.cookie)).json().role).toBe('admin')
  })

  it('the audit log cannot be written, changed or deleted through the API', async () => {
    const { app, config, admin } = await instance()
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await call(app, config, admin.cookie, method, '/admin/audit', { kind: 'sign_in' })
      expect([404, 405]).toContain(response.statusCode)
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      expect([404, 405]).toContain(
        (await call(app, config, admin.cookie, method, '/admin/audit/1', {})).statusCode,
      )
    }
    // better-auth's own admin endpoints stay closed behind the adapter.
    const direct = await call(app, config, admin.cookie, 'POST', '/auth/admin/set-role', {
      userId: admin.id,
      role: 'member',
    })
    expect(direct.statusCode).toBe(404)
  })
})

describe('people', () => {
  it('lists, searches any part of the name or email (taking % and _ literally), filters, sorts and pages', async () => {
    const { app, config, admin } = await instance()
    await registered(app, config, person('x', { firstName: 'Zo%e' }))
    await registered(app, config, person('y', { firstName: 'Ya_nn' }))
    const list = (query: string) => call(app, config, admin.cookie, 'GET', `/admin/users${query}`)
    const all = (await list('')).json()
    expect(all.total).toBe(4)
    // Registering signed each of them in: their first session is their last sign-in.
    expect(all.items[0]).toMatchObject({ status: 'active', sessions: 1, lastSignInAt: expect.any(String) })
    expect(Date.parse(all.items[0].lastSignInAt)).toBeGreaterThan(Date.now() - 60_000)
    expect((await list('?q=MEMBER@EXAM')).json().items.map((p: { email: string }) => p.email)).toEqual([
      'adamember@example.org',
    ])
    expect((await list('?q=%25')).json().items.map((p: { name: string }) => p.name)).toEqual(['Zo%e Testerx'])
    expect((await list('?q=_')).json().items.map((p: { name: string }) => p.name)).toEqual(['Ya_nn Testery'])
    expect((await list("?q=' OR 1=1 --")).json().total).toBe(0)
    expect((await list('?role=admin')).json().items.map((p: { id: string }) => p.id)).toEqual([admin.id])
    expect((await list('?sort=name&order=asc')).json().items.map((p: { name: string }) => p.name)).toEqual([
      'Ada Testeradmin',
      'Ada Testermember',
      'Ya_nn Testery',
      'Zo%e Testerx',
    ])
    const page2 = (await list('?sort=name&order=asc&limit=3&page=2')).json()
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3 })
    expect(page2.items.map((p: { name: string }) => p.name)).toEqual(['Zo%e Testerx'])
    for (const bad of [
      'limit=0',
      'limit=101',
      'page=-1',
      'sort=password',
      'role=root',
      `q=${'a'.repeat(101)}`,
    ]) {
      expect((await list(`?${bad}`)).statusCode, bad).toBe(400)
    }
  })

  it('changes roles, records them, tells the person, and never demotes the last administrator', async () => {
    const { app, config, admin, member } = await instance()
    const promote = await call(app, config, admin.cookie, 'PATCH', `/admin/users/${member.id}/role`, {
      role: 'admin',
    })
    expect(promote.statusCode).toBe(200)
    expect(promote.json()).toMatchObject({ id: member.id, role: 'admin' })
    expect((await me(app, config, member.cookie)).json().role).toBe('admin')
    const memberInbox = await call(app, config, member.cookie, 'GET', '/notifications')
    expect(memberInbox.json().items[0]).toMatchObject({
      kind: 'role_changed',
      title: 'You are now an administrator',
    })
    expect((await auditEventsFor(app.database.db, member.id)).map((e) => e.kind)).toContain('role_changed')

    // Two administrators: one may step down; then the other is the last and cannot.
    expect(
      (await call(app, config, member.cookie, 'PATCH', `/admin/users/${admin.id}/role`, { role: 'member' }))
        .statusCode,
    ).toBe(200)
    const last = await call(app, config, member.cookie, 'PATCH', `/admin/users/${member.id}/role`, {
      role: 'member',
    })
    expect(last.statusCode).toBe(409)
    expect(last.json().error.code).toBe('last_administrator')
    expect((await call(app, config, member.cookie, 'DELETE', `/admin/users/${member.id}`)).statusCode).toBe(
      400,
    )
    expect(
      (await call(app, config, member.cookie, 'PATCH', `/admin/users/nobody/role`, { role: 'member' }))
        .statusCode,
    ).toBe(404)
  })
})

describe('bans', () => {
  it('ends the person’s sessions at once; sign-in says they are banned, with the reason only if allowed', async () => {
    const { app, config, admin, member } = await instance()
    const ban = (payload: unknown) =>
      call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/ban`, payload)
    expect((await ban({ reason: '', expiresAt: null, showReason: true })).json().error.fields.reason).toBe(
      'Give a reason',
    )
    expect(
      (await ban({ reason: 'x', expiresAt: '2001-01-01T00:00:00Z', showReason: true })).json().error.fields
        .expiresAt,
    ).toBe('Choose a moment in the future')
    const banned = await ban({ reason: 'Spamming the forum', expiresAt: null, showReason: true })
    expect(banned.statusCode).toBe(200)
    expect(banned.json()).toMatchObject({
      status: 'banned',
      banReason: 'Spamming the forum',
      bannedUntil: null,
      sessions: 0,
    })
    expect((await me(app, config, member.cookie)).statusCode).toBe(401)

    const refused = await signIn(app, config, member)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toMatchObject({
      code: 'banned',
      message: expect.stringContaining('Reason: Spamming the forum'),
    })
    // A wrong password says nothing about the ban.
    expect(
      (await signIn(app, config, { email: member.email, password: 'wrong one here' })).json().error.code,
    ).toBe('invalid_credentials')

    await ban({
      reason: 'Private reason',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      showReason: false,
    })
    const quiet = (await signIn(app, config, member)).json().error
    expect(quiet.code).toBe('banned')
    expect(quiet.message).toMatch(/banned your account until/)
    expect(quiet.message).not.toContain('Private reason')

    expect(
      (await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/unban`, {})).json().status,
    ).toBe('active')
    expect((await signIn(app, config, member)).statusCode).toBe(200)
    const kinds = (await auditEventsFor(app.database.db, member.id)).map((e) => e.kind)
    expect(kinds).toEqual(expect.arrayContaining(['banned', 'unbanned']))
  })

  it('a ban whose end has passed lets the person in again', async () => {
    const { app, config, admin, member } = await instance()
    await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/ban`, {
      reason: 'Cooling off',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      showReason: false,
    })
    await app.database.db
      .updateTable('user')
      .set({ banExpires: new Date(Date.now() - 1000) })
      .where('id', '=', member.id)
      .execute()
    expect((await signIn(app, config, member)).statusCode).toBe(200)
  })

  it('an administrator cannot ban themselves', async () => {
    const { app, config, admin } = await instance()
    const response = await call(app, config, admin.cookie, 'POST', `/admin/users/${admin.id}/ban`, {
      reason: 'x',
      expiresAt: null,
      showReason: false,
    })
    expect(response.statusCode).toBe(400)
    expect((await me(app, config, admin.cookie)).statusCode).toBe(200)
  })
})

describe('sessions, resets, deletion and invitations', () => {
  it('revokes all of a person’s sessions, sends them a reset link, and deletes them', async () => {
    const { app, config, admin, member } = await instance()
    const revoked = await call(
      app,
      config,
      admin.cookie,
      'POST',
      `/admin/users/${member.id}/revoke-sessions`,
      {},
    )
    expect(revoked.json()).toEqual({ revoked: 1, apiKeysEnded: 0 })
    expect((await me(app, config, member.cookie)).statusCode).toBe(401)
    expect(
      (await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/password-reset`, {})).json(),
    ).toEqual({ ok: true })
    const mail = (await outbox(app, config)).find((m) => m.to === member.email)
    expect(mail?.link).toContain('/api/auth/reset-password/')
    expect((await call(app, config, admin.cookie, 'DELETE', `/admin/users/${member.id}`)).json()).toEqual({
      ok: true,
    })
    expect((await call(app, config, admin.cookie, 'GET', `/admin/users/${member.id}`)).statusCode).toBe(404)
    expect((await signIn(app, config, member)).statusCode).toBe(401)
    // The trail stays under a pseudonym (docs/decisions/015).
    const { targetId: pseudonym } = await app.database.db
      .selectFrom('auditEvent')
      .select('targetId')
      .where('kind', '=', 'person_deleted')
      .executeTakeFirstOrThrow()
    const kinds = (await auditEventsFor(app.database.db, pseudonym ?? '')).map((e) => e.kind)
    expect(kinds).toEqual(
      expect.arrayContaining(['sessions_revoked_by_admin', 'password_reset_sent', 'person_deleted']),
    )
  })

  it('invites by email: a link valid 7 days, once, giving the role', async () => {
    const { app, config, admin } = await instance()
    const invited = await call(app, config, admin.cookie, 'POST', '/admin/invitations', {
      email: 'new@example.org',
      role: 'admin',
    })
    expect(invited.statusCode).toBe(200)
    const days = (Date.parse(invited.json().expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.99)
    expect(days).toBeLessThanOrEqual(7)
    const link = (await outbox(app, config)).find((m) => m.to === 'new@example.org')?.link ?? ''
    const token = new URL(link).searchParams.get('invite') ?? ''
    const info = await app.inject({ url: `/free/api/invitation?token=${token}` })
    expect(info.json()).toEqual({ email: 'new@example.org', role: 'admin', invitedBy: 'Ada Testeradmin' })
    const joined = await signUp(app, config, {
      ...person('new', { email: 'new@example.org' }),
      invitation: token,
    } as never)
    expect(joined.statusCode).toBe(200)
    expect((await me(app, config, cookieOf(joined))).json()).toMatchObject({
      role: 'admin',
      emailVerified: true,
    })
    expect((await app.inject({ url: `/free/api/invitation?token=${token}` })).statusCode).toBe(404)
    expect((await app.inject({ url: '/free/api/invitation?token=forged' })).statusCode).toBe(404)
    const again = await call(app, config, admin.cookie, 'POST', '/admin/invitations', {
      email: 'NEW@example.org',
      role: 'member',
    })
    expect(again.json().error.fields.email).toBe('An account already uses this email address.')
  })
})

describe('pending invitations', () => {
  const tokenIn = (link: string) => new URL(link).searchParams.get('invite') ?? ''
  const invitationInfo = (app: Awaited<ReturnType<typeof instance>>['app'], token: string) =>
    app.inject({ url: `/free/api/invitation?token=${encodeURIComponent(token)}` })

  it('are listed with their expiry; a repeat invitation asks first, then replaces the first link', async () => {
    const { app, config, admin, member } = await instance()
    const invite = (body: object) => call(app, config, admin.cookie, 'POST', '/admin/invitations', body)
    await invite({ email: 'grace@example.org', role: 'member' })
    const firstToken = tokenIn(
      (await outbox(app, config)).find((m) => m.to === 'grace@example.org')?.link ?? '',
    )
    const list = await call(app, config, admin.cookie, 'GET', '/admin/invitations')
    expect(list.json().items).toEqual([
      expect.objectContaining({ email: 'grace@example.org', role: 'member', invitedBy: 'Ada Testeradmin' }),
    ])
    expect((await call(app, config, member.cookie, 'GET', '/admin/invitations')).statusCode).toBe(403)

    const repeated = await invite({ email: 'Grace@example.org', role: 'admin' })
    expect(repeated.statusCode).toBe(409)
    expect(repeated.json().error).toMatchObject({ code: 'invitation_pending' })
    expect(repeated.json().error.message).toContain('Send a new one instead?')
    expect((await invitationInfo(app, firstToken)).statusCode).toBe(200)

    expect((await invite({ email: 'grace@example.org', role: 'admin', replace: true })).statusCode).toBe(200)
    expect((await invitationInfo(app, firstToken)).statusCode).toBe(404)
    const items = (await call(app, config, admin.cookie, 'GET', '/admin/invitations')).json().items
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ email: 'grace@example.org', role: 'admin' })
  })

  it('are sent again or copied as a new link (the old one stops working), and revoked', async () => {
    const { app, config, admin } = await instance()
    await call(app, config, admin.cookie, 'POST', '/admin/invitations', {
      email: 'alan@example.org',
      role: 'member',
    })
    const [pending] = (await call(app, config, admin.cookie, 'GET', '/admin/invitations')).json().items
    const sent = async () => (await outbox(app, config)).filter((m) => m.to === 'alan@example.org')
    const first = tokenIn((await sent()).at(-1)?.link ?? '')

    const resent = await call(
      app,
      config,
      admin.cookie,
      'POST',
      `/admin/invitations/${pending.id}/resend`,
      {},
    )
    expect(resent.statusCode).toBe(200)
    expect(await sent()).toHaveLength(2)
    const second = tokenIn((await sent()).at(-1)?.link ?? '')
    expect(second).not.toBe(first)
    expect((await invitationInfo(app, first)).statusCode).toBe(404)
    expect((await invitationInfo(app, second)).statusCode).toBe(200)

    const copied = await call(app, config, admin.cookie, 'POST', `/admin/invitations/${pending.id}/link`, {})
    expect(copied.json().link).toMatch(/\/free\/register\?invite=/)
    expect(await sent()).toHaveLength(2)
    expect((await invitationInfo(app, second)).statusCode).toBe(404)
    const third = tokenIn(copied.json().link)
    expect((await invitationInfo(app, third)).statusCode).toBe(200)

    const revoked = await call(app, config, admin.cookie, 'DELETE', `/admin/invitations/${pending.id}`)
    expect(revoked.statusCode).toBe(204)
    expect((await invitationInfo(app, third)).statusCode).toBe(404)
    expect((await call(app, config, admin.cookie, 'GET', '/admin/invitations')).json().items).toEqual([])
    // Gone: each action says so plainly.
    for (const [method, path] of [
      ['DELETE', `/admin/invitations/${pending.id}`],
      ['POST', `/admin/invitations/${pending.id}/resend`],
      ['POST', `/admin/invitations/${pending.id}/link`],
    ] as const) {
      const answer = await call(app, config, admin.cookie, method, path, method === 'POST' ? {} : undefined)
      expect(answer.statusCode).toBe(404)
      expect(answer.json().error.message).toBe('This invitation was accepted or revoked meanwhile.')
    }
    const kinds = (
      await app.database.db.selectFrom('auditEvent').select('kind').where('actorId', '=', admin.id).execute()
    ).map((row) => row.kind)
    expect(kinds).toEqual(
      expect.arrayContaining([
        'invitation_sent',
        'invitation_resent',
        'invitation_link_created',
        'invitation_revoked',
      ]),
    )
  })

  it('accepted, leaves the list and tells the administrators in the bell instead of a registration', async () => {
    const { app, config, admin } = await instance()
    await call(app, config, admin.cookie, 'POST', '/admin/invitations', {
      email: 'kat@example.org',
      role: 'member',
    })
    const token = tokenIn((await outbox(app, config)).find((m) => m.to === 'kat@example.org')?.link ?? '')
    const joined = await signUp(app, config, {
      ...person('kat', { email: 'kat@example.org' }),
      invitation: token,
    } as never)
    expect(joined.statusCode).toBe(200)
    expect((await call(app, config, admin.cookie, 'GET', '/admin/invitations')).json().items).toEqual([])
    const bell = (
      await call(app, config, admin.cookie, 'GET', '/notifications?filter=all&page=1&limit=20')
    ).json()
    const kinds = bell.items.map((n: { kind: string }) => n.kind)
    expect(kinds).toContain('invitation_accepted')
    expect(kinds.filter((kind: string) => kind === 'new_registration')).toHaveLength(1)
    const accepted = bell.items.find((n: { kind: string }) => n.kind === 'invitation_accepted')
    expect(accepted.title).toMatch(/^Invitation accepted: /)
    expect(accepted.body).toContain('kat@example.org')
  })

  it('a client cannot claim an invited sign-up with the internal header', async () => {
    const { app, config, admin } = await instance()
    const joined = await app.inject({
      method: 'POST',
      url: '/free/api/auth/sign-up/email',
      headers: {
        'content-type': 'application/json',
        origin: config.publicUrl,
        'x-foyer-invited-sign-up': '1',
      },
      payload: JSON.stringify({ ...person('sly', { email: 'sly@example.org' }) }),
    })
    expect(joined.statusCode).toBe(200)
    const bell = (
      await call(app, config, admin.cookie, 'GET', '/notifications?filter=all&page=1&limit=20')
    ).json()
    expect(bell.items.filter((n: { kind: string }) => n.kind === 'new_registration')).toHaveLength(2)
  })
})

describe('impersonation', () => {
  it('acts as a member for at most an hour, refuses administrative actions meanwhile, and stops', async () => {
    const { app, config, admin, member } = await instance()
    const started = await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/impersonate`, {})
    expect(started.statusCode).toBe(200)
    const acting = cookieOf(started)
      .split('; ')
      .concat(admin.cookie.split('; '))
      .filter((pair, i, all) => all.findIndex((p) => p.split('=')[0] === pair.split('=')[0]) === i)
      .join('; ')
    const who = (await me(app, config, acting)).json()
    expect(who).toMatchObject({
      id: member.id,
      role: 'member',
      impersonation: { administratorName: 'Ada Testeradmin' },
    })
    const minutes = (Date.parse(who.impersonation.endsAt) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(59)
    expect(minutes).toBeLessThanOrEqual(60)
    expect((await call(app, config, acting, 'GET', '/admin/users')).statusCode).toBe(403)

    const stopped = await call(app, config, acting, 'POST', '/admin/stop-impersonating', {})
    expect(stopped.statusCode).toBe(200)
    const back = cookieOf(stopped)
    // A request still carrying the ended session (sent before Stop's answer arrived) is refused, but
    // clears no cookie: its answer may arrive after Stop's and would sign the administrator out.
    const stale = await me(app, config, acting)
    expect(stale.statusCode).toBe(401)
    expect(stale.headers['set-cookie']).toBeUndefined()
    expect((await me(app, config, back)).json()).toMatchObject({
      id: admin.id,
      role: 'admin',
      impersonation: null,
    })
    const kinds = (await auditEventsFor(app.database.db, member.id)).map((e) => e.kind)
    expect(kinds).toEqual(expect.arrayContaining(['impersonation_started', 'impersonation_stopped']))
  })

  it('never acts as an administrator (or oneself)', async () => {
    const { app, config, admin, member } = await instance()
    await call(app, config, admin.cookie, 'PATCH', `/admin/users/${member.id}/role`, { role: 'admin' })
    expect(
      (await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/impersonate`, {})).statusCode,
    ).toBe(403)
    expect(
      (await call(app, config, admin.cookie, 'POST', `/admin/users/${admin.id}/impersonate`, {})).statusCode,
    ).toBe(400)
    expect((await call(app, config, admin.cookie, 'POST', '/admin/stop-impersonating', {})).statusCode).toBe(
      400,
    )
  })
})

describe('audit log and dashboard', () => {
  it('filters the audit log by kind, actor, target and time', async () => {
    const { app, config, admin, member } = await instance()
    await signIn(app, config, { email: member.email, password: 'wrong password!' })
    await call(app, config, admin.cookie, 'PATCH', `/admin/users/${member.id}/role`, { role: 'admin' })
    const log = (query: string) =>
      call(app, config, admin.cookie, 'GET', `/admin/audit${query}`).then((r) => r.json())
    const roles = await log('?kind=role_changed')
    expect(roles.items).toHaveLength(1)
    expect(roles.items[0]).toMatchObject({
      actor: { id: admin.id, name: 'Ada Testeradmin' },
      target: { id: member.id, name: 'Ada Testermember' },
      data: { from: 'member', to: 'admin' },
    })
    expect((await log(`?target=${member.id}`)).items.map((e: { kind: string }) => e.kind)).toEqual([
      'role_changed',
      'sign_in_failed',
      'sign_up',
    ])
    expect((await log(`?actor=${admin.id}&kind=sign_up`)).total).toBe(1)
    expect((await log(`?from=${new Date(Date.now() + 60_000).toISOString()}`)).total).toBe(0)
    expect((await call(app, config, admin.cookie, 'GET', '/admin/audit?from=yesterday')).statusCode).toBe(400)
  })

  it('the dashboard shows the instance’s real figures to administrators and one’s own to members', async () => {
    const { app, config, admin, member } = await instance()
    await registered(app, config, person('third'))
    await signIn(app, config, member)
    await signIn(app, config, { email: member.email, password: 'wrong password!' })
    await signIn(app, config, { email: member.email, password: 'wrong password!' })
    const figures = (await call(app, config, admin.cookie, 'GET', '/dashboard')).json()
    expect(figures.kind).toBe('instance')
    expect(figures.people).toEqual({ total: 3, new7: 3, new7Previous: 0, new30: 3, new30Previous: 0 })
    expect(figures.activeSessions).toBe(4)
    expect(figures.signInsPerDay).toHaveLength(30)
    expect(figures.signInsPerDay.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      signIns: 1,
      failed: 2,
    })
    expect(figures.signInsPerDay.slice(0, -1).every((d: { signIns: number }) => d.signIns === 0)).toBe(true)
    expect(figures.registrationsPerDay.at(-1).count).toBe(3)
    expect(figures.latestEvents[0].kind).toBe('sign_in_failed')

    const own = (await call(app, config, member.cookie, 'GET', '/dashboard')).json()
    expect(own).toMatchObject({ kind: 'personal', sessions: 2, unreadNotifications: 2 })
    expect(own.recentSignIns).toHaveLength(1)
    expect(own.profile).toEqual({
      percent: 0,
      missing: ['photo', 'job title', 'company', 'location', 'bio', 'a social link'],
    })
    await call(app, config, member.cookie, 'PATCH', '/account', {
      firstName: 'Ada',
      lastName: 'Member',
      jobTitle: 'Engineer',
      company: 'Acme',
      location: '',
      bio: '',
    })
    expect((await call(app, config, member.cookie, 'GET', '/dashboard')).json().profile.percent).toBe(33)
  })

  it('the getting-started checklist counts invitations and the administrator’s profile, and hides for them', async () => {
    const { app, config, admin, member } = await instance()
    const before = (await call(app, config, admin.cookie, 'GET', '/dashboard')).json()
    expect(before.gettingStarted).toEqual({
      isHidden: false,
      invitationsSent: 0,
      profile: { percent: 0, missing: ['photo', 'job title', 'company', 'location', 'bio', 'a social link'] },
    })
    await call(app, config, admin.cookie, 'POST', '/admin/invitations', {
      email: 'new@example.org',
      role: 'member',
    })
    expect(
      (await call(app, config, admin.cookie, 'GET', '/dashboard')).json().gettingStarted.invitationsSent,
    ).toBe(1)

    const refused = await call(app, config, member.cookie, 'PUT', '/dashboard/getting-started', {
      hidden: true,
    })
    expect(refused.statusCode).toBe(403)
    const bad = await call(app, config, admin.cookie, 'PUT', '/dashboard/getting-started', { hidden: 'yes' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual({ hidden: 'hidden must be true or false' })

    expect(
      (await call(app, config, admin.cookie, 'PUT', '/dashboard/getting-started', { hidden: true }))
        .statusCode,
    ).toBe(204)
    expect((await call(app, config, admin.cookie, 'GET', '/dashboard')).json().gettingStarted.isHidden).toBe(
      true,
    )
    await call(app, config, admin.cookie, 'PUT', '/dashboard/getting-started', { hidden: false })
    expect((await call(app, config, admin.cookie, 'GET', '/dashboard')).json().gettingStarted.isHidden).toBe(
      false,
    )
  })

  it('an empty instance shows honest zeros', async () => {
    const { app, config } = await createTestApp()
    const admin = await registered(app, config, person(1))
    await app.database.db.deleteFrom('auditDailyCount').execute()
    const figures = (await call(app, config, admin.cookie, 'GET', '/dashboard')).json()
    expect(figures.people.total).toBe(1)
    expect(
      figures.signInsPerDay.every(
        (d: { signIns: number; failed: number }) => d.signIns === 0 && d.failed === 0,
      ),
    ).toBe(true)
    expect(figures.registrationsPerDay.every((d: { count: number }) => d.count === 0)).toBe(true)
  })
})

describe('invitations to a mixed-case address', () => {
  it('keep the address in lower case, and the invited person registers with it in any case', async () => {
    const { app, config, admin } = await instance()
    const invited = await call(app, config, admin.cookie, 'POST', '/admin/invitations', {
      email: 'New.Person@Example.ORG',
      role: 'member',
    })
    expect(invited.json().email).toBe('new.person@example.org')
    const mail = (await outbox(app, config)).find((m) => m.to === 'new.person@example.org')
    const token = new URL(mail?.link ?? 'http://x/').searchParams.get('invite') ?? ''
    const info = await app.inject({ url: `/free/api/invitation?token=${token}` })
    expect(info.json().email).toBe('new.person@example.org')
    const joined = await signUp(app, config, {
      ...person('new', { email: 'NEW.person@example.org' }),
      invitation: token,
    } as never)
    expect(joined.statusCode).toBe(200)
    expect((await me(app, config, cookieOf(joined))).json()).toMatchObject({
      email: 'new.person@example.org',
      emailVerified: true,
    })
  })
})
