import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { can, type Permission } from '#shared/admin.ts'
import { roleOf } from '#shared/auth.ts'
import { type Auth, CLIENT_IP_HEADER, createAuth } from '../auth/auth.ts'
import { resolveAuthSecret } from '../auth/secret.ts'
import { touchSession } from '../db/queries/account.ts'
import { type AuditEntry, recordAudit } from '../db/queries/audit.ts'
import { HttpError } from '../http-error.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
    mailer: Mailer
    /**
     * The signed-in person and session of a request, or null. With the reply, a session whose
     * expiry slid forward also renews its cookie.
     */
    sessionOf(request: FastifyRequest, reply?: FastifyReply): Promise<SessionUser | null>
    /** A preHandler that answers 401 unless someone is signed in, and sets request.sessionUser. */
    requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void>
    /**
     * A preHandler for administrative routes: 401 when nobody is signed in, 403 without the
     * permission, and 403 while an administrator acts as someone else (issue 6).
     */
    requirePermission(permission: Permission): (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null
  }
}

/** The request's headers as a Fetch Headers object, with the client address we determined. */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, value)
  }
  // request.ip is the socket address, or the forwarded one only from proxies TRUST_PROXY names.
  headers.set(CLIENT_IP_HEADER, request.ip)
  return headers
}

/** The person and session of a request that passed requireSession or requirePermission. */
export function signedIn(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new HttpError(401, 'unauthorized', 'Sign in to continue')
  return request.sessionUser
}

/** The administrator acting as this session's person (issue 6), or null. */
export function impersonatorOf(session: SessionUser): string | null {
  return (session.session as { impersonatedBy?: string | null }).impersonatedBy ?? null
}

/** Appends a security event with the request's client address and user agent. */
export function auditRequest(request: FastifyRequest, entry: Omit<AuditEntry, 'ipAddress' | 'userAgent'>) {
  return recordAudit(request.server.database.db, {
    ...entry,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  })
}

const authPlugin: FastifyPluginAsync = async (app) => {
  const { config } = app
  const secret = await resolveAuthSecret(config, app.log)
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    from: `Foyer <no-reply@${new URL(config.publicUrl).hostname}>`,
    logger: app.log,
  })
  const auth = createAuth({
    config,
    database: app.database,
    mailer,
    notifications: app.notifications,
    secret,
    logger: app.log,
  })
  app.decorate('auth', auth)
  app.decorate('mailer', mailer)
  app.decorateRequest('sessionUser', null)
  app.decorate('sessionOf', async (request: FastifyRequest, reply?: FastifyReply) => {
    if (request.sessionUser) return request.sessionUser
    const { headers, response } = await auth.api.getSession({
      headers: fetchHeaders(request),
      returnHeaders: true,
    })
    const cookies = headers.getSetCookie()
    if (reply && cookies.length > 0) reply.header('set-cookie', cookies)
    request.sessionUser = response
    if (response) {
      // "Last active" in the sessions list, written at most once a minute per session.
      const lastActiveAt = (response.session as { lastActiveAt?: Date | string }).lastActiveAt
      if (!lastActiveAt || Date.now() - new Date(lastActiveAt).getTime() > 60_000)
        await touchSession(app.database.db, response.session.id)
    }
    return response
  })
  app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await app.sessionOf(request, reply)
    if (!session) throw new HttpError(401, 'unauthorized', 'Sign in to continue')
  })
  app.decorate('requirePermission', (permission: Permission) => {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await app.sessionOf(request, reply)
      if (!session) throw new HttpError(401, 'unauthorized', 'Sign in to continue')
      if (impersonatorOf(session)) {
        throw new HttpError(
          403,
          'impersonating',
          'Administrative actions are not possible while you act as someone else. Stop first.',
        )
      }
      if (!can(roleOf((session.user as { role?: string }).role), permission)) {
        throw new HttpError(403, 'forbidden', 'You need a permission you do not have for this.')
      }
    }
  })
  app.addHook('onClose', () => mailer.flush())
}

export default fp(authPlugin, {
  name: 'foyer-auth',
  fastify: '5.x',
  dependencies: ['foyer-config', 'foyer-db', 'foyer-notifications'],
})
