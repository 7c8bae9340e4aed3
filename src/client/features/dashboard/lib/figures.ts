// How the dashboard words its figures: changes against the previous period, totals of a
// series, the fields a profile lacks. Honest at zero: no percentage of nothing, no invented trend.

export type Trend = 'up' | 'down' | 'flat'

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}

/**
 * "+50% vs previous 7 days", "−2 …" is never shown as a percentage of zero: with nothing in the
 * previous period, the change is a count ("+3 vs previous 7 days, the first ones").
 */
export function changeVersusPrevious(current: number, previous: number, days: number) {
  const period = `previous ${days} days`
  if (current === previous)
    return {
      trend: 'flat' as Trend,
      text: previous === 0 ? `No change: none in the ${period} either` : `No change vs ${period}`,
    }
  const trend: Trend = current > previous ? 'up' : 'down'
  if (previous === 0) return { trend, text: `+${current} vs ${period}, the first ones` }
  const percent = ((current - previous) / previous) * 100
  const rounded = Math.round(Math.abs(percent))
  const sign = trend === 'up' ? '+' : '−'
  return { trend, text: `${sign}${rounded === 0 ? '<1' : rounded}% vs ${period}` }
}

/** "in the last 30 days" for a series of days (the API sends 30; an empty one still means 30). */
function spanOf(length: number): string {
  return length === 1 ? 'in the last day' : `in the last ${length || 30} days`
}

/** "12 sign-ins and 3 failed sign-ins in the last 30 days", or "No sign-ins in the last 30 days". */
export function signInsSummary(days: { signIns: number; failed: number }[]): string {
  const span = spanOf(days.length)
  const signIns = days.reduce((sum, day) => sum + day.signIns, 0)
  const failed = days.reduce((sum, day) => sum + day.failed, 0)
  if (signIns === 0 && failed === 0) return `No sign-ins ${span}.`
  if (failed === 0) return `${plural(signIns, 'sign-in')} and no failed sign-in ${span}.`
  return `${plural(signIns, 'sign-in')} and ${plural(failed, 'failed sign-in')} ${span}.`
}

/** "4 new accounts in the last 30 days", or "No registrations in the last 30 days". */
export function registrationsSummary(days: { count: number }[]): string {
  const span = spanOf(days.length)
  const total = days.reduce((sum, day) => sum + day.count, 0)
  return total === 0 ? `No registrations ${span}.` : `${plural(total, 'new account')} ${span}.`
}

const fieldNames: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  jobTitle: 'job title',
  company: 'company',
  location: 'location',
  bio: 'bio',
  avatar: 'photo',
  socialLinks: 'social links',
  emailVerified: 'verified email address',
}

/** "job title", "photo": a profile field as the person knows it (unknown ones spelled out). */
export function profileFieldName(field: string): string {
  return (
    fieldNames[field] ??
    field
      .replaceAll(/([a-z])([A-Z])/g, '$1 $2')
      .replaceAll('_', ' ')
      .toLowerCase()
  )
}

/** "job title, location and photo". */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}
