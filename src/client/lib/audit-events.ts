import type { AuditEntry } from '#shared/admin.ts'
import { roleLabels } from '#shared/admin-rules.ts'
import { type AuditKind, auditKindLabels } from '#shared/history-rules.ts'
import { resources } from '#shared/resources/index.ts'
import { formatDateTime, formatDuration } from './format.ts'

// How the audit log's entries read for people: the administration's audit page, a
// person's page and the dashboard use these.

/** "Signed in"; a kind this client has no label for reads as its words ("user_banned" → "User banned"). */
export function auditEventLabel(kind: string): string {
  const label = auditKindLabels[kind as AuditKind]
  if (label) return label
  const words = kind.replaceAll(/[_.:-]+/g, ' ').trim()
  return words ? `${words[0]?.toUpperCase()}${words.slice(1)}` : kind
}

/** Who did it or to whom: the name; "deleted person" when the account is gone; "—" when nobody. */
export function personRefLabel(ref: { id: string; name: string | null } | null): string {
  if (!ref) return '—'
  return ref.name ?? 'deleted person'
}

/**
 * What an event is about: a person as personRefLabel says, or a record of a resource by its type
 * and title ("Project: Apollo"), the title it had when the event was made.
 */
export function targetLabel(entry: Pick<AuditEntry, 'target' | 'targetType'>): string {
  if (!entry.targetType) return personRefLabel(entry.target)
  const resource = resources.find(({ name }) => name === entry.targetType)
  const type = resource?.label.one ?? entry.targetType
  return entry.target?.name ? `${type}: ${entry.target.name}` : type
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** A role as people read it ("Administrator"); anything else as it is. */
function roleText(value: unknown): string {
  return value === 'admin' || value === 'member' ? roleLabels[value] : valueText(value)
}

/** "failures" → "Failures", "sessionsEnded" → "Sessions ended". */
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
  kind: string,
  key: string,
  value: unknown,
  data: Record<string, unknown>,
): string | null {
  switch (key) {
    case 'from':
    case 'to': {
      if (key === 'to' && 'from' in data) return null
      const what = kind.startsWith('email') ? 'Email' : 'Role'
      const show = what === 'Role' ? roleText : valueText
      return 'to' in data ? `${what}: ${show(data.from)} → ${show(data.to)}` : `${what}: ${show(value)}`
    }
    case 'role':
      return kind === 'invitation_accepted' ? `Joined as ${roleText(value)}` : `Role: ${roleText(value)}`
    case 'email':
      return `Email: ${valueText(value)}`
    case 'reason':
      return `Reason: “${valueText(value)}”`
    case 'until':
      return typeof value === 'string' ? `Until ${formatDateTime(value)}` : 'No end date'
    case 'reasonShown':
      return value ? 'The reason is shown to them at sign-in' : 'The reason is not shown to them'
    case 'sessionsEnded':
    case 'revoked':
      return `Sessions ended: ${valueText(value)}`
    case 'failures':
      return `Failed attempts in a row: ${valueText(value)}`
    case 'waitSeconds':
      return typeof value === 'number' ? `Sign-in paused for ${formatDuration(value)}` : null
    case 'part':
      return `Changed: ${valueText(value)}`
    case 'becameAdministrator':
      return value ? 'Became the administrator (the first account)' : null
    case 'replacedPending':
      return value ? 'Replaced an invitation still waiting' : null
    case 'otherSessionsSignedOut':
      return value ? 'Other sessions signed out' : 'Other sessions kept'
    case 'duringImpersonation':
      return value ? 'While an administrator acted as them' : null
    case 'administratorSessionEnded':
      return value ? 'The administrator’s session had ended' : null
    case 'by':
      return `From the ${valueText(value)}`
    default:
      return `${keyInWords(key)}: ${valueText(value)}`
  }
}

/**
 * The details of an entry as sentences ("Role: Member → Administrator; Reason: “Spam”"), at most
 * `max` characters.
 */
export function auditDetails(kind: string, data: Record<string, unknown>, max = 200): string {
  const text = Object.entries(data)
    .map(([key, value]) => detailSentence(kind, key, value, data))
    .filter((sentence): sentence is string => sentence !== null)
    .join('; ')
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
