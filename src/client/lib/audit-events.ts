import { type AuditKind, auditKindLabels } from '#shared/history-rules.ts'

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

function valueText(value: unknown): string {
  if (value === null || value === undefined) return 'none'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** The details of an entry as one line of text ("role: admin, previous: member"), at most `max` characters. */
export function auditDataSummary(data: Record<string, unknown>, max = 160): string {
  const text = Object.entries(data)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join(', ')
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}
