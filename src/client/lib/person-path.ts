import { can } from '#shared/admin-rules.ts'
import type { Role } from '#shared/auth-rules.ts'

/**
 * Where a person leads: their administration page for someone who manages people, their public
 * profile for everyone else.
 */
export function personPagePath(id: string, role: Role | null | undefined): string {
  const segment = encodeURIComponent(id)
  return can(role, 'people:manage') ? `/admin/users/${segment}` : `/people/${segment}`
}

/** A notification's link; one to someone's public profile leads where a person does. */
export function notificationPath(link: string, role: Role | null | undefined): string {
  const segment = /^\/people\/([^/?#]+)$/.exec(link)?.[1]
  return segment && can(role, 'people:manage') ? `/admin/users/${segment}` : link
}
