import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IMPERSONATION_SECONDS } from '#shared/admin-rules.ts'
import { SESSION_UPDATE_AGE_SECONDS } from '#shared/auth.ts'
import type { Config } from '../config.ts'
import { auditEventsFor } from '../db/queries/audit.ts'
import {
  callApi as call,
  cookieOf,
  fromApp,
  me,
  PASSWORD,
  person,
  registered,
  setCookieLines,
  signIn,
} from '../test/auth-helpers.ts'
import { createSecondInstance, createTestApp } from '../test/test-app.ts'

// Impersonation's bounds through HTTP: an hour at most whatever the browser sends back, over at once
// when its administrator loses the right or the session, refusals that say what happened, and an
// audit trail that names the administrator for whatever they did as the person.

afterEach(() => {
  vi.restoreAllMocks()
})

/** The cookies of `next` over those of `base`, as a browser keeps them. */
function merged(next: string, base: string): string {
  return next
    .split('; ')
    .concat(base.split('; '))
    .filter((pair, i, all) => pair && all.findIndex((p) => p.split('=')[0] === pair.split('=')[0]) === i)
    .join('; ')
}

const without = (cookie: string, name: string) =>
  cookie
    .split('; ')
    .filter((pair) => pair.split('=')[0] !== name)
    .join('; ')

/** Two administrators (the first signed in twice: its own browser and a second device) and a member. */
async function instance() {
  const { app, config, database } = await createTestApp()
  const admin = await registered(app, config, person('admin'))
  const other = await registered(app, config, person('other'))
  const member = await registered(app, config, person('member'))
  const id = async (cookie: string) => (await me(app, config, cookie)).json().id as string
  const ids = {
    admin: await id(admin.cookie),
    other: await id(other.cookie),
    member: await id(member.cookie),
  }
  await call(app, config, admin.cookie, 'PATCH', `/admin/users/${ids.other}/role`, { role: 'admin' })
  const secondDevice = cookieOf(await signIn(app, config, admin))
  return {
    app,
    config,
    db: database.db,
    admin: { ...admin, id: ids.admin, secondDevice },
    other: { ...other, id: ids.other },
    member: { ...member, id: ids.member },
  }
}

/** The administrator's browser once it acts as the member. */
async function actAs(app: FastifyInstance, config: Config, adminCookie: string, memberId: string) {
  const started = await call(app, config, adminCookie, 'POST', `/admin/users/${memberId}/impersonate`, {})
  expect(started.statusCode, started.body).toBe(200)
  const acting = merged(cookieOf(started), adminCookie)
  expect((await me(app, config, acting)).json().impersonation).not.toBeNull()
  return acting
}

describe('an impersonation lasts its hour at most', () => {
  it('ends at its hour even when the browser drops the “don’t remember” cookie', async () => {
    const { app, config, db, admin, member } = await instance()
    const acting = await actAs(app, config, admin.cookie, member.id)
    const row = async () => {
      const found = await db
        .selectFrom('session')
        .select(['createdAt', 'updatedAt', 'expiresAt'])
        .where('impersonatedBy', '=', admin.id)
        .executeTakeFirstOrThrow()
      return {
        createdAt: new Date(found.createdAt).getTime(),
        updatedAt: new Date(found.updatedAt).getTime(),
        expiresAt: new Date(found.expiresAt).getTime(),
      }
    }
    // Last written longer ago than better-auth waits before sliding a session forward.
    await sql`UPDATE "session"
      SET "updatedAt" = "updatedAt" - make_interval(secs => ${SESSION_UPDATE_AGE_SECONDS + 60})
      WHERE "impersonatedBy" IS NOT NULL`.execute(db)
    await app.sessionCache.settle()
    const before = await row()

    // Without that cookie better-auth slides the session (by 30 days): the database holds it to its hour.
    const dropped = without(acting, 'foyer.dont_remember')
    const who = await me(app, config, dropped)
    expect(who.json()).toMatchObject({ id: member.id })
    const after = await row()
    expect(after.updatedAt, 'better-auth slid the session').toBeGreaterThan(before.updatedAt)
    expect(after.expiresAt).toBeLessThanOrEqual(before.expiresAt)
    expect(after.expiresAt).toBeLessThanOrEqual(after.createdAt + IMPERSONATION_SECONDS * 1000)
    expect(Date.parse(who.json().impersonation.endsAt)).toBeLessThanOrEqual(
      after.createdAt + IMPERSONATION_SECONDS * 1000,
    )

    // An hour and a minute later (the clock of the database moved back instead).
    await sql`UPDATE "session" SET "createdAt" = "createdAt" - interval '61 minutes',
      "expiresAt" = "expiresAt" - interval '61 minutes' WHERE "impersonatedBy" IS NOT NULL`.execute(db)
    // The app hears of the change as of any other (the clock needs no announcement).
    await app.sessionCache.settle()
    expect((await me(app, config, dropped)).statusCode).toBe(401)
    expect((await me(app, config, acting)).statusCode).toBe(401)
    expect((await me(app, config, admin.cookie)).json()).toMatchObject({ id: admin.id, impersonation: null })
  })

  it('never grows, whatever writes the row', async () => {
    const { app, config, db, admin, member } = await instance()
    await actAs(app, config, admin.cookie, member.id)
    await sql`UPDATE "session" SET "expiresAt" = now() + interval '30 days'
      WHERE "impersonatedBy" IS NOT NULL`.execute(db)
    const row = await db
      .selectFrom('session')
      .select(sql<number>`extract(epoch FROM "expiresAt" - now())::int`.as('seconds'))
      .where('impersonatedBy', '=', admin.id)
      .executeTakeFirstOrThrow()
    expect(row.seconds).toBeLessThanOrEqual(3600)
  })
})

