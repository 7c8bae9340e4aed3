import { Writable } from 'node:stream'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { signInSchema, signUpSchema } from '#shared/auth.ts'
import type { Database } from '../db/database.ts'
import { findUserByEmail } from '../db/queries/users.ts'
import {
  cookieOf,
  fromApp,
  me,
  outbox,
  PASSWORD,
  person,
  registered,
  setCookieLines,
  signIn,
  signUp,
} from '../test/auth-helpers.ts'
import { listen } from '../test/event-stream.ts'
import { rawRequest } from '../test/raw-http.ts'
import { createTestApp } from '../test/test-app.ts'

/** What a request walking around the adapter could change: people, roles, sessions, passwords. */
async function snapshot(database: Database) {
  const { rows: users } = await sql`
    SELECT "id", "name", "email", "emailVerified", "role", "banned", "banReason", "image", "updatedAt"
    FROM "user" ORDER BY "id"`.execute(database.db)
  const { rows: sessions } = await sql`
    SELECT "id", "token", "userId", "expiresAt", "impersonatedBy" FROM "session" ORDER BY "id"`.execute(
    database.db,
  )
  const { rows: accounts } = await sql`
    SELECT "id", "userId", "password", "updatedAt" FROM "account" ORDER BY "id"`.execute(database.db)
  const { rows: verifications } = await sql`SELECT "id" FROM "verification" ORDER BY "id"`.execute(
    database.db,
  )
  const { rows: audit } = await sql`SELECT count(*)::int AS n FROM "auditEvent"`.execute(database.db)
  return { users, sessions, accounts, verifications, audit }
}

/** A target that answers each of better-auth's endpoints, by its path (":param" filled in). */
function endpointPaths(api: Record<string, unknown>) {
  const paths = new Set<string>()
  for (const endpoint of Object.values(api)) {
    const path = (endpoint as { path?: unknown }).path
    if (typeof path === 'string') paths.add(path.replace(/:[A-Za-z]+/g, 'x').slice(1))
  }
  return [...paths].sort()
}

// Each way of making the path the adapter checks differ from the one better-auth routes on.
// `via` is an endpoint the adapter lets through for the method; `to` the one to reach instead.
const tricks: Array<[string, (to: string, via: string) => string]> = [
  ['encoded ? then encoded dots', (to, via) => `${via}%3F/%2e%2e/${to}`],
  ['encoded ? (lower case) then dots', (to, via) => `${via}%3f/../${to}`],
  ['mixed-case encoded dots', (to, via) => `${via}%3F/%2E%2e/${to}`],
  ['half-encoded dots', (to, via) => `${via}%3F/.%2E/${to}`],
  ['double-encoded dots', (to, via) => `${via}%3F/%252e%252e/${to}`],
  ['encoded slashes', (to, via) => `${via}%2F%2e%2e%2F${to}`],
  ['dots with a semicolon', (to, via) => `${via}%3F/..;/${to}`],
  ['literal dots with a semicolon', (to, via) => `${via}/..;/${to}`],
  ['backslashes', (to, via) => `${via}%3F\\..\\${to}`],
  ['encoded backslashes', (to, via) => `${via}%5C..%5C${to}`],
  ['double slash', (to, via) => `${via}%3F//../${to}`],
  ['a second ?', (to, via) => `${via}?a=1?/../${to}`],
  ['a fragment', (to, via) => `${via}#/../${to}`],
  ['an encoded NUL', (to, via) => `${via}%00/../${to}`],
  ['a literal dot segment', (to) => `./${to}`],
  ['a leading double slash', (to) => `/${to}`],
  ['a trailing slash', (to) => `${to}/`],
  ['a capital letter', (to) => `${to.charAt(0).toUpperCase()}${to.slice(1)}`],
  ['upper case', (to) => to.toUpperCase()],
  ['an encoded letter', (to) => `%${to.charCodeAt(0).toString(16)}${to.slice(1)}`],
]

const via = { GET: 'get-session', POST: 'send-verification-email' } as const

