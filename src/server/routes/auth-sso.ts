import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { safeNextPath } from '#shared/auth-rules.ts'
import { CONFIRM_ERROR_PARAM } from '#shared/confirmation.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import { SSO_ERROR_PARAM, SSO_LINKED_PARAM, SSO_TWO_FACTOR_PARAM, ssoRefusals } from '#shared/sso.ts'
import { linkProviderSchema, signInWithProviderSchema, unlinkProviderSchema } from '#shared/sso-schemas.ts'
import { NEXT_AFTER_CODE_HEADER } from '../auth/auth.ts'
import {
  markConfirmed,
  type ProviderConfirmation,
  providerSignInTime,
  requireConfirmation,
  takeProviderConfirmation,
} from '../auth/confirmation.ts'
import { UNVERIFIED_ADDRESS } from '../auth/sso.ts'
import type { SsoProviderConfig } from '../config.ts'
import { findUserById } from '../db/queries/users.ts'
import { HttpError, parseOr400 } from '../http-error.ts'
import { auditRequest } from '../plugins/auth.ts'
import { type AuthAdapterKit, ownSessionOf, tellOf } from './auth-two-factor.ts'

// Single sign-on through better-auth's social providers and generic OAuth plugin (docs/deploy.md).
// better-auth runs the flow (state, PKCE, nonce, the code exchange, the ID token's signature, linking
// by verified address); the adapter lets through only the configured providers, sends every answer
// of a provider back to a page of Foyer's with a sentence-worthy code, completes a sign-in as a
// password sign-in is completed (audit, new-device notice, second factor), and audits, tells and
// limits linking and unlinking.

/** The endpoints with a step of their own here; `GET /list-accounts` passes through as it is. */
export const ssoPaths = [
  'POST /sign-in/social',
  'GET /callback/:id',
  'POST /link-social',
  'POST /unlink-account',
] as const
export type SsoPath = (typeof ssoPaths)[number]

/** A provider's answer names its provider in the path's last segment. */
export const ssoRouteOf = (path: string) => path.replace(/^\/callback\/[^/]+$/, '/callback/:id')

/** The session cookie's value in a Set-Cookie list (better-auth signs it), for getSession. */
function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

const providerOff = sentence({
  id: 'server.sso.provider-off',
  defaultMessage: 'This provider is not offered here.',
})

/** The refusal to unlink the last way in; better-auth's own (FAILED_TO_UNLINK_LAST_ACCOUNT) says it too. */
export const onlyWayToSignIn = sentence({
  id: 'server.sso.only-way-to-sign-in',
  defaultMessage: 'This is your only way to sign in. Link another provider first.',
})

const notOwnPage = sentence({
  id: 'server.sso.not-own-page',
  defaultMessage: 'Give a page of this site to come back to.',
})

/** How much earlier than the confirmation's start a provider's clock may say the person signed in. */
const CLOCK_SKEW_MS = 30_000

/** A Set-Cookie line that starts a session (better-auth's cookie, prefixed "foyer"). */
const SESSION_COOKIE = /^(__Secure-)?foyer\.session_token=[^;]/

