import type { Readable } from 'node:stream'
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cookieOf, me, PASSWORD, person, registered, signIn } from './test/auth-helpers.ts'
import { random } from './test/crash-loop.ts'
import { createTestApp } from './test/test-app.ts'

// A seeded, bounded fuzz of every route the app registers (found through onRoute, so a new route is
// fuzzed without a word here): each is called signed out, as a member and as an administrator, with
// its known fields broken one at a time (wrong types, huge strings, NUL, deep nesting, bad dates,
// unicode oddities, encoded paths) and with bodies and queries that make no sense. No answer may be
// a 5xx, none may hang, and no body may show a stack trace. FUZZ_SEED and FUZZ_CASES repeat or widen
// a run; a failure prints the seed and the requests.

const SEED = Number(process.env.FUZZ_SEED ?? 20_241_124)
/** Requests per route, method and identity. */
const CASES = Number(process.env.FUZZ_CASES ?? 24)
const ANSWER_MS = 10_000

type Identity = 'signed out' | 'member' | 'admin'
type Case = {
  method: string
  url: string
  headers: Record<string, string>
  payload?: string | Buffer
  /** What was broken, for the report. */
  what: string
}

/** Valid requests of the routes the fuzz knows, keyed "METHOD /path" under the base path. */
const samples: Record<string, { body?: Record<string, unknown>; query?: Record<string, string> }> = {
  'PATCH /api/account': {
    body: { firstName: 'Ada', lastName: 'Fuzz', jobTitle: 'Tester', company: '', location: '', bio: '' },
  },
  'PUT /api/account/social-links': {
    body: { socialLinks: { website: 'https://example.org', github: 'https://github.com/ada' } },
  },
  'PUT /api/account/avatar': { query: { x: '0', y: '0', size: '8' } },
  'POST /api/account/email': {
    body: { newEmail: 'ada.elsewhere@example.org', currentPassword: 'not the password' },
  },
  'POST /api/account/delete': { body: { password: 'not the password' } },
  'GET /api/account/email/confirm': { query: { token: 'abcdefghijklmnop' } },
  'GET /api/account/history': { query: { page: '1', limit: '10' } },
  'GET /api/me': { query: { optional: '1' } },
  'GET /api/notifications': { query: { page: '1', limit: '10', filter: 'unread' } },
  'PATCH /api/notifications/:id': { body: { read: true } },
  'POST /api/notifications/read-all': { body: { upTo: '1' } },
  'GET /api/notifications/stream': { query: { lastEventId: 'x' } },
  'GET /api/search': { query: { q: 'ada' } },
  'GET /api/invitation': { query: { token: 'abcdefghijklmnop' } },
  'GET /api/admin/users': {
    query: { q: 'ada', role: 'member', status: 'active', sort: 'name', order: 'asc', page: '1', limit: '10' },
  },
  'PATCH /api/admin/users/:id/role': { body: { role: 'member' } },
  'POST /api/admin/users/:id/ban': {
    body: { reason: 'Fuzzing', expiresAt: '2999-01-01T00:00:00Z', showReason: true },
  },
  'POST /api/admin/invitations': { body: { email: 'invited@example.org', role: 'member' } },
  'GET /api/admin/audit': {
    query: {
      actor: 'x',
      target: 'y',
      kind: 'sign_in',
      from: '2020-01-01T00:00:00Z',
      to: '2030-01-01T00:00:00Z',
      page: '1',
      limit: '10',
    },
  },
}