describe('the auth adapter', () => {
  it('refuses every encoding trick towards every better-auth endpoint, and nothing changes', async () => {
    const { app, config, database } = await createTestApp()
    const ada = await registered(app, config, person(1))
    await registered(app, config, person(2))
    const bob = await findUserByEmail(database.db, person(2).email)
    const origin = await listen(app)
    // A body that would do harm at most endpoints it reached.
    const body = JSON.stringify({
      userId: bob?.id,
      role: 'superuser',
      newPassword: 'password',
      currentPassword: PASSWORD,
      password: 'password',
      name: 'x'.repeat(300),
      email: 'eve@example.org',
      firstName: 'Eve',
      lastName: 'Intruder',
      banReason: 'walked around',
    })
    const before = await snapshot(database)
    const paths = endpointPaths(app.auth.api as Record<string, unknown>)
    expect(paths).toEqual(
      expect.arrayContaining(['list-sessions', 'admin/set-role', 'admin/impersonate-user']),
    )
    const requests: Array<{ method: 'GET' | 'POST'; target: string; trick: string }> = []
    for (const to of paths) {
      for (const method of ['GET', 'POST'] as const) {
        for (const [trick, make] of tricks) {
          requests.push({ method, target: `${config.basePath}/api/auth/${make(to, via[method])}`, trick })
        }
      }
    }
    const refused: string[] = []
    const answered: string[] = []
    for (let i = 0; i < requests.length; i += 8) {
      await Promise.all(
        requests.slice(i, i + 8).map(async ({ method, target, trick }) => {
          const response = await rawRequest(
            origin,
            method,
            target,
            { ...fromApp(config, ada.cookie) },
            method === 'POST' ? body : undefined,
          )
          const line = `${response.status} ${method} ${target} (${trick})`
          if (response.status === 400 || response.status === 404) refused.push(line)
          else answered.push(line)
        }),
      )
    }
    expect(answered).toEqual([])
    expect(refused.length).toBe(requests.length)
    expect(await snapshot(database)).toEqual(before)
    expect((await me(app, config, ada.cookie)).json().role).toBe('admin')
  }, 120_000)

  it('refuses encoded separators and dot segments with 400 before better-auth sees them', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const origin = await listen(app)
    for (const target of [
      'get-session%3F/%2e%2e/list-sessions',
      'get-session%2Fx',
      'get-session%5Cx',
      'x/%2e%2e/get-session',
      'x/../get-session',
      'get-session//',
      'get-session\\',
      'get-session?a=1?b=2',
      'get-session?a=%00',
      'get-session%00',
      '%252e%252e/get-session',
      '..;/get-session',
    ]) {
      const response = await rawRequest(origin, 'GET', `${config.basePath}/api/auth/${target}`, {
        cookie: ada.cookie,
      })
      expect(response.status, target).toBe(400)
      expect(JSON.parse(response.body).error.code, target).toBe('bad_request')
    }
    // The same endpoint asked plainly still answers.
    const plain = await rawRequest(origin, 'GET', `${config.basePath}/api/auth/get-session?a=1`, {
      cookie: ada.cookie,
    })
    expect(plain.status).toBe(200)
    expect(JSON.parse(plain.body).user.email).toBe(ada.email)
  })

  it('answers GET and HEAD on sign-out, and HEAD on any auth path, with 404 or 405', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    for (const [method, path] of [
      ['GET', 'sign-out'],
      ['HEAD', 'sign-out'],
      ['HEAD', 'get-session'],
      ['HEAD', 'verify-email'],
      ['HEAD', 'sign-in/email'],
      ['HEAD', 'list-sessions'],
      ['GET', 'sign-in/email'],
      ['GET', 'change-password'],
      ['POST', 'get-session'],
    ] as const) {
      const response = await app.inject({
        method,
        url: `${config.basePath}/api/auth/${path}`,
        headers: fromApp(config, ada.cookie),
      })
      expect([404, 405], `${method} ${path}`).toContain(response.statusCode)
    }
    const getSignOut = await app.inject({
      url: `${config.basePath}/api/auth/sign-out`,
      headers: fromApp(config, ada.cookie),
    })
    expect(getSignOut.statusCode).toBe(405)
    expect(getSignOut.headers.allow).toBe('POST')
    expect(getSignOut.json().error.code).toBe('method_not_allowed')
    expect((await me(app, config, ada.cookie)).statusCode).toBe(200)
  })

  it('serves a request whose target is in absolute form like any other', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const origin = await listen(app)
    const response = await rawRequest(origin, 'GET', `http://x${config.basePath}/api/auth/get-session`, {
      cookie: ada.cookie,
    })
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body).user.email).toBe(ada.email)
  })
})

