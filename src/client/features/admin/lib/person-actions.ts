import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatDateTime } from '#client/lib/format.ts'
import type { AdminPerson } from '#shared/admin.ts'

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

export const personActionLabels: Record<PersonAction, string> = {
  role: 'Change role',
  ban: 'Ban',
  unban: 'Unban',
  'revoke-sessions': 'Sign out everywhere',
  'password-reset': 'Send password reset email',
  'two-factor-reset': 'Reset two-factor sign-in',
  impersonate: 'Act as this person',
  delete: 'Delete',
}

export type ActionOption = {
  action: PersonAction
  label: string
  /** Why it is not available (on one's own account), or null when it is. */
  disabledReason: string | null
  isDangerous: boolean
}

const SELF_REASON = 'Not on your own account'

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
    disabledReason: isDisabled ? SELF_REASON : null,
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
export function statusText(person: AdminPerson): string {
  if (person.status !== 'banned') return 'Active'
  return person.bannedUntil ? `Banned until ${formatDateTime(person.bannedUntil)}` : 'Banned'
}

/** The sentence for a refused or failed change: the server's own message where it wrote one. */
export function actionErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status >= 500 && !error.code)
      return 'Something went wrong on the server. Try again in a moment.'
    return error.message
  }
  return 'Something went wrong. Try again in a moment.'
}