/** The endpoints behind the auth adapter's wildcard, and a valid request of each. */
const authEndpoints: {
  method: string
  path: string
  body?: Record<string, unknown>
  query?: Record<string, string>
}[] = [
  {
    method: 'POST',
    path: 'sign-in/email',
    body: { email: 'nobody@example.org', password: 'not the password', rememberMe: false },
  },
  {
    method: 'POST',
    path: 'sign-up/email',
    body: {
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: 'fuzz@example.org',
      password: PASSWORD,
      company: 'Fuzz',
    },
  },
  {
    method: 'POST',
    path: 'request-password-reset',
    body: { email: 'nobody@example.org', redirectTo: '/free/reset-password' },
  },
  {
    method: 'POST',
    path: 'reset-password',
    body: { token: 'abcdefghijklmnop', newPassword: 'another long pass phrase' },
  },
  {
    method: 'POST',
    path: 'change-password',
    body: {
      currentPassword: 'not the password',
      newPassword: 'another long pass phrase',
      revokeOtherSessions: false,
    },
  },
  { method: 'POST', path: 'sign-out', body: {} },
  {
    method: 'POST',
    path: 'send-verification-email',
    body: { email: 'nobody@example.org', callbackURL: '/free/' },
  },
  { method: 'GET', path: 'get-session' },
  { method: 'GET', path: 'verify-email', query: { token: 'abcdefghijklmnop', callbackURL: '/free/' } },
  { method: 'GET', path: 'reset-password/abcdefghijklmnop', query: { callbackURL: '/free/reset-password' } },
]

// Strings a careless handler trips over.
const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(5_000),
  'é'.repeat(40_000),
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFFadmin',
  '\u202Eevil',
  'e\u0301'.repeat(300),
  '👩‍👩‍👧‍👦'.repeat(50),
  'ＡＤＭＩＮ',
  'İı ß ǅ',
  '\r\nSet-Cookie: x=y',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '%',
  '../../etc/passwd',
  '\\\\server\\share',
  '#{7*7}{{7*7}}',
  '-271821-04-20T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-00-00T00:00:00Z',
  '1969-12-31T23:59:59Z',
  '2024-02-30',
  'NaN',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  '9223372036854775808',
  '0x1f',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'admin',
  'superuser',
  'a@b',
  'ada@example.org\u0000.evil',
  'javascript:alert(1)',
  'https://evil.example/',
  '//evil.example',
]

function deeplyNested(depth: number): unknown {
  let value: unknown = 'deep'
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value }
  return value
}

const nastyValues: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  [],
  ['x'],
  [null],
  {},
  { $ne: null },
  deeplyNested(40),
  Array.from({ length: 2000 }, (_, index) => index),
  ...nastyStrings,
]

/** Path segments for an :id or a wildcard, already encoded as a client would send them. */
const nastySegments = [
  '%00',
  'a%00b',
  '%2F',
  '..',
  '%2e%2e',
  '%252e%252e',
  '..%2f..%2fetc%2fpasswd',
  '..;',
  '%3F',
  '%23',
  '%',
  '%ZZ',
  '%C0%AF',
  '%FF',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '%20',
  '-1',
  '0',
  '1',
  '999999999999999999',
  '9999999999999999999999',
  '1e5',
  'NaN',
  'null',
  '__proto__',
  'x'.repeat(99),
  'x'.repeat(300),
  encodeURIComponent('é'.repeat(30)),
]

/** Bodies that are not what any route takes. */
const nastyBodies: { type: string; payload: string }[] = [
  { type: 'application/json', payload: '{' },
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: '[1,2,3]' },
  { type: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { type: 'application/json', payload: '{"constructor":{"prototype":{"x":1}}}' },
  { type: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'application/json', payload: `{"a":"${'x'.repeat(70_000)}"}` },
  { type: 'application/json', payload: '{"a":"\\ud800"}' },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\n--x--' },
  { type: 'image/png', payload: 'not an image' },
]

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Percent-encodes `value`; a lone surrogate, which has no UTF-8, goes as the bytes a careless encoder writes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return [...value]
      .map((character) => (/[\uD800-\uDFFF]/.test(character) ? '%ED%A0%80' : encode(character)))
      .join('')
  }
}

