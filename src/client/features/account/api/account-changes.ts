import type { ScopedMutator } from 'swr'
import { fetchConfirmed } from '#client/lib/fetch-confirmed.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { forgetPersonalData } from '#client/lib/personal-storage.ts'
import type {
  Account,
  ChangeEmail,
  ChangeEmailResult,
  ProfileUpdate,
  Revoked,
  SocialLinksUpdate,
} from '#shared/account.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { SignedOutEverywhere, SignOutEverywhere } from '#shared/sign-out-everywhere.ts'
import { sessionPath } from './account-api.ts'

// The changes of the account center: every change answers with the updated account, which
// goes straight into the cache, and the top bar's person (/api/me) is asked again so that a new name
// or photo shows at once. They use the mutate of the nearest SWRConfig (useSWRConfig), so that they
// reach the same cache as the hooks of account-api.ts, tests included. Pages reach them through
// useAccountActions (account-actions.ts), which loads this module when a change is about to be made.

function sendJson(method: 'POST' | 'PUT' | 'PATCH', body: unknown): RequestInit {
  return { method, body: JSON.stringify(body) }
}

/** The square of the photo to keep, in the pixels of the original image. */
export type AvatarCrop = { x: number; y: number; size: number }

export function avatarUploadPath({ x, y, size }: AvatarCrop): string {
  const query = new URLSearchParams({
    x: String(Math.round(x)),
    y: String(Math.round(y)),
    size: String(Math.round(size)),
  })
  return `${apiPaths.accountAvatar}?${query}`
}

export function actionsFor(mutate: ScopedMutator) {
  /**
   * Asks the hooks of a key again. The change it follows has succeeded already: a failed refresh
   * shows in the hook's own error state, not as a failure of the change.
   */
  async function refresh(key: string): Promise<void> {
    try {
      await mutate(key)
    } catch {}
  }

  /** The account the server answered goes into the cache; the top bar's person is asked again. */
  async function storeAccount(account: Account): Promise<Account> {
    await mutate(apiPaths.account, account, { revalidate: false })
    void refresh(apiPaths.me)
    return account
  }

  return {
    async updateProfile(values: ProfileUpdate): Promise<Account> {
      return storeAccount(await fetchJson<Account>(apiPaths.account, sendJson('PATCH', values)))
    },

    async updateSocialLinks(values: SocialLinksUpdate): Promise<Account> {
      return storeAccount(await fetchJson<Account>(apiPaths.accountSocialLinks, sendJson('PUT', values)))
    },

    /** The original file goes up as is with the square to keep; the server checks it by content. */
    async uploadAvatar(file: Blob, crop: AvatarCrop): Promise<Account> {
      const account = await fetchJson<Account>(avatarUploadPath(crop), {
        method: 'PUT',
        body: file,
        headers: { 'Content-Type': 'application/octet-stream' },
      })
      return storeAccount(account)
    },

    async removeAvatar(): Promise<Account> {
      return storeAccount(await fetchJson<Account>(apiPaths.accountAvatar, { method: 'DELETE' }))
    },

    async changeEmail(values: ChangeEmail) {
      const result = await fetchConfirmed<ChangeEmailResult>(apiPaths.accountEmail, sendJson('POST', values))
      // Changed now or pending verification: either way the account is asked again.
      await Promise.all([refresh(apiPaths.account), refresh(apiPaths.me)])
      return result
    },

    async revokeSession(id: string): Promise<number> {
      const { revoked } = await fetchJson<Revoked>(sessionPath(id), { method: 'DELETE' })
      await refresh(apiPaths.accountSessions)
      return revoked
    },

    /**
     * Signs out every other session, and ends the API keys with endApiKeys; answers how many of each.
     * The keys' list is the caller's to ask again (api-key-api.ts).
     */
    async revokeOtherSessions(request: SignOutEverywhere): Promise<SignedOutEverywhere> {
      const result = await fetchJson<SignedOutEverywhere>(
        apiPaths.accountRevokeOtherSessions,
        sendJson('POST', request),
      )
      await refresh(apiPaths.accountSessions)
      return result
    },

    /**
     * Deletes the account for good. The session is gone with it: the caller leaves the page first,
     * then calls forgetSignedInPerson() so that no screen shows the deleted person, and the browser
     * keeps nothing about them.
     */
    async deleteAccount(): Promise<void> {
      await fetchConfirmed<unknown>(apiPaths.accountDelete, sendJson('POST', {}))
    },

    async forgetSignedInPerson(): Promise<void> {
      forgetPersonalData()
      await mutate(apiPaths.me, null, { revalidate: false })
      await mutate(apiPaths.account, undefined, { revalidate: false })
    },
  }
}

export type AccountActions = ReturnType<typeof actionsFor>