export function ssoSteps(app: FastifyInstance, { forward, relay, failure, completeSignIn }: AuthAdapterKit) {
  const { config, auth } = app
  const base = config.basePath
  const providerOf = (id: unknown): SsoProviderConfig | undefined =>
    config.sso.providers.find((provider) => provider.id === id)

  const ownOrigin = new URL(config.publicUrl).origin.toLowerCase()
  /**
   * An address as a page of Foyer's: `{base}/…`, or that on PUBLIC_URL's origin, whose path passes
   * the checks of `next` (safeNextPath); anything else is null. Built from the checked path alone, never from a
   * parsed URL's pathname: `//evil.example/x` is a path of Foyer's origin to a parser, and another
   * host to a browser.
   */
  function ownPage(address: string): string | null {
    const path = address.toLowerCase().startsWith(`${ownOrigin}/`) ? address.slice(ownOrigin.length) : address
    if (!path.startsWith(`${base}/`)) return null
    const rest = path.slice(base.length)
    // safeNextPath refuses the sign-in pages as where to go after signing in; here they are pages
    // like any other (a refused sign-in goes back to Login), so another path stands in for them.
    const checked = rest.replace(/^\/(login|register)(?=[?#]|$)/, '/page')
    return safeNextPath(checked) === checked ? `${base}${rest}` : null
  }

  /** The callback addresses a client names (better-auth's shape): each a page of Foyer's, or a 400. */
  function ownPages<Field extends string>(input: Partial<Record<Field, string>>, fields: readonly Field[]) {
    const pages: Partial<Record<Field, string>> = {}
    for (const field of fields) {
      const address = input[field]
      if (address === undefined) continue
      const page = ownPage(address)
      if (!page) throw new HttpError(400, 'bad_request', notOwnPage, { [field]: notOwnPage })
      pages[field] = page
    }
    return pages
  }

  /** Every answer of a provider's callback: a page of Foyer's, never kept by a cache. */
  const goTo = (reply: FastifyReply, location: string) =>
    reply.header('cache-control', 'no-store').redirect(location, 302)

  /** Back to a page of Foyer's with what went wrong (Login, or Account Settings for a link). */
  function sendBack(reply: FastifyReply, page: string, code: string) {
    const separator = page.includes('?') ? '&' : '?'
    return goTo(reply, `${page}${separator}${SSO_ERROR_PARAM}=${encodeURIComponent(code)}`)
  }

  /** The provider's authorization URL, for a sign-in or a link: better-auth's answer, relayed. */
  async function startAt(request: FastifyRequest, reply: FastifyReply, body: Record<string, unknown>) {
    const { response, json } = await forward(request, body)
    if (!response.ok) throw failure(response, json)
    relay(reply, response)
    return json
  }

  /**
   * The end of "Confirm it's you" at a provider: the link flow came back through one of the accounts
   * already linked there, with a sign-in at the provider since the confirmation started. An account
   * linked on the way is no confirmation, and no link either: it is removed.
   */
  async function finishConfirmation(
    request: FastifyRequest,
    reply: FastifyReply,
    pending: ProviderConfirmation,
    sessionId: string,
    userId: string,
    target: string,
  ) {
    const db = app.database.db
    const accounts = await db
      .selectFrom('account')
      .select(['id', 'accountId', 'idToken'])
      .where('userId', '=', userId)
      .where('providerId', '=', pending.provider)
      .execute()
    const added = accounts.filter((account) => !pending.accountIds.includes(account.accountId))
    const signedInAt = Math.max(
      ...accounts.map((account) => providerSignInTime(account.idToken) ?? Number.NEGATIVE_INFINITY),
    )
    const refusal =
      added.length > 0
        ? 'not_the_linked_account'
        : signedInAt < pending.startedAt - CLOCK_SKEW_MS
          ? 'no_fresh_sign_in'
          : null
    if (added.length > 0)
      await db
        .deleteFrom('account')
        .where(
          'id',
          'in',
          added.map((account) => account.id),
        )
        .execute()
    if (refusal) {
      await auditRequest(request, {
        kind: 'provider_sign_in_failed',
        actorId: userId,
        targetId: userId,
        data: { provider: pending.provider, error: refusal },
      })
      return sendBackToConfirm(reply, pending, refusal)
    }
    await markConfirmed(db, sessionId)
    return goTo(reply, target)
  }

  /** Back to the page that asked for a confirmation at a provider, with what went wrong. */
  function sendBackToConfirm(reply: FastifyReply, pending: ProviderConfirmation, code: string) {
    const separator = pending.page.includes('?') ? '&' : '?'
    return goTo(reply, `${pending.page}${separator}${CONFIRM_ERROR_PARAM}=${encodeURIComponent(code)}`)
  }

  async function callback(request: FastifyRequest, reply: FastifyReply, path: string) {
    const id = path.slice('/callback/'.length)
    const provider = providerOf(id)
    if (!provider) return sendBack(reply, `${base}/login`, ssoRefusals.passwordOnly)
    // Someone signed in who comes back from a provider is linking it (better-auth's state says so),
    // or confirming it's them there.
    const before = await app.sessionOf(request)
    const started = before ? await takeProviderConfirmation(app.database.db, before.session.id) : null
    const pending = started?.provider === provider.id ? started : null
    const { response, json } = await forward(request, null)
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) reply.header('set-cookie', cookies)

    // The person has two-factor sign-in: no session yet; Login asks for the code, then goes on.
    if ((json as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true) {
      const next = new URL(response.headers.get(NEXT_AFTER_CODE_HEADER) ?? base, config.publicUrl).pathname
      const nextPath = safeNextPath(next.startsWith(`${base}/`) ? next.slice(base.length) : null)
      return goTo(
        reply,
        `${base}/login?${SSO_TWO_FACTOR_PARAM}=1&next=${encodeURIComponent(nextPath)}&via=${encodeURIComponent(provider.id)}`,
      )
    }

    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      const error = new URL(location, config.publicUrl).searchParams.get(SSO_ERROR_PARAM)
      // What better-auth was given to go to is a checked page of Foyer's; were it not, Login.
      const target = ownPage(location)
      if (!target) {
        await auditRequest(request, {
          kind: 'provider_sign_in_failed',
          actorId: before?.user.id ?? null,
          targetId: before?.user.id ?? null,
          data: { provider: provider.id, error: (error ?? 'not_own_page').slice(0, 100) },
        })
        return sendBack(reply, `${base}/login`, error ?? 'unable_to_create_user')
      }
      if (error) {
        await auditRequest(request, {
          kind: 'provider_sign_in_failed',
          actorId: before?.user.id ?? null,
          targetId: before?.user.id ?? null,
          data: { provider: provider.id, error: error.slice(0, 100) },
        })
        if (pending) return sendBackToConfirm(reply, pending, error.slice(0, 100))
      } else if (pending && before) {
        return finishConfirmation(request, reply, pending, before.session.id, before.user.id, target)
      } else if (cookies.some((line) => SESSION_COOKIE.test(line))) {
        // A new session: a sign-in (or a sign-up) through the provider.
        const session = await auth.api.getSession({
          headers: new Headers({ cookie: cookieHeaderFrom(cookies) }),
        })
        if (session) await completeSignIn(request, reply, session.user, { provider: provider.id })
      } else if (before) {
        await auditRequest(request, {
          kind: 'provider_linked',
          actorId: before.user.id,
          targetId: before.user.id,
          data: { provider: provider.id },
        })
        await tellOf(app, request, before.user, { kind: 'provider_linked', provider: provider.name })
      }
      return goTo(reply, target)
    }

    // Refused inside better-auth (a ban, SIGN_UP_DOMAINS): an answer the browser cannot show.
    const code = (json as { code?: string } | null)?.code
    const refusal =
      code === 'BANNED_USER'
        ? ssoRefusals.banned
        : code === ssoRefusals.domain || code === UNVERIFIED_ADDRESS
          ? code
          : 'unable_to_create_user'
    if (response.status >= 500) request.log.error({ status: response.status }, 'a provider sign-in failed')
    await auditRequest(request, {
      kind: 'provider_sign_in_failed',
      actorId: before?.user.id ?? null,
      targetId: null,
      data: { provider: provider.id, error: refusal },
    })
    if (pending) return sendBackToConfirm(reply, pending, refusal)
    return sendBack(reply, `${base}/login`, refusal)
  }

  return async function ssoStep(
    route: SsoPath,
    request: FastifyRequest,
    reply: FastifyReply,
    raw: Record<string, unknown> | null,
    path: string,
  ) {
    switch (route) {
      case 'POST /sign-in/social': {
        const input = parseOr400(signInWithProviderSchema, raw)
        if (!providerOf(input.provider))
          throw new HttpError(400, 'provider_off', providerOff, { provider: providerOff })
        // better-auth's request shape; a token from a provider's own script (idToken) is not taken:
        // every sign-in goes through the provider's page and back.
        const next = safeNextPath(input.next)
        const pages = ownPages(input, ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'])
        return startAt(request, reply, {
          provider: input.provider,
          callbackURL: pages.callbackURL ?? `${base}${next}`,
          errorCallbackURL: pages.errorCallbackURL ?? `${base}/login?next=${encodeURIComponent(next)}`,
          ...(pages.newUserCallbackURL ? { newUserCallbackURL: pages.newUserCallbackURL } : {}),
          ...(input.disableRedirect !== undefined ? { disableRedirect: input.disableRedirect } : {}),
          ...(input.loginHint ? { loginHint: input.loginHint } : {}),
        })
      }

      case 'GET /callback/:id':
        return callback(request, reply, path)

      case 'POST /link-social': {
        const session = await ownSessionOf(app, request, 'providers')
        const input = parseOr400(linkProviderSchema, raw)
        // A new way in, and unlinking below takes one away: both after "Confirm it's you".
        await requireConfirmation(app, request, session)
        const provider = providerOf(input.provider)
        if (!provider) throw new HttpError(400, 'provider_off', providerOff, { provider: providerOff })
        const settings = `${base}/account/settings`
        const pages = ownPages(input, ['callbackURL', 'errorCallbackURL'])
        return startAt(request, reply, {
          provider: provider.id,
          callbackURL: pages.callbackURL ?? `${settings}?${SSO_LINKED_PARAM}=${provider.id}`,
          errorCallbackURL: pages.errorCallbackURL ?? settings,
          ...(input.disableRedirect !== undefined ? { disableRedirect: input.disableRedirect } : {}),
        })
      }

      case 'POST /unlink-account': {
        const session = await ownSessionOf(app, request, 'providers')
        const input = parseOr400(unlinkProviderSchema, raw)
        await requireConfirmation(app, request, session)
        const userId = session.user.id
        // What would still sign in: a password where passwords sign in, a configured provider.
        const signsIn = (providerId: string) =>
          providerId === 'credential' ? config.sso.passwordSignIn : Boolean(providerOf(providerId))
        // The check and the unlink at once, the person's row locked meanwhile: two unlinks sent
        // together each saw the other's provider as the way left, and both went through.
        const outcome = await app.database.db.transaction().execute(async (trx) => {
          await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute()
          const accounts = await trx
            .selectFrom('account')
            .select(['id', 'providerId'])
            .where('userId', '=', userId)
            .execute()
          const found = accounts.find((row) => row.id === input.accountId)
          if (!found) return 'not linked' as const
          if (!accounts.some((row) => row.id !== found.id && signsIn(row.providerId))) return 'last' as const
          await trx.deleteFrom('account').where('id', '=', found.id).where('userId', '=', userId).execute()
          return found
        })
        if (outcome === 'not linked')
          throw new HttpError(
            404,
            'not_found',
            sentence({
              id: 'server.sso.provider-not-linked',
              defaultMessage: 'This provider is not linked to your account.',
            }),
          )
        if (outcome === 'last') throw new HttpError(409, 'last_sign_in_method', onlyWayToSignIn)
        const account = outcome
        const name = providerOf(account.providerId)?.name ?? account.providerId
        await auditRequest(request, {
          kind: 'provider_unlinked',
          actorId: userId,
          targetId: userId,
          data: { provider: account.providerId },
        })
        const person = await findUserById(app.database.db, userId)
        if (person) await tellOf(app, request, person, { kind: 'provider_unlinked', provider: name })
        return { ok: true }
      }
    }
  }
}
