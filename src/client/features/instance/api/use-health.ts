import useSWR from 'swr'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { Health } from '#shared/public-config.ts'

/** The server's health answer: status, version and uptime of this instance. */
export function useHealth() {
  return useSWR(apiPaths.health, () => fetchJson<Health>(apiPaths.health))
}
