import { sentence } from './i18n/sentence.ts'
import { ssoRefusals } from './sso.ts'

// The sentences for what can go wrong on the way back from a sign-in provider: its own codes
// (access_denied...), better-auth's, and Foyer's refusals. The server writes them into Login;
// Account Settings shows them after a link. Sentences, formatted in the page's language.

const ssoErrorSentences: Record<string, string> = {
  access_denied: sentence({
    id: 'server.sso-error.access-denied',
    defaultMessage: 'Signing in was cancelled at the provider. Try again, or sign in another way.',
  }),
  consent_required: sentence({
    id: 'server.sso-error.consent-required',
    defaultMessage: 'Signing in was cancelled at the provider. Try again, or sign in another way.',
  }),
  login_required: sentence({
    id: 'server.sso-error.login-required',
    defaultMessage: 'The provider did not sign you in. Try again.',
  }),
  state_mismatch: sentence({
    id: 'server.sso-error.state-mismatch',
    defaultMessage:
      'This sign-in could not be checked: it was started in another browser or tab, or took too long. Try again.',
  }),
  state_not_found: sentence({
    id: 'server.sso-error.state-not-found',
    defaultMessage:
      'This sign-in could not be checked: it was started in another browser or tab, or took too long. Try again.',
  }),
  please_restart_the_process: sentence({
    id: 'server.sso-error.please-restart-the-process',
    defaultMessage: 'This sign-in took too long. Try again.',
  }),
  invalid_code: sentence({
    id: 'server.sso-error.invalid-code',
    defaultMessage: 'The provider’s answer has expired or was used already. Try again.',
  }),
  no_code: sentence({
    id: 'server.sso-error.no-code',
    defaultMessage: 'The provider sent no answer Foyer can use. Try again.',
  }),
  invalid_callback_request: sentence({
    id: 'server.sso-error.invalid-callback-request',
    defaultMessage: 'The provider sent no answer Foyer can use. Try again.',
  }),
  issuer_mismatch: sentence({
    id: 'server.sso-error.issuer-mismatch',
    defaultMessage: 'The answer did not come from the configured provider.',
  }),
  nonce_binding_missing: sentence({
    id: 'server.sso-error.nonce-binding-missing',
    defaultMessage: 'The answer did not come from the configured provider.',
  }),
  unable_to_get_user_info: sentence({
    id: 'server.sso-error.unable-to-get-user-info',
    defaultMessage: 'The provider did not say who you are. Try again, or ask your administrator.',
  }),
  email_not_found: sentence({
    id: 'server.sso-error.email-not-found',
    defaultMessage: 'The provider did not share your email address, which Foyer needs.',
  }),
  email_not_verified: sentence({
    id: 'server.sso-error.email-not-verified',
    defaultMessage: 'The provider has not verified your email address. Verify it there, then try again.',
  }),
  [ssoRefusals.notLinked]: sentence({
    id: 'server.sso-error.foyer-notlinked',
    defaultMessage:
      'An account already uses this email address, and the provider has not verified that it is yours. Sign in with your password, then link the provider in Account Settings.',
  }),
  account_already_linked_to_different_user: sentence({
    id: 'server.sso-error.account-already-linked-to-different-user',
    defaultMessage: 'This provider account is linked to another Foyer account.',
  }),
  email_does_not_match: sentence({
    id: 'server.sso-error.email-does-not-match',
    defaultMessage: 'This provider account has another email address.',
  }),
  unable_to_link_account: sentence({
    id: 'server.sso-error.unable-to-link-account',
    defaultMessage: 'The provider could not be linked. Try again.',
  }),
  unable_to_create_user: sentence({
    id: 'server.sso-error.unable-to-create-user',
    defaultMessage: 'Your account could not be created. Try again, or ask your administrator.',
  }),
  signup_disabled: sentence({
    id: 'server.sso-error.signup-disabled',
    defaultMessage:
      'Accounts cannot be created through this provider. Ask an administrator for an invitation.',
  }),
  [ssoRefusals.domain]: sentence({
    id: 'server.sso-error.foyer-domain',
    defaultMessage:
      'Accounts cannot be created here with this email address’s domain. Ask an administrator for an invitation.',
  }),
  [ssoRefusals.banned]: sentence({
    id: 'server.sso-error.foyer-banned',
    defaultMessage: 'An administrator has banned your account.',
  }),
  // better-auth's code for a ban, as its callback passes it on.
  BANNED_USER: sentence({
    id: 'server.sso-error.banned-user',
    defaultMessage: 'An administrator has banned your account.',
  }),
  [ssoRefusals.passwordOnly]: sentence({
    id: 'server.sso-error.foyer-passwordonly',
    defaultMessage: 'This provider is not offered here any more.',
  }),
}

/** The sentence for an error code a provider's callback came back with; a general one for others. */
export function ssoErrorMessage(code: string): string {
  return (
    ssoErrorSentences[code] ??
    sentence({
      id: 'server.sso-error.other',
      defaultMessage: 'Signing in with the provider did not work. Try again, or sign in another way.',
    })
  )
}
