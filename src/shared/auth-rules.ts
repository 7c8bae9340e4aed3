// The limits, lists, labels and checks of `auth.ts` that need no schema. The browser's first load
// imports them from here, so that it does not evaluate zod and every schema (decision 001).

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

export const roles = ['admin', 'member'] as const
export type Role = (typeof roles)[number]

/** A stored role as the app knows it: anything but 'admin' is a member. */
export function roleOf(value: unknown): Role {
  return value === 'admin' ? 'admin' : 'member'
}

/** The paths of better-auth's endpoints the client calls, under {BASE}/api/auth. */
export const authPaths = {
  signIn: '/api/auth/sign-in/email',
  signUp: '/api/auth/sign-up/email',
  signOut: '/api/auth/sign-out',
  signInWithProvider: '/api/auth/sign-in/social',
  linkProvider: '/api/auth/link-social',
  linkedAccounts: '/api/auth/list-accounts',
  unlinkProvider: '/api/auth/unlink-account',
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
