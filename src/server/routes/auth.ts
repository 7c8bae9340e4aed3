import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { apiPaths } from '#shared/api-paths.ts'
import {
  authStatusSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  type Me,
  normalizePassword,
  PASSWORD_MIN_LENGTH,
  resetPasswordSchema,
  signInRequestSchema,
  signUpRequestSchema,
} from '#shared/auth.ts'
import { passwordTooLong } from '#shared/i18n/schema-sentences.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import { meQuerySchema, meSchema } from '#shared/me.ts'
import type { TwoFactorChallenge } from '#shared/two-factor.ts'
import { deviceOf } from '../account/device.ts'
import { INVITED_SIGN_UP_HEADER } from '../auth/auth.ts'
import { banned } from '../auth/ban-sentence.ts'
import { startUnconfirmed } from '../auth/confirmation.ts'
import { rememberThisDevice, throttleKeyOf } from '../auth/known-device.ts'
import { passwordProblem } from '../auth/password-policy.ts'
import { rateRuleFor, withinRateLimit } from '../auth/rate-limits.ts'
import { addressKey } from '../client-address.ts'
import { endLinksMadeUnconfirmed } from '../db/queries/account.ts'
import { acceptInvitation, markSignedIn, openInvitation } from '../db/queries/admin.ts'
import { deleteApiKeysOf } from '../db/queries/api-keys.ts'
import { recentSignInUserAgents } from '../db/queries/audit.ts'
import { forgetDevicesOf } from '../db/queries/known-devices.ts'
import { administratorIds, recipientOf, recipientsOf } from '../db/queries/notifications.ts'
import {
  attachLockEvent,
  clearAllSignInFailures,
  clearSignInFailures,
  reserveSignInAttempt,
  type ThrottleKey,
} from '../db/queries/sign-in-throttle.ts'
import {
  endPendingLinks,
  findUserByEmail,
  findUserById,
  hasAdministrator,
  setRole,
  userIdForResetToken,
} from '../db/queries/users.ts'
import { HttpError, parseOr400 } from '../http-error.ts'
import { formatFor, recipientLanguage, requestLanguage } from '../i18n.ts'
import { messages as notice } from '../notifications/messages.ts'
import { auditRequest, fetchHeaders, impersonatorOf, signInToContinue } from '../plugins/auth.ts'
import { notFromFoyer } from '../plugins/csrf.ts'
import { nulError, nulPath } from '../plugins/nul-guard.ts'
import { parseAuthTarget } from '../request-target.ts'
import { sendAsIs } from '../send-as-is.ts'
import { onlyWayToSignIn, type SsoPath, ssoPaths, ssoRouteOf, ssoSteps } from './auth-sso.ts'
import { passkeyPaths, passkeySteps, twoFactorPaths, twoFactorSteps } from './auth-two-factor.ts'

// The adapter between Fastify and better-auth (mounted at {BASE}/api/auth/*). Before a request
// reaches better-auth its target is read once and must name an endpoint of the allow-list below
// (better-auth is handed a URL built from that reading: decision 013), it is rate-limited on the
// real client address, validated with the shared schemas, its passwords normalised (NFKC) and
// checked against the policy, and sign-ins are throttled per account. Answers come back in the
// app's error shape.

const AUTH_BODY_LIMIT = 16 * 1024
const MAX_JSON_DEPTH = 4
/** Failed sign-ins and reset requests take at least this long, whether or not the account exists. */
export const UNIFORM_RESPONSE_MS = 350

function depthOf(value: unknown): number {
  let depth = 0
  let level: unknown[] = [value]
  while (level.length > 0 && depth <= MAX_JSON_DEPTH + 1) {
    const next: unknown[] = []
    for (const item of level) if (item && typeof item === 'object') next.push(...Object.values(item))
    if (next.length === 0) break
    depth++
    level = next
  }
  return depth
}

