import { apiKey } from '@better-auth/api-key'
import { tryGetCurrentAuthEndpointContext } from '@better-auth/core/context'
import { passkey } from '@better-auth/passkey'
import { betterAuth } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { openAPI } from 'better-auth/plugins'
import { admin } from 'better-auth/plugins/admin'
import { genericOAuth } from 'better-auth/plugins/generic-oauth'
import { twoFactor } from 'better-auth/plugins/two-factor'
import type { FastifyBaseLogger } from 'fastify'
import { IMPERSONATION_SECONDS } from '#shared/admin.ts'
import { API_KEY_MAX_DAYS, API_KEY_NAME_MAX, API_KEY_RATE } from '#shared/api-keys.ts'
import { PASSWORD_MIN_LENGTH, SESSION_REMEMBERED_SECONDS, SESSION_UPDATE_AGE_SECONDS } from '#shared/auth.ts'
import { NAME_MAX_LENGTH } from '#shared/auth-rules.ts'
import { type Language, languageOfAcceptLanguage } from '#shared/languages.ts'
import { ssoRefusals } from '#shared/sso.ts'
import {
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_CHALLENGE_SECONDS,
} from '#shared/two-factor.ts'
import type { Config } from '../config.ts'
import type { Database } from '../db/database.ts'
import { markLinkIfUnconfirmed } from '../db/queries/account.ts'
import { recordAudit } from '../db/queries/audit.ts'
import { administratorIds, recipientsOf } from '../db/queries/notifications.ts'
import { TRUSTED_BROWSER_SECONDS } from '../db/queries/two-factor.ts'
import { promoteIfNoAdministrator } from '../db/queries/users.ts'
import { recipientLanguage } from '../i18n.ts'
import { emails } from '../mail/emails.ts'
import type { Mailer } from '../mail/mailer.ts'
import { messages } from '../notifications/messages.ts'
import type { NotificationService } from '../notifications/service.ts'
import { installBetterAuthStores } from './async-context.ts'
import { bannedSentence } from './ban-sentence.ts'
import { type PasswordHashing, queuedPasswordHashing } from './password-hashing.ts'
import {
  adoptProviderPhoto,
  atMost,
  isProviderCallback,
  mayCreateThroughProvider,
  nameParts,
  socialProvidersOf,
  UNVERIFIED_ADDRESS,
} from './sso.ts'

/** The header our adapter sets to the client's real address (never the client's own header). */
/** What every key starts with, so a secret scanner can find one in a repository. */
export const API_KEY_PREFIX = 'foyer_'

export const CLIENT_IP_HEADER = 'x-foyer-client-ip'
/** Set by better-auth's answer to a provider's callback that asks for a code: where it was going. */
export const NEXT_AFTER_CODE_HEADER = 'x-foyer-next'
/** Set by Foyer's own registration on a sign-up made with a valid invitation (never by a client). */
export const INVITED_SIGN_UP_HEADER = 'x-foyer-invited-sign-up'

export type AuthDeps = {
  config: Config
  database: Database
  mailer: Mailer
  notifications: NotificationService
  secret: string
  logger: FastifyBaseLogger
  /** How passwords are hashed (default: better-auth's own scrypt, queued). */
  passwordHashing?: PasswordHashing
}

/**
 * better-auth's lines about a client's own input (a callback URL or origin it refused): the line
 * to log instead, without the input, or null to drop it; undefined for any other line.
 */
export function clientInputLine(message: string): string | null | undefined {
  const refused = /^(Invalid (?:callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL|origin)): /.exec(
    message,
  )
  if (refused) return refused[1]
  if (message.startsWith('Blocked cross-site navigation login attempt')) return message
  // Advice to add the refused input to trustedOrigins: for a developer, and it repeats the input.
  if (message.startsWith("If it's a valid URL, please add ")) return null
  // A wrong, expired or revoked API key (plugins/api-keys.ts answers 401; the key stays out).
  if (message.startsWith('Failed to validate API key')) return 'An API key was refused'
  return undefined
}

