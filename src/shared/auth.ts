import * as z from 'zod/mini'

// The contracts of sign-in, registration and password reset (issue 3). The client's forms and the
// server's checks use these same schemas. Messages are written for the person at the form.

export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128
export const NAME_MAX_LENGTH = 80
export const COMPANY_MAX_LENGTH = 120
export const EMAIL_MAX_LENGTH = 254

/** Session lifetimes: "Keep me signed in" slides for 30 days, never past 90; unchecked, 12 hours. */
export const SESSION_REMEMBERED_SECONDS = 30 * 24 * 3600
export const SESSION_ABSOLUTE_MAX_SECONDS = 90 * 24 * 3600
export const SESSION_SHORT_SECONDS = 12 * 3600
/** A remembered session's expiry moves forward at most once a day. */
export const SESSION_UPDATE_AGE_SECONDS = 24 * 3600

/** Passwords are compared as typed after NFKC normalisation (NIST SP 800-63B 5.1.1.2). */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC')
}

/** Length in Unicode code points, so that an emoji counts as one character. */
export function codePointLength(value: string): number {
  let count = 0
  for (const _ of value) count++
  return count
}

export const passwordSchema = z.string().check(
  z.refine((value) => codePointLength(normalizePassword(value)) >= PASSWORD_MIN_LENGTH, {
    error: `Use at least ${PASSWORD_MIN_LENGTH} characters`,
    abort: true,
  }),
  z.refine((value) => codePointLength(normalizePassword(value)) <= PASSWORD_MAX_LENGTH, {
    error: `Use at most ${PASSWORD_MAX_LENGTH} characters`,
  }),
)

export const emailSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter your email address'),
    z.maxLength(EMAIL_MAX_LENGTH, `Use at most ${EMAIL_MAX_LENGTH} characters`),
    z.email('Enter an email address like name@example.com'),
  )

export const nameSchema = (label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `Enter your ${label}`),
      z.maxLength(NAME_MAX_LENGTH, `Use at most ${NAME_MAX_LENGTH} characters`),
    )

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(z.minLength(1, 'Enter your password'), z.maxLength(1024, 'This password is too long')),
  rememberMe: z.boolean(),
})
export type SignIn = z.infer<typeof signInSchema>

export const signUpSchema = z.object({
  firstName: nameSchema('first name'),
  lastName: nameSchema('last name'),
  company: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(COMPANY_MAX_LENGTH, `Use at most ${COMPANY_MAX_LENGTH} characters`)),
  ),
  email: emailSchema,
  password: passwordSchema,
  /** The token of an invitation link (issue 6), when registering through one. */
  invitation: z.optional(z.string().check(z.maxLength(256, 'This invitation link is not valid'))),
})
export type SignUp = z.infer<typeof signUpSchema>

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

export const roles = ['admin', 'member'] as const
export type Role = (typeof roles)[number]

/** A stored role as the app knows it: anything but 'admin' is a member. */
export function roleOf(value: unknown): Role {
  return value === 'admin' ? 'admin' : 'member'
}

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
  /** Set while an administrator acts as this person (issue 6): the banner names them. */
  impersonation: z.optional(z.nullable(z.object({ administratorName: z.string(), endsAt: z.string() }))),
})
export type Me = z.infer<typeof meSchema>

/** What the Login and Register screens need to know about the instance before anyone signs in. */
export const authStatusSchema = z.object({
  /** No administrator yet: the next account registered becomes one. */
  needsAdministrator: z.boolean(),
  requireEmailVerification: z.boolean(),
})
export type AuthStatus = z.infer<typeof authStatusSchema>

/** The paths of better-auth's endpoints the client calls, under {BASE}/api/auth. */
export const authPaths = {
  signIn: '/api/auth/sign-in/email',
  signUp: '/api/auth/sign-up/email',
  signOut: '/api/auth/sign-out',
  requestPasswordReset: '/api/auth/request-password-reset',
  resetPassword: '/api/auth/reset-password',
  verifyEmail: '/api/auth/verify-email',
  sendVerificationEmail: '/api/auth/send-verification-email',
  changePassword: '/api/auth/change-password',
} as const

export const HOME_PATH = '/dashboard/default'

function hasControlOrBackslash(value: string): boolean {
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x20 || code === 0x7f || char === '\\') return true
  }
  return false
}

/**
 * The page to go to after sign-in: only a path inside the app. Other hosts, protocol-relative
 * "//x", "/\x", schemes, control characters and their encoded forms all fall back to the dashboard.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next) return HOME_PATH
  let decoded = next
  // Decode repeatedly (at most a few times) so that double-encoded tricks are seen for what they are.
  for (let i = 0; i < 3; i++) {
    try {
      const once = decodeURIComponent(decoded)
      if (once === decoded) break
      decoded = once
    } catch {
      return HOME_PATH
    }
  }
  for (const candidate of [next, decoded]) {
    if (!candidate.startsWith('/')) return HOME_PATH
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return HOME_PATH
    if (hasControlOrBackslash(candidate)) return HOME_PATH
    if (/^\/[a-z][a-z0-9+.-]*:/i.test(candidate)) return HOME_PATH
  }
  const path = next.split('#')[0] ?? ''
  if (
    path === '/login' ||
    path.startsWith('/login?') ||
    path === '/register' ||
    path.startsWith('/register?')
  )
    return HOME_PATH
  return next
}
