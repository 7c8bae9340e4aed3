import useSWR from 'swr'
import { fetchJson } from '#client/lib/fetch-json.ts'
import type { Dashboard } from '#shared/admin.ts'
import { apiPaths } from '#shared/api-paths.ts'

/**
 * The dashboard's figures, as the signed-in person may see them: the whole instance's for
 * administrators (kind 'instance'), their own for everyone else (kind 'personal').
 */
export function useDashboard() {
  return useSWR(apiPaths.dashboard, () => fetchJson<Dashboard>(apiPaths.dashboard))
}
