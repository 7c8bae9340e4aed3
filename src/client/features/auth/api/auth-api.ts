import useSWR, { mutate } from 'swr'
import * as z from 'zod/mini'
import { basePath } from '#client/lib/base-path.ts'
import { ApiRequestError, fetchJson } from '#client/lib/fetch-json.ts'
import { invitationInfoSchema } from '#shared/admin.ts'
import { apiPaths } from '#shared/api-paths.ts'
import {
  authPaths,
  authStatusSchema,
  type ChangePassword,
  type Me,
  meSchema,
  type SignIn,
  type SignUp,
} from '#shared/auth.ts'

// The calls behind the sign-in, registration and password-reset screens (issue 3). The server
// answers errors as apiErrorSchema; fetchJson turns them into ApiRequestError with code and fields.

/** better-auth's success answers carry more than the screens use: they only need the status. */
const anyAnswerSchema = z.unknown()

/** The answer of POST /api/auth/sign-up/email. When false, the person is signed in already. */
export const signUpResultSchema = z.object({ requiresEmailVerification: z.boolean() })
export type SignUpResult = z.infer<typeof signUpResultSchema>

/** Where the reset link of the email lands (better-auth redirects there with ?token= or ?error=). */
export const resetPasswordPagePath = '/reset-password'
/** Where the verification link of the email lands after better-auth has checked it. */
export const verifiedEmailPagePath = '/verify-email?verified=1'

function post(path: string, body: unknown) {
  return fetchJson(path, anyAnswerSchema, { method: 'POST', body: JSON.stringify(body) })
}

/** The signed-in person, or null when there is none (401). Other failures throw. */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await fetchJson(apiPaths.me, meSchema)
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null
    throw error
  }
}

/**
 * Puts the person the session now belongs to into SWR's default cache, so that no screen shows the
 * previous person (or "signed out") once sign-in or sign-up has succeeded. A failure here does not
 * undo the sign-in: the cache entry is dropped and the next useMe() asks again.
 */
async function refreshMe(): Promise<void> {
  try {
    await mutate(apiPaths.me, fetchMe(), { revalidate: false })
  } catch {
    await mutate(apiPaths.me, undefined, { revalidate: false })
  }
}

export async function signIn(values: SignIn): Promise<void> {
  await post(authPaths.signIn, values)
  await refreshMe()
}

/**
 * Creates an account. `invitation` is the token of an invitation link (issue 6): the server gives
 * the account the invited role.
 */
export async function signUp(values: SignUp, invitation?: string): Promise<SignUpResult> {
  const { company, ...rest } = values
  const body = { ...rest, ...(company ? { company } : {}), ...(invitation ? { invitation } : {}) }
  const result = await fetchJson(authPaths.signUp, signUpResultSchema, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  // The first account becomes the administrator: the instance's status has changed.
  void mutate(apiPaths.authStatus, undefined)
  if (result.requiresEmailVerification) await mutate(apiPaths.me, null, { revalidate: false })
  else await refreshMe()
  return result
}

/** How many sign-outs (or account deletions) are under way; they may nest. */
let signingOut = 0

/** True while this tab signs out, so that the layout does not read it as a session that ended. */
export function isSigningOut(): boolean {
  return signingOut > 0
}

/**
 * Runs work after which the session is gone on purpose (deleting the account): meanwhile the
 * layout does not read the missing person as a session that expired elsewhere.
 */
export async function whileLeaving<T>(work: () => Promise<T>): Promise<T> {
  signingOut++
  try {
    return await work()
  } finally {
    signingOut--
  }
}

export async function signOut(): Promise<void> {
  signingOut++
  try {
    await post(authPaths.signOut, {})
    await mutate(apiPaths.me, null, { revalidate: false })
  } finally {
    signingOut--
  }
}

export async function requestPasswordReset(email: string): Promise<void> {
  await post(authPaths.requestPasswordReset, { email, redirectTo: `${basePath}${resetPasswordPagePath}` })
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await post(authPaths.resetPassword, { token, newPassword })
}

/** better-auth's change-password endpoint, checked by our server (current password, the policy). */
export const changePasswordPath = '/api/auth/change-password'

/**
 * Changes the password of the signed-in person. With revokeOtherSessions, better-auth ends the
 * other sessions and gives this one a new token (the cookie comes with the answer).
 */
export async function changePassword(values: ChangePassword): Promise<void> {
  await post(changePasswordPath, values)
}

export async function sendVerificationEmail(email: string): Promise<void> {
  await post(authPaths.sendVerificationEmail, { email, callbackURL: `${basePath}${verifiedEmailPagePath}` })
}

/** What the Login and Register screens need to know about the instance. */
export function useAuthStatus() {
  return useSWR(apiPaths.authStatus, () => fetchJson(apiPaths.authStatus, authStatusSchema), {
    revalidateOnFocus: false,
  })
}

/**
 * The signed-in person: data is null when no one is signed in, undefined while loading. Checked
 * again when the tab regains focus and every minute, so a session revoked elsewhere is noticed.
 */
export function useMe() {
  return useSWR(apiPaths.me, fetchMe, { revalidateOnFocus: true, refreshInterval: 60_000 })
}

/**
 * The signed-in person as this tab last heard from the server, without asking it (the main layout's
 * useMe() and the route guards do the asking). Undefined when not known, null when nobody.
 */
export function useKnownMe() {
  // The same fetcher as useMe (never run on mount): SWR revalidates a key through whichever hook
  // subscribed first, and a hook without a fetcher would swallow mutate(apiPaths.me).
  return useSWR<Me | null>(apiPaths.me, fetchMe, {
    revalidateOnMount: false,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
}

export function invitationPath(token: string): string {
  return `${apiPaths.invitation}?${new URLSearchParams({ token })}`
}

/** What an invitation link (?invite=) offers: the address, the role and who invited; 404/410 when unusable. */
export function useInvitation(token: string | null) {
  return useSWR(
    token ? invitationPath(token) : null,
    (path: string) => fetchJson(path, invitationInfoSchema),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  )
}
