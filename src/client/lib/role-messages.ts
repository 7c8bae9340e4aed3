import { defineMessages, type MessageDescriptor } from 'react-intl'
import type { Role } from '#shared/auth-rules.ts'

/** A role's name ("Administrator"), in the English of the shared roleLabels (admin-rules.ts). */
export const roleMessages: Record<Role, MessageDescriptor> = defineMessages({
  admin: { id: 'role.admin', defaultMessage: 'Administrator' },
  member: { id: 'role.member', defaultMessage: 'Member' },
})
