import { Validator } from '@seriousme/openapi-schema-validator'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { RouteOptions } from 'fastify'
import { sql } from 'kysely'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { tasks } from '#shared/test/resource-fixtures.ts'
import { migrationSql } from './resources/migration-sql.ts'
import { authEndpoints } from './routes/auth.ts'
import { cookieOf, fromApp, me, PASSWORD, person, registered, signIn } from './test/auth-helpers.ts'
import { createTestApp } from './test/test-app.ts'

// The API's description (plugins/openapi.ts): a valid OpenAPI 3.1 document that names every route
// the app serves under /api and every better-auth endpoint the adapter lets through; and each route
// it documents, called, answers what the document says it answers.

type Operation = {
  parameters?: Array<{ name: string; in: string; required?: boolean }>
  requestBody?: unknown
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> }

/** The API routes no document names, each for its reason. */
const undocumented = new Set([
  // better-auth's endpoints, named one by one from better-auth's own description.
  'GET /api/auth/*',
  'POST /api/auth/*',
  // The description itself, and the page that renders it.
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/static/theme/foyer.css',
  'GET /api/docs/static/theme/foyer.js',
  'GET /api/docs/uiConfig',
  'GET /api/docs/initOAuth',
  // The link in an email that confirms a new address: a browser follows it, a script does not.
  'GET /api/account/email/confirm',
])

async function documentedApp() {
  const routes: RouteOptions[] = []
  const made = await createTestApp({}, { resources: [tasks], onRoute: (route) => routes.push(route) })
  await sql.raw(`DROP TABLE IF EXISTS "${tasks.name}" CASCADE`).execute(made.database.db)
  await sql.raw(migrationSql(tasks)).execute(made.database.db)
  const answer = await made.app.inject({ url: `${made.config.basePath}/api/openapi.json` })
  expect(answer.statusCode).toBe(200)
  return { ...made, routes, document: answer.json() as Document }
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 and names every API route and every better-auth endpoint let through', async () => {
    const { config, routes, document } = await documentedApp()
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(document.openapi).toBe('3.1.0')

    const base = config.basePath
    const served = routes
      .filter((route) => route.url.startsWith(`${base}/api/`))
      .flatMap((route) =>
        [route.method].flat().map((method) => ({ method, url: route.url.slice(base.length) })),
      )
      .filter(({ method }) => method !== 'HEAD')
    const missing: string[] = []
    const hidden: string[] = []
    for (const { method, url } of served) {
      const name = `${method} ${url}`
      const path = `${base}${url.replace(/:([A-Za-z]+)/g, '{$1}')}`
      const isDocumented = document.paths[path]?.[method.toLowerCase()] !== undefined
      if (undocumented.has(name)) {
        if (isDocumented) hidden.push(`${name} is documented but listed as undocumented`)
        continue
      }
      if (!isDocumented) missing.push(name)
    }
    expect(missing, 'routes the document does not name').toEqual([])
    expect(hidden).toEqual([])
    expect(served.length).toBeGreaterThan(60)

    // A route declares its answers only: a declared error status would also write the errors of
    // that status (a stop's 503, a load-shedding one) with the answer's schema.
    const errorStatuses = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.keys(operation.responses)
          .filter((status) => /^[45]/.test(status))
          .map((status) => `${method} ${path} ${status}`),
      ),
    )
    expect(errorStatuses).toEqual([])

    // better-auth's endpoints the adapter serves, as better-auth describes them.
    for (const endpoint of authEndpoints) {
      const [method = '', path = ''] = endpoint.split(' ')
      const documented = document.paths[`${base}/api/auth${path.replace(/:([A-Za-z]+)/g, '{$1}')}`]
      expect(documented?.[method.toLowerCase()], endpoint).toBeDefined()
    }
    // Nothing else of better-auth's: its other endpoints stay closed.
    const authPaths = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${base}/api/auth/`))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`))
    expect(authPaths).toHaveLength(authEndpoints.size)
  })

  it('is rendered at /api/docs from the package’s own files, within a strict policy', async () => {
    const { app, config } = await documentedApp()
    const page = await app.inject({ url: `${config.basePath}/api/docs` })
    const html =
      page.statusCode === 302
        ? await app.inject({ url: new URL(page.headers.location as string, 'http://x/').pathname })
        : page
    expect(html.statusCode).toBe(200)
    expect(html.body).toContain('swagger-ui-bundle.js')
    // No script or style from another host, and none inline.
    expect(html.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/)
    expect(html.body).not.toMatch(/(src|href)="(https?:)?\/\//)
    const policy = String(html.headers['content-security-policy'])
    expect(policy).toContain("script-src 'self';")
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).toContain("default-src 'none'")
    const initializer = await app.inject({
      url: `${config.basePath}/api/docs/static/swagger-initializer.js`,
    })
    expect(initializer.statusCode).toBe(200)
    // The document it loads is the same one, better-auth's endpoints included.
    const json = await app.inject({ url: `${config.basePath}/api/docs/json` })
    expect(json.json().paths[`${config.basePath}/api/auth/sign-in/email`]).toBeDefined()
  })
})

