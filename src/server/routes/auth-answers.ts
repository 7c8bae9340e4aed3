import * as z from 'zod/mini'
import { passkeySummarySchema } from '#shared/passkeys.ts'

// What the adapter answers where its answer is its own, not better-auth's (routes/auth.ts,
// auth-two-factor.ts): the API's description names these (plugins/openapi.ts), and better-auth's
// own description for the endpoints that pass through.

const ok = z.object({ ok: z.literal(true) })
const twoFactorChallenge = z.object({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.string()),
})
/** A sign-in done (its cookie set), or the second step it needs. */
const signedInOrChallenge = z.union([ok, twoFactorChallenge])

export const authAnswers: Record<string, z.ZodMiniType> = {
  'POST /sign-in/email': signedInOrChallenge,
  'POST /sign-up/email': z.object({ requiresEmailVerification: z.boolean() }),
  'POST /request-password-reset': z.object({ message: z.string() }),
  'POST /reset-password': ok,
  'POST /sign-out': ok,
  'POST /change-password': ok,
  'POST /two-factor/enable': z.object({
    method: z.literal('totp'),
    totpURI: z.string(),
    backupCodes: z.array(z.string()),
  }),
  'POST /two-factor/verify-totp': ok,
  'POST /two-factor/verify-backup-code': ok,
  'POST /two-factor/generate-backup-codes': z.object({
    status: z.literal(true),
    backupCodes: z.array(z.string()),
  }),
  'POST /two-factor/disable': z.object({ status: z.literal(true) }),
  'POST /passkey/verify-registration': passkeySummarySchema,
  'GET /passkey/list-user-passkeys': z.array(passkeySummarySchema),
  'POST /passkey/delete-passkey': z.object({ status: z.literal(true) }),
  'POST /passkey/update-passkey': z.object({ passkey: passkeySummarySchema }),
  'POST /passkey/verify-authentication': ok,
  'POST /unlink-account': ok,
}

/** The endpoints that answer with a redirect to a page of Foyer's. */
export const authRedirects = new Set(['GET /callback/:id', 'GET /reset-password/:token', 'GET /verify-email'])
