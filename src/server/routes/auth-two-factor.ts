import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { normalizePassword, roleOf } from '#shared/auth.ts'
import { enterYourPassword } from '#shared/i18n/schema-sentences.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import { addPasskeySchema } from '#shared/passkeys.ts'
import {
  disableTwoFactorSchema,
  enableTwoFactorSchema,
  isTwoFactorRequired,
  normalizeCode,
  regenerateRecoveryCodesSchema,
  verifyRecoveryCodeSchema,
  verifyTotpSchema,
} from '#shared/two-factor.ts'
import { deviceOf } from '../account/device.ts'
import { requireConfirmation } from '../auth/confirmation.ts'
import { throttleKeyOf } from '../auth/known-device.ts'
import { passwordHashOf } from '../db/queries/account.ts'
import { recipientOf } from '../db/queries/notifications.ts'
import { markPasskeyUsed, passkeysOf } from '../db/queries/passkeys.ts'
import {
  clearSignInFailures,
  reserveSignInAttempt,
  type ThrottleKey,
} from '../db/queries/sign-in-throttle.ts'
import { endTrustedBrowsers, releaseCode, reserveCode } from '../db/queries/two-factor.ts'
import { findUserById } from '../db/queries/users.ts'
import { HttpError, parseOr400 } from '../http-error.ts'
import { requestLanguage } from '../i18n.ts'
import { messages as notice, type TwoFactorChange } from '../notifications/messages.ts'
import {
  auditRequest,
  cookieKey,
  impersonatorOf,
  mustSetUpTwoFactor,
  type SessionUser,
  signInToContinue,
  twoFactorFirst,
} from '../plugins/auth.ts'

// Two-factor sign-in through better-auth's plugin (its endpoints under {BASE}/api/auth/two-factor/),
// with what the plugin leaves to the application: a code from the app is accepted once (the plugin
// would take it again while it is current), the codes of a sign-in count in the same per-account
// throttle as its password, and every change is audited, said in the bell and emailed.

type Forwarded = { response: Response; json: unknown }

/** What the adapter of routes/auth.ts lends the two-factor steps. */
export type AuthAdapterKit = {
  forward(
    request: FastifyRequest,
    body: Record<string, unknown> | null,
    extraHeaders?: Record<string, string>,
    otherPath?: string,
  ): Promise<Forwarded & { text: string }>
  relay(reply: FastifyReply, response: Response): void
  failure(response: Response, json: unknown): HttpError
  completeSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: string; name: string },
    data?: Record<string, unknown>,
  ): Promise<void>
  countFailure(
    request: FastifyRequest,
    key: ThrottleKey,
    attempt: { failures: number; lockSeconds: number },
    user: { id: string } | undefined,
    kind: 'sign_in_failed' | 'two_factor_failed',
  ): Promise<void>
}

/** What an administrator acting as someone cannot change for them, one sentence each. */
const notWhileImpersonating = {
  'two-factor': sentence({
    id: 'server.two-factor.not-while-impersonating',
    defaultMessage: 'Two-factor sign-in cannot be changed while you act as someone else. Stop first.',
  }),
  passkeys: sentence({
    id: 'server.passkeys.not-while-impersonating',
    defaultMessage: 'Passkeys cannot be changed while you act as someone else. Stop first.',
  }),
  providers: sentence({
    id: 'server.sso.not-while-impersonating',
    defaultMessage: 'Sign-in providers cannot be changed while you act as someone else. Stop first.',
  }),
}

/** A signed-in person acting for themselves (not an administrator acting as them). */
export async function ownSessionOf(
  app: FastifyInstance,
  request: FastifyRequest,
  what: keyof typeof notWhileImpersonating,
): Promise<SessionUser> {
  const session = await app.sessionOf(request)
  if (!session) throw new HttpError(401, 'unauthorized', signInToContinue)
  if (impersonatorOf(session)) throw new HttpError(403, 'impersonating', notWhileImpersonating[what])
  // Another way in (a passkey, a provider) is no way around the second factor the instance requires.
  if (what !== 'two-factor' && mustSetUpTwoFactor(session, app.instanceSettings.current().twoFactorPolicy))
    throw twoFactorFirst()
  return session
}

