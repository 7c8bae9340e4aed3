import * as z from 'zod/mini'
import { CONFIRMED_PARAM } from './confirmation-rules.ts'
import { enterYourPassword, passwordTooLong } from './i18n/schema-sentences.ts'
import { sentence } from './i18n/sentence.ts'
import { normalizeCode, totpCodeSchema } from './two-factor.ts'

// "Confirm it's you": a change that adds a way in or hands over control of an account (an API key,
// a passkey, a provider, two-factor, the email address, deleting it; an administrator's grants,
// impersonation and security rules) needs a recent proof that the person is at the keyboard, not
// only a session cookie (NIST SP 800-63B 6.1.2.1, decision 032). One guard on the server, one
// dialog in the app; the person proves it with what their account has.

/** Relative to the base path, as apiPaths. */
export const confirmationPaths = {
  /** GET the ways to confirm it's you; POST a proof. */
  confirm: '/api/account/confirmation',
  /** POST: emails a code that confirms it's you. */
  emailCode: '/api/account/confirmation/email-code',
  /** POST: a passkey challenge that confirms it's you. */
  passkeyOptions: '/api/account/confirmation/passkey-options',
  /** POST: where to sign in at a linked provider again, which confirms it's you on the way back. */
  provider: '/api/account/confirmation/provider',
} as const

export { CONFIRMATION_REQUIRED, CONFIRMED_PARAM } from './confirmation-rules.ts'

/** A sign-in or a confirmation this recent lets sensitive changes through. */
export const CONFIRMATION_MINUTES = 10
/** Digits of a code emailed to confirm. */
export const EMAILED_CODE_DIGITS = 6
/** How long an emailed code works. */
export const EMAILED_CODE_MINUTES = 10
/** What went wrong confirming at a provider, in the query of the page it comes back to. */
export const CONFIRM_ERROR_PARAM = `${CONFIRMED_PARAM}-error`

/** The ways this person can confirm, and until when the session counts as confirmed. */
export const confirmationWaysSchema = z.object({
  /** ISO time; null when a change would ask first. */
  confirmedUntil: z.nullable(z.string()),
  password: z.boolean(),
  passkey: z.boolean(),
  authenticator: z.boolean(),
  /** The address an emailed code goes to, partly hidden (a••••@example.org). */
  email: z.string(),
  /** Linked providers that sign the person in again and say when (an ID token's auth_time). */
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type ConfirmationWays = z.infer<typeof confirmationWaysSchema>

const emailedCodeSchema = z.string().check(
  z.refine((value) => new RegExp(`^[0-9]{${EMAILED_CODE_DIGITS}}$`).test(normalizeCode(value)), {
    error: sentence(
      {
        id: 'schema.confirmation.enter-code',
        defaultMessage: 'Enter the {digits}-digit code we emailed you',
      },
      { digits: String(EMAILED_CODE_DIGITS) },
    ),
  }),
)

// The proofs, one schema each: the server takes any of them (its route's body, a union on `method`),
// a form checks the one it shows.
export const passwordProofSchema = z.object({
  method: z.literal('password'),
  password: z
    .string({ error: enterYourPassword() })
    .check(z.minLength(1, enterYourPassword()), z.maxLength(1024, passwordTooLong())),
})
export const authenticatorProofSchema = z.object({ method: z.literal('authenticator'), code: totpCodeSchema })
export const emailProofSchema = z.object({ method: z.literal('email'), code: emailedCodeSchema })
/** A passkey's answer to the challenge of the passkey-options route (WebAuthn's JSON form). */
export const passkeyProofSchema = z.object({
  method: z.literal('passkey'),
  response: z.record(z.string(), z.unknown()),
})
export type Confirm =
  | z.infer<typeof passwordProofSchema>
  | z.infer<typeof authenticatorProofSchema>
  | z.infer<typeof emailProofSchema>
  | z.infer<typeof passkeyProofSchema>

/** Where to confirm at a provider: its page, and the page of Foyer's to come back to. */
export const providerProofSchema = z.object({
  provider: z.string().check(z.maxLength(64)),
  returnTo: z.string().check(z.maxLength(2048)),
})
export const providerProofStartSchema = z.object({ url: z.string() })

export const confirmedSchema = z.object({ confirmedUntil: z.string() })
export type Confirmed = z.infer<typeof confirmedSchema>

/** The address with most of its local part hidden, to say where a code went. */
export function maskedAddress(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return email
  const local = email.slice(0, at)
  return `${local.slice(0, local.length > 3 ? 2 : 1)}••••${email.slice(at)}`
}