describe('an impersonation ends at once with its administrator', () => {
  it('when the administrator is banned', async () => {
    const { app, config, admin, other, member } = await instance()
    const acting = await actAs(app, config, admin.cookie, member.id)
    const banned = await call(app, config, other.cookie, 'POST', `/admin/users/${admin.id}/ban`, {
      reason: 'Left the company',
      expiresAt: null,
      showReason: false,
    })
    expect(banned.statusCode).toBe(200)
    expect((await me(app, config, acting)).statusCode).toBe(401)
    // The member's own session is theirs, and goes on.
    expect((await me(app, config, member.cookie)).statusCode).toBe(200)
  })

  it('when the administrator is demoted', async () => {
    const { app, config, admin, other, member } = await instance()
    const acting = await actAs(app, config, admin.cookie, member.id)
    const demoted = await call(app, config, other.cookie, 'PATCH', `/admin/users/${admin.id}/role`, {
      role: 'member',
    })
    expect(demoted.statusCode).toBe(200)
    expect((await me(app, config, acting)).statusCode).toBe(401)
    // Their own session goes on, as a member's.
    expect((await me(app, config, admin.cookie)).json()).toMatchObject({ role: 'member' })
  })

  it('when the administrator is deleted', async () => {
    const { app, config, admin, other, member } = await instance()
    const acting = await actAs(app, config, admin.cookie, member.id)
    expect((await call(app, config, other.cookie, 'DELETE', `/admin/users/${admin.id}`)).statusCode).toBe(200)
    expect((await me(app, config, acting)).statusCode).toBe(401)
  })

  it('when the administrator signs out everywhere else, or an administrator signs them out', async () => {
    const { app, config, admin, other, member } = await instance()
    const acting = await actAs(app, config, admin.cookie, member.id)
    const revoked = await call(app, config, admin.secondDevice, 'POST', '/account/sessions/revoke-others', {})
    expect(revoked.statusCode).toBe(200)
    expect((await me(app, config, acting)).statusCode).toBe(401)

    const again = await actAs(app, config, admin.secondDevice, member.id)
    const byOther = await call(
      app,
      config,
      other.cookie,
      'POST',
      `/admin/users/${admin.id}/revoke-sessions`,
      {},
    )
    expect(byOther.statusCode).toBe(200)
    expect((await me(app, config, again)).statusCode).toBe(401)
  })

  it('when the administrator changes their password and signs out the other sessions', async () => {
    const { app, config, admin, member } = await instance()
    const acting = await actAs(app, config, admin.cookie, member.id)
    const changed = await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/auth/change-password`,
      headers: fromApp(config, admin.secondDevice),
      payload: {
        currentPassword: PASSWORD,
        newPassword: 'a brand new passphrase 42',
        revokeOtherSessions: true,
      },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect((await me(app, config, acting)).statusCode).toBe(401)
  })

  it('on every instance, including one that had the session in its cache', async () => {
    const first = await createTestApp()
    const { app, config } = first
    const second = await createSecondInstance(first)
    const admin = await registered(app, config, person('admin'))
    const other = await registered(app, config, person('other'))
    const member = await registered(app, config, person('member'))
    const otherId = (await me(app, config, other.cookie)).json().id
    const adminId = (await me(app, config, admin.cookie)).json().id
    const memberId = (await me(app, config, member.cookie)).json().id
    await call(app, config, admin.cookie, 'PATCH', `/admin/users/${otherId}/role`, { role: 'admin' })
    const acting = await actAs(app, config, admin.cookie, memberId)
    expect((await me(second, config, acting)).statusCode).toBe(200)
    expect((await me(second, config, acting)).statusCode).toBe(200)
    const banned = await call(app, config, other.cookie, 'POST', `/admin/users/${adminId}/ban`, {
      reason: 'x',
      expiresAt: null,
      showReason: false,
    })
    expect(banned.statusCode).toBe(200)
    const deadline = performance.now() + 1000
    while ((await me(second, config, acting)).statusCode !== 401) {
      if (performance.now() > deadline) throw new Error('the second instance still serves the impersonation')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })
})

describe('an impersonation cannot turn into a session of its own', () => {
  it('refuses a password change while acting as someone, whether or not it signs out the others', async () => {
    const { app, config, db, admin, member } = await instance()
    const acting = await actAs(app, config, admin.cookie, member.id)
    const sessionsBefore = await db.selectFrom('session').select(['id', 'token']).orderBy('id').execute()
    for (const revokeOtherSessions of [true, false]) {
      const changed = await app.inject({
        method: 'POST',
        url: `${config.basePath}/api/auth/change-password`,
        headers: fromApp(config, acting),
        payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase 42', revokeOtherSessions },
      })
      expect(changed.statusCode, changed.body).toBe(403)
      expect(changed.json().error).toMatchObject({
        code: 'impersonating',
        message: 'Changing the password is not possible while you act as someone else. Stop first.',
      })
      expect(setCookieLines(changed)).toEqual([])
    }
    // Nothing changed: the same sessions, the member's own still theirs, the old password still good.
    expect(await db.selectFrom('session').select(['id', 'token']).orderBy('id').execute()).toEqual(
      sessionsBefore,
    )
    expect((await me(app, config, member.cookie)).json()).toMatchObject({
      id: member.id,
      impersonation: null,
    })
    expect((await me(app, config, acting)).json().impersonation).not.toBeNull()
    expect((await signIn(app, config, member)).statusCode).toBe(200)
  })
})

describe('starting or stopping when something changed at the same moment', () => {
  /** Runs `meanwhile` when the route hands the request to better-auth: after our checks, before its own. */
  function beforeBetterAuth(app: FastifyInstance, meanwhile: () => Promise<unknown>) {
    const handler = app.auth.handler
    vi.spyOn(app.auth, 'handler').mockImplementation(async (request) => {
      if (new URL(request.url).pathname.endsWith('/admin/impersonate-user')) await meanwhile()
      return handler(request)
    })
  }

  it('answers 401 when the administrator’s session was revoked meanwhile', async () => {
    const { app, config, db, admin, member } = await instance()
    beforeBetterAuth(app, () => db.deleteFrom('session').where('userId', '=', admin.id).execute())
    const started = await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/impersonate`, {})
    expect(started.statusCode).toBe(401)
    expect(started.json().error.message).toBe('Your session has ended. Sign in again to continue.')
  })

  it('answers 403 when the administrator was demoted meanwhile, or the person promoted', async () => {
    const { app, config, db, admin, member } = await instance()
    beforeBetterAuth(app, () =>
      db.updateTable('user').set({ role: 'member' }).where('id', '=', admin.id).execute(),
    )
    const demoted = await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/impersonate`, {})
    expect(demoted.statusCode).toBe(403)
    expect(demoted.json().error.message).toMatch(/no longer an administrator/)

    const second = await instance()
    beforeBetterAuth(second.app, () =>
      second.db.updateTable('user').set({ role: 'admin' }).where('id', '=', second.member.id).execute(),
    )
    const promoted = await call(
      second.app,
      second.config,
      second.admin.cookie,
      'POST',
      `/admin/users/${second.member.id}/impersonate`,
      {},
    )
    expect(promoted.statusCode).toBe(403)
    expect(promoted.json().error.message).toBe('Administrators cannot act as other administrators.')
  })

  it('answers 400 when the person was banned meanwhile, 404 when deleted', async () => {
    const { app, config, db, admin, member } = await instance()
    beforeBetterAuth(app, () =>
      db.updateTable('user').set({ banned: true }).where('id', '=', member.id).execute(),
    )
    const banned = await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/impersonate`, {})
    expect(banned.statusCode).toBe(400)
    expect(banned.json().error.code).toBe('banned')

    const second = await instance()
    beforeBetterAuth(second.app, () =>
      second.db.deleteFrom('user').where('id', '=', second.member.id).execute(),
    )
    const gone = await call(
      second.app,
      second.config,
      second.admin.cookie,
      'POST',
      `/admin/users/${second.member.id}/impersonate`,
      {},
    )
    expect(gone.statusCode).toBe(404)
  })

  it('refuses, with no session left and no cookie given, when the demotion lands just after better-auth', async () => {
    const { app, config, db, admin, member } = await instance()
    const handler = app.auth.handler
    vi.spyOn(app.auth, 'handler').mockImplementation(async (request) => {
      const response = await handler(request)
      await db.updateTable('user').set({ role: 'member' }).where('id', '=', admin.id).execute()
      return response
    })
    const started = await call(app, config, admin.cookie, 'POST', `/admin/users/${member.id}/impersonate`, {})
    expect(started.statusCode).toBe(403)
    expect(setCookieLines(started)).toEqual([])
    const left = await db.selectFrom('session').select('id').where('impersonatedBy', 'is not', null).execute()
    expect(left).toEqual([])
  })

  it('Stop answers 401 once the administrator’s own session has ended', async () => {
    const { app, config, admin, member } = await instance()
    const acting = await actAs(app, config, admin.cookie, member.id)
    await call(app, config, admin.secondDevice, 'POST', '/account/sessions/revoke-others', {})
    const stopped = await call(app, config, acting, 'POST', '/admin/stop-impersonating', {})
    expect(stopped.statusCode).toBe(401)
  })

  it('Stop without the administrator’s cookie ends the impersonation and answers 401', async () => {
    const { app, config, db, admin, member } = await instance()
    const acting = await actAs(app, config, admin.cookie, member.id)
    const stopped = await call(
      app,
      config,
      without(acting, 'foyer.admin_session'),
      'POST',
      '/admin/stop-impersonating',
      {},
    )
    expect(stopped.statusCode).toBe(401)
    expect(stopped.json().error.message).toMatch(/no longer act as this person/)
    expect(setCookieLines(stopped).some((line) => /^foyer\.session_token=;.*Max-Age=0/.test(line))).toBe(true)
    expect((await me(app, config, acting)).statusCode).toBe(401)
    const left = await db.selectFrom('session').select('id').where('impersonatedBy', 'is not', null).execute()
    expect(left).toEqual([])
    const kinds = (await auditEventsFor(db, member.id)).map((event) => event.kind)
    expect(kinds).toContain('impersonation_stopped')
  })
})

