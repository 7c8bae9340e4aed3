import * as z from 'zod/mini'
import {
  COMPANY_MAX_LENGTH,
  codePointLength,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  normalizePassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-rules.ts'
import { atMostCharacters, enterYourPassword, passwordTooLong } from './i18n/schema-sentences.ts'
import { sentence } from './i18n/sentence.ts'

export const enterFirstName = sentence({
  id: 'schema.auth.enter-first-name',
  defaultMessage: 'Enter your first name',
})
export const enterLastName = sentence({
  id: 'schema.auth.enter-last-name',
  defaultMessage: 'Enter your last name',
})

// The contracts of sign-in, registration and password reset. The client's forms and the
// server's checks use these same schemas. Messages are written for the person at the form.

export * from './auth-rules.ts'

export const passwordSchema = z.string().check(
  z.refine((value) => codePointLength(normalizePassword(value)) >= PASSWORD_MIN_LENGTH, {
    error: sentence(
      { id: 'schema.auth.password-too-short', defaultMessage: 'Use at least {min} characters' },
      { min: String(PASSWORD_MIN_LENGTH) },
    ),
    abort: true,
  }),
  z.refine((value) => codePointLength(normalizePassword(value)) <= PASSWORD_MAX_LENGTH, {
    error: atMostCharacters(PASSWORD_MAX_LENGTH),
  }),
)

/** Addresses are compared and stored trimmed and in lower case, as better-auth looks them up. */
export const emailSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, sentence({ id: 'schema.auth.enter-email', defaultMessage: 'Enter your email address' })),
  z.maxLength(EMAIL_MAX_LENGTH, atMostCharacters(EMAIL_MAX_LENGTH)),
  z.email(
    sentence({
      id: 'schema.auth.email-like',
      defaultMessage: 'Enter an email address like name@example.com',
    }),
  ),
)

/** A name; `missing` says which one to enter. */
export const nameSchema = (missing: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, missing), z.maxLength(NAME_MAX_LENGTH, atMostCharacters(NAME_MAX_LENGTH)))

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, enterYourPassword()), z.maxLength(1024, passwordTooLong())),
  rememberMe: z.boolean(),
})
export type SignIn = z.infer<typeof signInSchema>

/**
 * Sign-in as the API takes it: better-auth's own clients may leave rememberMe out, and better-auth
 * then keeps the session, so it defaults to true. The form always says which.
 */
export const signInRequestSchema = z.extend(signInSchema, { rememberMe: z._default(z.boolean(), true) })

export const signUpSchema = z.object({
  firstName: nameSchema(enterFirstName),
  lastName: nameSchema(enterLastName),
  company: z.optional(
    z.string().check(z.trim(), z.maxLength(COMPANY_MAX_LENGTH, atMostCharacters(COMPANY_MAX_LENGTH))),
  ),
  email: emailSchema,
  password: passwordSchema,
  /** The token of an invitation link, when registering through one. */
  invitation: z.optional(
    z.string().check(
      z.maxLength(
        256,
        sentence({
          id: 'schema.auth.invitation-invalid',
          defaultMessage: 'This invitation link is not valid',
        }),
      ),
    ),
  ),
})
export type SignUp = z.infer<typeof signUpSchema>

/** better-auth's shape (`name`) split at its first space, when first and last name are absent. */
function namesFromName(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input
  const fields = input as Record<string, unknown>
  if (fields.firstName !== undefined || fields.lastName !== undefined || typeof fields.name !== 'string')
    return input
  const [firstName = '', ...rest] = fields.name.trim().split(/\s+/)
  return { ...fields, firstName, lastName: rest.join(' ') }
}

/**
 * Registration as the API takes it: the form's shape, or better-auth's own with one `name`
 * (decision 013). Either way both names are required, as on the form.
 */
export const signUpRequestSchema = z.pipe(z.transform(namesFromName), signUpSchema)

export const forgotPasswordSchema = z.object({ email: emailSchema })
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>

export const resetPasswordSchema = z.object({
  token: z
    .string()
    .check(z.minLength(1, 'This reset link is incomplete'), z.maxLength(256, 'This reset link is not valid')),
  newPassword: passwordSchema,
})
export type ResetPassword = z.infer<typeof resetPasswordSchema>

export const changePasswordSchema = z.object({
  currentPassword: z
    .string()
    .check(z.minLength(1, 'Enter your current password'), z.maxLength(1024, 'This password is too long')),
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean(),
})
export type ChangePassword = z.infer<typeof changePasswordSchema>

// The signed-in person's answer lives in me.ts: the sign-in pages' bundle, which imports this module,
// does without it and what it imports.
export type { Me } from './me.ts'

/** What the Login and Register screens need to know about the instance before anyone signs in. */
/** Register's query on a new instance (?set-up=1): its first-run variant, "Create the administrator account". */
export const SET_UP_PARAM = 'set-up'

export const authStatusSchema = z.object({
  /** No administrator yet: the next account registered becomes one. */
  needsAdministrator: z.boolean(),
  requireEmailVerification: z.boolean(),
})
export type AuthStatus = z.infer<typeof authStatusSchema>
