import { useMemo } from 'react'
import useSWR, { type ScopedMutator, useSWRConfig } from 'swr'
import { basePath } from '#client/lib/base-path.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { pageLoad } from '#client/lib/page-load.ts'
import { whileSessionChanges } from '#client/lib/session-change.ts'
import type { Revoked } from '#shared/account.ts'
import type {
  AdminPerson,
  AuditPage,
  Invitation,
  InvitationLink,
  InvitationResult,
  Ok,
  PendingInvitations,
  PeoplePage,
} from '#shared/admin.ts'
import { apiKeyPaths } from '#shared/api-key-paths.ts'
import type { OwnedApiKey } from '#shared/api-keys.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { HOME_PATH, type Role } from '#shared/auth-rules.ts'
import type { Look } from '#shared/look.ts'
import type { SecuritySettings, TwoFactorPolicy } from '#shared/two-factor.ts'
import { type AuditView, auditApiQuery, type PeopleView, peopleApiQuery } from '../lib/list-views.ts'

// The administration's calls. Reads are SWR hooks keyed by the request path; after a
// change, the person's page gets the answer straight into the cache, and every list of people and
// every slice of the audit log is asked again (the change is in the log now). The mutations use the
// mutate of the nearest SWRConfig, so that they reach the same cache as the hooks, tests included.

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

function invitationPath(id: string): string {
  return `${apiPaths.adminInvitations}/${encodeURIComponent(id)}`
}

/** The answer to a ban, as the dialog sends it. */
export type BanRequest = { reason: string; expiresAt: string | null; showReason: boolean }

function send(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', body?: unknown): RequestInit {
  return body === undefined ? { method } : { method, body: JSON.stringify(body) }
}

const isListKey = (key: unknown) =>
  typeof key === 'string' &&
  (key.startsWith(`${apiPaths.adminUsers}?`) ||
    key.startsWith(`${apiPaths.adminAudit}?`) ||
    key.startsWith(`${apiKeyPaths.admin}?`) ||
    key === apiPaths.adminInvitations)

/** Where a full page load goes (a new person, or oneself again): every cache starts over there. */
export function loadFreshPage(path: string): void {
  pageLoad.assign(`${basePath}${path}`)
}

function actionsFor(mutate: ScopedMutator) {
  /** Every list of people and every slice of the audit log is asked again; a failure shows there. */
  async function refreshLists(): Promise<void> {
    try {
      await mutate(isListKey)
    } catch {}
  }

  async function storePerson(person: AdminPerson): Promise<AdminPerson> {
    await mutate(adminPersonPath(person.id), person, { revalidate: false })
    await refreshLists()
    return person
  }

  return {
    async changeRole(id: string, role: Role): Promise<AdminPerson> {
      return storePerson(await fetchJson<AdminPerson>(`${adminPersonPath(id)}/role`, send('PATCH', { role })))
    },

    async ban(id: string, request: BanRequest): Promise<AdminPerson> {
      return storePerson(await fetchJson<AdminPerson>(`${adminPersonPath(id)}/ban`, send('POST', request)))
    },

    async unban(id: string): Promise<AdminPerson> {
      return storePerson(await fetchJson<AdminPerson>(`${adminPersonPath(id)}/unban`, send('POST', {})))
    },

    /** Ends every session of the person; answers how many there were. */
    async revokeSessions(id: string): Promise<number> {
      const { revoked } = await fetchJson<Revoked>(`${adminPersonPath(id)}/revoke-sessions`, send('POST', {}))
      await mutate(adminPersonPath(id))
      await refreshLists()
      return revoked
    },

    /** Removes the person's second factor (they lost their app and their recovery codes). */
    async resetTwoFactor(id: string): Promise<AdminPerson> {
      return storePerson(
        await fetchJson<AdminPerson>(`${adminPersonPath(id)}/two-factor/reset`, send('POST', {})),
      )
    },

    /** Who must use two-factor sign-in on the instance. */
    async setTwoFactorPolicy(twoFactorPolicy: TwoFactorPolicy): Promise<SecuritySettings> {
      const settings = await fetchJson<SecuritySettings>(
        apiPaths.adminSecurity,
        send('PUT', { twoFactorPolicy }),
      )
      await mutate(apiPaths.adminSecurity, settings, { revalidate: false })
      await mutate(apiPaths.me)
      await refreshLists()
      return settings
    },

    /** The look of the pages of everyone who did not choose their own. */
    async setAppearanceDefaults(look: Look): Promise<Look> {
      const saved = await fetchJson<Look>(apiPaths.adminAppearance, send('PUT', look))
      await mutate(apiPaths.adminAppearance, saved, { revalidate: false })
      await mutate(apiPaths.me)
      return saved
    },

    async sendPasswordReset(id: string): Promise<void> {
      await fetchJson<Ok>(`${adminPersonPath(id)}/password-reset`, send('POST', {}))
      await refreshLists()
    },

    /** Starts acting as the person, then loads the app afresh as them. */
    async impersonate(id: string): Promise<void> {
      await fetchJson<Ok>(`${adminPersonPath(id)}/impersonate`, send('POST', {}))
      loadFreshPage(HOME_PATH)
    },

    async deletePerson(id: string): Promise<void> {
      await fetchJson<Ok>(adminPersonPath(id), send('DELETE'))
      await mutate(adminPersonPath(id), undefined, { revalidate: false })
      await refreshLists()
    },

    async invite(values: Invitation) {
      const result = await fetchJson<InvitationResult>(apiPaths.adminInvitations, send('POST', values))
      await refreshLists()
      return result
    },

    /** A new link by email (the old one stops working), valid again for the full time. */
    async resendInvitation(id: string) {
      const result = await fetchJson<InvitationResult>(`${invitationPath(id)}/resend`, send('POST', {}))
      await refreshLists()
      return result
    },

    /** A new link to pass on by hand (the one sent by email stops working). */
    async invitationLink(id: string) {
      const result = await fetchJson<InvitationLink>(`${invitationPath(id)}/link`, send('POST', {}))
      await refreshLists()
      return result
    },

    /** Revokes anyone's API key: the scripts that use it stop working at once. */
    async revokeApiKey(id: string): Promise<void> {
      await fetchJson<unknown>(`${apiKeyPaths.admin}/${encodeURIComponent(id)}`, send('DELETE'))
      await refreshLists()
    },

    async revokeInvitation(id: string): Promise<void> {
      try {
        await fetchJson<unknown>(invitationPath(id), send('DELETE'))
      } finally {
        await refreshLists()
      }
    },
  }
}

export type AdminActions = ReturnType<typeof actionsFor>

/** The administration's changes, bound to the SWR cache of the page. */
export function useAdminActions(): AdminActions {
  const { mutate } = useSWRConfig()
  return useMemo(() => actionsFor(mutate), [mutate])
}

/** Ends acting as someone else and loads the People page afresh as oneself. */
export async function stopImpersonating(): Promise<void> {
  await whileSessionChanges(() => fetchJson<Ok>(apiPaths.stopImpersonating, send('POST', {})))
  loadFreshPage('/admin/users')
}
