import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { okSchema } from '#shared/admin.ts'
import { safeNextPath } from '#shared/auth-rules.ts'
import {
  authenticatorProofSchema,
  CONFIRM_ERROR_PARAM,
  CONFIRMED_PARAM,
  confirmationPaths,
  confirmationWaysSchema,
  confirmedSchema,
  EMAILED_CODE_MINUTES,
  emailProofSchema,
  maskedAddress,
  passkeyProofSchema,
  passwordProofSchema,
  providerProofSchema,
  providerProofStartSchema,
} from '#shared/confirmation.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import { normalizeCode } from '#shared/two-factor.ts'
import {
  checkOwnPassword,
  confirmedUntil,
  countAttempt,
  issueEmailedCode,
  markConfirmed,
  replaceVerification,
  sessionToConfirm,
  spendEmailedCode,
  startProviderConfirmation,
} from '../auth/confirmation.ts'
import { withinRateLimit } from '../auth/rate-limits.ts'
import { confirmsAtProvider } from '../auth/sso.ts'
import { passwordHashOf } from '../db/queries/account.ts'
import { recipientOf } from '../db/queries/notifications.ts'
import { releaseCode, reserveCode } from '../db/queries/two-factor.ts'
import { HttpError } from '../http-error.ts'
import { requestLanguage } from '../i18n.ts'
import { emails } from '../mail/emails.ts'
import { fetchHeaders } from '../plugins/auth.ts'

// "Confirm it's you" (src/shared/confirmation.ts, decision 032): what the person can confirm with,
// an emailed code, a passkey's challenge, and the proof itself, which marks the session confirmed.

/** One proof, by its method. */
const confirmSchema = z.discriminatedUnion('method', [
  passwordProofSchema,
  authenticatorProofSchema,
  emailProofSchema,
  passkeyProofSchema,
])

/** A passkey challenge for a confirmation: one per session, short-lived. */
const PASSKEY_CHALLENGE_MS = 5 * 60_000
const passkeyChallengeIdentifier = (sessionId: string) => `confirm-passkey:${sessionId}`
/** Emailed codes a person may ask for: each is an email to their inbox. */
const EMAILED_CODES = { max: 5, windowSeconds: 900 }

const wrongCode = () =>
  sentence({
    id: 'server.confirmation.wrong-code',
    defaultMessage: 'This code is not right, or it has expired.',
  })
const passkeyFailed = () =>
  sentence({
    id: 'server.confirmation.passkey-failed',
    defaultMessage: 'The passkey could not be checked. Try again, or confirm another way.',
  })

