import { randomFillSync } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'
import { apiKeyPaths } from '#shared/api-key-paths.ts'
import { INLINE_SCRIPT_HASHES_FILE } from '#shared/build-files.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** A fresh nonce for this response's CSP: index.html gives it to its inline styles. */
    cspNonce: string
  }
}

const permissionsPolicy = 'camera=(), microphone=(), geolocation=()'

const NONCE_BYTES = 16
// Every response needs a nonce: random bytes are drawn 256 nonces at a time, each used once.
const noncePool = Buffer.alloc(NONCE_BYTES * 256)
let nonceOffset = noncePool.length

function nextNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool)
    nonceOffset = 0
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES)
  nonceOffset += NONCE_BYTES
  return nonce
}

/** Stands for the nonce in the policy helmet writes once; each response gets its own in its place. */
const NONCE_PLACEHOLDER = 'FOYERCSPNONCE'

/**
 * The headers helmet sets, captured once from helmet itself by running its middleware against a
 * stand-in response: helmet's defaults stay the source of truth, and a request costs a copy of
 * the names and values and one string join instead of helmet's dozen middlewares and setHeader
 * calls, a large share of a cached GET /api/me (decision 005). Set on
 * Fastify's reply, not on the raw response, Node takes Fastify's header object as it is.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let isDone = false
  let failure: unknown
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    isDone = true
    failure = error
  })
  // helmet's middleware is synchronous; were it not, its headers would be missing here.
  if (failure || !isDone) throw failure ?? new Error('security headers: helmet did not finish at once')
  return headers
}

/** The hashes of the build's inline scripts ('sha256-…'), or none without a build. */
function inlineScriptHashes(clientDir: string): string[] {
  let hashes: unknown
  try {
    hashes = JSON.parse(readFileSync(join(clientDir, INLINE_SCRIPT_HASHES_FILE), 'utf8'))
  } catch {
    return []
  }
  if (!Array.isArray(hashes) || !hashes.every((hash) => typeof hash === 'string' && SCRIPT_HASH.test(hash)))
    throw new Error(`security headers: ${INLINE_SCRIPT_HASHES_FILE} is not a list of sha256 hashes`)
  return hashes
}
const SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/

const securityPlugin: FastifyPluginAsync = async (app) => {
  const isHttps = app.config.publicUrl.startsWith('https:')

  app.decorateRequest('cspNonce', '')

  const { 'content-security-policy': policy = '', ...fixed } = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // MUI's colour-scheme script, inline in the HTML pages (decision 026): that script exactly.
        scriptSrc: ["'self'", ...inlineScriptHashes(app.config.clientDir)],
        styleSrc: ["'self'", `'nonce-${NONCE_PLACEHOLDER}'`],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS over plain http is ignored by browsers and would only mislead; no includeSubDomains,
    // because Foyer owns one host, not the operator's other subdomains.
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  })
  const [beforeNonce, afterNonce, ...rest] = policy.split(NONCE_PLACEHOLDER)
  if (beforeNonce === undefined || afterNonce === undefined || rest.length > 0)
    throw new Error('security headers: the Content-Security-Policy lost its nonce placeholder')
  const staticHeaders = { ...fixed, 'permissions-policy': permissionsPolicy }

  // The API's answers get the same headers as pages (a JSON answer opened in a tab is a document
  // too), with a policy that allows nothing and no nonce: base-uri and form-action do not fall back
  // to default-src, so they are named (docs/decisions/019). Most answers are someone's own (a
  // person, a list of sessions): no browser or proxy keeps one unless its route says it may (an
  // avatar by its address, the public configuration).
  const apiHeaders: Record<string, string> = {
    ...staticHeaders,
    'content-security-policy':
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'cache-control': 'no-store',
  }
  const apiPrefix = `${app.config.basePath}/api/`
  // The API's rendered description (plugins/openapi.ts): swagger-ui's own files, nothing inline,
  // nothing from another host.
  const docsHeaders: Record<string, string> = {
    ...staticHeaders,
    'content-security-policy':
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
      "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  }
  const docsPrefix = `${app.config.basePath}${apiKeyPaths.docs}`

  app.addHook('onRequest', (request, reply, done) => {
    if (request.url === docsPrefix || request.url.startsWith(`${docsPrefix}/`)) {
      reply.headers(docsHeaders)
      return done()
    }
    if (request.url.startsWith(apiPrefix)) {
      reply.headers(apiHeaders)
      return done()
    }
    const nonce = nextNonce()
    request.cspNonce = nonce
    reply.headers(staticHeaders).header('content-security-policy', beforeNonce + nonce + afterNonce)
    done()
  })
}

export default fp(securityPlugin, { name: 'foyer-security', fastify: '5.x', dependencies: ['foyer-config'] })
