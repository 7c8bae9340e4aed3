import useSWR, { mutate } from 'swr'
import { fetchConfirmed } from '#client/lib/fetch-confirmed.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { pageLoad } from '#client/lib/page-load.ts'
import { authPaths } from '#shared/auth-rules.ts'
import type { LinkedAccount } from '#shared/sso.ts'

// The sign-in providers linked to the signed-in person's account, through better-auth's account
// endpoints (under {BASE}/api/auth/, checked by Foyer's adapter: routes/auth-sso.ts).

export function useLinkedAccounts() {
  return useSWR(authPaths.linkedAccounts, (key: string) => fetchJson<LinkedAccount[]>(key))
}

/** Leaves for the provider's page; it comes back to Account Settings with ?linked= or ?error=. */
export async function linkProvider(provider: string): Promise<void> {
  const { url } = await fetchConfirmed<{ url: string }>(authPaths.linkProvider, {
    method: 'POST',
    body: JSON.stringify({ provider, disableRedirect: true }),
  })
  pageLoad.assign(url)
}

export async function unlinkProvider(accountId: string): Promise<void> {
  await fetchConfirmed<unknown>(authPaths.unlinkProvider, {
    method: 'POST',
    body: JSON.stringify({ accountId }),
  })
  await mutate(authPaths.linkedAccounts)
}
