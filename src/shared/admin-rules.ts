import type { Role } from './auth-rules.ts'

// The limits, lists, labels and checks of `admin.ts` that need no schema. The browser's first load
// imports them from here, so that it does not evaluate zod and every schema (decision 001).

export const permissions = ['people:manage', 'audit:read', 'dashboard:instance'] as const
export type Permission = (typeof permissions)[number]

/** What each role may do. A new role is one more line here (and in `roles`). */
export const rolePermissions: Record<Role, readonly Permission[]> = {
  admin: permissions,
  member: [],
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role ? rolePermissions[role].includes(permission) : false
}

/**
 * Whether someone sees how the instance is configured (which links are set, the variables that set
 * them): its administrators, who can change it. Everyone else sees only what is set.
 */
export function seesConfiguration(role: Role | null | undefined): boolean {
  return can(role, 'dashboard:instance')
}

export const roleLabels: Record<Role, string> = { admin: 'Administrator', member: 'Member' }

/**
 * Impersonation lasts at most this long; then the session ends by itself. The database caps it at
 * one hour too (the session_cap_impersonation trigger of migration 0010, which is frozen): a
 * different figure needs a new migration that replaces that trigger's interval.
 */
export const IMPERSONATION_SECONDS = 3600
/** Invitation links work once, for this long. */
export const INVITATION_VALID_SECONDS = 7 * 24 * 3600
export const BAN_REASON_MAX_LENGTH = 300
export const SEARCH_MAX_LENGTH = 100

export const personStatuses = ['active', 'banned'] as const
export const peopleSorts = ['name', 'email', 'createdAt', 'lastSignInAt'] as const
export const sortOrders = ['asc', 'desc'] as const