function parseBody(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {}
  let value: unknown
  try {
    value = JSON.parse(String(raw))
  } catch {
    throw new HttpError(
      400,
      'bad_request',
      sentence({ id: 'server.request.body-not-json', defaultMessage: 'The request body is not valid JSON' }),
    )
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new HttpError(
      400,
      'bad_request',
      sentence({
        id: 'server.request.body-not-object',
        defaultMessage: 'The request body must be a JSON object',
      }),
    )
  }
  // A deeply nested body would make JSON.stringify recurse in better-auth's request (STACK-NOTES).
  if (depthOf(value) > MAX_JSON_DEPTH)
    throw new HttpError(
      400,
      'bad_request',
      sentence({
        id: 'server.request.body-too-deep',
        defaultMessage: 'The request body is nested too deeply',
      }),
    )
  // The app's other bodies are checked in plugins/nul-guard.ts; this one is parsed here.
  const nulField = nulPath(value)
  if (nulField !== null) throw nulError(nulField)
  return value as Record<string, unknown>
}

async function atLeast(startedAt: number, ms: number) {
  const wait = startedAt + ms - performance.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

type AuthError = { code?: string; message?: string }

const emailTaken = sentence({
  id: 'server.auth.email-taken',
  defaultMessage: 'An account already uses this email address. Sign in, or reset its password.',
})
const twoFactorOff = sentence({
  id: 'server.two-factor.off',
  defaultMessage: 'Two-factor sign-in is not on for this account.',
})

// better-auth's codes, as the person at the form should read them.
const messages: Record<string, { status?: number; code: string; message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    code: 'invalid_credentials',
    message: sentence({
      id: 'server.auth.invalid-credentials',
      defaultMessage: 'The email or password is not right.',
    }),
  },
  EMAIL_NOT_VERIFIED: {
    code: 'email_not_verified',
    message: sentence({
      id: 'server.auth.email-not-verified',
      defaultMessage: 'Confirm your email address first: we sent you a link when you signed up.',
    }),
  },
  USER_ALREADY_EXISTS: { code: 'email_taken', message: emailTaken, field: 'email' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'email_taken', message: emailTaken, field: 'email' },
  INVALID_TOKEN: {
    code: 'invalid_token',
    message: sentence({
      id: 'server.auth.link-expired',
      defaultMessage: 'This link has expired or was already used. Ask for a new one.',
    }),
  },
  PASSWORD_TOO_SHORT: {
    code: 'bad_request',
    message: sentence(
      { id: 'schema.auth.password-too-short', defaultMessage: 'Use at least {min} characters' },
      { min: String(PASSWORD_MIN_LENGTH) },
    ),
    field: 'password',
  },
  PASSWORD_TOO_LONG: { code: 'bad_request', message: passwordTooLong(), field: 'password' },
  BANNED_USER: {
    status: 403,
    code: 'banned',
    // better-auth's message is ours (auth/auth.ts): until when and, if allowed, why; this one is
    // said when it has none.
    message: banned,
  },
  INVALID_PASSWORD: {
    status: 400,
    code: 'invalid_password',
    message: sentence({ id: 'server.auth.invalid-password', defaultMessage: 'Your password is not right.' }),
    field: 'password',
  },
  INVALID_CODE: {
    status: 400,
    code: 'invalid_code',
    message: sentence({
      id: 'server.two-factor.invalid-code',
      defaultMessage:
        'This code is not right. Check that your device shows the right time, and use the newest code.',
    }),
    field: 'code',
  },
  INVALID_BACKUP_CODE: {
    status: 400,
    code: 'invalid_code',
    message: sentence({
      id: 'server.two-factor.invalid-recovery-code',
      defaultMessage: 'This recovery code is not right, or it was used already.',
    }),
    field: 'code',
  },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: {
    status: 401,
    code: 'two_factor_expired',
    message: sentence({
      id: 'server.two-factor.too-many-wrong-codes-sign-in',
      defaultMessage: 'Too many wrong codes for this sign-in. Sign in with your password again.',
    }),
  },
  INVALID_TWO_FACTOR_COOKIE: {
    status: 401,
    code: 'two_factor_expired',
    message: sentence({
      id: 'server.two-factor.sign-in-expired',
      defaultMessage: 'This sign-in has expired. Sign in with your password again.',
    }),
  },
  ACCOUNT_TEMPORARILY_LOCKED: {
    status: 429,
    code: 'two_factor_locked',
    message: sentence({
      id: 'server.two-factor.too-many-wrong-codes-account',
      defaultMessage: 'Too many wrong codes for this account. Try again in 15 minutes.',
    }),
  },
  TOTP_ALREADY_ENABLED: {
    status: 409,
    code: 'two_factor_on',
    message: sentence({
      id: 'server.two-factor.on-already',
      defaultMessage: 'Two-factor sign-in is on already.',
    }),
  },
  TWO_FACTOR_NOT_ENABLED: { status: 409, code: 'two_factor_off', message: twoFactorOff },
  TOTP_NOT_ENABLED: { status: 409, code: 'two_factor_off', message: twoFactorOff },
  BACKUP_CODES_NOT_ENABLED: { status: 409, code: 'two_factor_off', message: twoFactorOff },
  CHALLENGE_NOT_FOUND: {
    status: 400,
    code: 'passkey_expired',
    message: sentence({
      id: 'server.passkeys.request-expired',
      defaultMessage: 'This passkey request has expired. Try again.',
    }),
  },
  PASSKEY_NOT_FOUND: {
    status: 401,
    code: 'passkey_unknown',
    message: sentence({
      id: 'server.passkeys.unknown',
      defaultMessage: 'Foyer does not know this passkey (it may have been removed). Sign in another way.',
    }),
  },
  AUTHENTICATION_FAILED: {
    status: 401,
    code: 'passkey_failed',
    message: sentence({
      id: 'server.passkeys.sign-in-failed',
      defaultMessage: 'The passkey could not be checked. Try again, or sign in another way.',
    }),
  },
  FAILED_TO_VERIFY_REGISTRATION: {
    status: 400,
    code: 'passkey_failed',
    message: sentence({
      id: 'server.passkeys.registration-failed',
      defaultMessage: 'The passkey could not be checked. Try again.',
    }),
  },
  YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY: {
    status: 403,
    code: 'forbidden',
    message: sentence({
      id: 'server.passkeys.belongs-to-another-account',
      defaultMessage: 'This passkey belongs to another account.',
    }),
  },
  SESSION_NOT_FRESH: {
    status: 403,
    code: 'session_not_fresh',
    message: sentence({
      id: 'server.auth.session-not-fresh',
      defaultMessage: 'Sign in again first: this change needs a sign-in from the last 24 hours.',
    }),
  },
  FAILED_TO_UNLINK_LAST_ACCOUNT: { status: 409, code: 'last_sign_in_method', message: onlyWayToSignIn },
  INVALID_ORIGIN: { status: 403, code: 'bad_origin', message: notFromFoyer },
}

