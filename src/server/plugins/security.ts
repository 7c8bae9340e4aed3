import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import helmet from '@fastify/helmet'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyRequest {
    /** A fresh nonce for this response's CSP: index.html gives it to its inline styles. */
    cspNonce: string
  }
}

const permissionsPolicy = 'camera=(), microphone=(), geolocation=()'

const securityPlugin: FastifyPluginAsync = async (app) => {
  const isHttps = app.config.publicUrl.startsWith('https:')
  // Helmet's directive functions receive the raw Node request, not Fastify's.
  const nonces = new WeakMap<IncomingMessage, string>()

  app.decorateRequest('cspNonce', '')
  // Added before helmet registers its own onRequest hooks, so the nonce exists when they run.
  app.addHook('onRequest', async (request, reply) => {
    request.cspNonce = randomBytes(16).toString('base64')
    nonces.set(request.raw, request.cspNonce)
    reply.header('permissions-policy', permissionsPolicy)
  })

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", (req) => `'nonce-${nonces.get(req as IncomingMessage) ?? ''}'`],
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
}

export default fp(securityPlugin, { name: 'foyer-security', fastify: '5.x', dependencies: ['foyer-config'] })
