// Single sign-on (the schemas are in sso-schemas.ts, out of the sign-in pages' bundle): the providers an operator can configure (OIDC_* for any OpenID Connect provider,
// GOOGLE_*, GITHUB_*, MICROSOFT_*), what the sign-in pages are told of them, and the sentences for
// what can go wrong on the way back from one.

/** `oidc` is the generic OpenID Connect provider (better-auth's generic OAuth plugin). */
export const ssoProviderIds = ['oidc', 'google', 'github', 'microsoft'] as const
export type SsoProviderId = (typeof ssoProviderIds)[number]

/** A provider as the pages name it (never its secrets). */
export type SsoProvider = { id: SsoProviderId; name: string }

/** How people sign in here: the configured providers, and whether a password is one way. */
export type SignInOptions = { providers: SsoProvider[]; passwordSignIn: boolean }

/**
 * What the server renders a sign-in page with: the options, and on Login the sentence for a
 * provider's refusal (?error=), written by the server so that the pages carry no table of them.
 */
export type SignInPageOptions = SignInOptions & { providerError?: string }

/** A linked account as better-auth's list-accounts answers it (what the app reads of it). */
export type LinkedAccount = { id: string; providerId: string; createdAt: string }

/** What an instance without providers offers (the build prerenders the sign-in pages for this). */
export const PASSWORD_ONLY: SignInOptions = { providers: [], passwordSignIn: true }

/** The default button label of the generic provider (OIDC_NAME sets another). */
export const OIDC_DEFAULT_NAME = 'Single sign-on'

export const ssoProviderNames: Record<Exclude<SsoProviderId, 'oidc'>, string> = {
  google: 'Google',
  github: 'GitHub',
  microsoft: 'Microsoft',
}

/** The query parameter a provider's failure comes back to Login (or Account Settings) with. */
export const SSO_ERROR_PARAM = 'error'
/** Login's query once a provider sign-in asks for the second factor. */
export const SSO_TWO_FACTOR_PARAM = 'two-factor'
/** Account Settings' query once a provider was linked. */
export const SSO_LINKED_PARAM = 'linked'

/** Foyer's own refusals at a provider's callback, beside better-auth's and the provider's codes. */
export const ssoRefusals = {
  domain: 'sign_up_domain',
  banned: 'banned',
  notLinked: 'account_not_linked',
  passwordOnly: 'provider_off',
} as const
