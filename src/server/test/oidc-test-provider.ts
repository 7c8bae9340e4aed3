import { generateKeyPairSync, type JsonWebKey, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

// A real OpenID Connect provider (oidc-provider) for single sign-on tests: discovery, authorization
// code with PKCE, signed ID tokens, userinfo. Its one interaction page lets the test choose who
// signs in; accounts exist from the moment someone is named there.

export type OidcTestProviderOptions = {
  /** 0 (the default) picks a free loopback port. */
  port?: number
  host?: string
  clientId: string
  clientSecret: string
  redirectUris: string[]
}

export type OidcTestProvider = {
  /** http://127.0.0.1:<port>, without a trailing slash. */
  issuer: string
  close(): Promise<void>
}

export type TestPerson = {
  email: string
  name: string
  /** Defaults to true. */
  verified?: boolean
  picture?: string
  /** Press "Deny" instead of "Allow". */
  deny?: boolean
}

// oidc-provider ships no types (they live on DefinitelyTyped, not installed here): these describe
// the part of its API this file uses.

type StoredPayload = { [key: string]: unknown; consumed?: number }

type OidcAdapter = {
  upsert(id: string, payload: StoredPayload, expiresIn: number): Promise<void>
  find(id: string): Promise<StoredPayload | undefined>
  findByUid(uid: string): Promise<StoredPayload | undefined>
  findByUserCode(userCode: string): Promise<StoredPayload | undefined>
  consume(id: string): Promise<void>
  destroy(id: string): Promise<void>
  revokeByGrantId(grantId: string): Promise<void>
}

type OidcAccount = { accountId: string; claims(): Promise<Record<string, string | boolean>> }

type OidcClientMetadata = {
  client_id: string
  client_secret: string
  redirect_uris: string[]
  grant_types: string[]
  response_types: string[]
  token_endpoint_auth_method: string
}

type OidcConfiguration = {
  adapter: (model: string) => OidcAdapter
  clients: OidcClientMetadata[]
  jwks: { keys: JsonWebKey[] }
  cookies: { keys: string[] }
  claims: Record<string, string[]>
  conformIdTokenClaims: boolean
  features: Record<string, { enabled: boolean }>
  pkce: { required: () => boolean }
  ttl: Record<string, number>
  interactions: { url: (ctx: unknown, interaction: { uid: string }) => Promise<string> }
  findAccount: (ctx: unknown, sub: string) => Promise<OidcAccount | undefined>
  renderError: (ctx: { type: string; body: string }, out: Record<string, string>) => Promise<void>
  clientBasedCORS: () => boolean
}

type OidcInteraction = { uid: string; params: Record<string, unknown> }

type OidcInteractionResult =
  | { login: { accountId: string }; consent: { grantId: string } }
  | { error: string; error_description: string }

type OidcGrant = { addOIDCScope(scope: string): void; save(): Promise<string> }

type OidcProvider = {
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<OidcInteraction>
  interactionFinished(
    req: IncomingMessage,
    res: ServerResponse,
    result: OidcInteractionResult,
    options: { mergeWithLastSubmission: boolean },
  ): Promise<void>
  Grant: new (init: { accountId: string; clientId: string }) => OidcGrant
  on(event: 'server_error', listener: (ctx: unknown, error: unknown) => void): unknown
}

type OidcProviderModule = {
  Provider: new (issuer: string, configuration: OidcConfiguration) => OidcProvider
}

type Person = { email: string; name: string; verified: boolean; picture?: string }

const grantedScope = 'openid email profile'

let loaded: Promise<OidcProviderModule> | undefined

/** Imports oidc-provider once, without its warning that Node 20 is older than it is tested on. */
function loadOidcProvider(): Promise<OidcProviderModule> {
  loaded ??= (async () => {
    const warn = console.warn
    console.warn = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes('Unsupported runtime')) return
      warn(...args)
    }
    // A specifier in a variable: TypeScript would otherwise look for the types it does not ship.
    const specifier = 'oidc-provider'
    try {
      const module: OidcProviderModule = await import(specifier)
      return module
    } finally {
      console.warn = warn
    }
  })()
  return loaded
}

