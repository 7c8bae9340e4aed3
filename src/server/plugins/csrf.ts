import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { sentence } from '#shared/i18n/sentence.ts'
import { HttpError } from '../http-error.ts'
import { bearerKeyOf } from './api-keys.ts'

/** Methods that change nothing; every other one is checked. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Also said by the auth adapter when better-auth finds a foreign origin. */
export const notFromFoyer = sentence({
  id: 'server.csrf.not-from-foyer',
  defaultMessage: "This request did not come from Foyer's own pages.",
})

/**
 * CSRF: every request that changes something must come from the app's own origin. The
 * browser sets Origin on every cross-origin request and on same-origin POSTs, and pages cannot
 * forge it. Together with SameSite=Lax cookies and JSON-only bodies (a form cannot send JSON
 * without a CORS preflight that this server never grants), foreign pages cannot act for a person.
 */
const csrfPlugin: FastifyPluginAsync = async (app) => {
  const allowed = app.config.publicUrl
  // Callback-style: it runs on every request, and an async function costs promises.
  // Every change is checked whatever its path or target form: only the API takes changes, and a
  // rule that reads the path can be led astray by how the path is written.
  app.addHook('onRequest', (request, _reply, done) => {
    // A request with an API key sends no cookie that counts (plugins/api-keys.ts), and no page of
    // another origin can add an Authorization header without a CORS preflight this server refuses.
    if (SAFE.has(request.method) || request.headers.origin === allowed || bearerKeyOf(request) !== null)
      return done()
    done(new HttpError(403, 'bad_origin', notFromFoyer))
  })
}

export default fp(csrfPlugin, { name: 'foyer-csrf', fastify: '5.x', dependencies: ['foyer-config'] })
