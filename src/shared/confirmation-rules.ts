// The two constants of "Confirm it's you" (src/shared/confirmation.ts) that every signed-in page
// loads (fetchConfirmed, the dialog's host); the rest comes with the dialog.

/** The error code of a change refused for want of a recent confirmation. */
export const CONFIRMATION_REQUIRED = 'confirmation_required'

/**
 * The query a page comes back with from confirming at a provider: the provider's id once it worked,
 * else CONFIRM_ERROR_PARAM (which starts with this name) with what went wrong.
 */
export const CONFIRMED_PARAM = 'confirmed'
