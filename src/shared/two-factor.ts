import * as z from 'zod/mini'
import { enterYourPassword, passwordTooLong } from './i18n/schema-sentences.ts'
import { sentence } from './i18n/sentence.ts'

// Two-factor sign-in with an authenticator app (TOTP) and recovery codes: what the forms send, what
// the server answers, and the instance's rule for who must use it. better-auth's two-factor plugin
// does the cryptography; Foyer's adapter checks these shapes first (src/server/routes/auth.ts).

export const TOTP_DIGITS = 6
export const TOTP_PERIOD_SECONDS = 30
/** Recovery codes per set, each usable once. */
export const RECOVERY_CODE_COUNT = 10
/** "Trust this browser": it skips the code for this long (refreshed at each sign-in). */
export const TRUSTED_BROWSER_DAYS = 30
/** A sign-in between its password and its code: how long the code screen stays usable. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 600

/** Who must use two-factor sign-in on the instance, as an administrator set it. */
export const twoFactorPolicies = ['nobody', 'administrators', 'everyone'] as const
export type TwoFactorPolicy = (typeof twoFactorPolicies)[number]

export const twoFactorPolicyLabels: Record<TwoFactorPolicy, string> = {
  nobody: 'Optional for everyone',
  administrators: 'Required for administrators',
  everyone: 'Required for everyone',
}

/** Whether the policy asks this role for a second factor. */
export function isTwoFactorRequired(policy: TwoFactorPolicy, role: string): boolean {
  return policy === 'everyone' || (policy === 'administrators' && role === 'admin')
}

/** A code as people type it: spaces and dashes they copy along are not part of it. */
export function normalizeCode(value: string): string {
  return value.replace(/[\s-]/g, '')
}

/** What an authenticator app shows: six digits. */
export const totpCodeSchema = z.string().check(
  z.refine((value) => new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(normalizeCode(value)), {
    error: sentence(
      {
        id: 'schema.two-factor.enter-code',
        defaultMessage: 'Enter the {digits}-digit code from your authenticator app',
      },
      { digits: String(TOTP_DIGITS) },
    ),
  }),
)

/** A recovery code as Foyer hands it out (better-auth's: ten letters and digits, `abcde-12345`). */
export const recoveryCodeSchema = z.string().check(
  z.refine((value) => /^[A-Za-z0-9]{10}$/.test(normalizeCode(value)), {
    error: sentence({
      id: 'schema.two-factor.enter-recovery-code',
      defaultMessage: 'Enter a recovery code like abcde-12345',
    }),
  }),
)

/**
 * Turning two-factor on starts with the password (none for an account of a sign-in provider only,
 * which needs a recent "Confirm it's you" instead); the app's first code confirms it.
 */
export const enableTwoFactorSchema = z.object({
  password: z.optional(
    z.string().check(z.minLength(1, enterYourPassword()), z.maxLength(1024, passwordTooLong())),
  ),
})

/** The second step of a sign-in, or the confirmation of a new authenticator app. */
export const verifyTotpSchema = z.object({
  code: totpCodeSchema,
  /** Skip the code in this browser for TRUSTED_BROWSER_DAYS. */
  trustDevice: z.optional(z.boolean()),
})

export const verifyRecoveryCodeSchema = z.object({
  code: recoveryCodeSchema,
  trustDevice: z.optional(z.boolean()),
})

/** New recovery codes (the old ones stop working): the password again. */
export const regenerateRecoveryCodesSchema = enableTwoFactorSchema

/** Turning two-factor off: the password and a code (from the app, or a recovery code). */
export const disableTwoFactorSchema = z.object({
  password: z.optional(
    z.string().check(z.minLength(1, enterYourPassword()), z.maxLength(1024, passwordTooLong())),
  ),
  code: z.string().check(
    z.refine(
      (value) => /^[0-9]{6}$/.test(normalizeCode(value)) || /^[A-Za-z0-9]{10}$/.test(normalizeCode(value)),
      {
        error: sentence({
          id: 'schema.two-factor.enter-either',
          defaultMessage: 'Enter a code from your authenticator app, or a recovery code',
        }),
      },
    ),
  ),
})

/** The instance's rule, as an administrator changes it. */
export const twoFactorPolicySchema = z.object({ twoFactorPolicy: z.enum(twoFactorPolicies) })

const adoptionSchema = z.object({ total: z.number(), withTwoFactor: z.number() })

/** The rule, and how many people (and administrators) have two-factor on: who a rule would stop. */
export const securitySettingsSchema = z.object({
  twoFactorPolicy: z.enum(twoFactorPolicies),
  people: adoptionSchema,
  administrators: adoptionSchema,
})
export type SecuritySettings = z.infer<typeof securitySettingsSchema>

/** The sign-in's answer when the password was right and a code is needed (better-auth's shape). */
export type TwoFactorChallenge = { twoFactorRedirect: true; twoFactorMethods: string[] }
