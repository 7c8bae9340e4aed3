import { defineMessage, defineMessages, type IntlShape } from 'react-intl'
import type { ApiKey } from '#shared/api-keys.ts'
import { formatDate, formatRelativeTime } from './format.ts'

// What a list of API keys says of each, the same in Account Settings and on a person's page in the
// administration: its first characters, when it expires and when it was last used.

const messages = defineMessages({
  neverExpires: { id: 'lib.api-key.never-expires', defaultMessage: 'never expires' },
  notUsed: { id: 'lib.api-key.not-used', defaultMessage: 'not used yet' },
})
const start = defineMessage<{ start: string }>({
  id: 'lib.api-key.start',
  description: 'The first characters of a key, followed by an ellipsis',
  defaultMessage: '{start}…',
})
const expires = defineMessage<{ date: string }>({
  id: 'lib.api-key.expires',
  defaultMessage: 'expires {date}',
})
const expired = defineMessage<{ date: string }>({
  id: 'lib.api-key.expired',
  defaultMessage: 'expired {date}',
})
const lastUsed = defineMessage<{ time: string }>({
  id: 'lib.api-key.last-used',
  defaultMessage: 'last used {time}',
})

/** "foyer_…", "expires 5 Aug 2026" or "never expires", "last used 2 h ago" or "not used yet". */
export function apiKeyFacts(intl: IntlShape, key: ApiKey, now: number = Date.now()): string[] {
  const facts: string[] = []
  if (key.start) facts.push(intl.formatMessage(start, { start: key.start }))
  if (key.expiresAt) {
    const date = formatDate(key.expiresAt)
    facts.push(intl.formatMessage(Date.parse(key.expiresAt) <= now ? expired : expires, { date }))
  } else facts.push(intl.formatMessage(messages.neverExpires))
  facts.push(
    key.lastUsedAt
      ? intl.formatMessage(lastUsed, { time: formatRelativeTime(intl, key.lastUsedAt) })
      : intl.formatMessage(messages.notUsed),
  )
  return facts
}
