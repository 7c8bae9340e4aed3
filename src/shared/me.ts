import { z } from 'zod/mini'
import { COLOR_MODES } from './appearance.ts'
import { roles } from './auth-rules.ts'
import { LANGUAGES } from './languages.ts'
import { lookSchema } from './look.ts'

/** GET {BASE}/api/me's query: `optional=1` asks for 204 rather than 401 when nobody is signed in. */
export const meQuerySchema = z.object({
  optional: z.optional(z.string().check(z.describe('1: nobody signed in answers 204, not 401'))),
})

/** The signed-in person, as GET {BASE}/api/me returns them. */
export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(roles),
  jobTitle: z.nullable(z.string()),
  /** An image URL inside the app, or null: the client shows initials. */
  avatar: z.nullable(z.string()),
  /** Set while an administrator acts as this person: the banner names them. */
  impersonation: z.optional(z.nullable(z.object({ administratorName: z.string(), endsAt: z.string() }))),
  /** An authenticator app confirms this person's sign-ins. */
  twoFactorEnabled: z.optional(z.boolean()),
  /** The instance requires two-factor of this person's role (set up first, when not enabled). */
  twoFactorRequired: z.optional(z.boolean()),
  /** False for an account of a sign-in provider only: changes are confirmed by a recent sign-in. */
  hasPassword: z.optional(z.boolean()),
  /** The colour mode the person chose (decision 026), or null: the device's own stays. */
  colorMode: z.optional(z.nullable(z.enum(COLOR_MODES))),
  /** The language the person chose (decision 028), or null: their browser's is used. */
  language: z.optional(z.nullable(z.enum(LANGUAGES))),
  /** The look of the person's pages: their customizer choices over the instance's (decision 027). */
  look: z.optional(lookSchema),
  /** The person made a choice of their own in the customizer (else every one is the instance's). */
  hasOwnLook: z.optional(z.boolean()),
})
export type Me = z.infer<typeof meSchema>
