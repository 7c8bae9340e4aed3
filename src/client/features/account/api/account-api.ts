import useSWR from 'swr'
import { fetchJson } from '#client/lib/fetch-json.ts'
import type { Account, HistoryPage, PersonProfile, SessionList } from '#shared/account.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { DEFAULT_PAGE_LIMIT } from '#shared/history-rules.ts'

// The reads of the account center, as SWR hooks. Its changes are account-actions.ts, apart
// so that the pages that only show (profile, billing, history, a person) do not load them.

export function personPath(id: string): string {
  return `${apiPaths.people}/${encodeURIComponent(id)}`
}

export function sessionPath(id: string): string {
  return `${apiPaths.accountSessions}/${encodeURIComponent(id)}`
}

export function historyPath(page: number, limit: number): string {
  return `${apiPaths.accountHistory}?${new URLSearchParams({ page: String(page), limit: String(limit) })}`
}

/** The signed-in person's own account. */
export function useAccount() {
  return useSWR(apiPaths.account, () => fetchJson<Account>(apiPaths.account))
}

/** Anyone's profile as the people of the instance see it; a missing person is an error with status 404. */
export function usePerson(id: string) {
  const path = personPath(id)
  return useSWR(path, () => fetchJson<PersonProfile>(path))
}

/** The person's sessions (this device among them). */
export function useSessions() {
  return useSWR(apiPaths.accountSessions, () => fetchJson<SessionList>(apiPaths.accountSessions))
}

/** One page (from 1) of the person's security history, newest first; the previous page stays shown while the next loads. */
export function useHistory(page: number, limit: number = DEFAULT_PAGE_LIMIT) {
  const path = historyPath(page, limit)
  return useSWR(path, () => fetchJson<HistoryPage>(path), { keepPreviousData: true })
}
