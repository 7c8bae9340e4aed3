import useSWR, { mutate } from 'swr'
import { forgetPersonalData } from '#client/lib/personal-storage.ts'
import { whileSessionChanges } from '#client/lib/session-change.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { ChangePassword, Me } from '#shared/auth.ts'
import { authPaths } from '#shared/auth-rules.ts'
import { meOrNull, post } from './sign-in-api.ts'

// The session as the app sees it: who is signed in (SWR), signing out, changing the password. The
// pages around signing in use sign-in-api.ts, without SWR (decision 007).

/** The signed-in person, or null when there is none (401). Other failures throw. */
export const fetchMe = () => meOrNull(apiPaths.me)

/**
 * Signs out, then runs `then` (landing on Login): until it is done, the ended session (which the
 * notification stream also reports) is expected, not an expiry. What the browser kept about the
 * person (lib/personal-storage.ts) goes first.
 */
export function signOut(then: () => unknown): Promise<void> {
  // Whatever the server answers, the person asked to leave no trace on this computer.
  forgetPersonalData()
  return whileSessionChanges(async () => {
    await post(authPaths.signOut, {})
    await mutate(apiPaths.me, null, { revalidate: false })
    await then()
  })
}

/** better-auth's change-password endpoint, checked by our server (current password, the policy). */
export const changePasswordPath = '/api/auth/change-password'

/**
 * Changes the password of the signed-in person. With revokeOtherSessions, better-auth ends every
 * session and gives this one a new token (the cookie comes with the answer). The notification stream
 * reports the old session's end meanwhile, and a request still carrying the old cookie answers 401:
 * until the person is asked again with the new cookie, that is expected, not an expiry.
 */
export function changePassword(values: ChangePassword): Promise<void> {
  return whileSessionChanges(async () => {
    await post(changePasswordPath, values)
    if (values.revokeOtherSessions) await mutate(apiPaths.me)
  })
}

/**
 * The signed-in person: data is null when no one is signed in, undefined while loading. Checked
 * again when the tab regains focus and every minute, so a session revoked elsewhere is noticed.
 */
export function useMe() {
  // Not asked again on mount: the main layout's route guard has just put the answer in the cache
  // (requireSignedIn: from the page itself on a page load, asked on a change of path).
  return useSWR(apiPaths.me, fetchMe, {
    revalidateOnFocus: true,
    revalidateIfStale: false,
    refreshInterval: 60_000,
  })
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
