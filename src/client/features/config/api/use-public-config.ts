import useSWR from 'swr'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { type PublicConfig, publicConfigSchema } from '#shared/public-config.ts'

// The server injects the public configuration into index.html (src/server/plugins/client.ts), so
// the first render has the link targets without a request; in development Vite serves the page
// and the hook fetches the same object from the API.
function injectedConfig(): PublicConfig | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById('foyer-config')
  if (!element?.textContent) return undefined
  const parsed = publicConfigSchema.safeParse(JSON.parse(element.textContent))
  return parsed.success ? parsed.data : undefined
}

const fallbackData = injectedConfig()

export function usePublicConfig() {
  const { data } = useSWR(apiPaths.config, () => fetchJson(apiPaths.config, publicConfigSchema), {
    fallbackData,
    revalidateOnMount: fallbackData === undefined,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
  return data
}