/**
 * The language of the request better-auth serves, by its Accept-Language: the request it hands a
 * callback, else (a call of auth.api from a route, such as an administrator's reset link) the
 * headers the route passed; null outside a request.
 */
function callLanguage(request: Request | undefined): Language | null {
  const headers = request?.headers ?? tryGetCurrentAuthEndpointContext()?.headers
  return languageOfAcceptLanguage(headers?.get('accept-language') ?? undefined)
}

/** A person's chosen language as better-auth's user carries it (an additional field). */
const chosenLanguage = (user: object) => (user as { language?: unknown }).language

/** better-auth 1.7.7, mounted at {BASE}/api/auth, on our database and our mailer. */
export function createAuth({
  config,
  database,
  mailer,
  notifications,
  secret,
  logger,
  passwordHashing = queuedPasswordHashing,
}: AuthDeps) {
  installBetterAuthStores()
  const isHttps = config.publicUrl.startsWith('https:')
  const appUrl = `${config.publicUrl}${config.basePath}`
  // An authenticator app's codes and recovery codes after the password. Its endpoints are reached
  // through our adapter, which adds what the plugin leaves out: a code is accepted once, failures
  // count in the per-account sign-in throttle and per address, and every change is audited, in
  // the bell and emailed (src/server/routes/auth-two-factor.ts).
  const twoFactorPlugin = twoFactor({
    issuer: 'Foyer',
    // An account of a sign-in provider has no password to confirm a change with: better-auth then
    // asks none, and the adapter asks for a recent sign-in instead (routes/auth-two-factor.ts).
    allowPasswordless: true,
    totpOptions: { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS },
    backupCodeOptions: { amount: RECOVERY_CODE_COUNT, length: 10, storeBackupCodes: 'encrypted' },
    trustDeviceMaxAge: TRUSTED_BROWSER_SECONDS,
    twoFactorCookieMaxAge: TWO_FACTOR_CHALLENGE_SECONDS,
    accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 900 },
  })
  // The plugin asks for the code after a password only. After a provider's sign-in its own check
  // runs as well (the same handler: a trusted browser skips it, else the session is swapped for the
  // code screen's cookie); the page the sign-in was going to is kept in a header for the adapter,
  // which sends the browser to Login's code screen with it (routes/auth-sso.ts).
  const [askForCode] = twoFactorPlugin.hooks.after
  if (!askForCode)
    throw new Error('better-auth’s two-factor plugin no longer asks for a code after a sign-in')
  const providerSecondFactor = {
    id: 'foyer-provider-second-factor',
    hooks: {
      after: [
        {
          matcher: (context: { path?: string }) => isProviderCallback(context.path),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned as { headers?: Headers } | undefined
            const location = returned?.headers?.get('location')
            if (location) ctx.setHeader(NEXT_AFTER_CODE_HEADER, location)
          }),
        },
        {
          matcher: (context: { path?: string }) => isProviderCallback(context.path),
          handler: askForCode.handler,
        },
      ],
    },
  }
  return betterAuth({
    appName: 'Foyer',
    secret,
    baseURL: `${appUrl}/api/auth`,
    basePath: `${config.basePath}/api/auth`,
    trustedOrigins: [config.publicUrl],
    database: { db: database.db, type: 'postgres', transaction: true },
    logger: {
      log: (level, message) => {
        // A client's mistake is not the server's error, and what it typed stays out of the log.
        const clientLine = clientInputLine(message)
        if (clientLine !== undefined) {
          if (clientLine) logger.info({ component: 'auth' }, clientLine)
          return
        }
        const log = level === 'error' ? logger.error : level === 'warn' ? logger.warn : logger.debug
        log.call(logger, { component: 'auth' }, message)
      },
    },
    // Our adapter applies rate limits itself, keyed on the real client address and kept in the
    // database (src/server/routes/auth.ts); better-auth's own limiter would key on headers.
    rateLimit: { enabled: false },
    // A provider sign-in that cannot be checked (its state, an expired one) lands on Login, which
    // says why in a sentence (src/shared/sso.ts), rather than on better-auth's error page.
    onAPIError: { errorURL: `${appUrl}/login` },
    // Single sign-on (docs/deploy.md): Google, GitHub and Microsoft as better-auth's social providers,
    // any OpenID Connect provider through its generic OAuth plugin (below).
    socialProviders: socialProvidersOf(config),
    account: {
      // An account found by its address is linked only when the provider says the address is
      // verified (better-auth's rule, with no provider trusted blindly) and Foyer verified it too.
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: true,
      },
      // The tokens a provider hands over are kept encrypted with AUTH_SECRET (Foyer does not use them).
      encryptOAuthTokens: true,
    },
    advanced: {
      // better-auth turns its origin and callback URL checks off when NODE_ENV is "test": on, so
      // that the tests run what ships.
      disableOriginCheck: false,
      cookiePrefix: 'foyer',
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure: isHttps },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    session: {
      expiresIn: SESSION_REMEMBERED_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // No cookie cache: a revoked session must be refused on its next request.
      cookieCache: { enabled: false },
      additionalFields: {
        rememberMe: { type: 'boolean', input: false, defaultValue: true },
        lastActiveAt: { type: 'date', input: false, defaultValue: () => new Date() },
      },
    },
    user: {
      // With addresses to confirm, a provider's sign-in or link counts only for an address the
      // provider verified, into an account whose own address is confirmed (or is the same one).
      validateUserInfo: async ({ user, source }, context) => {
        if (!config.requireEmailVerification || source.method !== 'oauth' || source.action === 'create-user')
          return
        const refusal = { error: UNVERIFIED_ADDRESS, errorDescription: 'This email address is not verified.' }
        if (user.emailVerified !== true) return refusal
        const local = user.id ? await context.context.internalAdapter.findUserById(user.id) : null
        if (local && !local.emailVerified && local.email !== user.email) return refusal
      },
      additionalFields: {
        banReasonVisible: { type: 'boolean', input: false, required: false, defaultValue: false },
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
        company: { type: 'string', required: false, input: true },
        jobTitle: { type: 'string', required: false, input: false },
        location: { type: 'string', required: false, input: false },
        bio: { type: 'string', required: false, input: false },
        colorMode: { type: 'string', required: false, input: false },
        language: { type: 'string', required: false, input: false },
        look: { type: 'string', required: false, input: false },
      },
    },
    plugins: [
      // Roles, bans and impersonation. Its endpoints stay closed behind our adapter; the
      // app reaches impersonation through its own routes, which check the rules first.
      admin({
        defaultRole: 'member',
        adminRoles: ['admin'],
        impersonationSessionDuration: IMPERSONATION_SECONDS,
        allowImpersonatingAdmins: false,
        // A sentence: the API's answer says it in the reader's language.
        bannedUserMessage: (user) =>
          bannedSentence({
            until: user.banExpires ? new Date(user.banExpires) : null,
            reason:
              user.banReasonVisible === true && typeof user.banReason === 'string' ? user.banReason : null,
          }),
      }),
      twoFactorPlugin,
      providerSecondFactor,
      // Passkeys (WebAuthn) for the origin people use: PUBLIC_URL's host is the relying party, and a
      // response made for another origin is refused. A passkey signs in on its own (both factors).
      passkey({
        rpID: new URL(config.publicUrl).hostname,
        rpName: 'Foyer',
        origin: config.publicUrl,
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      }),
      // The generic OpenID Connect provider (OIDC_*): discovery from the issuer, PKCE, state and
      // nonce, the ID token checked against the issuer's keys.
      ...config.sso.providers
        .filter((provider) => provider.id === 'oidc' && provider.issuer)
        .map((provider) =>
          genericOAuth({
            config: [
              {
                providerId: 'oidc',
                discoveryUrl: `${provider.issuer}/.well-known/openid-configuration`,
                clientId: provider.clientId,
                clientSecret: provider.clientSecret,
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
                mapProfileToUser: (profile) => nameParts(profile),
              },
            ],
          }),
        ),
      // better-auth's description of its endpoints, for /api/openapi.json (plugins/openapi.ts), read
      // on the server; its routes stay closed behind the adapter, its reference page (another host's
      // script) off.
      openAPI({ disableDefaultReference: true }),
      // Personal API keys (plugins/api-keys.ts reads them): stored as SHA-256 hashes, each with its
      // own rate limit; never a session of better-auth's (a key acts only where Foyer lets it).
      apiKey({
        defaultPrefix: API_KEY_PREFIX,
        enableSessionForAPIKeys: false,
        requireName: true,
        maximumNameLength: API_KEY_NAME_MAX,
        // Six characters after the prefix, to tell keys apart in a list.
        startingCharactersConfig: { shouldStore: true, charactersLength: API_KEY_PREFIX.length + 6 },
        keyExpiration: { defaultExpiresIn: null, maxExpiresIn: API_KEY_MAX_DAYS, minExpiresIn: 1 },
        rateLimit: {
          enabled: config.rateLimit,
          timeWindow: API_KEY_RATE.windowSeconds * 1000,
          maxRequests: API_KEY_RATE.max,
        },
      }),
    ],
    // Reset tokens are kept as hashes: someone who reads the database or a backup cannot use them.
    verification: { storeIdentifier: 'hashed' },
    emailAndPassword: {
      enabled: true,
      // The policy (code points, NFKC, lists) is ours, checked before a request reaches here;
      // better-auth counts UTF-16 units, so its maximum only guards against absurd sizes.
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 1024,
      password: passwordHashing,
      autoSignIn: true,
      requireEmailVerification: config.requireEmailVerification,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      sendResetPassword: async ({ user, url }, request) => {
        const language = recipientLanguage(chosenLanguage(user), callLanguage(request))
        // The other ways in are named, so that one the owner does not know can be removed once
        // they are back in: a new password alone leaves a stranger's passkey or provider working.
        const [passkeys, accounts] = await Promise.all([
          database.db.selectFrom('passkey').select('name').where('userId', '=', user.id).execute(),
          database.db
            .selectFrom('account')
            .select(['providerId', 'linkedUnconfirmed'])
            .where('userId', '=', user.id)
            .where('providerId', '!=', 'credential')
            .execute(),
        ])
        const nameOf = (account: { providerId: string }) =>
          config.sso.providers.find((provider) => provider.id === account.providerId)?.name ??
          account.providerId
        const otherWays = {
          passkeys: passkeys.map((passkey) => passkey.name ?? ''),
          providers: accounts.filter((account) => !account.linkedUnconfirmed).map(nameOf),
          unlinked: accounts.filter((account) => account.linkedUnconfirmed).map(nameOf),
          settings: `${appUrl}/account/settings`,
        }
        mailer.send({ to: user.email, ...emails.passwordReset(language, url, otherWays), link: url })
      },
    },
    emailVerification: {
      sendOnSignUp: config.requireEmailVerification,
      sendOnSignIn: config.requireEmailVerification,
      // Opening the link verifies the address and signs nobody in: whoever opens it may not be the
      // person who signed up (decision 013). The link always lands on the page that says so.
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, token }, request) => {
        const landing = encodeURIComponent(`${config.basePath}/verify-email?verified=1`)
        const url = `${appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${landing}`
        const language = recipientLanguage(chosenLanguage(user), callLanguage(request))
        mailer.send({ to: user.email, ...emails.verifyEmail(language, url), link: url })
      },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, context) => {
            if (!isProviderCallback(context?.path)) return
            // Through a provider: only an address the provider verified, whatever SIGN_UP_DOMAINS
            // says. An account for an address nobody checked would be the stranger's way into the
            // account of the address's owner once they reset its password.
            if (!user.emailVerified)
              throw new APIError('FORBIDDEN', {
                code: UNVERIFIED_ADDRESS,
                message: 'The provider has not verified this email address.',
              })
            if (!mayCreateThroughProvider(config, user.email))
              throw new APIError('FORBIDDEN', {
                code: ssoRefusals.domain,
                message: 'Accounts cannot be created with this email address’s domain.',
              })
            const { firstName, lastName } = user as { firstName?: unknown; lastName?: unknown }
            const names = {
              ...(typeof firstName === 'string' && firstName
                ? { firstName }
                : nameParts({ name: user.name })),
              ...(typeof lastName === 'string' ? { lastName } : {}),
            }
            // A provider's names are held to the forms' limits: Edit Profile could not save them.
            const first = atMost(names.firstName ?? '', NAME_MAX_LENGTH)
            const last = atMost(names.lastName ?? '', NAME_MAX_LENGTH)
            return {
              data: {
                ...user,
                firstName: first,
                lastName: last,
                name: `${first} ${last}`.trim() || user.name,
              },
            }
          },
          after: async (user, context) => {
            // The first account on an instance with no administrator becomes its administrator.
            const promoted = await promoteIfNoAdministrator(database.db, user.id)
            // A provider's photo: kept as the avatar, never shown from the provider's host.
            if (user.image && !user.image.startsWith('/api/'))
              await adoptProviderPhoto(
                database.db,
                user.id,
                user.image,
                logger,
                config.sso.photosFromPrivateAddresses,
              )
            await recordAudit(database.db, {
              kind: 'sign_up',
              actorId: user.id,
              targetId: user.id,
              ipAddress: context?.request?.headers.get(CLIENT_IP_HEADER) ?? null,
              userAgent: context?.request?.headers.get('user-agent') ?? null,
              data: {
                ...(promoted ? { becameAdministrator: true } : {}),
                ...(isProviderCallback(context?.path) ? { provider: context?.params?.id } : {}),
              },
            })
            // A welcome and a "secure your account" for the person; administrators hear of it (of an
            // invited one once the invitation is accepted, from the registration route).
            // In the person's language, else their browser's; the administrators in theirs, else the same.
            const isInvited = context?.request?.headers.get(INVITED_SIGN_UP_HEADER) === '1'
            const language = callLanguage(context?.request)
            const administrators = isInvited
              ? []
              : await recipientsOf(database.db, await administratorIds(database.db, user.id), language)
            await notifications.notify([
              ...messages.accountCreated(user, recipientLanguage(chosenLanguage(user), language)),
              ...messages.newRegistration(user, administrators),
            ])
          },
        },
      },
      account: {
        create: {
          after: async (account) => {
            await markLinkIfUnconfirmed(database.db, account.id)
          },
        },
      },
      session: {
        create: {
          before: async (session, context) => {
            // "Keep me signed in" unchecked: the database trigger caps the session at 12 hours.
            const body = context?.body as { rememberMe?: unknown } | undefined
            if (context?.path.startsWith('/two-factor/')) {
              // The second step of a sign-in keeps the first step's choice, which better-auth keeps in
              // its "don't remember" cookie; turning two-factor on or off swaps the session for a new
              // one that keeps the old one's.
              const current = context.context.session?.session as { rememberMe?: unknown } | undefined
              const dontRemember = await context.getSignedCookie(
                context.context.authCookies.dontRememberToken.name,
                context.context.secret,
              )
              const rememberMe = typeof current?.rememberMe === 'boolean' ? current.rememberMe : !dontRemember
              return { data: { ...session, rememberMe } }
            }
            return { data: { ...session, rememberMe: body?.rememberMe !== false } }
          },
        },
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