type Who = 'admin' | 'member' | 'nobody' | 'victim' | 'second admin' | 'acting' | 'key'
type Example = {
  as: Who
  query?: Record<string, string>
  body?: unknown
  /** Raw bytes instead of JSON (a photo). */
  bytes?: Buffer
  /** The status this request answers; its body must match what the document says of it. */
  status: number
}

/**
 * A request for every documented operation, in the order they run (the ones that end something
 * last), keyed as the document names them under the base path. A route without one fails the test.
 */
function examplesFor(ids: Record<string, string>): Record<string, Example> {
  const id = (name: string) => ids[name] ?? `no ${name}`
  return {
    'GET /api/config': { as: 'nobody', status: 200 },
    'GET /api/health': { as: 'nobody', status: 200 },
    'GET /api/ready': { as: 'nobody', status: 200 },
    'GET /api/terms': { as: 'nobody', status: 200 },
    'GET /api/auth-status': { as: 'nobody', status: 200 },
    'GET /api/me': { as: 'member', status: 200 },
    'GET /api/account': { as: 'member', status: 200 },
    'PATCH /api/account': {
      as: 'member',
      body: { firstName: 'Ada', lastName: 'Member', jobTitle: 'Tester', company: '', location: '', bio: '' },
      status: 200,
    },
    'PUT /api/account/appearance': { as: 'member', body: { colorMode: 'dark' }, status: 204 },
    'PUT /api/account/social-links': {
      as: 'member',
      body: { socialLinks: { website: 'https://example.org' } },
      status: 200,
    },
    'PUT /api/account/avatar': { as: 'member', bytes: Buffer.from(ids.image ?? '', 'base64'), status: 200 },
    'GET /api/people': { as: 'member', status: 200 },
    'GET /api/people/{id}': { as: 'member', status: 200 },
    'GET /api/people/{id}/avatar': { as: 'member', status: 200 },
    'DELETE /api/account/avatar': { as: 'member', status: 200 },
    'POST /api/account/email': {
      as: 'member',
      body: { newEmail: 'ada.elsewhere@example.org', currentPassword: PASSWORD },
      status: 200,
    },
    'GET /api/account/confirmation': { as: 'member', status: 200 },
    'POST /api/account/confirmation': {
      as: 'member',
      body: { method: 'password', password: PASSWORD },
      status: 200,
    },
    'POST /api/account/confirmation/email-code': { as: 'member', body: {}, status: 200 },
    'POST /api/account/confirmation/passkey-options': { as: 'member', body: {}, status: 400 },
    'POST /api/account/confirmation/provider': {
      as: 'member',
      body: { provider: 'oidc', returnTo: '/account/settings' },
      status: 400,
    },
    'GET /api/account/sessions': { as: 'member', status: 200 },
    'DELETE /api/account/sessions/{id}': { as: 'member', status: 200 },
    'POST /api/account/sessions/revoke-others': { as: 'member', body: {}, status: 200 },
    'GET /api/account/history': { as: 'member', query: { page: '1', limit: '5' }, status: 200 },
    'GET /api/account/export': { as: 'member', status: 200 },
    'GET /api/account/api-keys': { as: 'admin', status: 200 },
    'POST /api/account/api-keys': {
      as: 'admin',
      body: { name: 'Another', scopes: ['read:audit'], expiresInDays: 7 },
      status: 201,
    },
    'GET /api/notifications': { as: 'admin', query: { limit: '5' }, status: 200 },
    'PATCH /api/notifications/{id}': { as: 'admin', body: { read: true }, status: 200 },
    'POST /api/notifications/read-all': { as: 'admin', body: {}, status: 200 },
    'DELETE /api/notifications/{id}': { as: 'admin', status: 200 },
    'GET /api/notifications/stream': { as: 'nobody', status: 401 },
    'GET /api/search': { as: 'admin', query: { q: 'ada' }, status: 200 },
    'GET /api/dashboard': { as: 'admin', status: 200 },
    'PUT /api/dashboard/getting-started': { as: 'admin', body: { hidden: true }, status: 204 },
    'GET /api/admin/users': { as: 'key', query: { limit: '5' }, status: 200 },
    'GET /api/admin/users/{id}': { as: 'admin', status: 200 },
    'PATCH /api/admin/users/{id}/role': { as: 'admin', body: { role: 'member' }, status: 200 },
    'POST /api/admin/users/{id}/ban': {
      as: 'admin',
      body: { reason: 'Testing', expiresAt: null, showReason: false },
      status: 200,
    },
    'POST /api/admin/users/{id}/unban': { as: 'admin', body: {}, status: 200 },
    'POST /api/admin/users/{id}/revoke-sessions': { as: 'admin', body: {}, status: 200 },
    'POST /api/admin/users/{id}/password-reset': { as: 'admin', body: {}, status: 200 },
    'POST /api/admin/users/{id}/two-factor/reset': { as: 'admin', body: {}, status: 409 },
    'GET /api/admin/security': { as: 'admin', status: 200 },
    'PUT /api/admin/security': { as: 'admin', body: { twoFactorPolicy: 'nobody' }, status: 200 },
    'GET /api/admin/appearance': { as: 'admin', status: 200 },
    'PUT /api/admin/appearance': { as: 'admin', body: JSON.parse(ids.look ?? '{}'), status: 200 },
    'GET /api/admin/invitations': { as: 'admin', status: 200 },
    'POST /api/admin/invitations': {
      as: 'admin',
      body: { email: 'new@example.org', role: 'member' },
      status: 200,
    },
    'POST /api/admin/invitations/{id}/resend': { as: 'admin', body: {}, status: 200 },
    'POST /api/admin/invitations/{id}/link': { as: 'admin', body: {}, status: 200 },
    'GET /api/invitation': { as: 'nobody', query: { token: 'not-a-token' }, status: 404 },
    'DELETE /api/admin/invitations/{id}': { as: 'admin', status: 204 },
    'GET /api/admin/audit': { as: 'key', query: { limit: '5' }, status: 200 },
    'GET /api/admin/audit/export': { as: 'key', query: { format: 'csv' }, status: 200 },
    'GET /api/admin/api-keys': { as: 'admin', status: 200 },
    'POST /api/admin/users/{id}/impersonate': { as: 'second admin', body: {}, status: 200 },
    'POST /api/admin/stop-impersonating': { as: 'acting', body: {}, status: 200 },
    'GET /api/tasks': { as: 'member', query: { pageSize: '5' }, status: 200 },
    'POST /api/tasks': { as: 'member', body: { title: 'Write the guide', status: 'open' }, status: 201 },
    'GET /api/tasks/{id}': { as: 'member', status: 200 },
    'PATCH /api/tasks/{id}': { as: 'member', body: { title: 'Write it', version: 1 }, status: 200 },
    'POST /api/tasks/{id}/actions/{action}': { as: 'member', body: { version: 2 }, status: 200 },
    'POST /api/tasks/bulk-delete': { as: 'admin', body: { ids: [id('second task')] }, status: 200 },
    'DELETE /api/tasks/{id}': { as: 'admin', status: 204 },
    // better-auth's endpoints, through the adapter.
    'GET /api/auth/get-session': { as: 'member', status: 200 },
    'GET /api/auth/list-accounts': { as: 'member', status: 200 },
    'POST /api/auth/sign-up/email': {
      as: 'nobody',
      body: { name: 'Grace Hopper', email: 'grace@example.org', password: PASSWORD },
      status: 200,
    },
    'POST /api/auth/sign-in/email': {
      as: 'nobody',
      body: { email: 'grace@example.org', password: PASSWORD },
      status: 200,
    },
    'POST /api/auth/request-password-reset': {
      as: 'nobody',
      body: { email: 'nobody@example.org', redirectTo: '/free/reset-password' },
      status: 200,
    },
    'POST /api/auth/reset-password': {
      as: 'nobody',
      body: { token: 'not-a-token', newPassword: `${PASSWORD}!` },
      status: 400,
    },
    'GET /api/auth/reset-password/{token}': {
      as: 'nobody',
      query: { callbackURL: '/free/reset-password' },
      status: 302,
    },
    'GET /api/auth/verify-email': { as: 'nobody', query: { token: 'not-a-token' }, status: 401 },
    'POST /api/auth/send-verification-email': {
      as: 'nobody',
      body: { email: 'nobody@example.org' },
      status: 200,
    },
    'POST /api/auth/change-password': {
      as: 'victim',
      body: { currentPassword: PASSWORD, newPassword: `${PASSWORD} again`, revokeOtherSessions: false },
      status: 200,
    },
    'POST /api/auth/two-factor/enable': {
      as: 'victim',
      body: { password: `${PASSWORD} again` },
      status: 200,
    },
    'POST /api/auth/two-factor/verify-totp': { as: 'nobody', body: { code: '000000' }, status: 401 },
    'POST /api/auth/two-factor/verify-backup-code': {
      as: 'nobody',
      body: { code: 'abcde-fghij' },
      status: 401,
    },
    'POST /api/auth/two-factor/generate-backup-codes': {
      as: 'victim',
      body: { password: `${PASSWORD} again` },
      status: 409,
    },
    'POST /api/auth/two-factor/disable': {
      as: 'victim',
      body: { password: `${PASSWORD} again` },
      status: 400,
    },
    'GET /api/auth/passkey/generate-register-options': { as: 'member', status: 200 },
    'POST /api/auth/passkey/verify-registration': { as: 'member', body: { response: {} }, status: 400 },
    'GET /api/auth/passkey/generate-authenticate-options': { as: 'nobody', status: 200 },
    'POST /api/auth/passkey/verify-authentication': { as: 'nobody', body: { response: {} }, status: 400 },
    'GET /api/auth/passkey/list-user-passkeys': { as: 'member', status: 200 },
    'POST /api/auth/passkey/update-passkey': {
      as: 'member',
      body: { id: 'none', name: 'Laptop' },
      status: 404,
    },
    'POST /api/auth/passkey/delete-passkey': { as: 'member', body: { id: 'none' }, status: 404 },
    'POST /api/auth/sign-in/social': { as: 'nobody', body: { provider: 'oidc' }, status: 400 },
    'GET /api/auth/callback/{id}': { as: 'nobody', status: 302 },
    'POST /api/auth/link-social': { as: 'member', body: { provider: 'oidc' }, status: 400 },
    'POST /api/auth/unlink-account': { as: 'member', body: { providerId: 'oidc' }, status: 400 },
    'POST /api/auth/sign-out': { as: 'member', body: {}, status: 200 },
    'DELETE /api/admin/api-keys/{id}': { as: 'admin', status: 204 },
    'DELETE /api/account/api-keys/{id}': { as: 'admin', status: 404 },
    'DELETE /api/admin/users/{id}': { as: 'admin', status: 200 },
    'POST /api/account/delete': { as: 'victim', body: { password: `${PASSWORD} again` }, status: 200 },
  }
}

