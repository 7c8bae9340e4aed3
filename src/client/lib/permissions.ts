import { type Permission, roleLabels, rolePermissions } from '#shared/admin-rules.ts'
import { type Role, roles } from '#shared/auth-rules.ts'

/** What a permission lets a person do, to finish "You need the permission to …". */
export const permissionLabels: Record<Permission, string> = {
  'people:manage': 'manage people',
  'audit:read': 'read the audit log',
  'dashboard:instance': 'see the figures of the whole instance',
}

/** "Administrator": the labels of the roles that grant a permission, in the order of `roles`. */
export function rolesGranting(permission: Permission): string[] {
  return roles.filter((role) => rolePermissions[role].includes(permission)).map((role) => roleLabels[role])
}

/** "an administrator", "a member": a role in a sentence. */
export function roleWithArticle(role: Role): string {
  const label = roleLabels[role].toLowerCase()
  return /^[aeiou]/.test(label) ? `an ${label}` : `a ${label}`
}