/**
 * Storage in a map of this provider's own: passing an adapter also keeps oidc-provider from warning
 * that its built-in one is for development (and from sharing it between providers of one process).
 */
function memoryAdapter(): (model: string) => OidcAdapter {
  const entries = new Map<string, { payload: StoredPayload; expiresAt: number }>()
  const read = (key: string): StoredPayload | undefined => {
    const entry = entries.get(key)
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key)
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined
  }
  const findBy = (model: string, field: string, value: string): StoredPayload | undefined => {
    for (const [key, entry] of entries) {
      if (key.startsWith(`${model}:`) && entry.payload[field] === value) return read(key)
    }
    return undefined
  }
  return (model) => ({
    async upsert(id, payload, expiresIn) {
      entries.set(`${model}:${id}`, { payload, expiresAt: Date.now() + expiresIn * 1000 })
    },
    async find(id) {
      return read(`${model}:${id}`)
    },
    async findByUid(uid) {
      return findBy(model, 'uid', uid)
    },
    async findByUserCode(userCode) {
      return findBy(model, 'userCode', userCode)
    },
    async consume(id) {
      const payload = read(`${model}:${id}`)
      if (payload) payload.consumed = Math.floor(Date.now() / 1000)
    },
    async destroy(id) {
      entries.delete(`${model}:${id}`)
    },
    async revokeByGrantId(grantId) {
      for (const [key, entry] of entries) if (entry.payload.grantId === grantId) entries.delete(key)
    },
  })
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`
}

function loginPage(uid: string, clientId: string, loginHint: string): string {
  return page(
    'Test identity provider',
    `<h1>Test identity provider</h1>
