import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl'
import type { AuditEntry } from '#shared/admin.ts'
import type { AuditKind } from '#shared/history-rules.ts'
import { resources } from '#shared/resources/index.ts'
import { formatDateTime, formatDuration } from './format.ts'
import { roleMessages } from './role-messages.ts'

// How the audit log's entries read for people: the administration's audit page, a
// person's page and the dashboard use these.

/** The shared auditKindLabels, in the page's language. */
const kindMessages: Record<AuditKind, MessageDescriptor> = defineMessages({
  sign_up: { id: 'lib.audit.kind.sign-up', defaultMessage: 'Account created' },
  sign_in: { id: 'lib.audit.kind.sign-in', defaultMessage: 'Signed in' },
  sign_in_failed: { id: 'lib.audit.kind.sign-in-failed', defaultMessage: 'Failed sign-in' },
  sign_in_throttled: { id: 'lib.audit.kind.sign-in-throttled', defaultMessage: 'Sign-in throttled' },
  sign_out: { id: 'lib.audit.kind.sign-out', defaultMessage: 'Signed out' },
  password_reset_requested: {
    id: 'lib.audit.kind.password-reset-requested',
    defaultMessage: 'Password reset requested',
  },
  password_reset: { id: 'lib.audit.kind.password-reset', defaultMessage: 'Password reset' },
  password_changed: { id: 'lib.audit.kind.password-changed', defaultMessage: 'Password changed' },
  email_change_requested: {
    id: 'lib.audit.kind.email-change-requested',
    defaultMessage: 'Email change requested',
  },
  email_changed: { id: 'lib.audit.kind.email-changed', defaultMessage: 'Email changed' },
  email_verified: { id: 'lib.audit.kind.email-verified', defaultMessage: 'Email verified' },
  profile_updated: { id: 'lib.audit.kind.profile-updated', defaultMessage: 'Profile updated' },
  session_revoked: { id: 'lib.audit.kind.session-revoked', defaultMessage: 'Session revoked' },
  sessions_revoked: { id: 'lib.audit.kind.sessions-revoked', defaultMessage: 'Other sessions revoked' },
  account_exported: { id: 'lib.audit.kind.account-exported', defaultMessage: 'Data downloaded' },
  account_deleted: { id: 'lib.audit.kind.account-deleted', defaultMessage: 'Account deleted' },
  role_changed: { id: 'lib.audit.kind.role-changed', defaultMessage: 'Role changed' },
  banned: { id: 'lib.audit.kind.banned', defaultMessage: 'Banned' },
  unbanned: { id: 'lib.audit.kind.unbanned', defaultMessage: 'Ban lifted' },
  sessions_revoked_by_admin: {
    id: 'lib.audit.kind.sessions-revoked-by-admin',
    defaultMessage: 'Signed out everywhere by an administrator',
  },
  password_reset_sent: {
    id: 'lib.audit.kind.password-reset-sent',
    defaultMessage: 'Password reset email sent by an administrator',
  },
  person_deleted: { id: 'lib.audit.kind.person-deleted', defaultMessage: 'Deleted by an administrator' },
  invitation_sent: { id: 'lib.audit.kind.invitation-sent', defaultMessage: 'Invitation sent' },
  invitation_resent: { id: 'lib.audit.kind.invitation-resent', defaultMessage: 'Invitation sent again' },
  invitation_link_created: {
    id: 'lib.audit.kind.invitation-link-created',
    defaultMessage: 'Invitation link copied',
  },
  invitation_revoked: { id: 'lib.audit.kind.invitation-revoked', defaultMessage: 'Invitation revoked' },
  invitation_accepted: { id: 'lib.audit.kind.invitation-accepted', defaultMessage: 'Invitation accepted' },
  impersonation_started: {
    id: 'lib.audit.kind.impersonation-started',
    defaultMessage: 'Impersonation started',
  },
  impersonation_stopped: {
    id: 'lib.audit.kind.impersonation-stopped',
    defaultMessage: 'Impersonation stopped',
  },
  record_created: { id: 'lib.audit.kind.record-created', defaultMessage: 'Record created' },
  record_updated: { id: 'lib.audit.kind.record-updated', defaultMessage: 'Record changed' },
  record_deleted: { id: 'lib.audit.kind.record-deleted', defaultMessage: 'Record deleted' },
  two_factor_enabled: {
    id: 'lib.audit.kind.two-factor-enabled',
    defaultMessage: 'Two-factor sign-in turned on',
  },
  two_factor_disabled: {
    id: 'lib.audit.kind.two-factor-disabled',
    defaultMessage: 'Two-factor sign-in turned off',
  },
  two_factor_failed: { id: 'lib.audit.kind.two-factor-failed', defaultMessage: 'Wrong two-factor code' },
  two_factor_reset: {
    id: 'lib.audit.kind.two-factor-reset',
    defaultMessage: 'Two-factor sign-in reset by an administrator',
  },
  recovery_codes_regenerated: {
    id: 'lib.audit.kind.recovery-codes-regenerated',
    defaultMessage: 'New recovery codes made',
  },
  recovery_code_used: { id: 'lib.audit.kind.recovery-code-used', defaultMessage: 'Recovery code used' },
  browser_trusted: { id: 'lib.audit.kind.browser-trusted', defaultMessage: 'Browser trusted for 30 days' },
  two_factor_policy_changed: {
    id: 'lib.audit.kind.two-factor-policy-changed',
    defaultMessage: 'Two-factor rule changed',
  },
  appearance_defaults_changed: {
    id: 'lib.audit.kind.appearance-defaults-changed',
    defaultMessage: 'Appearance defaults changed',
  },
  passkey_added: { id: 'lib.audit.kind.passkey-added', defaultMessage: 'Passkey added' },
  passkey_removed: { id: 'lib.audit.kind.passkey-removed', defaultMessage: 'Passkey removed' },
  provider_linked: { id: 'lib.audit.kind.provider-linked', defaultMessage: 'Sign-in provider linked' },
  provider_unlinked: { id: 'lib.audit.kind.provider-unlinked', defaultMessage: 'Sign-in provider unlinked' },
  provider_sign_in_failed: {
    id: 'lib.audit.kind.provider-sign-in-failed',
    defaultMessage: 'Failed provider sign-in',
  },
  api_key_created: { id: 'lib.audit.kind.api-key-created', defaultMessage: 'API key created' },
  api_key_revoked: { id: 'lib.audit.kind.api-key-revoked', defaultMessage: 'API key revoked' },
  api_key_used: { id: 'lib.audit.kind.api-key-used', defaultMessage: 'API key used' },
})