describe('the audit trail of an impersonation', () => {
  it('names the administrator as actor and the person as subject of whatever is done as them', async () => {
    const { app, config, db, admin, member } = await instance()
    const memberDevice = cookieOf(await signIn(app, config, member))
    const acting = await actAs(app, config, admin.cookie, member.id)
    expect((await call(app, config, acting, 'GET', '/account/export')).statusCode).toBe(200)
    expect(
      (
        await call(app, config, acting, 'PATCH', '/account', {
          firstName: 'Changed',
          lastName: 'By admin',
          jobTitle: '',
          company: '',
          location: '',
          bio: '',
        })
      ).statusCode,
    ).toBe(200)
    expect((await call(app, config, acting, 'POST', '/account/sessions/revoke-others', {})).statusCode).toBe(
      200,
    )
    expect((await me(app, config, memberDevice)).statusCode).toBe(401)

    const events = await auditEventsFor(db, member.id)
    for (const kind of ['account_exported', 'profile_updated', 'sessions_revoked']) {
      const event = events.find((e) => e.kind === kind)
      expect(event, kind).toMatchObject({
        actorId: admin.id,
        targetId: member.id,
        data: expect.objectContaining({ duringImpersonation: true }),
      })
    }
    // The member's own actions stay theirs.
    expect(events.find((e) => e.kind === 'sign_in')).toMatchObject({ actorId: member.id })
  })
})
