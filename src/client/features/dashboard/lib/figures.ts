import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl'

// How the dashboard words its figures: changes against the previous period, totals of a
// series, the fields a profile lacks. Honest at zero: no percentage of nothing, no invented trend.

export type Trend = 'up' | 'down' | 'flat'

type Days = { days: number }

const noChangeNone = defineMessage<Days>({
  id: 'dashboard.change.same-none',
  defaultMessage: 'No change: none in the previous {days, plural, one {# day} other {# days}} either',
})
const noChange = defineMessage<Days>({
  id: 'dashboard.change.same',
  defaultMessage: 'No change vs previous {days, plural, one {# day} other {# days}}',
})
const firstOnes = defineMessage<Days & { count: number }>({
  id: 'dashboard.change.first',
  defaultMessage: '+{count, number} vs previous {days, plural, one {# day} other {# days}}, the first ones',
})
const percentChange = defineMessage<Days & { sign: string; percent: number | string }>({
  id: 'dashboard.change.percent',
  defaultMessage: '{sign}{percent}% vs previous {days, plural, one {# day} other {# days}}',
})
const signInsNone = defineMessage<Days>({
  id: 'dashboard.sign-ins.summary-none',
  defaultMessage: 'No sign-ins {days, plural, one {in the last day} other {in the last # days}}.',
})
const signInsNoFailed = defineMessage<Days & { signIns: number }>({
  id: 'dashboard.sign-ins.summary-no-failed',
  defaultMessage:
    '{signIns, plural, one {# sign-in} other {# sign-ins}} and no failed sign-in {days, plural, one {in the last day} other {in the last # days}}.',
})
const signInsAndFailed = defineMessage<Days & { signIns: number; failed: number }>({
  id: 'dashboard.sign-ins.summary',
  defaultMessage:
    '{signIns, plural, one {# sign-in} other {# sign-ins}} and {failed, plural, one {# failed sign-in} other {# failed sign-ins}} {days, plural, one {in the last day} other {in the last # days}}.',
})
const registrationsNone = defineMessage<Days>({
  id: 'dashboard.registrations.summary-none',
  defaultMessage: 'No registrations {days, plural, one {in the last day} other {in the last # days}}.',
})
const registrationsCount = defineMessage<Days & { count: number }>({
  id: 'dashboard.registrations.summary',
  defaultMessage:
    '{count, plural, one {# new account} other {# new accounts}} {days, plural, one {in the last day} other {in the last # days}}.',
})
type ListStep = { list: string; item: string }
const listMore = defineMessage<ListStep>({ id: 'dashboard.list.more', defaultMessage: '{list}, {item}' })
const listLast = defineMessage<ListStep>({ id: 'dashboard.list.last', defaultMessage: '{list} and {item}' })

/**
 * "+50% vs previous 7 days", "−2 …" is never shown as a percentage of zero: with nothing in the
 * previous period, the change is a count ("+3 vs previous 7 days, the first ones").
 */
export function changeVersusPrevious(intl: IntlShape, current: number, previous: number, days: number) {
  if (current === previous)
    return {
      trend: 'flat' as Trend,
      text: intl.formatMessage(previous === 0 ? noChangeNone : noChange, { days }),
    }
  const trend: Trend = current > previous ? 'up' : 'down'
  if (previous === 0) return { trend, text: intl.formatMessage(firstOnes, { count: current, days }) }
  const percent = ((current - previous) / previous) * 100
  const rounded = Math.round(Math.abs(percent))
  const sign = trend === 'up' ? '+' : '−'
  return {
    trend,
    text: intl.formatMessage(percentChange, { sign, percent: rounded === 0 ? '<1' : rounded, days }),
  }
}

/** The days a series covers: the API sends 30, and an empty one still means 30. */
function spanOf(length: number): number {
  return length || 30
}

/** "12 sign-ins and 3 failed sign-ins in the last 30 days", or "No sign-ins in the last 30 days". */
export function signInsSummary(intl: IntlShape, days: { signIns: number; failed: number }[]): string {
  const span = spanOf(days.length)
  const signIns = days.reduce((sum, day) => sum + day.signIns, 0)
  const failed = days.reduce((sum, day) => sum + day.failed, 0)
  if (signIns === 0 && failed === 0) return intl.formatMessage(signInsNone, { days: span })
  if (failed === 0) return intl.formatMessage(signInsNoFailed, { signIns, days: span })
  return intl.formatMessage(signInsAndFailed, { signIns, failed, days: span })
}

/** "4 new accounts in the last 30 days", or "No registrations in the last 30 days". */
export function registrationsSummary(intl: IntlShape, days: { count: number }[]): string {
  const span = spanOf(days.length)
  const total = days.reduce((sum, day) => sum + day.count, 0)
  return total === 0
    ? intl.formatMessage(registrationsNone, { days: span })
    : intl.formatMessage(registrationsCount, { count: total, days: span })
}

const fieldNames: Record<string, MessageDescriptor> = defineMessages({
  firstName: { id: 'dashboard.field.first-name', defaultMessage: 'first name' },
  lastName: { id: 'dashboard.field.last-name', defaultMessage: 'last name' },
  jobTitle: { id: 'dashboard.field.job-title', defaultMessage: 'job title' },
  company: { id: 'dashboard.field.company', defaultMessage: 'company' },
  location: { id: 'dashboard.field.location', defaultMessage: 'location' },
  bio: { id: 'dashboard.field.bio', defaultMessage: 'bio' },
  avatar: { id: 'dashboard.field.avatar', defaultMessage: 'photo' },
  socialLinks: { id: 'dashboard.field.social-links', defaultMessage: 'social links' },
  emailVerified: { id: 'dashboard.field.email-verified', defaultMessage: 'verified email address' },
})

/** "job title", "photo": a profile field as the person knows it (unknown ones spelled out). */
export function profileFieldName(intl: IntlShape, field: string): string {
  const name = fieldNames[field]
  if (name) return intl.formatMessage(name)
  return field
    .replaceAll(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .toLowerCase()
}

/**
 * "job title, location and photo", by the language's own two patterns (as CLDR's list patterns):
 * Intl.ListFormat would write English with a serial comma.
 */
export function listInWords(intl: IntlShape, items: string[]): string {
  const [first, ...rest] = items
  if (first === undefined) return ''
  return rest.reduce(
    (list, item, index) =>
      intl.formatMessage(index === rest.length - 1 ? listLast : listMore, { list, item }),
    first,
  )
}