/** A change to a person's second factor or passkeys, said in the bell and emailed. */
export async function tellOf(
  app: FastifyInstance,
  request: FastifyRequest,
  person: { id: string; email: string },
  change: TwoFactorChange,
) {
  // In the person's language, else the request's (theirs, or an administrator's acting as them).
  const recipient = await recipientOf(app.database.db, person.id, requestLanguage(request))
  const { email, ...notification } = notice.twoFactorChanged(recipient, change)
  await app.notifications.notify([notification])
  app.mailer.send({ to: person.email, subject: email.subject, text: email.text })
}

export const twoFactorPaths = [
  '/two-factor/enable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/generate-backup-codes',
  '/two-factor/disable',
] as const

type Person = { id: string; name: string; email: string }

export function twoFactorSteps(app: FastifyInstance, kit: AuthAdapterKit) {
  const { auth, database } = app
  const db = database.db

  /** The person whose sign-in waits for a code: better-auth's challenge cookie names it. */
  async function challengedPerson(request: FastifyRequest): Promise<Person | undefined> {
    const context = await auth.$context
    const name = context.createAuthCookie('two_factor').name
    const raw = cookieKey(request.headers.cookie, [name])
    if (!raw) return undefined
    let signed: string
    try {
      signed = decodeURIComponent(raw)
    } catch {
      return undefined
    }
    // "<identifier>.<signature>": better-auth checks the signature when the code is tried; the
    // identifier is only looked up here, and only as a challenge's.
    const identifier = signed.slice(0, signed.lastIndexOf('.'))
    if (!identifier.startsWith('2fa-')) return undefined
    const found = await context.internalAdapter.findVerificationValue(identifier)
    if (!found || new Date(found.expiresAt) <= new Date()) return undefined
    const user = await findUserById(db, found.value)
    return user ? { id: user.id, name: user.name, email: user.email } : undefined
  }

  const tell = (request: FastifyRequest, person: Person, change: TwoFactorChange) =>
    tellOf(app, request, person, change)

  function signedInPerson(session: SessionUser): Person {
    const { id, name, email } = session.user
    return { id, name, email }
  }

  const ownSession = (request: FastifyRequest) => ownSessionOf(app, request, 'two-factor')

  /**
   * What confirms a change to the second factor: the password (better-auth asks for it), or for an
   * account without one (a sign-in provider's) a recent "Confirm it's you".
   */
  async function confirmation(request: FastifyRequest, session: SessionUser, password: string | undefined) {
    if (await passwordHashOf(db, session.user.id)) {
      if (!password)
        throw new HttpError(400, 'bad_request', enterYourPassword(), { password: enterYourPassword() })
      return { password: normalizePassword(password) }
    }
    await requireConfirmation(app, request, session)
    return {}
  }

  /** Counted in the account's throttle before the code is tried, as a password would be. */
  async function reserveAttempt(key: ThrottleKey) {
    const attempt = await reserveSignInAttempt(db, key)
    if (!attempt.allowed) {
      throw new HttpError(
        429,
        'account_throttled',
        sentence(
          {
            id: 'server.two-factor.account-throttled',
            defaultMessage:
              'Too many failed attempts for this account. Try again in {seconds, plural, one {# second} other {# seconds}}.',
          },
          { seconds: attempt.waitSeconds },
        ),
        undefined,
        attempt.waitSeconds,
      )
    }
    return attempt
  }

  /**
   * A code from the app or a recovery code, for the signed-in `person` or for the sign-in waiting
   * for it: tried once the throttle counted it; a code from the app is refused when it was used.
   */
  async function tryCode(
    request: FastifyRequest,
    person: Person,
    kind: 'totp' | 'recovery',
    body: Record<string, unknown>,
    otherPath?: string,
  ): Promise<Forwarded> {
    const key = await throttleKeyOf(request, person.email)
    const attempt = await reserveAttempt(key)
    const code = String(body.code)
    if (kind === 'totp' && !(await reserveCode(db, person.id, code))) {
      await kit.countFailure(request, key, attempt, person, 'two_factor_failed')
      const used = sentence({
        id: 'server.two-factor.code-used',
        defaultMessage: 'This code was used already. Wait for the next one in your app.',
      })
      throw new HttpError(400, 'code_used', used, { code: used })
    }
    const forwarded = await kit.forward(request, body, {}, otherPath)
    if (forwarded.response.ok) {
      await clearSignInFailures(db, key)
      return forwarded
    }
    if (kind === 'totp') await releaseCode(db, person.id, code)
    if (forwarded.response.status < 500)
      await kit.countFailure(request, key, attempt, person, 'two_factor_failed')
    throw kit.failure(forwarded.response, forwarded.json)
  }

  async function recoveryCodesLeft(userId: string): Promise<number> {
    const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId } })
    return backupCodes.length
  }

  const device = (request: FastifyRequest) => ({
    device: deviceOf(request.headers['user-agent'] ?? null),
    ipAddress: request.ip,
  })

  /** The sign-in's second step passed: a session, and what a sign-in does. */
  async function signedInWithCode(
    request: FastifyRequest,
    reply: FastifyReply,
    person: Person,
    forwarded: Forwarded,
    secondFactor: 'authenticator' | 'recovery_code',
    trustDevice: boolean,
  ) {
    kit.relay(reply, forwarded.response)
    await kit.completeSignIn(request, reply, person, { secondFactor })
    if (secondFactor === 'recovery_code') {
      const left = await recoveryCodesLeft(person.id)
      await auditRequest(request, {
        kind: 'recovery_code_used',
        actorId: person.id,
        targetId: person.id,
        data: { left },
      })
      await tell(request, person, { kind: 'recovery_code_used', left, ...device(request) })
    }
    if (trustDevice) {
      await auditRequest(request, { kind: 'browser_trusted', actorId: person.id, targetId: person.id })
      await tell(request, person, { kind: 'browser_trusted', ...device(request) })
    }
    return { ok: true }
  }

  return async function step(
    path: (typeof twoFactorPaths)[number],
    request: FastifyRequest,
    reply: FastifyReply,
    raw: Record<string, unknown> | null,
  ): Promise<unknown> {
    switch (path) {
      case '/two-factor/enable': {
        // The password; the answer is the app's secret (as an otpauth:// address) and the recovery
        // codes. Nothing is on until the app's first code confirms it (verify-totp, signed in).
        const session = await ownSession(request)
        const input = parseOr400(enableTwoFactorSchema, raw)
        const { response, json } = await kit.forward(request, {
          ...(await confirmation(request, session, input.password)),
          method: 'totp',
        })
        if (!response.ok) throw kit.failure(response, json)
        const { totpURI, backupCodes } = json as { totpURI: string; backupCodes: string[] }
        reply.header('cache-control', 'no-store')
        return { method: 'totp', totpURI, backupCodes }
      }

      case '/two-factor/verify-totp': {
        const input = parseOr400(verifyTotpSchema, raw)
        const code = normalizeCode(input.code)
        if (await app.sessionOf(request)) {
          // Signed in: the first code of a new app, which turns two-factor on.
          const session = await ownSession(request)
          const person = signedInPerson(session)
          const wasOn = (session.user as { twoFactorEnabled?: boolean }).twoFactorEnabled === true
          const forwarded = await tryCode(request, person, 'totp', { code })
          kit.relay(reply, forwarded.response)
          if (!wasOn) {
            await auditRequest(request, {
              kind: 'two_factor_enabled',
              actorId: person.id,
              targetId: person.id,
            })
            await tell(request, person, { kind: 'enabled' })
          }
          return { ok: true }
        }
        const person = await challengedPerson(request)
        if (!person)
          throw kit.failure(new Response(null, { status: 401 }), { code: 'INVALID_TWO_FACTOR_COOKIE' })
        const trustDevice = input.trustDevice === true
        const forwarded = await tryCode(request, person, 'totp', { code, trustDevice })
        return signedInWithCode(request, reply, person, forwarded, 'authenticator', trustDevice)
      }

      case '/two-factor/verify-backup-code': {
        // A recovery code instead of the app's, at sign-in (used, it is gone).
        const input = parseOr400(verifyRecoveryCodeSchema, raw)
        if (await app.sessionOf(request))
          throw new HttpError(
            409,
            'signed_in',
            sentence({
              id: 'server.two-factor.signed-in-already',
              defaultMessage: 'You are signed in already: recovery codes are for signing in.',
            }),
          )
        const person = await challengedPerson(request)
        if (!person)
          throw kit.failure(new Response(null, { status: 401 }), { code: 'INVALID_TWO_FACTOR_COOKIE' })
        const code = recoveryCodeAsIssued(input.code)
        const trustDevice = input.trustDevice === true
        const forwarded = await tryCode(request, person, 'recovery', { code, trustDevice })
        return signedInWithCode(request, reply, person, forwarded, 'recovery_code', trustDevice)
      }

      case '/two-factor/generate-backup-codes': {
        const session = await ownSession(request)
        const input = parseOr400(regenerateRecoveryCodesSchema, raw)
        const { response, json } = await kit.forward(
          request,
          await confirmation(request, session, input.password),
        )
        if (!response.ok) throw kit.failure(response, json)
        const person = signedInPerson(session)
        await auditRequest(request, {
          kind: 'recovery_codes_regenerated',
          actorId: person.id,
          targetId: person.id,
        })
        await tell(request, person, { kind: 'recovery_codes_regenerated' })
        reply.header('cache-control', 'no-store')
        return { status: true, backupCodes: (json as { backupCodes: string[] }).backupCodes }
      }

      case '/two-factor/disable': {
        // The password and a code (from the app, or a recovery code for a lost phone).
        const session = await ownSession(request)
        const input = parseOr400(disableTwoFactorSchema, raw)
        const confirmed = await confirmation(request, session, input.password)
        const person = signedInPerson(session)
        if ((session.user as { twoFactorEnabled?: boolean }).twoFactorEnabled !== true)
          throw kit.failure(new Response(null, { status: 409 }), { code: 'TWO_FACTOR_NOT_ENABLED' })
        if (isTwoFactorRequired(app.instanceSettings.current().twoFactorPolicy, roleOf(session.user.role))) {
          throw new HttpError(
            403,
            'two_factor_required',
            sentence({
              id: 'server.two-factor.required-cannot-turn-off',
              defaultMessage:
                'This instance requires two-factor sign-in for your account: it cannot be turned off.',
            }),
          )
        }
        const code = normalizeCode(input.code)
        if (/^[0-9]+$/.test(code)) await tryCode(request, person, 'totp', { code }, '/two-factor/verify-totp')
        else
          await tryCode(
            request,
            person,
            'recovery',
            { code: recoveryCodeAsIssued(code) },
            '/two-factor/verify-backup-code',
          )
        const { response, json } = await kit.forward(request, confirmed)
        if (!response.ok) throw kit.failure(response, json)
        kit.relay(reply, response)
        // Every browser trusted to skip the code, not only this one (better-auth ends this one's).
        await endTrustedBrowsers(db, person.id)
        await auditRequest(request, { kind: 'two_factor_disabled', actorId: person.id, targetId: person.id })
        await tell(request, person, { kind: 'disabled' })
        return { status: true }
      }
    }
  }
}

