import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { configLinkFor, type ResolvedLink } from '#client/navigation/menu-utils.ts'
import type { LinkKey } from '#shared/links.ts'

/** Where a configurable link leads for the signed-in person, or null where it leads nowhere (configLinkFor). */
export function useConfigLink(key: LinkKey): ResolvedLink | null {
  return configLinkFor(key, usePublicConfig()?.links, useKnownMe().data?.role)
}
