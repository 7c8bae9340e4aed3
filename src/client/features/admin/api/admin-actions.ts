import { useMemo } from 'react'
import { type ScopedMutator, useSWRConfig } from 'swr'
import { fetchConfirmed } from '#client/lib/fetch-confirmed.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import type { AdminPerson, Invitation, InvitationLink, InvitationResult, Ok } from '#shared/admin.ts'
import { apiKeyPaths } from '#shared/api-key-paths.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { HOME_PATH, type Role } from '#shared/auth-rules.ts'
import type { Look } from '#shared/look.ts'
import type { SignedOutEverywhere, SignOutEverywhere } from '#shared/sign-out-everywhere.ts'
import type { SecuritySettings, TwoFactorPolicy } from '#shared/two-factor.ts'
import { adminPersonPath, loadFreshPage } from './admin-api.ts'

// The administration's changes, apart from its reads (admin-api.ts): a page that only reads (the
// audit log, a person's page before an action) does not load them. After a change, the person's
// page gets the answer straight into the cache, and every list of people and every slice of the
// audit log is asked again (the change is in the log now). Those that hand over control (the
// administrator role, acting as someone, the security rules) ask "Confirm it's you" first.

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
      return storePerson(
        await fetchConfirmed<AdminPerson>(`${adminPersonPath(id)}/role`, send('PATCH', { role })),
      )
    },

    async ban(id: string, request: BanRequest): Promise<AdminPerson> {
      return storePerson(await fetchJson<AdminPerson>(`${adminPersonPath(id)}/ban`, send('POST', request)))
    },

    async unban(id: string): Promise<AdminPerson> {
      return storePerson(await fetchJson<AdminPerson>(`${adminPersonPath(id)}/unban`, send('POST', {})))
    },

    /** Ends every session of the person, and their API keys with endApiKeys; answers how many of each. */
    async revokeSessions(id: string, request: SignOutEverywhere): Promise<SignedOutEverywhere> {
      const result = await fetchJson<SignedOutEverywhere>(
        `${adminPersonPath(id)}/revoke-sessions`,
        send('POST', request),
      )
      await mutate(adminPersonPath(id))
      await refreshLists()
      return result
    },

    /** Removes the person's second factor (they lost their app and their recovery codes). */
    async resetTwoFactor(id: string): Promise<AdminPerson> {
      return storePerson(
        await fetchJson<AdminPerson>(`${adminPersonPath(id)}/two-factor/reset`, send('POST', {})),
      )
    },

    /** Who must use two-factor sign-in on the instance. */
    async setTwoFactorPolicy(twoFactorPolicy: TwoFactorPolicy): Promise<SecuritySettings> {
      const settings = await fetchConfirmed<SecuritySettings>(
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
      await fetchConfirmed<Ok>(`${adminPersonPath(id)}/impersonate`, send('POST', {}))
      loadFreshPage(HOME_PATH)
    },

    async deletePerson(id: string): Promise<void> {
      await fetchJson<Ok>(adminPersonPath(id), send('DELETE'))
      await mutate(adminPersonPath(id), undefined, { revalidate: false })
      await refreshLists()
    },

    async invite(values: Invitation) {
      const result = await fetchConfirmed<InvitationResult>(apiPaths.adminInvitations, send('POST', values))
      await refreshLists()
      return result
    },

    /** A new link by email (the old one stops working), valid again for the full time. */
    async resendInvitation(id: string) {
      const result = await fetchConfirmed<InvitationResult>(`${invitationPath(id)}/resend`, send('POST', {}))
      await refreshLists()
      return result
    },

    /** A new link to pass on by hand (the one sent by email stops working). */
    async invitationLink(id: string) {
      const result = await fetchConfirmed<InvitationLink>(`${invitationPath(id)}/link`, send('POST', {}))
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