/**
 * The only better-auth endpoints reachable, by method and exact path; `:token` is one path segment.
 * The first ones have a case of their own below that checks their input or their answer; the others
 * pass through.
 * better-auth's other endpoints stay closed until a feature needs them.
 */
export const authEndpoints = new Set([
  'POST /sign-in/email',
  'POST /sign-up/email',
  'POST /request-password-reset',
  'POST /reset-password',
  'POST /sign-out',
  'POST /change-password',
  'GET /get-session',
  'GET /verify-email',
  'POST /send-verification-email',
  'GET /reset-password/:token',
  ...twoFactorPaths.map((path) => `POST ${path}`),
  ...passkeyPaths,
  ...ssoPaths,
  'GET /list-accounts',
])

/**
 * get-session's answer as page scripts may read it: the session's token is the secret the HttpOnly
 * cookie keeps from them, and who acts as the person is the server's business (decision 013).
 */
export function withoutSessionSecrets(json: unknown): unknown {
  const session = (json as { session?: unknown } | null)?.session
  if (!session || typeof session !== 'object') return json
  const rest = Object.fromEntries(
    Object.entries(session).filter(([field]) => !sessionSecrets.includes(field)),
  )
  return { ...(json as object), session: rest }
}

/** The session's fields withoutSessionSecrets takes out (the API's description leaves them out too). */
export const sessionSecrets: readonly string[] = ['token', 'impersonatedBy', 'impersonatorSessionId']

