import { useMemo } from 'react'
import { useSWRConfig } from 'swr'
import { lazyModule } from '#client/lib/lazy-panel.ts'
import type { AccountActions } from './account-changes.ts'

export type { AccountActions } from './account-changes.ts'

// The account center's changes (account-changes.ts) are a chunk of their own, fetched when a change
// is about to be made (intent on a form or a button, else the first call), not with the page that
// shows the account.
const changes = lazyModule(() => import('./account-changes.ts'))

/** Every change, by name: the type makes sure none is missing. */
const CHANGE_NAMES: Record<keyof AccountActions, true> = {
  updateProfile: true,
  updateSocialLinks: true,
  uploadAvatar: true,
  removeAvatar: true,
  changeEmail: true,
  revokeSession: true,
  revokeOtherSessions: true,
  deleteAccount: true,
  forgetSignedInPerson: true,
}

/** Starts fetching the changes (pointer over or focus on what makes one). */
export const preloadAccountActions = changes.preload

/** The changes of the account center, bound to the SWR cache of the page. */
export function useAccountActions(): AccountActions {
  const { mutate } = useSWRConfig()
  return useMemo(() => {
    const call =
      (name: keyof AccountActions) =>
      async (...args: unknown[]) => {
        const change = (await changes.get()).actionsFor(mutate)[name] as (...args: unknown[]) => unknown
        return change(...args)
      }
    return Object.fromEntries(
      Object.keys(CHANGE_NAMES).map((name) => [name, call(name as keyof AccountActions)]),
    ) as AccountActions
  }, [mutate])
}
