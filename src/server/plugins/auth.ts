import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { can, type Permission } from '#shared/admin.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { isColorMode } from '#shared/appearance.ts'
import { type Me, roleOf, SESSION_REMEMBERED_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '#shared/auth.ts'
import { anAdministrator } from '#shared/i18n/schema-sentences.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import { isLanguage } from '#shared/languages.ts'
import { type Look, ownLookOf } from '#shared/look.ts'
import { isTwoFactorRequired, type TwoFactorPolicy } from '#shared/two-factor.ts'
import { type Auth, CLIENT_IP_HEADER, createAuth, INVITED_SIGN_UP_HEADER } from '../auth/auth.ts'
import {
  createInstanceSettings,
  DEFAULT_INSTANCE_SETTINGS,
  type InstanceSettings,
  type InstanceSettingsStore,
} from '../auth/instance-settings.ts'
import type { PasswordHashing } from '../auth/password-hashing.ts'
import { resolveAuthSecret } from '../auth/secret.ts'
import { createSessionCache, type SessionCache } from '../auth/session-cache.ts'
import { passwordHashOf, touchSession } from '../db/queries/account.ts'
import { type AuditEntry, recordAudit } from '../db/queries/audit.ts'
import { findUserById } from '../db/queries/users.ts'
import { HttpError } from '../http-error.ts'
import { formatFor } from '../i18n.ts'
import { createMailer, type Mailer } from '../mail/mailer.ts'
import { bearerKeyOf } from './api-keys.ts'

export type SessionUser = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth
    mailer: Mailer
    /** Sessions resolved recently by this instance (src/server/auth/session-cache.ts). */
    sessionCache: SessionCache<SessionUser>
    /** The settings an administrator changes in the app (who must use two-factor). */
    instanceSettings: InstanceSettingsStore
    /**
     * The signed-in person and session of a request, or null. With the reply, a session whose
     * expiry slid forward also renews its cookie.
     */
    sessionOf(request: FastifyRequest, reply?: FastifyReply): Promise<SessionUser | null>
    /** Who is signed in, as GET /api/me answers it (and pages carry it inline), or null. */
    meOf(request: FastifyRequest, reply?: FastifyReply): Promise<Me | null>
    /**
     * A preHandler that answers 401 unless someone is signed in, and sets request.sessionUser; 403
     * for a person the instance requires two-factor of who has not set it up (decision 024).
     */
    requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void>
    /**
     * A preHandler for administrative routes: 401 when nobody is signed in, 403 without the
     * permission, and 403 while an administrator acts as someone else.
     */
    requirePermission(permission: Permission): (request: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
  interface FastifyRequest {
    sessionUser: SessionUser | null
  }
}

/** The answer to a request that needs someone signed in and has nobody. */
export const signInToContinue = sentence({
  id: 'server.request.sign-in',
  defaultMessage: 'Sign in to continue',
})

/** The request's headers as a Fetch Headers object, with the client address we determined. */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === INVITED_SIGN_UP_HEADER) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, value)
  }
  // request.ip is the socket address, or the forwarded one only from proxies TRUST_PROXY names.
  headers.set(CLIENT_IP_HEADER, request.ip)
  return headers
}

/**
 * The raw values of the named cookies in a Cookie header, the first of each name winning as in
 * better-auth's own parser; null when the first name is absent.
 */
export function cookieKey(header: string | undefined, names: readonly string[]): string | null {
  if (!header) return null
  const found = new Map<string, string>()
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1) continue
    const name = pair.slice(0, eq).trim()
    if (names.includes(name) && !found.has(name)) found.set(name, pair.slice(eq + 1).trim())
  }
  const [first] = names
  if (first === undefined || !found.get(first)) return null
  return names.map((name) => found.get(name) ?? '').join('\n')
}

/** The person and session of a request that passed requireSession or requirePermission. */
export function signedIn(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new HttpError(401, 'unauthorized', signInToContinue)
  return request.sessionUser
}

/** The administrator acting as this session's person, or null. */
export function impersonatorOf(session: SessionUser): string | null {
  return (session.session as { impersonatedBy?: string | null }).impersonatedBy ?? null
}

/**
 * Whether this session's person must set up two-factor before anything else: the instance requires
 * it of their role and they have none. An administrator acting as someone passed their own.
 */
export function mustSetUpTwoFactor(session: SessionUser, policy: TwoFactorPolicy): boolean {
  const user = session.user as { role?: string; twoFactorEnabled?: boolean }
  return (
    isTwoFactorRequired(policy, roleOf(user.role)) &&
    user.twoFactorEnabled !== true &&
    !impersonatorOf(session)
  )
}

