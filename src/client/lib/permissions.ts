import { defineMessages, type MessageDescriptor } from 'react-intl'
import { type Permission, rolePermissions } from '#shared/admin-rules.ts'
import { type Role, roles } from '#shared/auth-rules.ts'

/** What a permission lets a person do, to finish "This page needs the permission to …" (the 403 screen). */
export const permissionMessages: Record<Permission, MessageDescriptor> = defineMessages({
  'people:manage': { id: 'lib.permission.people-manage', defaultMessage: 'manage people' },
  'audit:read': { id: 'lib.permission.audit-read', defaultMessage: 'read the audit log' },
  'dashboard:instance': {
    id: 'lib.permission.dashboard-instance',
    defaultMessage: 'see the figures of the whole instance',
  },
})

/** The roles that grant a permission. */
export function rolesGranting(permission: Permission): Role[] {
  return roles.filter((role) => rolePermissions[role].includes(permission))
}
