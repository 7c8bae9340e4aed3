import useSWR from 'swr'
import { basePath } from '#client/lib/base-path.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { pageLoad } from '#client/lib/page-load.ts'
import { whileSessionChanges } from '#client/lib/session-change.ts'
import type { AdminPerson, AuditPage, Ok, PendingInvitations, PeoplePage } from '#shared/admin.ts'
import { apiKeyPaths } from '#shared/api-key-paths.ts'
import type { OwnedApiKey } from '#shared/api-keys.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { Look } from '#shared/look.ts'
import type { SecuritySettings } from '#shared/two-factor.ts'
import { type AuditView, auditApiQuery, type PeopleView, peopleApiQuery } from '../lib/list-views.ts'

// The administration's reads: SWR hooks keyed by the request path. Its changes are in
// admin-actions.ts; they use the mutate of the nearest SWRConfig, so that they reach the same cache
// as these hooks, tests included.

export function adminPersonPath(id: string): string {
  return `${apiPaths.adminUsers}/${encodeURIComponent(id)}`
}

export function peopleListPath(view: PeopleView): string {
  return `${apiPaths.adminUsers}?${peopleApiQuery(view)}`
}

export function auditListPath(view: AuditView): string {
  return `${apiPaths.adminAudit}?${auditApiQuery(view)}`
}

/** The slice of the audit log about one person (their page shows the latest ten). */
export function personAuditPath(id: string, limit = 10): string {
  return `${apiPaths.adminAudit}?${new URLSearchParams({ target: id, limit: String(limit) })}`
}

/** One page of people; the previous page stays shown while the next one loads. */
export function usePeople(view: PeopleView) {
  const path = peopleListPath(view)
  return useSWR(path, () => fetchJson<PeoplePage>(path), { keepPreviousData: true })
}

/** One person as administrators see them; a missing person is an error with status 404. */
export function useAdminPerson(id: string | null) {
  const path = id ? adminPersonPath(id) : null
  return useSWR(path, (key: string) => fetchJson<AdminPerson>(key))
}

/** The instance's security settings, with how many people have two-factor on. */
/** The customizer's defaults for the instance (decision 027). */
export function useAppearanceDefaults() {
  return useSWR(apiPaths.adminAppearance, (key: string) => fetchJson<Look>(key))
}

export function useSecuritySettings() {
  return useSWR(apiPaths.adminSecurity, (key: string) => fetchJson<SecuritySettings>(key))
}

/** One page of the audit log, newest first. */
export function useAuditLog(view: AuditView | null) {
  const path = view ? auditListPath(view) : null
  return useSWR(path, (key: string) => fetchJson<AuditPage>(key), { keepPreviousData: true })
}

export function usePersonAudit(id: string) {
  const path = personAuditPath(id)
  return useSWR(path, () => fetchJson<AuditPage>(path))
}

/** One person's API keys (their page lists them). */
export function personApiKeysPath(userId: string): string {
  return `${apiKeyPaths.admin}?${new URLSearchParams({ userId })}`
}

export function usePersonApiKeys(userId: string) {
  const path = personApiKeysPath(userId)
  return useSWR(path, () => fetchJson<{ items: OwnedApiKey[] }>(path))
}

/** The invitations not accepted yet (People lists them). */
export function usePendingInvitations() {
  return useSWR(apiPaths.adminInvitations, () => fetchJson<PendingInvitations>(apiPaths.adminInvitations))
}

/** Where a full page load goes (a new person, or oneself again): every cache starts over there. */
export function loadFreshPage(path: string): void {
  pageLoad.assign(`${basePath}${path}`)
}

/** Ends acting as someone else and loads the People page afresh as oneself. */
export async function stopImpersonating(): Promise<void> {
  await whileSessionChanges(() => fetchJson<Ok>(apiPaths.stopImpersonating, { method: 'POST', body: '{}' }))
  loadFreshPage('/admin/users')
}
