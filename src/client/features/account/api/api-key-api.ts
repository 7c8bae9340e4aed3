import { useMemo } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { fetchConfirmed } from '#client/lib/fetch-confirmed.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { apiKeyPaths } from '#shared/api-key-paths.ts'
import type { ApiKeyList, CreateApiKey, CreatedApiKey } from '#shared/api-keys.ts'

// The signed-in person's API keys (docs/api.md). The key itself is in the answer that makes it and
// nowhere else: the list shows its first characters only.

export function apiKeyPath(id: string): string {
  return `${apiKeyPaths.own}/${encodeURIComponent(id)}`
}

export function useApiKeys() {
  return useSWR(apiKeyPaths.own, (key: string) => fetchJson<ApiKeyList>(key))
}

/** Making and revoking keys, bound to the SWR cache of the page: the list is asked again after each. */
export function useApiKeyActions() {
  const { mutate } = useSWRConfig()
  return useMemo(() => {
    // A failed refresh shows in the list, not as a failure of the change.
    const refresh = () => mutate(apiKeyPaths.own).catch(() => undefined)
    return {
      async create(values: CreateApiKey): Promise<CreatedApiKey> {
        const created = await fetchConfirmed<CreatedApiKey>(apiKeyPaths.own, {
          method: 'POST',
          body: JSON.stringify(values),
        })
        // The key is shown at once; the list catches up behind the dialog.
        void refresh()
        return created
      },
      async revoke(id: string): Promise<void> {
        await fetchJson<unknown>(apiKeyPath(id), { method: 'DELETE' })
        await refresh()
      },
    }
  }, [mutate])
}