<p>Choose who signs in to <strong>${escapeHtml(clientId)}</strong>. This provider exists only for tests.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(loginHint)}"></p>
<p><label for="name">Name</label> <input id="name" name="name" type="text" autocomplete="name" required></p>
<p><input id="verified" name="verified" type="checkbox" value="true" checked> <label for="verified">Email verified</label></p>
<p><button type="submit" name="decision" value="allow">Allow</button> <button type="submit" name="decision" value="deny" formnovalidate>Deny</button></p>
</form>`,
  )
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'no-store',
    // No form-action: the form's answer redirects to the relying party, on another origin. The
    // empty data: icon spares the browser a request for /favicon.ico and its 404.
    'content-security-policy': "default-src 'none'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
  })
  res.end(body)
}

function sendProblem(res: ServerResponse, status: number, message: string): void {
  send(
    res,
    status,
    'text/html',
    page('Test identity provider', `<h1>Sign-in failed</h1>\n<p>${escapeHtml(message)}</p>`),
  )
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
    size += buffer.length
    if (size > 65_536) throw new Error('form too large')
    chunks.push(buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function errorText(error: unknown): string {
  if (error instanceof Error) {
    const description = (error as Error & { error_description?: unknown }).error_description
    return typeof description === 'string' ? description : error.message
  }
  return String(error)
}

/** Starts the provider on its own HTTP server; `close` stops it and drops every connection. */
export async function startOidcTestProvider({
  port = 0,
  host = '127.0.0.1',
  clientId,
  clientSecret,
  redirectUris,
}: OidcTestProviderOptions): Promise<OidcTestProvider> {
  const { Provider } = await loadOidcProvider()
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const signingKey: JsonWebKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: 'test',
    alg: 'RS256',
    use: 'sig',
  }
  const accounts = new Map<string, Person>()

  const server: Server = createServer()
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, () => {
      server.off('error', fail)
      done()
    })
  })
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the test OIDC provider has no port')
  const issuer = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        // Web clients may register http redirect URIs for the code flow (only implicit needs https).
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // oidc-provider also takes client_secret_post from a client registered for basic.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    // Put the profile in the ID token too, not only at userinfo: a relying party may read either.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      // Without an end_session_endpoint, signing out of the relying party stays local to it.
      rpInitiatedLogout: { enabled: false },
    },
    // A relying party that stops sending a code challenge fails here as it would at a strict provider.
    pkce: { required: () => true },
    // Set rather than defaulted: every default lifetime logs a notice when first used.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 86_400,
      Grant: 86_400,
    },
    interactions: { url: async (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const person = accounts.get(sub)
      if (!person) return undefined
      const [givenName = '', ...rest] = person.name.trim().split(/\s+/)
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: person.email,
            email_verified: person.verified,
            name: person.name,
            given_name: givenName,
            ...(rest.length ? { family_name: rest.join(' ') } : {}),
            ...(person.picture ? { picture: person.picture } : {}),
          }
        },
      }
    },
    // The default error page loads a font from another host.
    async renderError(ctx, out) {
      ctx.type = 'html'
      const lines = Object.entries(out).map(
        ([key, value]) => `<p>${escapeHtml(key)}: ${escapeHtml(String(value))}</p>`,
      )
      ctx.body = page('Test identity provider', `<h1>Sign-in failed</h1>\n${lines.join('\n')}`)
    },
    clientBasedCORS: () => true,
  })
  // Expected failures (bad requests, denied access) stay quiet; a server error is a bug worth seeing.
  provider.on('server_error', (_ctx, error) => console.error('test OIDC provider: server error', error))
  const handleProtocol = provider.callback()

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string): Promise<void> {
    const details = await provider.interactionDetails(req, res)
    if (details.uid !== uid) return sendProblem(res, 400, 'This sign-in request is not the one in progress.')
    const clientIdParam = String(details.params.client_id ?? '')
    if (req.method === 'GET') {
      const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : ''
      return send(res, 200, 'text/html', loginPage(uid, clientIdParam, hint))
    }
    const form = await readForm(req)
    if (form.get('decision') === 'deny') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The person denied access' },
        { mergeWithLastSubmission: false },
      )
    }
    const email = (form.get('email') ?? '').trim()
    const name = (form.get('name') ?? '').trim()
    if (!email.includes('@') || !name)
      return sendProblem(res, 400, 'An email address and a name are required.')
    const accountId = email.toLowerCase()
    const picture = form.get('picture')?.trim()
    accounts.set(accountId, { email, name, verified: form.has('verified'), ...(picture ? { picture } : {}) })
    // Granting the scopes here leaves no consent prompt after this page.
    const grant = new provider.Grant({ accountId, clientId: clientIdParam })
    const requested = typeof details.params.scope === 'string' ? details.params.scope : ''
    grant.addOIDCScope([...new Set(`${grantedScope} ${requested}`.split(' ').filter(Boolean))].join(' '))
    const grantId = await grant.save()
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const { pathname } = new URL(req.url ?? '/', issuer)
    if (pathname === '/health' && req.method === 'GET') return send(res, 200, 'text/plain', 'ok')
    const uid = /^\/interaction\/([\w-]+)$/.exec(pathname)?.[1]
    if (uid === undefined) {
      void handleProtocol(req, res)
      return
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.setHeader('allow', 'GET, POST')
      return sendProblem(res, 405, 'Only GET and POST are allowed here.')
    }
    interaction(req, res, uid).catch((error: unknown) => {
      if (!res.headersSent) sendProblem(res, 400, `This sign-in request cannot go on: ${errorText(error)}`)
      else res.destroy()
    })
  })

  return {
    issuer,
    close: () =>
      new Promise<void>((done, fail) => {
        server.close((error) => (error ? fail(error) : done()))
        server.closeAllConnections()
      }),
  }
}

type StoredCookie = { name: string; value: string; path: string }

/** The provider's cookies, as a browser would keep and send them (by path; one host only). */
class CookieJar {
  #cookies = new Map<string, StoredCookie>()

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const split = pair.indexOf('=')
      if (split < 1) continue
      const cookie = { name: pair.slice(0, split).trim(), value: pair.slice(split + 1).trim(), path: '/' }
      let expired = false
      for (const attribute of attributes) {
        const [key = '', value = ''] = attribute.split('=').map((part) => part.trim())
        const lower = key.toLowerCase()
        if (lower === 'path' && value.startsWith('/')) cookie.path = value
        if (lower === 'max-age' && Number(value) <= 0) expired = true
        if (lower === 'expires' && Date.parse(value) <= Date.now()) expired = true
      }
      const key = `${cookie.name};${cookie.path}`
      if (expired) this.#cookies.delete(key)
      else this.#cookies.set(key, cookie)
    }
  }

  header(url: URL): string {
    const matches = (path: string) =>
      url.pathname === path ||
      (url.pathname.startsWith(path) && (path.endsWith('/') || url.pathname[path.length] === '/'))
    return [...this.#cookies.values()]
      .filter((cookie) => matches(cookie.path))
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ')
  }
}

/**
 * What a browser does with an authorization URL of the test provider, without one: follows the
 * provider's redirects, answers its interaction form for `person`, and returns the URL the provider
 * finally sends the browser to on another origin (the relying party's redirect URI, with `code` and
 * `state`, or `error=access_denied` when denied).
 */
export async function completeProviderLogin(authorizationUrl: string, person: TestPerson): Promise<string> {
  const jar = new CookieJar()
  const { origin } = new URL(authorizationUrl)
  let url = new URL(authorizationUrl)
  let form: URLSearchParams | undefined
  for (let step = 0; step < 20; step += 1) {
    const cookie = jar.header(url)
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        accept: 'text/html',
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
    })
    jar.store(response)
    const body = await response.text()
    form = undefined
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      url = new URL(location, url)
      if (url.origin !== origin) return url.href
      continue
    }
    if (response.status === 200 && /^\/interaction\/[\w-]+$/.test(url.pathname)) {
      form = new URLSearchParams({
        email: person.email,
        name: person.name,
        decision: person.deny ? 'deny' : 'allow',
      })
      if (person.verified !== false) form.set('verified', 'true')
      if (person.picture) form.set('picture', person.picture)
      continue
    }
    const text = body
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
    throw new Error(
      `the provider's sign-in ended at ${response.status} ${url.href} instead of a redirect to the relying party: ${text.slice(0, 500)}`,
    )
  }
  throw new Error(`the provider's sign-in redirected too many times, last to ${url.href}`)
}

function requiredEnv(name: string): string {
  const value = process.env[name]
  if (!value) {
    console.error(`test OIDC provider: ${name} is required`)
    process.exit(1)
  }
  return value
}

async function runFromEnvironment(): Promise<void> {
  const port = Number(requiredEnv('OIDC_TEST_PORT'))
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error('test OIDC provider: OIDC_TEST_PORT must be a port number')
    process.exit(1)
  }
  const provider = await startOidcTestProvider({
    port,
    clientId: requiredEnv('OIDC_TEST_CLIENT_ID'),
    clientSecret: requiredEnv('OIDC_TEST_CLIENT_SECRET'),
    redirectUris: requiredEnv('OIDC_TEST_REDIRECT_URIS')
      .split(',')
      .map((uri) => uri.trim())
      .filter(Boolean),
  })
  console.log(`test OIDC provider at ${provider.issuer}`)
  const stop = () => {
    provider.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

// Run directly (node --import tsx src/server/test/oidc-test-provider.ts) for the browser tests.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runFromEnvironment().catch((error: unknown) => {
    console.error('test OIDC provider:', error)
    process.exit(1)
  })
}