const detailMessages = defineMessages({
  deletedPerson: { id: 'lib.audit.deleted-person', defaultMessage: 'deleted person' },
  recordTarget: { id: 'lib.audit.record-target', defaultMessage: '{type}: {title}' },
  none: { id: 'lib.audit.none', defaultMessage: 'none' },
  change: {
    id: 'lib.audit.detail.change',
    defaultMessage: '{what, select, email {Email} other {Role}}: {from} → {to}',
  },
  value: {
    id: 'lib.audit.detail.value',
    defaultMessage: '{what, select, email {Email} other {Role}}: {value}',
  },
  joinedAs: { id: 'lib.audit.detail.joined-as', defaultMessage: 'Joined as {role}' },
  role: { id: 'lib.audit.detail.role', defaultMessage: 'Role: {role}' },
  email: { id: 'lib.audit.detail.email', defaultMessage: 'Email: {email}' },
  reason: { id: 'lib.audit.detail.reason', defaultMessage: 'Reason: “{reason}”' },
  until: { id: 'lib.audit.detail.until', defaultMessage: 'Until {moment}' },
  noEndDate: { id: 'lib.audit.detail.no-end-date', defaultMessage: 'No end date' },
  reasonShown: {
    id: 'lib.audit.detail.reason-shown',
    defaultMessage: 'The reason is shown to them at sign-in',
  },
  reasonNotShown: {
    id: 'lib.audit.detail.reason-not-shown',
    defaultMessage: 'The reason is not shown to them',
  },
  sessionsEnded: { id: 'lib.audit.detail.sessions-ended', defaultMessage: 'Sessions ended: {count}' },
  apiKeysEnded: { id: 'lib.audit.detail.api-keys-ended', defaultMessage: 'API keys ended: {count}' },
  providersUnlinked: {
    id: 'lib.audit.detail.providers-unlinked',
    defaultMessage: 'Providers unlinked: {providers}',
  },
  failures: { id: 'lib.audit.detail.failures', defaultMessage: 'Failed attempts in a row: {count}' },
  paused: { id: 'lib.audit.detail.paused', defaultMessage: 'Sign-in paused for {duration}' },
  changed: { id: 'lib.audit.detail.changed', defaultMessage: 'Changed: {part}' },
  becameAdministrator: {
    id: 'lib.audit.detail.became-administrator',
    defaultMessage: 'Became the administrator (the first account)',
  },
  replacedPending: {
    id: 'lib.audit.detail.replaced-pending',
    defaultMessage: 'Replaced an invitation still waiting',
  },
  otherSessionsSignedOut: {
    id: 'lib.audit.detail.other-sessions-signed-out',
    defaultMessage: 'Other sessions signed out',
  },
  otherSessionsKept: { id: 'lib.audit.detail.other-sessions-kept', defaultMessage: 'Other sessions kept' },
  duringImpersonation: {
    id: 'lib.audit.detail.during-impersonation',
    defaultMessage: 'While an administrator acted as them',
  },
  administratorSessionEnded: {
    id: 'lib.audit.detail.administrator-session-ended',
    defaultMessage: 'The administrator’s session had ended',
  },
  by: { id: 'lib.audit.detail.by', defaultMessage: 'From the {source}' },
  other: { id: 'lib.audit.detail.other', defaultMessage: '{key}: {value}' },
  separator: { id: 'lib.audit.detail.separator', defaultMessage: '{first}; {second}' },
})
/** Untyped, as the details' values are: each is formatted once below, with its placeholders. */
const messages: Record<keyof typeof detailMessages, MessageDescriptor> = detailMessages

