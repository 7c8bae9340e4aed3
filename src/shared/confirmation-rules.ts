// The constants and paths of "Confirm it's you" (src/shared/confirmation.ts), apart from its
// schemas: the app's fetchConfirmed needs only the error code, the pages nothing of it.

/** Relative to the base path, as apiPaths. */
export const confirmationPaths = {
  /** GET the ways to confirm it's you; POST a proof. */
  confirm: '/api/account/confirmation',
  /** POST: emails a code that confirms it's you. */
  emailCode: '/api/account/confirmation/email-code',
  /** POST: a passkey challenge that confirms it's you. */
  passkeyOptions: '/api/account/confirmation/passkey-options',
} as const

/** A sign-in or a confirmation this recent lets sensitive changes through. */
export const CONFIRMATION_MINUTES = 10
/** The error code of a change refused for want of a recent confirmation. */
export const CONFIRMATION_REQUIRED = 'confirmation_required'
/** Digits of a code emailed to confirm. */
export const EMAILED_CODE_DIGITS = 6
/** How long an emailed code works. */
export const EMAILED_CODE_MINUTES = 10
