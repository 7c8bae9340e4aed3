import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatDateTime } from '#client/lib/format.ts'
import type { AdminPerson } from '#shared/admin.ts'
import type { personStatuses } from '#shared/admin-rules.ts'

// What an administrator may do to a person, shared by the People table's actions menu and
// the buttons of a person's page, so that both offer the same actions under the same names.

export const personActions = [
  'role',
  'ban',
  'unban',
  'revoke-sessions',
  'password-reset',
  'two-factor-reset',
  'impersonate',
  'delete',
] as const
export type PersonAction = (typeof personActions)[number]

export const personActionLabels: Record<PersonAction, MessageDescriptor> = defineMessages({
  role: { id: 'admin.action.role', defaultMessage: 'Change role' },
  ban: { id: 'admin.action.ban', defaultMessage: 'Ban' },
  unban: { id: 'admin.action.unban', defaultMessage: 'Unban' },
  'revoke-sessions': { id: 'admin.action.revoke-sessions', defaultMessage: 'Sign out everywhere' },
  'password-reset': { id: 'admin.action.password-reset', defaultMessage: 'Send password reset email' },
  'two-factor-reset': { id: 'admin.action.two-factor-reset', defaultMessage: 'Reset two-factor sign-in' },
  impersonate: { id: 'admin.action.impersonate', defaultMessage: 'Act as this person' },
  delete: { id: 'admin.action.delete', defaultMessage: 'Delete' },
})

const messages = {
  ...defineMessages({
    self: { id: 'admin.action.not-on-self', defaultMessage: 'Not on your own account' },
    active: { id: 'admin.status.active', defaultMessage: 'Active' },
    banned: { id: 'admin.status.banned', defaultMessage: 'Banned' },
    serverFailed: {
      id: 'admin.action.server-failed',
      defaultMessage: 'Something went wrong on the server. Try again in a moment.',
    },
    failed: { id: 'admin.action.failed', defaultMessage: 'Something went wrong. Try again in a moment.' },
  }),
  bannedUntil: defineMessage<{ date: string }>({
    id: 'admin.status.banned-until',
    defaultMessage: 'Banned until {date}',
  }),
}

/** A person's status as a word ("Active", "Banned"), for the shared personStatuses' values. */
export const statusMessages: Record<(typeof personStatuses)[number], MessageDescriptor> = {
  active: messages.active,
  banned: messages.banned,
}

export type ActionOption = {
  action: PersonAction
  label: MessageDescriptor
  /** Why it is not available (on one's own account), or null when it is. */
  disabledReason: MessageDescriptor | null
  isDangerous: boolean
}

/**
 * The actions offered for a person. Ban or Unban by their status; acting as someone only for members
 * who are not banned, never for administrators nor oneself; on one's own account, banning,
 * signing out everywhere and deleting are shown but disabled (the server refuses them anyway).
 */
export function actionOptionsFor(person: AdminPerson, myId: string | undefined): ActionOption[] {
  const isSelf = person.id === myId
  const option = (action: PersonAction, isDisabled = false, isDangerous = false): ActionOption => ({
    action,
    label: personActionLabels[action],
    disabledReason: isDisabled ? messages.self : null,
    isDangerous,
  })
  const options = [
    option('role'),
    person.status === 'banned' ? option('unban') : option('ban', isSelf, true),
    option('revoke-sessions', isSelf),
    option('password-reset'),
  ]
  // For someone who lost their app and their recovery codes (on one's own account, Account Settings).
  if (person.twoFactorEnabled) options.push(option('two-factor-reset', isSelf, true))
  if (person.role === 'member' && person.status === 'active' && !isSelf) options.push(option('impersonate'))
  options.push(option('delete', isSelf, true))
  return options
}

/** "Active", "Banned until 5 Aug 2025, 15:04", or "Banned" for a ban without end. */
export function statusText(intl: IntlShape, person: AdminPerson): string {
  if (person.status !== 'banned') return intl.formatMessage(messages.active)
  return person.bannedUntil
    ? intl.formatMessage(messages.bannedUntil, { date: formatDateTime(person.bannedUntil) })
    : intl.formatMessage(messages.banned)
}

/** The sentence for a refused or failed change: the server's own message where it wrote one. */
export function actionErrorMessage(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status >= 500 && !error.code) return intl.formatMessage(messages.serverFailed)
    return error.message
  }
  return intl.formatMessage(messages.failed)
}