/** A compiled check of answers against the document's own schemas (its references resolved). */
function answerChecker(resolved: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  return (path: string, method: string, status: number, type: string, body: string) => {
    const operation = resolved.paths[path]?.[method]
    if (!operation) return [`not documented`]
    const response = operation.responses[String(status)] ?? operation.responses.default
    if (!response) return [`${status} is not documented`]
    if (status >= 300 && status < 400) return []
    const mediaType = type.split(';')[0]?.trim() ?? ''
    const content = response.content
    if (!content || Object.keys(content).length === 0)
      return body === '' ? [] : [`a body where none is documented`]
    const documented = content[mediaType]
    if (!documented)
      return [`${mediaType || 'no content type'} is not documented (${Object.keys(content).join(', ')})`]
    if (mediaType !== 'application/json') return []
    const validate = ajv.compile(documented.schema as object)
    return validate(JSON.parse(body))
      ? []
      : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`)
  }
}

describe('each documented route', () => {
  it('answers what the document says it answers', { timeout: 120_000 }, async () => {
    const { app, config, document, database } = await documentedApp()
    const base = config.basePath
    const validator = new Validator()
    await validator.validate(structuredClone(document))
    const check = answerChecker(validator.resolveRefs() as Document)

    // The people and things the examples act on.
    const admin = await registered(app, config, person('admin'))
    const member = await registered(app, config, person('member'))
    const victim = await registered(app, config, person('victim'))
    const target = await registered(app, config, person('target'))
    const secondAdmin = cookieOf(await signIn(app, config, person('admin')))
    const adminApi = (method: string, path: string, body?: unknown, cookie = admin.cookie) =>
      app.inject({
        method: method as 'GET',
        url: `${base}/api${path}`,
        headers: fromApp(config, cookie),
        ...(body === undefined ? {} : { payload: body as object }),
      })
    const memberId = (await me(app, config, member.cookie)).json().id as string
    const targetId = (await me(app, config, target.cookie)).json().id as string
    const otherSession = cookieOf(await signIn(app, config, person('member')))
    const sessions = (await adminApi('GET', '/account/sessions', undefined, member.cookie)).json()
    const otherSessionId = sessions.sessions.find((s: { isCurrent: boolean }) => !s.isCurrent)?.id
    const made = (
      await adminApi('POST', '/account/api-keys', {
        name: 'Examples',
        scopes: ['read:people', 'read:audit'],
        expiresInDays: 1,
      })
    ).json()
    await adminApi('POST', '/admin/invitations', { email: 'guest@example.org', role: 'member' })
    const invitation = (await adminApi('GET', '/admin/invitations')).json().items[0]
    const notification = (await adminApi('GET', '/notifications')).json().items[0]
    const task = (await adminApi('POST', '/tasks', { title: 'First', status: 'open' }, member.cookie)).json()
    const secondTask = (await adminApi('POST', '/tasks', { title: 'Second', status: 'open' })).json()
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer()
    const ids: Record<string, string> = {
      image: image.toString('base64'),
      'second task': secondTask.id,
      look: (await adminApi('GET', '/admin/appearance')).body,
    }
    const examples = examplesFor(ids)
    let acting = ''
    const cookies: Record<Who, () => string> = {
      admin: () => admin.cookie,
      member: () => member.cookie,
      victim: () => victim.cookie,
      nobody: () => '',
      'second admin': () => secondAdmin,
      acting: () => acting,
      key: () => '',
    }
    const params = (operation: string): Record<string, string> => {
      if (operation.includes('/admin/users/{id}')) return { id: targetId }
      if (operation.includes('/people/{id}')) return { id: memberId }
      if (operation.includes('/account/sessions/{id}')) return { id: otherSessionId }
      if (operation.includes('/api-keys/{id}')) return { id: made.apiKey.id }
      if (operation.includes('/admin/invitations/{id}')) return { id: invitation.id }
      if (operation.includes('/notifications/{id}')) return { id: notification?.id }
      if (operation.includes('/tasks/{id}')) return { id: task.id, action: 'finish' }
      if (operation.includes('/reset-password/{token}')) return { token: 'not-a-token' }
      if (operation.includes('/callback/{id}')) return { id: 'oidc' }
      return {}
    }

    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.slice(base.length)}`),
    )
    expect(
      operations.filter((operation) => !(operation in examples)),
      'documented operations without an example request here',
    ).toEqual([])
    expect(Object.keys(examples).filter((operation) => !operations.includes(operation))).toEqual([])

    const wrong: string[] = []
    for (const [operation, example] of Object.entries(examples)) {
      const [method = 'GET', path = ''] = operation.split(' ')
      let url = path
      for (const [name, value] of Object.entries(params(operation)))
        url = url.replace(`{${name}}`, encodeURIComponent(value))
      const query = example.query ? `?${new URLSearchParams(example.query)}` : ''
      const cookie = cookies[example.as]()
      const headers: Record<string, string> =
        example.as === 'key'
          ? { authorization: `Bearer ${made.key}` }
          : { origin: config.publicUrl, ...(cookie ? { cookie } : {}) }
      let payload: string | Buffer | undefined
      if (example.bytes) {
        headers['content-type'] = 'image/png'
        payload = example.bytes
      } else if (example.body !== undefined) {
        headers['content-type'] = 'application/json'
        payload = JSON.stringify(example.body)
      }
      const answer = await app.inject({
        method: method as 'GET',
        url: `${base}${url}${query}`,
        headers,
        payload,
      })
      if (operation === 'POST /api/admin/users/{id}/impersonate') acting = cookieOf(answer)
      const problems = check(
        `${base}${path}`,
        method.toLowerCase(),
        answer.statusCode,
        String(answer.headers['content-type'] ?? ''),
        answer.body,
      )
      if (answer.statusCode !== example.status)
        problems.unshift(`answered ${answer.statusCode}, not ${example.status}: ${answer.body.slice(0, 200)}`)
      if (problems.length > 0) wrong.push(`${operation}: ${problems.join('; ')}`)
    }
    void otherSession
    void database
    expect(wrong).toEqual([])
  })
})