/** The answer to anything else asked by someone who must set up two-factor first. */
export const twoFactorFirst = () =>
  new HttpError(
    403,
    'two_factor_required',
    sentence({
      id: 'server.auth.two-factor-required-set-up',
      defaultMessage: 'This instance requires two-factor sign-in for your account: set it up first.',
    }),
  )

export function toMe(
  user: Record<string, unknown>,
  basePath: string,
  { twoFactorPolicy: policy, look: lookDefaults }: InstanceSettings = DEFAULT_INSTANCE_SETTINGS,
): Omit<Me, 'impersonation'> {
  // better-auth's user row, as stored: built field by field rather than parsed with meSchema on
  // every GET /api/me, the most frequent request (the response schema serializes it).
  const role = roleOf(user.role)
  return {
    id: String(user.id),
    name: String(user.name),
    email: String(user.email),
    emailVerified: Boolean(user.emailVerified),
    role,
    jobTitle: typeof user.jobTitle === 'string' ? user.jobTitle : null,
    avatar: typeof user.image === 'string' && user.image ? `${basePath}${user.image}` : null,
    twoFactorEnabled: user.twoFactorEnabled === true,
    twoFactorRequired: isTwoFactorRequired(policy, role),
    colorMode: isColorMode(user.colorMode) ? user.colorMode : null,
    language: isLanguage(user.language) ? user.language : null,
    ...lookOf(user.look, lookDefaults),
  }
}

/** The look a person's pages take: their own choices over the instance's defaults (decision 027). */
function lookOf(stored: unknown, defaults: Look): Pick<Me, 'look' | 'hasOwnLook'> {
  const own = stored ? ownLookOf(stored) : {}
  return { look: { ...defaults, ...own }, hasOwnLook: Object.keys(own).length > 0 }
}

/** Expires the session's cookies in the browser (and the other better-auth cookies named). */
export async function clearSessionCookies(auth: Auth, reply: FastifyReply, others: string[] = []) {
  const context = await auth.$context
  const { authCookies } = context
  const cookies = [
    authCookies.sessionToken,
    authCookies.dontRememberToken,
    authCookies.sessionData,
    ...others.map((name) => context.createAuthCookie(name)),
  ].map(
    ({ name, attributes }) =>
      `${name}=; Max-Age=0; Path=${attributes.path ?? '/'}; HttpOnly; SameSite=Lax${attributes.secure ? '; Secure' : ''}`,
  )
  reply.header('set-cookie', cookies)
}

/**
 * Appends a security event with the request's client address and user agent. While an administrator
 * acts as someone, whatever the request does is theirs: they are the actor, the person the subject.
 */
export function auditRequest(request: FastifyRequest, entry: Omit<AuditEntry, 'ipAddress' | 'userAgent'>) {
  const session = request.sessionUser
  const administratorId = session ? impersonatorOf(session) : null
  const attributed =
    session && administratorId
      ? {
          ...entry,
          actorId: administratorId,
          targetId: entry.targetId ?? session.user.id,
          data: { ...entry.data, duringImpersonation: true },
        }
      : entry
  return recordAudit(request.server.database.db, {
    ...attributed,
    ipAddress: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
  })
}

