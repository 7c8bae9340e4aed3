import { describe, expect, it } from 'vitest'
import { fromApp, me, person, registered } from './test/auth-helpers.ts'
import { createTestApp } from './test/test-app.ts'

// Input the database cannot store is refused with a 400 naming the field, before any query:
// the NUL character (PostgreSQL's text has none) and dates outside the years it shares with
// browsers. The fuzz (fuzz.test.ts) looks for more; these are the cases it first found.

async function instance() {
  const { app, config } = await createTestApp()
  const admin = await registered(app, config, person('admin'))
  const member = await registered(app, config, person('member'))
  const memberId = (await me(app, config, member.cookie)).json().id as string
  return { app, config, admin, member, memberId }
}

const nulMessage = 'Must not contain the NUL character (U+0000)'

describe('the NUL character', () => {
  it('is refused with a 400 naming the field, in a path, a query or a body, signed in or not', async () => {
    const { app, config, admin, member, memberId } = await instance()
    const cases = [
      // Signed out, through the auth adapter's own parsing, escaped and raw.
      {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: '{"token":"a\\u0000b","newPassword":"x"}',
        field: 'token',
      },
      {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: '{"email":"a@b.c","password":"p\\u0000","rememberMe":true}',
        field: 'password',
      },
      {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: '{"email":"a\\u0000@b.c"}',
        field: 'email',
      },
      { method: 'GET', url: '/api/auth/verify-email?token=%00' },
      { method: 'GET', url: '/api/auth/reset-password/a%00b' },
      { method: 'GET', url: '/api/invitation?token=%00', field: 'token' },
      { method: 'GET', url: '/api/account/email/confirm?token=x%00', field: 'token' },
      // Signed in as a member.
      { method: 'GET', url: '/api/people/%00', cookie: member.cookie, field: 'id' },
      {
        method: 'PATCH',
        url: '/api/notifications/1%00',
        cookie: member.cookie,
        payload: { read: true },
        field: 'id',
      },
      { method: 'GET', url: '/api/search?q=ada%00', cookie: member.cookie, field: 'q' },
      { method: 'DELETE', url: '/api/account/sessions/%00', cookie: member.cookie, field: 'id' },
      {
        method: 'PATCH',
        url: '/api/account',
        cookie: member.cookie,
        payload: { firstName: 'Ada', lastName: 'B', jobTitle: '', company: 'x\u0000', location: '', bio: '' },
        field: 'company',
      },
      {
        method: 'PUT',
        url: '/api/account/social-links',
        cookie: member.cookie,
        payload: { links: { 'x\u0000': 'y' } },
      },
      // Signed in as an administrator.
      { method: 'GET', url: `/api/admin/users/${memberId}%00`, cookie: admin.cookie, field: 'id' },
      { method: 'GET', url: '/api/admin/audit?actor=%00', cookie: admin.cookie, field: 'actor' },
      {
        method: 'POST',
        url: `/api/admin/users/${memberId}/ban`,
        cookie: admin.cookie,
        payload: { reason: 'spam\u0000', expiresAt: null, showReason: false },
        field: 'reason',
      },
      {
        method: 'POST',
        url: '/api/admin/invitations',
        cookie: admin.cookie,
        payload: { email: 'new@example.org', role: 'member\u0000' },
        field: 'role',
      },
    ] as const
    for (const entry of cases) {
      const { method, url } = entry
      const cookie = 'cookie' in entry ? entry.cookie : undefined
      const payload = 'payload' in entry ? entry.payload : undefined
      const response = await app.inject({
        method,
        url: `${config.basePath}${url}`,
        ...(payload === undefined
          ? { headers: { origin: config.publicUrl, ...(cookie ? { cookie } : {}) } }
          : { headers: fromApp(config, cookie), payload }),
      })
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400)
      const body = response.json()
      expect(body.error.code, url).toBe('bad_request')
      if ('field' in entry) expect(body.error.fields?.[entry.field], url).toBe(nulMessage)
    }
    // Nothing was changed by the refused requests.
    const profile = await app.inject({
      url: `${config.basePath}/api/account`,
      headers: { cookie: member.cookie },
    })
    expect(profile.json().company).toBeNull()
  })
})

describe('dates', () => {
  it('outside the years 1970 to 9999 are refused in the audit filters and in a ban', async () => {
    const { app, config, admin, memberId } = await instance()
    for (const query of [
      'from=-271821-04-20T00:00:00Z',
      'to=%2B275760-09-13T00:00:00Z',
      'from=1969-12-31T23:59:59Z',
      'to=10000-01-01',
      'from=not-a-date',
    ]) {
      const response = await app.inject({
        url: `${config.basePath}/api/admin/audit?${query}`,
        headers: { cookie: admin.cookie },
      })
      expect(response.statusCode, `${query}: ${response.body}`).toBe(400)
      const [field = ''] = query.split('=')
      expect(response.json().error.fields[field]).toBe(`${field} must be a date between 1970 and 9999`)
    }
    const inRange = await app.inject({
      url: `${config.basePath}/api/admin/audit?from=1970-01-01T00:00:00Z&to=9999-12-31T23:59:59Z`,
      headers: { cookie: admin.cookie },
    })
    expect(inRange.statusCode).toBe(200)

    const ban = await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/admin/users/${memberId}/ban`,
      headers: fromApp(config, admin.cookie),
      payload: { reason: 'spam', expiresAt: '+275760-09-13T00:00:00Z', showReason: false },
    })
    expect(ban.statusCode, ban.body).toBe(400)
    expect(ban.json().error.fields.expiresAt).toBe('Give a date and time before the year 10000')
  })
})
