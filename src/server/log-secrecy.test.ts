import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { cookieOf, fromApp, outbox, PASSWORD, person, registered, signIn } from './test/auth-helpers.ts'
import { createTestApp } from './test/test-app.ts'

// Issue 8: the log of a whole journey, at the most verbose level, holds no password and no session
// cookie, and every line carries the request id.

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
})