describe("better-auth's own request shapes", () => {
  it('sign in without rememberMe, remembered as better-auth does', async () => {
    const { app, config } = await createTestApp()
    await registered(app, config, person(1))
    const response = await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/auth/sign-in/email`,
      headers: fromApp(config),
      payload: { email: person(1).email, password: PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    const line = setCookieLines(response).find((l) => l.startsWith('foyer.session_token='))
    expect(line).toMatch(/Max-Age=2592000/)
    // The form's own schema still asks for the choice.
    expect(signInSchema.safeParse({ email: person(1).email, password: PASSWORD }).success).toBe(false)
  })

  it('sign up with one name, split into first and last name, and still with both', async () => {
    const { app, config, database } = await createTestApp()
    const response = await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/auth/sign-up/email`,
      headers: fromApp(config),
      payload: { name: '  Ada  King Lovelace ', email: 'ada@example.org', password: PASSWORD },
    })
    expect(response.statusCode).toBe(200)
    expect((await me(app, config, cookieOf(response))).json().name).toBe('Ada King Lovelace')
    expect(await findUserByEmail(database.db, 'ada@example.org')).toMatchObject({
      firstName: 'Ada',
      lastName: 'King Lovelace',
    })
    // The form's shape works as before, and wins over a name sent beside it.
    const both = await signUp(app, config, { ...person(2), name: 'Someone Else' } as never)
    expect(both.statusCode).toBe(200)
    expect((await me(app, config, cookieOf(both))).json().name).toBe(`Ada ${person(2).lastName}`)
    // Both names are still required, as on the form.
    const single = await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/auth/sign-up/email`,
      headers: fromApp(config),
      payload: { name: 'Ada', email: 'ada3@example.org', password: PASSWORD },
    })
    expect(single.statusCode).toBe(400)
    expect(single.json().error.fields).toEqual({ lastName: 'Enter your last name' })
    expect(
      signUpSchema.safeParse({ name: 'Ada Lovelace', email: 'a@b.org', password: PASSWORD }).success,
    ).toBe(false)
  })
})

describe('get-session, as better-auth’s client libraries read it', () => {
  it('answers who is signed in without the session’s token or who acts as the person', async () => {
    const { app, config, database } = await createTestApp()
    const admin = await registered(app, config, person('admin'))
    const member = await registered(app, config, person('member'))
    const memberId = (await me(app, config, member.cookie)).json().id
    const getSession = (cookie: string) =>
      app.inject({ url: `${config.basePath}/api/auth/get-session`, headers: { cookie } })
    /** The session tokens in the database and in a Cookie header: none may appear in an answer. */
    const secrets = async (cookie: string) => {
      const rows = await database.db.selectFrom('session').select('token').execute()
      const fromCookie = [...cookie.matchAll(/session_token=([^.;]+)/g)].map((match) => match[1] ?? '')
      return [...rows.map((row) => row.token), ...fromCookie]
    }

    const own = await getSession(member.cookie)
    expect(own.statusCode).toBe(200)
    expect(own.json()).toMatchObject({ user: { id: memberId }, session: { userId: memberId } })
    expect(own.json().session.id).toEqual(expect.any(String))
    expect(own.json().session).not.toHaveProperty('token')
    for (const token of await secrets(member.cookie)) expect(own.body).not.toContain(token)

    const started = await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/admin/users/${memberId}/impersonate`,
      headers: fromApp(config, admin.cookie),
      payload: {},
    })
    expect(started.statusCode).toBe(200)
    const acting = cookieOf(started)
    const asMember = await getSession(acting)
    expect(asMember.statusCode).toBe(200)
    expect(asMember.json()).toMatchObject({ user: { id: memberId } })
    expect(asMember.json().session.id).toEqual(expect.any(String))
    expect(asMember.json().session).not.toHaveProperty('token')
    expect(asMember.json().session).not.toHaveProperty('impersonatedBy')
    expect(asMember.json().session).not.toHaveProperty('impersonatorSessionId')
    for (const token of await secrets(acting)) expect(asMember.body).not.toContain(token)

    // Nobody signed in: better-auth's answer, unchanged.
    const nobody = await getSession('')
    expect(nobody.statusCode).toBe(200)
    expect(nobody.json()).toBeNull()
  })
})

describe('the log of a client mistake', () => {
  it('is below error level and never holds the input', async () => {
    const lines: Array<{ level: number; msg?: string; component?: string }> = []
    const raw: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        raw.push(String(chunk))
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    })
    const { app, config } = await createTestApp({}, { logger: { level: 'trace', stream } })
    const ada = await registered(app, config, person(1))
    const marker = 'https://evil.example/callback-marker'
    const sent = await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/auth/send-verification-email`,
      headers: fromApp(config, ada.cookie),
      payload: { email: ada.email, callbackURL: marker },
    })
    expect(sent.statusCode).toBe(403)
    const verified = await app.inject({
      url: `${config.basePath}/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(marker)}`,
    })
    expect(verified.statusCode).toBe(403)
    expect(lines.filter((line) => line.level >= 50)).toEqual([])
    const authLines = lines.filter((line) => line.component === 'auth')
    expect(authLines.map((line) => line.msg)).toEqual(['Invalid callbackURL', 'Invalid callbackURL'])
    expect(authLines.every((line) => line.level === 30)).toBe(true)
    // The lines of the request itself hold its URL, as for every request (taken in, at debug level,
    // and answered); no other line does.
    const withInput = raw
      .filter((line) => line.includes('callback-marker'))
      .map((line) => JSON.parse(line) as { msg: string; res?: { statusCode: number } })
    expect(withInput.map((line) => line.res?.statusCode ?? line.msg)).toEqual(['incoming request', 403])
  })
})

describe('email verification', () => {
  it('verifies the address without signing in the browser that opens the link', async () => {
    const { app, config } = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' })
    const signedUp = await signUp(app, config, person(1))
    expect(signedUp.statusCode).toBe(200)
    const link = (await outbox(app, config)).find((m) => m.subject.includes('Confirm'))?.link ?? ''
    // Another browser opens the link.
    const other = await app.inject({ url: link.replace(config.publicUrl, '') })
    expect(other.statusCode).toBe(302)
    expect(
      setCookieLines(other).filter(
        (line) => line.includes('session_token=') && !/session_token=;/.test(line),
      ),
    ).toEqual([])
    expect((await me(app, config, cookieOf(other))).statusCode).toBe(401)
    // It lands on the page that says the address is verified and offers to sign in.
    expect(other.headers.location).toBe(`${config.basePath}/verify-email?verified=1`)
    // The address is verified: its owner signs in with the password.
    expect((await signIn(app, config, person(1))).statusCode).toBe(200)
  })
})
