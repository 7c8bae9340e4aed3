import useSWR from 'swr'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { readJsonBlock } from '#client/lib/json-block.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { CONFIG_ELEMENT_ID } from '#shared/constants.ts'
import type { PublicConfig } from '#shared/public-config.ts'

// The server injects the public configuration into index.html (src/server/plugins/client.ts), so
// the first render has the link targets without a request; in development Vite serves the page
// and the hook fetches the same object from the API. The server writes it from publicConfigSchema;
// the browser does not check it again (decision 004, point 2).
/** The configuration the server put in the page: also for what is decided before any render (the routes). */
export const inlinePublicConfig = readJsonBlock<PublicConfig>(CONFIG_ELEMENT_ID)

export function usePublicConfig() {
  const { data } = useSWR(apiPaths.config, () => fetchJson<PublicConfig>(apiPaths.config), {
    fallbackData: inlinePublicConfig,
    revalidateOnMount: inlinePublicConfig === undefined,
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
  return data
}