/** A path as the allow-list names it: a reset link's token stands as `:token`. */
const routeOf = (path: string) =>
  ssoRouteOf(path.replace(/^\/reset-password\/[^/]+$/, '/reset-password/:token'))

/** What the password ways in answer when PASSWORD_SIGN_IN=false. */
const passwordPaths = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
])

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, auth, database, notifications } = app
  const db = database.db

  async function limit(request: FastifyRequest, authPath: string) {
    if (!config.rateLimit) return
    const rule = rateRuleFor(authPath)
    await withinRateLimit(db, `${rule.group}|${addressKey(request.ip)}`, rule, (seconds) =>
      sentence(
        {
          id: 'server.auth.rate-limited',
          defaultMessage:
            'Too many attempts from your network. Try again in {seconds, plural, one {# second} other {# seconds}}.',
        },
        { seconds },
      ),
    )
  }

  /** The URL better-auth is given for a request, built from the target the handler checked. */
  const checkedUrls = new WeakMap<FastifyRequest, string>()

  /** Hands a request to better-auth and returns its answer as status, headers and parsed body. */
  async function forward(
    request: FastifyRequest,
    body: Record<string, unknown> | null,
    extraHeaders: Record<string, string> = {},
    otherPath?: string,
  ) {
    const checked = checkedUrls.get(request)
    if (!checked) throw new Error('A request reached better-auth before its target was checked')
    // Another endpoint for the same person (turning two-factor off checks a code first).
    const url = otherPath ? `${config.publicUrl}${config.basePath}/api/auth${otherPath}` : checked
    const headers = fetchHeaders(request)
    for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value)
    headers.delete('content-length')
    headers.delete('transfer-encoding')
    if (body) headers.set('content-type', 'application/json')
    const response = await auth.handler(
      new Request(url, {
        method: request.method,
        headers,
        body: body ? JSON.stringify(body) : undefined,
      }),
    )
    const text = await response.text()
    let json: unknown = null
    if (text && response.headers.get('content-type')?.includes('json')) json = JSON.parse(text)
    return { response, text, json }
  }

  function relay(reply: FastifyReply, response: Response) {
    reply.code(response.status)
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) reply.header('set-cookie', cookies)
    for (const name of ['location', 'cache-control']) {
      const value = response.headers.get(name)
      if (value) reply.header(name, value)
    }
  }

  function failure(response: Response, json: unknown): HttpError {
    const error = (json ?? {}) as AuthError
    const known = error.code ? messages[error.code] : undefined
    const status = known?.status ?? response.status
    if (known)
      return new HttpError(
        status,
        known.code,
        error.code === 'BANNED_USER' && error.message ? error.message : known.message,
        known.field ? { [known.field]: known.message } : undefined,
      )
    if (status >= 500) return new HttpError(500, 'internal', 'auth failed')
    // A code without a sentence of ours keeps better-auth's message, in English.
    return new HttpError(
      status,
      (error.code ?? 'bad_request').toLowerCase(),
      error.message ??
        sentence({ id: 'server.request.cannot-serve', defaultMessage: 'The request cannot be served' }),
    )
  }

  /**
   * A sign-in is complete (the password, and the second factor when the person has one): the People
   * list's last sign-in, the audit event, and a notification for a device not seen before.
   */
  async function completeSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: string; name: string },
    data: Record<string, unknown> = {},
  ) {
    await markSignedIn(db, user.id)
    await rememberThisDevice(request, reply, user.id)
    const userAgent = request.headers['user-agent'] ?? null
    const isNew = await isNewDevice(user.id, userAgent)
    await auditRequest(request, { kind: 'sign_in', actorId: user.id, targetId: user.id, data })
    if (isNew) {
      const recipient = await recipientOf(db, user.id, requestLanguage(request))
      await notifications.notify([notice.newSignIn(recipient, deviceOf(userAgent), request.ip)])
    }
  }

  /**
   * A refused password or code, counted in the account's throttle (`attempt`): audited, and once the
   * account is paused, the pause is audited and the person told.
   */
  async function countFailure(
    request: FastifyRequest,
    key: ThrottleKey,
    attempt: { failures: number; lockSeconds: number },
    user: { id: string } | undefined,
    kind: 'sign_in_failed' | 'two_factor_failed',
  ) {
    const { failures, lockSeconds } = attempt
    await auditRequest(request, { kind, targetId: user?.id ?? null, data: { failures } })
    if (lockSeconds > 0) {
      const eventId = await auditRequest(request, {
        kind: 'sign_in_throttled',
        targetId: user?.id ?? null,
        data: { waitSeconds: lockSeconds },
      })
      await attachLockEvent(db, key, eventId)
      if (user) {
        const recipient = await recipientOf(db, user.id, requestLanguage(request))
        await notifications.notify([notice.signInThrottled(recipient, failures, lockSeconds)])
      }
    }
  }

  const kit = { forward, relay, failure, completeSignIn, countFailure }
  const twoFactor = twoFactorSteps(app, kit)
  const passkeys = passkeySteps(app, kit)
  const sso = ssoSteps(app, kit)

  /** A browser and system this person has not signed up or in with before (versions aside). */
  async function isNewDevice(userId: string, userAgent: string | null) {
    const key = (ua: string | null) => {
      const device = deviceOf(ua)
      return `${device.browser?.replace(/ [0-9]+$/, '')}|${device.os}|${device.kind}`
    }
    const seen = new Set((await recentSignInUserAgents(db, userId)).map(key))
    return !seen.has(key(userAgent))
  }

  app.get(
    apiPaths.authStatus,
    {
      schema: {
        summary: 'Whether the instance needs its first administrator, and if addresses are verified',
        tags: ['Account'],
        response: { 200: authStatusSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return {
        needsAdministrator: !(await hasAdministrator(db)),
        requireEmailVerification: config.requireEmailVerification,
      }
    },
  )

  // `?optional=1` (the sign-in pages asking whether to skip to the dashboard): nobody signed in is
  // an expected answer there, 204 rather than an error the browser would log.
  // The same answer (meOf keeps it per session) is serialized once, with the route's own serializer.
  const serializedMe = new WeakMap<Me, ReturnType<FastifyReply['serialize']>>()
  app.get(
    apiPaths.me,
    {
      schema: {
        summary: 'The signed-in person',
        tags: ['Account'],
        querystring: meQuerySchema,
        response: { 200: meSchema, 204: z.null() },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const me = await app.meOf(request, reply)
      if (!me && request.query.optional === '1') return reply.code(204).send(null)
      if (!me) throw new HttpError(401, 'unauthorized', signInToContinue)
      let body = serializedMe.get(me)
      if (body === undefined) {
        body = reply.serialize(me)
        serializedMe.set(me, body)
      }
      return sendAsIs(reply.type('application/json; charset=utf-8'), body)
    },
  )

  await app.register(async (scope) => {
    // better-auth gets the body as we validated it, so the raw text is parsed here, once, with a
    // small limit (a 1 MB password is refused with 413 before any hashing).
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: AUTH_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    )

    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      // Described apart, as better-auth describes the endpoints it lets through (plugins/openapi.ts).
      schema: { hide: true },
      handler: async (request, reply) => {
        const startedAt = performance.now()
        const { path, query } = parseAuthTarget(request.url, `${config.basePath}/api/auth`)
        const route = routeOf(path)
        if (!authEndpoints.has(`${request.method} ${route}`)) {
          const allowed = ['GET', 'POST'].filter((method) => authEndpoints.has(`${method} ${route}`))
          if (allowed.length === 0)
            throw new HttpError(
              404,
              'not_found',
              sentence({ id: 'server.request.no-such-endpoint', defaultMessage: 'No such API endpoint' }),
            )
          reply.header('allow', allowed.join(', '))
          throw new HttpError(
            405,
            'method_not_allowed',
            allowed.length === 1
              ? sentence(
                  {
                    id: 'server.request.endpoint-takes-method',
                    defaultMessage: 'This endpoint takes {method} only',
                  },
                  { method: allowed.join('') },
                )
              : sentence({
                  id: 'server.request.endpoint-takes-get-or-post',
                  defaultMessage: 'This endpoint takes GET or POST only',
                }),
          )
        }
        checkedUrls.set(
          request,
          `${config.publicUrl}${config.basePath}/api/auth${path}${query === null ? '' : `?${query}`}`,
        )
        await limit(request, path)
        if (!config.sso.passwordSignIn && passwordPaths.has(path))
          throw new HttpError(
            403,
            'password_sign_in_off',
            sentence({
              id: 'server.auth.password-sign-in-off',
              defaultMessage: 'Passwords do not sign in here: use one of the sign-in providers.',
            }),
          )
        const raw = request.method === 'POST' ? parseBody(request.body) : null

        switch (path) {
          case '/sign-in/email': {
            const input = parseOr400(signInRequestSchema, raw)
            // Counted before the password is checked, so concurrent guesses cannot all get through;
            // a refusal is counted in the audit event of the lock, not logged one by one.
            const key = await throttleKeyOf(request, input.email)
            const attempt = await reserveSignInAttempt(db, key)
            if (!attempt.allowed) {
              const wait = attempt.waitSeconds
              throw new HttpError(
                429,
                'account_throttled',
                sentence(
                  {
                    id: 'server.auth.account-throttled',
                    defaultMessage:
                      'Too many failed sign-ins for this account. Try again in {seconds, plural, one {# second} other {# seconds}}, or reset your password.',
                  },
                  { seconds: wait },
                ),
                undefined,
                wait,
              )
            }
            const user = await findUserByEmail(db, input.email)
            const { response, json } = await forward(request, {
              email: input.email,
              password: normalizePassword(input.password),
              rememberMe: input.rememberMe,
            })
            // The password was right (better-auth checks it before the address and the ban): the
            // count ends, unless a code is still to come: then it ends with the right code, and the
            // password and the code count as attempts alike. Any other refusal leaves it counted.
            const code = (json as AuthError | null)?.code
            const isChallenge = (json as TwoFactorChallenge | null)?.twoFactorRedirect === true
            if ((response.ok && !isChallenge) || code === 'EMAIL_NOT_VERIFIED' || code === 'BANNED_USER')
              await clearSignInFailures(db, key)
            if (response.ok) {
              relay(reply, response)
              // The password was right and the person has a second factor: no session yet, a cookie
              // for the code screen (better-auth's answer, which its client libraries read).
              const challenge = json as TwoFactorChallenge | null
              if (challenge?.twoFactorRedirect === true) {
                return { twoFactorRedirect: true, twoFactorMethods: challenge.twoFactorMethods ?? ['totp'] }
              }
              // With two-factor on and no code asked, this browser was trusted to skip it.
              if (user)
                await completeSignIn(
                  request,
                  reply,
                  user,
                  user.twoFactorEnabled ? { secondFactor: 'trusted_browser' } : {},
                )
              return { ok: true }
            }
            if (response.status === 401) {
              await countFailure(request, key, attempt, user, 'sign_in_failed')
              await atLeast(startedAt, UNIFORM_RESPONSE_MS)
            }
            throw failure(response, json)
          }

          case '/sign-up/email': {
            const input = parseOr400(signUpRequestSchema, raw)
            const problem = passwordProblem(input.password, {
              email: input.email,
              names: [input.firstName, input.lastName],
            })
            if (problem) throw new HttpError(400, 'bad_request', problem, { password: problem })
            // An invitation for this address: its role, and the address counts as confirmed.
            const invitation = input.invitation ? await openInvitation(db, input.invitation) : undefined
            const isInvited = invitation?.email.toLowerCase() === input.email.toLowerCase()
            const { response, json } = await forward(
              request,
              {
                name: `${input.firstName} ${input.lastName}`,
                email: input.email,
                password: normalizePassword(input.password),
                firstName: input.firstName,
                lastName: input.lastName,
                ...(input.company ? { company: input.company } : {}),
                rememberMe: true,
              },
              isInvited ? { [INVITED_SIGN_UP_HEADER]: '1' } : {},
            )
            if (response.ok) {
              const created = await findUserByEmail(db, input.email)
              const isAccepted = Boolean(
                invitation && isInvited && created && (await acceptInvitation(db, invitation.id)),
              )
              if (invitation && created && isAccepted) {
                if (invitation.role === 'admin') await setRole(db, created.id, 'admin')
                await db
                  .updateTable('user')
                  .set({ emailVerified: true })
                  .where('id', '=', created.id)
                  .execute()
                await auditRequest(request, {
                  kind: 'invitation_accepted',
                  actorId: created.id,
                  targetId: created.id,
                  data: { role: invitation.role },
                })
              }
              // The administrators hear of an invited person here, once the invitation is used.
              if (created && isInvited) {
                const administrators = await recipientsOf(
                  db,
                  await administratorIds(db, created.id),
                  requestLanguage(request),
                )
                await notifications.notify(
                  invitation && isAccepted
                    ? notice.invitationAccepted(created, invitation.role, administrators)
                    : notice.newRegistration(created, administrators),
                )
              }
              // Registering signs in, unless the address must be verified first: the first session
              // is a sign-in, as the People list's "Last sign-in" beside "Sessions: 1" says.
              // better-auth's answer carries the new session's token, null when it started none.
              if (created && (json as { token?: unknown } | null)?.token) {
                await markSignedIn(db, created.id)
                await rememberThisDevice(request, reply, created.id)
                // A new account has proved nothing yet: its first sensitive change asks first.
                await startUnconfirmed(db, created.id)
              }
              relay(reply, response)
              return { requiresEmailVerification: config.requireEmailVerification }
            }
            // Two registrations of one address at once: the unique index lets one through; the
            // other gets the same answer as a later registration would.
            if (response.status >= 500 && (await findUserByEmail(db, input.email)))
              throw failure(response, { code: 'USER_ALREADY_EXISTS' })
            throw failure(response, json)
          }

          case '/request-password-reset': {
            const input = parseOr400(forgotPasswordSchema, raw)
            const redirectTo = `${config.basePath}/reset-password`
            const { response, json } = await forward(request, { email: input.email, redirectTo })
            const user = await findUserByEmail(db, input.email)
            if (user) await auditRequest(request, { kind: 'password_reset_requested', targetId: user.id })
            await atLeast(startedAt, UNIFORM_RESPONSE_MS)
            if (!response.ok) throw failure(response, json)
            return {
              message: formatFor(
                request,
                sentence({
                  id: 'server.auth.reset-link-sent',
                  defaultMessage:
                    'If an account uses this address, we have sent it a link to reset its password.',
                }),
              ),
            }
          }

          case '/reset-password': {
            const input = parseOr400(resetPasswordSchema, raw)
            const userId = await userIdForResetToken(db, input.token)
            const user = userId ? await findUserById(db, userId) : undefined
            if (!user) throw failure(new Response(null, { status: 400 }), { code: 'INVALID_TOKEN' })
            const problem = passwordProblem(input.newPassword, {
              email: user.email,
              names: [user.firstName, user.lastName, user.name],
            })
            if (problem) throw new HttpError(400, 'bad_request', problem, { newPassword: problem })
            const { response, json } = await forward(request, {
              token: input.token,
              newPassword: normalizePassword(input.newPassword),
            })
            if (!response.ok) throw failure(response, json)
            // Other reset links and pending email changes end with the old password, and so do the
            // API keys: a reset is how an owner takes an account back, and a key would outlive it.
            await endPendingLinks(db, user.id)
            const apiKeysEnded = await deleteApiKeysOf(db, user.id)
            // The link proved the address: providers linked before it was confirmed may be a
            // stranger's (their reset email said they would end).
            const providersUnlinked = await endLinksMadeUnconfirmed(db, user.id)
            const language = recipientLanguage(user.language, requestLanguage(request))
            await notifications.notify([notice.passwordChanged({ id: user.id, language }, 'reset')])
            // A reset always lets the owner back in, throttle or not, and whoever signed in with the
            // old password is a stranger to the throttle again.
            await clearAllSignInFailures(db, user.email)
            await forgetDevicesOf(db, user.id)
            await auditRequest(request, {
              kind: 'password_reset',
              actorId: user.id,
              targetId: user.id,
              data: {
                ...(apiKeysEnded > 0 ? { apiKeysEnded } : {}),
                ...(providersUnlinked.length > 0 ? { providersUnlinked } : {}),
              },
            })
            relay(reply, response)
            return { ok: true }
          }

          case '/sign-out': {
            const session = await app.sessionOf(request)
            const { response, json } = await forward(request, {})
            if (!response.ok) throw failure(response, json)
            if (session) {
              await auditRequest(request, {
                kind: 'sign_out',
                actorId: session.user.id,
                targetId: session.user.id,
              })
            }
            relay(reply, response)
            return { ok: true }
          }

          case '/change-password': {
            // Signed in, current password required; the new one under the same policy.
            const session = await app.sessionOf(request)
            if (!session) throw new HttpError(401, 'unauthorized', signInToContinue)
            // Signing out the other sessions would hand this browser a fresh, ordinary session of the
            // person, outside the impersonation's hour and its administrator's session.
            if (impersonatorOf(session)) {
              throw new HttpError(
                403,
                'impersonating',
                sentence({
                  id: 'server.auth.no-password-change-while-impersonating',
                  defaultMessage:
                    'Changing the password is not possible while you act as someone else. Stop first.',
                }),
              )
            }
            const input = parseOr400(changePasswordSchema, raw)
            const problem = passwordProblem(input.newPassword, {
              email: session.user.email,
              names: [session.user.name],
            })
            if (problem) throw new HttpError(400, 'bad_request', problem, { newPassword: problem })
            const { response, json } = await forward(request, {
              currentPassword: normalizePassword(input.currentPassword),
              newPassword: normalizePassword(input.newPassword),
              revokeOtherSessions: input.revokeOtherSessions,
            })
            if (!response.ok) {
              const error = failure(response, json)
              if (error.code === 'invalid_password') {
                const wrong = sentence({
                  id: 'server.auth.invalid-current-password',
                  defaultMessage: 'Your current password is not right.',
                })
                throw new HttpError(400, 'invalid_password', wrong, { currentPassword: wrong })
              }
              throw error
            }
            await endPendingLinks(db, session.user.id)
            await auditRequest(request, {
              kind: 'password_changed',
              actorId: session.user.id,
              targetId: session.user.id,
              data: { otherSessionsSignedOut: input.revokeOtherSessions },
            })
            const language = recipientLanguage(session.user.language, requestLanguage(request))
            await notifications.notify([notice.passwordChanged({ id: session.user.id, language }, 'changed')])
            relay(reply, response)
            return { ok: true }
          }

          case '/get-session': {
            // better-auth's client libraries (useSession) read who is signed in here.
            const { response, text, json } = await forward(request, null)
            if (response.status >= 400) throw failure(response, json)
            relay(reply, response)
            const type = response.headers.get('content-type')
            if (type) reply.type(type)
            return reply.send(json === null ? text || null : JSON.stringify(withoutSessionSecrets(json)))
          }

          default: {
            const twoFactorPath = twoFactorPaths.find((known) => known === path)
            if (twoFactorPath) return twoFactor(twoFactorPath, request, reply, raw)
            const passkeyRoute = passkeyPaths.find((known) => known === `${request.method} ${path}`)
            if (passkeyRoute) return passkeys(passkeyRoute, request, reply, raw)
            const ssoRoute = ssoPaths.find((known) => known === `${request.method} ${route}`)
            if (ssoRoute) return sso(ssoRoute as SsoPath, request, reply, raw, path)
            // The allow-list's endpoints without a case of their own.
            const { response, text, json } = await forward(request, raw)
            if (response.status >= 400) throw failure(response, json)
            relay(reply, response)
            const type = response.headers.get('content-type')
            if (type) reply.type(type)
            return reply.send(text || null)
          }
        }
      },
    })
  })
}