/** better-auth hands recovery codes out as `abcde-12345` and compares them as such. */
function recoveryCodeAsIssued(value: string): string {
  const code = normalizeCode(value)
  return `${code.slice(0, 5)}-${code.slice(5)}`
}

export const passkeyPaths = [
  'GET /passkey/generate-register-options',
  'POST /passkey/verify-registration',
  'GET /passkey/generate-authenticate-options',
  'POST /passkey/verify-authentication',
  'GET /passkey/list-user-passkeys',
  'POST /passkey/delete-passkey',
  'POST /passkey/update-passkey',
] as const

/** The WebAuthn response of a browser, as better-auth's passkey plugin takes it: an object. */
function webAuthnResponse(raw: Record<string, unknown> | null): Record<string, unknown> {
  const response = raw?.response
  if (!response || typeof response !== 'object' || Array.isArray(response))
    throw new HttpError(
      400,
      'bad_request',
      sentence({ id: 'server.passkeys.answer-missing', defaultMessage: 'The passkey’s answer is missing' }),
    )
  return response as Record<string, unknown>
}

/**
 * Passkeys through better-auth's plugin (@better-auth/passkey): registering one (signed in, for
 * oneself), signing in with one (which is both factors), listing, renaming and removing them. The
 * adapter adds the audit events, notifications and emails, and when each was last used.
 */
