import * as z from 'zod/mini'
import { signInOptionsSchema } from './sso-schemas.ts'

// What the server tells the client about the deployment: the link targets an operator
// configures (documentation, support, feedback, download, the promotional card) and the product version.
// A link is null when the operator has not set it: the client then points at the in-app Help page.

export const httpUrlSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
  .check(z.maxLength(2048, 'must be at most 2048 characters'))

export const publicConfigSchema = z.object({
  version: z.string(),
  links: z.object({
    docs: z.nullable(httpUrlSchema),
    support: z.nullable(httpUrlSchema),
    feedback: z.nullable(httpUrlSchema),
    download: z.nullable(httpUrlSchema),
    pro: z.nullable(httpUrlSchema),
  }),
  promo: z.object({
    enabled: z.boolean(),
    title: z.string(),
    subtitle: z.string(),
  }),
  /** Whether addresses are verified here (REQUIRE_EMAIL_VERIFICATION): only then is their state shown. */
  emailVerification: z.boolean(),
  /** Whether the template's sample pages are shown (SAMPLE_PAGES). */
  samplePages: z.boolean(),
  /** The single sign-on providers configured, and whether a password signs in (PASSWORD_SIGN_IN). */
  signIn: signInOptionsSchema,
})
export type PublicConfig = z.infer<typeof publicConfigSchema>

export const healthSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof healthSchema>

/** GET /api/ready: 200 when the database answers and every migration is applied. */
export const readySchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['embedded', 'postgres']),
})

/** GET /api/ready's 503: still migrating, or the database does not answer. */
export const notReadySchema = z.object({
  status: z.enum(['migrating', 'unavailable']),
  database: z.enum(['reachable', 'unreachable']),
})
export type NotReady = z.infer<typeof notReadySchema>

export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.optional(z.record(z.string(), z.string())),
    /** With 429: how long to wait before trying again. */
    retryAfterSeconds: z.optional(z.number()),
  }),
  requestId: z.optional(z.string()),
})
export type ApiError = z.infer<typeof apiErrorSchema>

/** The instance's terms of use, as plain text (TERMS_FILE). */
export const termsSchema = z.object({ text: z.string() })
export type Terms = z.infer<typeof termsSchema>