const authPlugin: FastifyPluginAsync<{ passwordHashing?: PasswordHashing }> = async (
  app,
  { passwordHashing },
) => {
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
    passwordHashing,
  })
  const sessionCache = await createSessionCache<SessionUser>({
    pubsub: app.pubsub,
    logger: app.log,
    updateAgeMs: SESSION_UPDATE_AGE_SECONDS * 1000,
    expiresInMs: SESSION_REMEMBERED_SECONDS * 1000,
  })
  // The session token decides who it is; "don't remember me" decides whether better-auth slides it.
  const { authCookies } = await auth.$context
  const sessionCookies = [authCookies.sessionToken.name, authCookies.dontRememberToken.name] as const
  app.decorate('auth', auth)
  app.decorate('mailer', mailer)
  app.decorate('sessionCache', sessionCache)
  const instanceSettings = await createInstanceSettings(app.database.db, app.pubsub, app.log)
  app.decorate('instanceSettings', instanceSettings)
  app.decorateRequest('sessionUser', null)

  /**
   * "Last active" in the sessions list, written at most once a minute per session. Nothing to wait
   * for (undefined) the other times: not an async function, whose promise every request would await.
   */
  function markActive(session: SessionUser): Promise<void> | undefined {
    const fields = session.session as { lastActiveAt?: Date | string }
    if (fields.lastActiveAt && Date.now() - new Date(fields.lastActiveAt).getTime() <= 60_000) return
    return touchSession(app.database.db, session.session.id).then(() => {
      // Cached sessions are shared between requests: the next ones need not write again.
      fields.lastActiveAt = new Date()
    })
  }

  app.decorate('sessionOf', async (request: FastifyRequest, reply?: FastifyReply) => {
    if (request.sessionUser) return request.sessionUser
    // A request with an API key is its owner's only through the key (plugins/api-keys.ts).
    if (bearerKeyOf(request) !== null) return null
    const key = cookieKey(request.headers.cookie, sessionCookies)
    if (key === null) return null
    const cached = sessionCache.get(key)
    if (cached) {
      request.sessionUser = cached
      const marking = markActive(cached)
      if (marking) await marking
      return cached
    }
    // Not known here: better-auth checks the cookie's signature, reads the session and slides it.
    const since = sessionCache.generation()
    const { headers, response } = await auth.api.getSession({
      headers: fetchHeaders(request),
      returnHeaders: true,
    })
    request.sessionUser = response
    if (response) {
      // A renewed session's cookies. For a session that is gone better-auth clears them; that is not
      // passed on: this answer may arrive after a newer session's cookie (Stop on an impersonation)
      // and would sign the browser out.
      const cookies = headers.getSetCookie()
      if (reply && cookies.length > 0) reply.header('set-cookie', cookies)
      sessionCache.set(key, response, since)
      await markActive(response)
    }
    return response
  })
  // Before answering a request that may have changed a person or a session, hear the database's
  // announcement of it, so the same person's next request to this instance sees the change.
  const changingGets = new Set([
    `${config.basePath}${apiPaths.accountEmailConfirm}`,
    `${config.basePath}/api/auth/*`,
  ])
  const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])
  // Callback-style: most responses need nothing here, and an async function costs promises.
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (safeMethods.has(request.method) && !changingGets.has(request.routeOptions.url ?? '')) return done()
    // Shed, stopping or rate-limited requests changed nothing, and must stay cheap to answer.
    if (reply.statusCode === 503 || reply.statusCode === 429) return done()
    sessionCache.settle().then(() => done(), done)
  })
  app.addHook('preClose', async () => sessionCache.close())
  // A session's answer stays the same for as long as the cache keeps that session object: a change
  // to the person or the session makes the cache read a new one. Built once, not per request.
  const meOfSession = new WeakMap<SessionUser, { settings: InstanceSettings; me: Me }>()
  app.decorate('meOf', async (request: FastifyRequest, reply?: FastifyReply): Promise<Me | null> => {
    const session = await app.sessionOf(request, reply)
    if (!session) return null
    // The answer also says whether the instance requires two-factor of the person, and the look
    // its defaults give: kept until an administrator changes the instance's settings.
    const settings = instanceSettings.current()
    const known = meOfSession.get(session)
    if (known && known.settings === settings) return known.me
    const me = {
      ...toMe(session.user as Record<string, unknown>, config.basePath, settings),
      hasPassword: Boolean(await passwordHashOf(app.database.db, session.user.id)),
    }
    const impersonatedBy = impersonatorOf(session)
    if (!impersonatedBy) {
      // Frozen: the same object answers every request of the session.
      const answer: Me = Object.freeze({ ...me, impersonation: null })
      meOfSession.set(session, { settings, me: answer })
      return answer
    }
    // Not kept: the administrator's name is read afresh each time.
    const administrator = await findUserById(app.database.db, impersonatedBy)
    return {
      ...me,
      impersonation: {
        administratorName: administrator?.name ?? formatFor(request, anAdministrator()),
        endsAt: new Date(session.session.expiresAt).toISOString(),
      },
    }
  })

  /** The instance requires two-factor of this person and they have none: nothing else until then. */
  function refuseWithoutTwoFactor(session: SessionUser) {
    if (mustSetUpTwoFactor(session, instanceSettings.current().twoFactorPolicy)) throw twoFactorFirst()
  }
  app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await app.sessionOf(request, reply)
    if (!session) throw new HttpError(401, 'unauthorized', signInToContinue)
    refuseWithoutTwoFactor(session)
  })
  app.decorate('requirePermission', (permission: Permission) => {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const session = await app.sessionOf(request, reply)
      if (!session) throw new HttpError(401, 'unauthorized', signInToContinue)
      refuseWithoutTwoFactor(session)
      if (impersonatorOf(session)) {
        throw new HttpError(
          403,
          'impersonating',
          sentence({
            id: 'server.auth.no-administration-while-impersonating',
            defaultMessage:
              'Administrative actions are not possible while you act as someone else. Stop first.',
          }),
        )
      }
      if (!can(roleOf((session.user as { role?: string }).role), permission)) {
        throw new HttpError(
          403,
          'forbidden',
          sentence({
            id: 'server.auth.missing-permission',
            defaultMessage: 'You need a permission you do not have for this.',
          }),
        )
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
