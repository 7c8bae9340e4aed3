import { ssoRefusals } from './sso.ts'

// The sentences for what can go wrong on the way back from a sign-in provider: its own codes
// (access_denied...), better-auth's, and Foyer's refusals. The server writes them into Login;
// Account Settings shows them after a link.

const ssoErrorSentences: Record<string, string> = {
  access_denied: 'Signing in was cancelled at the provider. Try again, or sign in another way.',
  consent_required: 'Signing in was cancelled at the provider. Try again, or sign in another way.',
  login_required: 'The provider did not sign you in. Try again.',
  state_mismatch:
    'This sign-in could not be checked: it was started in another browser or tab, or took too long. Try again.',
  state_not_found:
    'This sign-in could not be checked: it was started in another browser or tab, or took too long. Try again.',
  please_restart_the_process: 'This sign-in took too long. Try again.',
  invalid_code: 'The provider’s answer has expired or was used already. Try again.',
  no_code: 'The provider sent no answer Foyer can use. Try again.',
  invalid_callback_request: 'The provider sent no answer Foyer can use. Try again.',
  issuer_mismatch: 'The answer did not come from the configured provider.',
  nonce_binding_missing: 'The answer did not come from the configured provider.',
  unable_to_get_user_info: 'The provider did not say who you are. Try again, or ask your administrator.',
  email_not_found: 'The provider did not share your email address, which Foyer needs.',
  email_not_verified: 'The provider has not verified your email address. Verify it there, then try again.',
  [ssoRefusals.notLinked]:
    'An account already uses this email address, and the provider has not verified that it is yours. Sign in with your password, then link the provider in Account Settings.',
  account_already_linked_to_different_user: 'This provider account is linked to another Foyer account.',
  email_does_not_match: 'This provider account has another email address.',
  unable_to_link_account: 'The provider could not be linked. Try again.',
  unable_to_create_user: 'Your account could not be created. Try again, or ask your administrator.',
  signup_disabled:
    'Accounts cannot be created through this provider. Ask an administrator for an invitation.',
  [ssoRefusals.domain]:
    'Accounts cannot be created here with this email address’s domain. Ask an administrator for an invitation.',
  [ssoRefusals.banned]: 'An administrator has banned your account.',
  // better-auth's code for a ban, as its callback passes it on.
  BANNED_USER: 'An administrator has banned your account.',
  [ssoRefusals.passwordOnly]: 'This provider is not offered here any more.',
}

/** The sentence for an error code a provider's callback came back with; a general one for others. */
export function ssoErrorMessage(code: string): string {
  return (
    ssoErrorSentences[code] ?? 'Signing in with the provider did not work. Try again, or sign in another way.'
  )
}