export function passkeySteps(app: FastifyInstance, kit: AuthAdapterKit) {
  const { database } = app
  const db = database.db

  const ownSession = (request: FastifyRequest) => ownSessionOf(app, request, 'passkeys')
  const tell = (request: FastifyRequest, person: { id: string; email: string }, change: TwoFactorChange) =>
    tellOf(app, request, person, change)

  async function passthrough(
    request: FastifyRequest,
    reply: FastifyReply,
    body: Record<string, unknown> | null,
  ) {
    const { response, json } = await kit.forward(request, body)
    if (!response.ok) throw kit.failure(response, json)
    kit.relay(reply, response)
    reply.header('cache-control', 'no-store')
    return json
  }

  return async function step(
    route: (typeof passkeyPaths)[number],
    request: FastifyRequest,
    reply: FastifyReply,
    raw: Record<string, unknown> | null,
  ): Promise<unknown> {
    switch (route) {
      // A new way in: after "Confirm it's you", both the challenge and the answer to it.
      case 'GET /passkey/generate-register-options':
        await requireConfirmation(app, request, await ownSession(request))
        return passthrough(request, reply, null)

      case 'POST /passkey/verify-registration': {
        const session = await ownSession(request)
        await requireConfirmation(app, request, session)
        const { name } = parseOr400(addPasskeySchema, { name: raw?.name })
        const answer = (await passthrough(request, reply, { response: webAuthnResponse(raw), name })) as {
          id: string
        }
        const person = session.user
        await auditRequest(request, {
          kind: 'passkey_added',
          actorId: person.id,
          targetId: person.id,
          data: { name },
        })
        await tell(request, person, { kind: 'passkey_added', name })
        const [added] = await passkeysOf(db, person.id, answer.id)
        return added
      }

      case 'GET /passkey/generate-authenticate-options':
        return passthrough(request, reply, null)

      case 'POST /passkey/verify-authentication': {
        const response = webAuthnResponse(raw)
        const answer = (await passthrough(request, reply, { response })) as {
          user?: { id: string; name: string }
        }
        if (answer.user) {
          await markPasskeyUsed(db, String(response.id))
          await kit.completeSignIn(request, reply, answer.user, { method: 'passkey' })
        }
        return { ok: true }
      }

      case 'GET /passkey/list-user-passkeys': {
        const session = await app.sessionOf(request)
        if (!session) throw new HttpError(401, 'unauthorized', signInToContinue)
        reply.header('cache-control', 'no-store')
        return passkeysOf(db, session.user.id)
      }

      case 'POST /passkey/delete-passkey': {
        const session = await ownSession(request)
        const id = typeof raw?.id === 'string' ? raw.id.slice(0, 200) : ''
        const [known] = id ? await passkeysOf(db, session.user.id, id) : []
        if (!known)
          throw new HttpError(
            404,
            'not_found',
            sentence({
              id: 'server.passkeys.removed-already',
              defaultMessage: 'This passkey was removed already.',
            }),
          )
        await passthrough(request, reply, { id })
        await auditRequest(request, {
          kind: 'passkey_removed',
          actorId: session.user.id,
          targetId: session.user.id,
          data: { name: known.name },
        })
        await tell(request, session.user, { kind: 'passkey_removed', name: known.name })
        return { status: true }
      }

      case 'POST /passkey/update-passkey': {
        const session = await ownSession(request)
        const id = typeof raw?.id === 'string' ? raw.id.slice(0, 200) : ''
        const { name } = parseOr400(addPasskeySchema, { name: raw?.name })
        const [known] = id ? await passkeysOf(db, session.user.id, id) : []
        if (!known)
          throw new HttpError(
            404,
            'not_found',
            sentence({
              id: 'server.passkeys.removed-meanwhile',
              defaultMessage: 'This passkey was removed meanwhile.',
            }),
          )
        await passthrough(request, reply, { id, name })
        const [renamed] = await passkeysOf(db, session.user.id, id)
        return { passkey: renamed }
      }
    }
  }
}