/** "Signed in"; a kind this client has no label for reads as its words ("user_banned" → "User banned"). */
export function auditEventLabel(intl: IntlShape, kind: string): string {
  const message = Object.hasOwn(kindMessages, kind) ? kindMessages[kind as AuditKind] : undefined
  if (message) return intl.formatMessage(message)
  const words = kind.replaceAll(/[_.:-]+/g, ' ').trim()
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : kind
}

/** Who did it or to whom: the name; "deleted person" when the account is gone; "—" when nobody. */
export function personRefLabel(intl: IntlShape, ref: { id: string; name: string | null } | null): string {
  if (!ref) return '—'
  return ref.name ?? intl.formatMessage(messages.deletedPerson)
}

/**
 * What an event is about: a person as personRefLabel says, or a record of a resource by its type
 * and title ("Project: Apollo"), the title it had when the event was made.
 */
export function targetLabel(intl: IntlShape, entry: Pick<AuditEntry, 'target' | 'targetType'>): string {
  if (!entry.targetType) return personRefLabel(intl, entry.target)
  const resource = resources.find(({ name }) => name === entry.targetType)
  const type = resource?.label.one ?? entry.targetType
  return entry.target?.name
    ? intl.formatMessage(messages.recordTarget, { type, title: entry.target.name })
    : type
}

