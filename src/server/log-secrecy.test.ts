import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import {
  cookieOf,
  followResetLink,
  fromApp,
  outbox,
  PASSWORD,
  person,
  registered,
  requestReset,
  resetPassword,
  signIn,
  signUp,
} from './test/auth-helpers.ts'
import { createTestApp } from './test/test-app.ts'

// The log of a whole journey, at the most verbose level, holds no password and no session
// cookie, and every line carries the request id.

function logLines() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, stream }
}

/** The one-time secret of an emailed link: a reset token in the path, else ?token= or ?invite=. */
function secretOf(link: string): string {
  const url = new URL(link)
  const secret =
    /\/reset-password\/([^/]+)$/.exec(url.pathname)?.[1] ??
    url.searchParams.get('token') ??
    url.searchParams.get('invite')
  if (!secret) throw new Error(`no secret in ${link}`)
  return secret
}

describe('the log', () => {
  it('never holds a password or a session token, at trace level', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const { app, config } = await createTestApp({}, { logger: { level: 'trace', stream } })
    const ada = await registered(app, config, person(1))
    const second = cookieOf(await signIn(app, config, ada))
    await signIn(app, config, { email: ada.email, password: 'a wrong password here' })
    const newPassword = 'another secret pass phrase'
    const headers = fromApp(config, ada.cookie)
    await app.inject({
      method: 'POST',
      url: '/free/api/auth/change-password',
      headers,
      payload: { currentPassword: PASSWORD, newPassword, revokeOtherSessions: false },
    })
    await app.inject({
      method: 'POST',
      url: '/free/api/account/email',
      headers,
      payload: { newEmail: 'grace@example.org', currentPassword: newPassword },
    })
    await app.inject({
      method: 'POST',
      url: '/free/api/account/delete',
      headers,
      payload: { password: 'not it' },
    })
    await app.inject({ url: '/free/api/me', headers: { cookie: second } })
    await outbox(app, config)
    await app.close()

    const log = lines.join('')
    expect(lines.length).toBeGreaterThan(10)
    for (const secret of [PASSWORD, newPassword, 'a wrong password here', 'not it"']) {
      expect(log, secret).not.toContain(secret)
    }
    for (const cookie of [ada.cookie, second]) {
      const token = cookie.split('=')[1]?.split(';')[0] ?? 'missing'
      expect(token.length).toBeGreaterThan(20)
      expect(log).not.toContain(token)
      expect(log).not.toContain(decodeURIComponent(token))
    }
    // Every line about a request names it.
    const requestLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.req || entry.res)
    expect(requestLines.length).toBeGreaterThan(8)
    expect(requestLines.every((entry) => typeof entry.reqId === 'string')).toBe(true)
  })

  it('never holds the one-time token of an emailed link: verification, reset, email change, invitation', {
    timeout: 60_000,
  }, async () => {
    const { lines, stream } = logLines()
    const { app, config } = await createTestApp(
      { REQUIRE_EMAIL_VERIFICATION: 'true' },
      { logger: { level: 'trace', stream } },
    )
    const base = config.basePath
    const ada = person(1)
    const links: string[] = []
    const newLinks = async () => {
      const mails = await outbox(app, config)
      const fresh = mails
        .flatMap((mail) => (mail.link ? [mail.link] : []))
        .filter((link) => !links.includes(link))
      links.push(...fresh)
      return fresh
    }
    const open = (link: string) => app.inject({ url: link.replace(config.publicUrl, '') })

    // Verification: the link of the sign-up mail.
    expect((await signUp(app, config, ada)).statusCode).toBe(200)
    for (const link of await newLinks()) await open(link)

    // Reset: the link, where it lands (with the token in its query), then the form's request.
    await requestReset(app, config, ada.email)
    const [resetLink = ''] = await newLinks()
    const landing = await followResetLink(app, config, resetLink)
    expect(landing.token).toBe(secretOf(resetLink))
    await app.inject({ url: `${landing.location.pathname}${landing.location.search}` })
    const password = 'a brand new pass phrase'
    expect((await resetPassword(app, config, landing.token, password)).statusCode).toBe(200)

    // Email change: the confirmation link.
    const cookie = cookieOf(await signIn(app, config, { email: ada.email, password }))
    const change = await app.inject({
      method: 'POST',
      url: `${base}/api/account/email`,
      headers: fromApp(config, cookie),
      payload: { newEmail: 'ada.new@example.org', currentPassword: password },
    })
    expect(change.statusCode, change.body).toBe(200)
    for (const link of await newLinks()) await open(link)

    // Invitation: Register's page and what it asks the API.
    const invitation = await app.inject({
      method: 'POST',
      url: `${base}/api/admin/invitations`,
      headers: fromApp(config, cookie),
      payload: { email: 'grace@example.org', role: 'member' },
    })
    expect(invitation.statusCode, invitation.body).toBe(200)
    for (const link of await newLinks()) {
      await open(link)
      await app.inject({ url: `${base}/api/invitation?token=${secretOf(link)}` })
    }
    await app.close()

    const secrets = links.map(secretOf)
    expect(secrets).toHaveLength(4)
    const log = lines.join('')
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(15)
      expect(log).not.toContain(secret)
      expect(log).not.toContain(encodeURIComponent(secret))
    }
    // The addresses were logged, their secrets replaced.
    expect(log).toContain(`/api/auth/reset-password/[redacted]?callbackURL=`)
    expect(log).toContain('/api/invitation?token=[redacted]')
    expect(log).toContain('/register?invite=[redacted]')
  })
})