function queryString(query: Record<string, string | string[]>): string {
  const parts: string[] = []
  for (const [name, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value]) parts.push(`${encode(name)}=${encode(one)}`)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

/** Reads an answer's body, giving up on a stream (Server-Sent Events) that does not end. */
async function bodyOf(response: LightMyRequestResponse): Promise<string> {
  const stream = response.stream() as Readable
  if (String(response.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    stream.destroy()
    return ''
  }
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}

const stackTrace = /\n\s+at [^\n]+:\d+:\d+|node_modules\/|\/src\/server\//

describe('the API under malformed input', () => {
  it(`never answers 5xx, never hangs and never shows a stack (seed ${SEED}, ${CASES} cases a route and identity)`, {
    timeout: 180_000,
  }, async () => {
    const routes: { method: string; url: string }[] = []
    const { app, config } = await createTestApp(
      // The metrics route exists only with a token; shedding would answer 503 to a busy test.
      { METRICS_TOKEN: 'fuzz-metrics-token-1234', MAX_EVENT_LOOP_DELAY_MS: '0' },
      {
        onRoute: (route) => {
          for (const method of [route.method].flat()) routes.push({ method, url: route.url })
        },
      },
    )
    const base = config.basePath
    const next = random(SEED)
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T

    const admin = await registered(app, config, person('admin'))
    const member = await registered(app, config, person('member'))
    // People the administrator's fuzz may ban, demote, impersonate and delete.
    const victims: string[] = []
    for (let n = 0; n < 3; n++) {
      const victim = await registered(app, config, person(`victim${n}`))
      victims.push((await me(app, config, victim.cookie)).json().id as string)
    }
    const cookies: Record<Identity, string> = { 'signed out': '', member: member.cookie, admin: admin.cookie }
    const credentials = { member, admin }
    async function ensureSession(identity: Identity) {
      if (identity === 'signed out') return
      if ((await me(app, config, cookies[identity])).statusCode === 200) return
      cookies[identity] = cookieOf(await signIn(app, config, credentials[identity]))
    }
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer()

    function segment(): string {
      return next() < 0.6 ? pick(nastySegments) : pick([...victims, 'nope', '1', '42'])
    }

    function fill(url: string): string {
      return url
        .replace(/:[A-Za-z]+/g, () => segment())
        .replace(/\*$/, () => [segment(), segment()].slice(0, 1 + Math.floor(next() * 2)).join('/'))
    }

    /** A request for `method url`: a valid one with one thing broken. */
    function makeCase(method: string, url: string, identity: Identity): Case {
      const headers: Record<string, string> = { origin: config.publicUrl }
      if (cookies[identity]) headers.cookie = cookies[identity]
      let path = url.slice(base.length)
      let sample = samples[`${method} ${path}`] ?? {}
      let concretePath = ''
      if (path === '/api/auth/*') {
        // Mostly with its own method; sometimes with another (GET on a POST endpoint...).
        const endpoint = pick(
          next() < 0.7
            ? authEndpoints.filter((one) => one.method === (method === 'HEAD' ? 'GET' : method))
            : authEndpoints,
        )
        sample = endpoint
        concretePath = `/api/auth/${next() < 0.15 ? fill('*') : endpoint.path}`
      }
      if (path.startsWith('/api/metrics'))
        headers.authorization = pick(['', 'Bearer x', 'Bearer fuzz-metrics-token-1234', 'Basic %00'])
      path = concretePath || path
      // Valid ids most of the time, so that the request reaches past the lookup.
      const resolved = path.replace(/:([A-Za-z]+)/g, () => (next() < 0.5 ? pick(victims) : segment()))
      const query: Record<string, string | string[]> = { ...(sample.query ?? {}) }
      const body: Record<string, unknown> | undefined = sample.body ? structuredClone(sample.body) : undefined
      let payload: string | Buffer | undefined
      let what = 'as sampled'
      const roll = next()
      const fields = Object.keys(body ?? {})
      const queryNames = Object.keys(query)
      if (roll < 0.35 && body && fields.length > 0) {
        const field = pick(fields)
        const value = pick(nastyValues)
        body[field] = value
        what = `body.${field} = ${JSON.stringify(value)?.slice(0, 60)}`
      } else if (roll < 0.55 && queryNames.length > 0) {
        const name = pick(queryNames)
        const value = next() < 0.8 ? pick(nastyStrings) : [pick(nastyStrings), pick(nastyStrings)]
        query[name] = value
        what = `query.${name} = ${JSON.stringify(value).slice(0, 60)}`
      } else if (roll < 0.65) {
        const name = pick([
          'page',
          'limit',
          'q',
          'token',
          'from',
          'to',
          'filter',
          '__proto__',
          'x',
          'callbackURL',
        ])
        query[name] = pick(nastyStrings)
        what = `query.${name} added`
      } else if (roll < 0.75 && bodyMethods.has(method)) {
        const bad = pick(nastyBodies)
        headers['content-type'] = bad.type
        payload = bad.payload
        what = `body ${bad.type} ${bad.payload.slice(0, 40)}`
      } else if (roll < 0.85 && body) {
        const field = pick([...fields, 'role', 'banned', 'emailVerified', 'isAdmin', '__proto__'])
        if (next() < 0.5) delete body[field]
        else body[field] = pick(nastyValues)
        what = `body.${field} dropped or added`
      } else if (roll < 0.9) {
        // Only what HTTP can carry: Node's parser refuses control characters, and bytes are Latin-1.
        headers['last-event-id'] = pick(
          nastyStrings.filter((value) => /^[\x20-\x7e\xa0-\xff]+$/.test(value)),
        ).slice(0, 200)
        headers.accept = pick(['*/*', 'text/event-stream', 'application/xml', ''])
        what = 'headers'
      }
      if (payload === undefined && body !== undefined && bodyMethods.has(method)) {
        headers['content-type'] = 'application/json'
        payload = JSON.stringify(body)
      }
      if (method === 'PUT' && path.endsWith('/avatar') && payload === undefined) {
        headers['content-type'] = pick(['image/png', 'application/octet-stream'])
        payload = pick([image, image.subarray(0, 40), Buffer.from('GIF89a'), Buffer.alloc(0)])
        what = `${what}, an image of ${payload.length} bytes`
      }
      const full = `${base}${resolved}${queryString(query)}`
      return { method, url: full, headers, payload, what }
    }

    const failures: string[] = []
    /** API routes that answered something else than the router's 404 at least once. */
    const reached = new Set<string>()
    const slowest = { ms: 0, request: '' }
    const identities: Identity[] = ['signed out', 'member', 'admin']
    let sent = 0

    async function send(app: FastifyInstance, request: Case, identity: Identity, route: string) {
      const started = performance.now()
      const label = `${request.method} ${request.url.slice(0, 160)} as ${identity} (${request.what})`
      let timer: NodeJS.Timeout | undefined
      const answer = app
        .inject({
          method: request.method as HTTPMethods,
          url: request.url,
          headers: request.headers,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
          payloadAsStream: true,
        })
        .then(async (response) => ({ response, body: await bodyOf(response) }))
      const outcome = await Promise.race([
        answer,
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), ANSWER_MS)
        }),
      ]).finally(() => clearTimeout(timer))
      sent++
      const ms = performance.now() - started
      if (ms > slowest.ms) Object.assign(slowest, { ms, request: label })
      if (!outcome) {
        failures.push(`no answer within ${ANSWER_MS} ms: ${label}`)
        return
      }
      const { response, body } = outcome
      if (response.statusCode !== 404 || !body.includes('No such API endpoint')) reached.add(route)
      if (stackTrace.test(body)) failures.push(`a stack trace in the body: ${label}: ${body.slice(0, 300)}`)
      if (response.statusCode < 500) return
      failures.push(`${response.statusCode}: ${label}: ${body.slice(0, 200)}`)
    }

    for (const route of routes) {
      for (const identity of identities) {
        await ensureSession(identity)
        for (let n = 0; n < CASES; n++) {
          const request = makeCase(route.method, route.url, identity)
          await send(app, request, identity, `${route.method} ${route.url}`)
          // What may have ended this identity's session: it signs in again before going on.
          if (
            /sign-out|revoke|delete|change-password|impersonat|\/ban|\/role|reset-password/.test(request.url)
          )
            await ensureSession(identity)
        }
      }
    }

    console.info(
      `fuzz (seed ${SEED}): ${sent} requests over ${routes.length} routes, slowest ${Math.round(slowest.ms)} ms (${slowest.request.slice(0, 120)}); ${failures.length} failures`,
    )
    expect(routes.length).toBeGreaterThan(40)
    // Each API route was reached at least once: the fuzz builds its addresses right.
    const neverReached = routes
      .filter((route) => route.url.includes('/api/') && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !reached.has(route))
    expect(neverReached).toEqual([])
    expect(failures, `seed ${SEED}`).toEqual([])
  })
})