export const confirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config, database } = app
  const db = database.db
  const rpID = new URL(config.publicUrl).hostname
  const tags = ['Account']

  app.get(
    confirmationPaths.confirm,
    {
      schema: {
        summary: 'How you can confirm it’s you, and until when this session is confirmed',
        tags,
        response: { 200: confirmationWaysSchema },
      },
    },
    async (request, reply) => {
      const session = await sessionToConfirm(app, request)
      const userId = session.user.id
      const [until, hash, passkey, linked] = await Promise.all([
        confirmedUntil(db, session.session.id),
        passwordHashOf(db, userId),
        db.selectFrom('passkey').select('id').where('userId', '=', userId).limit(1).executeTakeFirst(),
        db.selectFrom('account').select('providerId').where('userId', '=', userId).execute(),
      ])
      reply.header('cache-control', 'no-store')
      return {
        confirmedUntil: until?.toISOString() ?? null,
        password: Boolean(hash),
        passkey: passkey !== undefined,
        authenticator: Boolean((session.user as { twoFactorEnabled?: boolean }).twoFactorEnabled),
        email: maskedAddress(session.user.email),
        providers: providersToConfirmAt(linked.map((account) => account.providerId)),
      }
    },
  )

  /** The configured providers among those linked that can confirm it's you. */
  function providersToConfirmAt(linkedIds: string[]) {
    return config.sso.providers
      .filter((provider) => confirmsAtProvider(provider.id) && linkedIds.includes(provider.id))
      .map((provider) => ({ id: provider.id, name: provider.name }))
  }

  app.post(
    confirmationPaths.provider,
    {
      schema: {
        summary: 'Confirm it’s you by signing in again at a linked provider',
        description:
          'Answers the provider’s page, asked to sign the person in afresh (prompt=login, max_age=0). ' +
          'Coming back from it through an account already linked confirms the session, and the ' +
          `browser lands on returnTo with ?${CONFIRMED_PARAM}=<provider> (or ?${CONFIRM_ERROR_PARAM}=<code>).`,
        tags,
        body: providerProofSchema,
        response: { 200: providerProofStartSchema },
      },
    },
    async (request, reply) => {
      const session = await sessionToConfirm(app, request)
      const userId = session.user.id
      const input = request.body
      const accounts = await db
        .selectFrom('account')
        .select(['accountId', 'providerId'])
        .where('userId', '=', userId)
        .where('providerId', '=', input.provider)
        .execute()
      const [provider] = providersToConfirmAt(accounts.map((account) => account.providerId))
      if (!provider) {
        const message = sentence({
          id: 'server.confirmation.provider-not-linked',
          defaultMessage: 'This provider is not linked to your account, or cannot confirm it’s you.',
        })
        throw new HttpError(400, 'provider_not_linked', message, { provider: message })
      }
      // A page of Foyer's, checked as where to go after sign-in is.
      const path = safeNextPath(input.returnTo).split('#')[0] ?? ''
      const page = `${config.basePath}${path}`
      const separator = page.includes('?') ? '&' : '?'
      await startProviderConfirmation(db, session.session.id, {
        provider: provider.id,
        accountIds: accounts.map((account) => account.accountId),
        startedAt: Date.now(),
        page,
      })
      // better-auth's link flow (state, PKCE, the ID token's checks) for an account already linked:
      // the callback (auth-sso.ts) turns its return into the confirmation.
      const { headers, response } = await auth.api.linkSocialAccount({
        body: {
          provider: provider.id,
          callbackURL: `${page}${separator}${CONFIRMED_PARAM}=${encodeURIComponent(provider.id)}`,
          errorCallbackURL: page,
          disableRedirect: true,
          additionalParams: { prompt: 'login', max_age: '0' },
        },
        headers: fetchHeaders(request),
        returnHeaders: true,
      })
      const cookies = headers.getSetCookie()
      if (cookies.length > 0) reply.header('set-cookie', cookies)
      reply.header('cache-control', 'no-store')
      return { url: response.url ?? '' }
    },
  )

  app.post(
    confirmationPaths.emailCode,
    {
      schema: {
        summary: 'Email a code that confirms it’s you',
        tags,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const session = await sessionToConfirm(app, request)
      if (config.rateLimit) {
        await withinRateLimit(db, `confirmation-email|${session.user.id}`, EMAILED_CODES, (seconds) =>
          sentence(
            {
              id: 'server.confirmation.too-many-codes',
              defaultMessage:
                'Too many codes asked for. Try again in {seconds, plural, one {# second} other {# seconds}}.',
            },
            { seconds },
          ),
        )
      }
      const code = await issueEmailedCode(app, session.session.id, EMAILED_CODE_MINUTES)
      const { language } = await recipientOf(db, session.user.id, requestLanguage(request))
      app.mailer.send({
        to: session.user.email,
        ...emails.confirmationCode(language, code, EMAILED_CODE_MINUTES),
      })
      return { ok: true as const }
    },
  )

  app.post(
    confirmationPaths.passkeyOptions,
    {
      schema: {
        summary: 'A passkey challenge that confirms it’s you',
        description: 'The WebAuthn options for navigator.credentials.get, limited to your own passkeys.',
        tags,
      },
    },
    async (request, reply) => {
      const session = await sessionToConfirm(app, request)
      const passkeys = await db
        .selectFrom('passkey')
        .select(['credentialID', 'transports'])
        .where('userId', '=', session.user.id)
        .execute()
      if (passkeys.length === 0)
        throw new HttpError(
          400,
          'no_passkey',
          sentence({ id: 'server.confirmation.no-passkey', defaultMessage: 'Your account has no passkey.' }),
        )
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
        allowCredentials: passkeys.map((passkey) => ({
          id: passkey.credentialID,
          transports: passkey.transports?.split(',') as AuthenticatorTransportFuture[] | undefined,
        })),
      })
      await replaceVerification(
        db,
        passkeyChallengeIdentifier(session.session.id),
        options.challenge,
        PASSKEY_CHALLENGE_MS,
      )
      reply.header('cache-control', 'no-store')
      return options
    },
  )

  /** The passkey's answer to this session's challenge (used up), for one of the person's passkeys. */
  async function checkPasskey(sessionId: string, userId: string, response: Record<string, unknown>) {
    const [challenge] = await db
      .deleteFrom('verification')
      .where('identifier', '=', passkeyChallengeIdentifier(sessionId))
      .where('expiresAt', '>', new Date())
      .returning('value')
      .execute()
    const passkey =
      typeof response.id === 'string'
        ? await db
            .selectFrom('passkey')
            .selectAll()
            .where('userId', '=', userId)
            .where('credentialID', '=', response.id)
            .executeTakeFirst()
        : undefined
    const failed = new HttpError(400, 'passkey_failed', passkeyFailed())
    if (!challenge || !passkey) throw failed
    const verification = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge.value,
      expectedOrigin: new URL(config.publicUrl).origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credentialID,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64')),
        counter: passkey.counter,
        transports: passkey.transports?.split(',') as AuthenticatorTransportFuture[] | undefined,
      },
      requireUserVerification: false,
    }).catch(() => null)
    if (!verification?.verified) throw failed
    await db
      .updateTable('passkey')
      .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where('id', '=', passkey.id)
      .execute()
  }

  app.post(
    confirmationPaths.confirm,
    {
      schema: {
        summary: 'Confirm it’s you: with your password, your authenticator app, an emailed code or a passkey',
        description:
          'For ten minutes after it, this session may make sensitive changes (API keys, passkeys, providers, two-factor, the email address, deleting the account, and an administrator’s grants).',
        tags,
        body: confirmSchema,
        response: { 200: confirmedSchema },
      },
    },
    async (request, reply) => {
      const session = await sessionToConfirm(app, request)
      const userId = session.user.id
      const input = request.body
      switch (input.method) {
        case 'password':
          await checkOwnPassword(app, userId, input.password, 'password')
          break
        case 'authenticator': {
          // Only an app already set up: better-auth's check would also finish a set-up in progress.
          if (!(session.user as { twoFactorEnabled?: boolean }).twoFactorEnabled)
            throw new HttpError(
              400,
              'no_authenticator',
              sentence({
                id: 'server.confirmation.no-authenticator',
                defaultMessage: 'Your account has no authenticator app.',
              }),
            )
          await countAttempt(app, userId, 'code')
          const code = normalizeCode(input.code)
          // A code is accepted once, here as at sign-in.
          if (!(await reserveCode(db, userId, code))) {
            const message = sentence({
              id: 'server.two-factor.code-used',
              defaultMessage: 'This code was used already. Wait for the next one in your app.',
            })
            throw new HttpError(400, 'code_used', message, { code: message })
          }
          // better-auth's own check of the app's code, for the signed-in person.
          const isRight = await auth.api.verifyTOTP({ body: { code }, headers: fetchHeaders(request) }).then(
            () => true,
            () => false,
          )
          if (!isRight) {
            await releaseCode(db, userId, code)
            const message = wrongCode()
            throw new HttpError(400, 'invalid_code', message, { code: message })
          }
          break
        }
        case 'email': {
          await countAttempt(app, userId, 'code')
          if (!(await spendEmailedCode(app, session.session.id, normalizeCode(input.code)))) {
            const message = wrongCode()
            throw new HttpError(400, 'invalid_code', message, { code: message })
          }
          break
        }
        case 'passkey':
          await countAttempt(app, userId, 'passkey')
          await checkPasskey(session.session.id, userId, input.response)
          break
      }
      reply.header('cache-control', 'no-store')
      return { confirmedUntil: (await markConfirmed(db, session.session.id)).toISOString() }
    },
  )
}
