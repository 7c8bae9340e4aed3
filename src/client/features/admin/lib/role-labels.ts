import { defineMessages, type MessageDescriptor } from 'react-intl'
import type { Role } from '#shared/auth-rules.ts'

/** A role as administrators read it ("Administrator"), for the shared roleLabels' values. */
export const roleMessages: Record<Role, MessageDescriptor> = defineMessages({
  admin: { id: 'admin.role.admin', defaultMessage: 'Administrator' },
  member: { id: 'admin.role.member', defaultMessage: 'Member' },
})
