import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http-error.ts'

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * CSRF: every request that changes something must come from the app's own origin (issue 3). The
 * browser sets Origin on every cross-origin request and on same-origin POSTs, and pages cannot
 * forge it. Together with SameSite=Lax cookies and JSON-only bodies (a form cannot send JSON
 * without a CORS preflight that this server never grants), foreign pages cannot act for a person.
 */
const csrfPlugin: FastifyPluginAsync = async (app) => {
  const apiPrefix = `${app.config.basePath}/api/`
  const allowed = app.config.publicUrl
  // Callback-style: it runs on every request, and an async function costs promises (issue 8).
  app.addHook('onRequest', (request, _reply, done) => {
    const isChecked = MUTATING.has(request.method) && request.url.startsWith(apiPrefix)
    if (!isChecked || request.headers.origin === allowed) return done()
    done(new HttpError(403, 'bad_origin', "This request did not come from Foyer's own pages."))
  })
}

export default fp(csrfPlugin, { name: 'foyer-csrf', fastify: '5.x', dependencies: ['foyer-config'] })
