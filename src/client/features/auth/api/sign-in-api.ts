import { basePath } from '#client/lib/base-path.ts'
import { ApiRequestError, fetchJson } from '#client/lib/fetch-json.ts'
import type { InvitationInfo } from '#shared/admin.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { AuthStatus, Me, SignIn, SignUp } from '#shared/auth.ts'
import { authPaths } from '#shared/auth-rules.ts'

// The calls of the pages around signing in, without SWR: those pages are auth.html, a
// light page of their own (decision 007), and leave for the app with a page load when they are done.
// The server answers errors as apiErrorSchema; fetchJson turns them into ApiRequestError.

/** The answer of POST /api/auth/sign-up/email. When false, the person is signed in already. */
export type SignUpResult = { requiresEmailVerification: boolean }

/** Where the reset link of the email lands (better-auth redirects there with ?token= or ?error=). */
export const resetPasswordPagePath = '/reset-password'
/** Where the verification link of the email lands after better-auth has checked it. */
export const verifiedEmailPagePath = '/verify-email?verified=1'

/** better-auth's success answers carry more than the screens use: they only need the status. */
export function post(path: string, body: unknown) {
  return fetchJson<unknown>(path, { method: 'POST', body: JSON.stringify(body) })
}

/** The signed-in person from `path`, or null when there is none (401, or 204). Other failures throw. */
export async function meOrNull(path: string): Promise<Me | null> {
  try {
    return await fetchJson<Me | null>(path)
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null
    throw error
  }
}

/**
 * Who is signed in, where nobody is the usual case (the sign-in pages, the guards): the server
 * answers 204 instead of 401, so a signed-out visitor's console shows no failed request.
 */
export const fetchMeIfSignedIn = () => meOrNull(`${apiPaths.me}?optional=1`)

/** The password was right: signed in, or (two-factor on) a code is asked for next. */
export type SignInResult = { twoFactorRedirect?: boolean }

export async function signIn(values: SignIn): Promise<SignInResult | null> {
  return (await post(authPaths.signIn, values)) as SignInResult | null
}

/**
 * Creates an account. `invitation` is the token of an invitation link: the server gives
 * the account the invited role.
 */
export async function signUp(values: SignUp, invitation?: string): Promise<SignUpResult> {
  const { company, ...rest } = values
  const body = { ...rest, ...(company ? { company } : {}), ...(invitation ? { invitation } : {}) }
  return fetchJson<SignUpResult>(authPaths.signUp, { method: 'POST', body: JSON.stringify(body) })
}

export async function requestPasswordReset(email: string): Promise<void> {
  await post(authPaths.requestPasswordReset, { email, redirectTo: `${basePath}${resetPasswordPagePath}` })
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await post(authPaths.resetPassword, { token, newPassword })
}

export async function sendVerificationEmail(email: string): Promise<void> {
  await post(authPaths.sendVerificationEmail, { email, callbackURL: `${basePath}${verifiedEmailPagePath}` })
}

/** What the Login and Register screens need to know about the instance. */
export function fetchAuthStatus() {
  return fetchJson<AuthStatus>(apiPaths.authStatus)
}

/** What an invitation link (?invite=) offers: the address, the role and who invited; 404/410 when unusable. */
export function fetchInvitation(token: string) {
  return fetchJson<InvitationInfo>(`${apiPaths.invitation}?${new URLSearchParams({ token })}`)
}