function valueText(intl: IntlShape, value: unknown): string {
  if (value === null || value === undefined) return intl.formatMessage(messages.none)
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (Array.isArray(value))
    return intl.formatList(
      value.map((item) => valueText(intl, item)),
      { type: 'conjunction' },
    )
  return JSON.stringify(value)
}

/** A role as people read it ("Administrator"); anything else as it is. */
function roleText(intl: IntlShape, value: unknown): string {
  return value === 'admin' || value === 'member'
    ? intl.formatMessage(roleMessages[value])
    : valueText(intl, value)
}

/** "failures" → "Failures", "sessionsEnded" → "Sessions ended": a detail's key, as it is named. */
function keyInWords(key: string): string {
  const words = key
    .replaceAll(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll(/[_.:-]+/g, ' ')
    .toLowerCase()
    .trim()
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : key
}

/** One detail of an entry as a sentence, or null when another one says it already. */
function detailSentence(
  intl: IntlShape,
  kind: string,
  key: string,
  value: unknown,
  data: Record<string, unknown>,
): string | null {
  const say = intl.formatMessage
  const text = (shown: unknown) => valueText(intl, shown)
  switch (key) {
    case 'from':
    case 'to': {
      if (key === 'to' && 'from' in data) return null
      const what = kind.startsWith('email') ? 'email' : 'role'
      const show = (shown: unknown) => (what === 'role' ? roleText(intl, shown) : text(shown))
      return 'to' in data
        ? say(messages.change, { what, from: show(data.from), to: show(data.to) })
        : say(messages.value, { what, value: show(value) })
    }
    case 'role':
      return kind === 'invitation_accepted'
        ? say(messages.joinedAs, { role: roleText(intl, value) })
        : say(messages.role, { role: roleText(intl, value) })
    case 'email':
      return say(messages.email, { email: text(value) })
    case 'reason':
      return say(messages.reason, { reason: text(value) })
    case 'until':
      return typeof value === 'string'
        ? say(messages.until, { moment: formatDateTime(value) })
        : say(messages.noEndDate)
    case 'reasonShown':
      return say(value ? messages.reasonShown : messages.reasonNotShown)
    case 'sessionsEnded':
    case 'revoked':
      return say(messages.sessionsEnded, { count: text(value) })
    case 'apiKeysEnded':
      return say(messages.apiKeysEnded, { count: text(value) })
    case 'providersUnlinked':
      return say(messages.providersUnlinked, { providers: text(value) })
    case 'failures':
      return say(messages.failures, { count: text(value) })
    case 'waitSeconds':
      return typeof value === 'number'
        ? say(messages.paused, { duration: formatDuration(intl, value) })
        : null
    case 'part':
      return say(messages.changed, { part: text(value) })
    case 'becameAdministrator':
      return value ? say(messages.becameAdministrator) : null
    case 'replacedPending':
      return value ? say(messages.replacedPending) : null
    case 'otherSessionsSignedOut':
      return say(value ? messages.otherSessionsSignedOut : messages.otherSessionsKept)
    case 'duringImpersonation':
      return value ? say(messages.duringImpersonation) : null
    case 'administratorSessionEnded':
      return value ? say(messages.administratorSessionEnded) : null
    case 'by':
      return say(messages.by, { source: text(value) })
    default:
      return say(messages.other, { key: keyInWords(key), value: text(value) })
  }
}

/**
 * The details of an entry as sentences ("Role: Member → Administrator; Reason: “Spam”"), at most
 * `max` characters.
 */
export function auditDetails(
  intl: IntlShape,
  kind: string,
  data: Record<string, unknown>,
  max = 200,
): string {
  const text = Object.entries(data)
    .map(([key, value]) => detailSentence(intl, kind, key, value, data))
    .filter((sentence): sentence is string => sentence !== null)
    .reduce(
      (first, second) => (first ? intl.formatMessage(messages.separator, { first, second }) : second),
      '',
    )
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
