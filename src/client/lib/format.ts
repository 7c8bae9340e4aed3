import { defineMessage, defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl'
import { assumed, type DateFormatOptions } from './format-assumptions.ts'

export type { DateFormatOptions }

const duration = {
  daysHours: defineMessage<{ days: number; hours: number }>({
    id: 'lib.duration.days-hours',
    defaultMessage: '{days} d {hours} h',
  }),
  hoursMinutes: defineMessage<{ hours: number; minutes: number }>({
    id: 'lib.duration.hours-minutes',
    defaultMessage: '{hours} h {minutes} min',
  }),
  minutes: defineMessage<{ minutes: number }>({
    id: 'lib.duration.minutes',
    defaultMessage: '{minutes} min',
  }),
  seconds: defineMessage<{ seconds: number }>({ id: 'lib.duration.seconds', defaultMessage: '{seconds} s' }),
}

/** "3 d 4 h", "2 h 5 min", "42 s": a duration for people, in the page's language. */
export function formatDuration(intl: IntlShape, totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds))
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3_600)
  const minutes = Math.floor((seconds % 3_600) / 60)
  if (days > 0) return intl.formatMessage(duration.daysHours, { days, hours })
  if (hours > 0) return intl.formatMessage(duration.hoursMinutes, { hours, minutes })
  if (minutes > 0) return intl.formatMessage(duration.minutes, { minutes })
  return intl.formatMessage(duration.seconds, { seconds })
}

type IntlFormat = Intl.DateTimeFormat | Intl.NumberFormat
/** A format by its key (its kind, locale and options), and how to make it. */
type FormatSpec<T extends IntlFormat> = { key: string; make: () => T }

const formats = new Map<string, IntlFormat>()
/** More than a page ever uses: past it (locales and zones by the hundred), the kept ones are dropped. */
const MAX_KEPT_FORMATS = 200

function kept<T extends IntlFormat>({ key, make }: FormatSpec<T>): T {
  let format = formats.get(key) as T | undefined
  if (!format) {
    format = make()
    if (formats.size >= MAX_KEPT_FORMATS) formats.clear()
    formats.set(key, format)
  }
  return format
}

/**
 * `value` written by a kept format, or the text written for it already when the assumptions have it
 * (format-assumptions.ts): the server records each text its render writes; the browser hydrating
 * the page takes them instead of making the format at all.
 */
function write<T extends IntlFormat>(
  spec: FormatSpec<T>,
  value: number,
  format: (made: T) => string,
): string {
  const { written, isRecording } = assumed
  if (!written) return format(kept(spec))
  const textKey = `${spec.key} ${value}`
  let text = written.get(textKey)
  if (text === undefined) {
    text = format(kept(spec))
    if (isRecording) written.set(textKey, text)
  }
  return text
}

function dateSpec(
  locale: string | undefined = assumed.locale,
  { timeZone = assumed.timeZone, ...options }: Intl.DateTimeFormatOptions,
): FormatSpec<Intl.DateTimeFormat> {
  const all = timeZone ? { ...options, timeZone } : options
  return { key: `date ${locale} ${JSON.stringify(all)}`, make: () => new Intl.DateTimeFormat(locale, all) }
}

function numberSpec(
  locale: string | undefined = assumed.locale,
  options: Intl.NumberFormatOptions,
): FormatSpec<Intl.NumberFormat> {
  return {
    key: `number ${locale} ${JSON.stringify(options)}`,
    make: () => new Intl.NumberFormat(locale, options),
  }
}

/**
 * One Intl.DateTimeFormat per locale and options, kept: making one costs far more than using it, and
 * a chart's day labels or a list's rows would otherwise make one each.
 */
export const dateTimeFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  kept(dateSpec(locale, options))

/** One Intl.NumberFormat per locale and options, kept (as dateTimeFormat). */
export const numberFormat = (locale: string | undefined, options: Intl.NumberFormatOptions) =>
  kept(numberSpec(locale, options))

/** A moment written by the kept format of `options` (in the assumed locale and time zone by default). */
const writeDate = (date: Date, options: Intl.DateTimeFormatOptions, locale?: string) =>
  write(dateSpec(locale, options), date.getTime(), (made) => made.format(date))

/** A number written by the kept format of `options` (in the assumed locale by default). */
export const writeNumber = (value: number, options: Intl.NumberFormatOptions, locale?: string) =>
  write(numberSpec(locale, options), value, (made) => made.format(value))

/** "1,234" (in the person's locale): a count, as toLocaleString() writes it. */
export function formatCount(value: number, { locale }: Pick<DateFormatOptions, 'locale'> = {}): string {
  return writeNumber(value, {}, locale)
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value
}

// Messages rather than Intl.RelativeTimeFormat: no English style of it writes "2 min ago" and
// "3 h ago", nor "just now".
const unknownTime = defineMessage({ id: 'lib.relative-time.unknown', defaultMessage: 'unknown' })
const justNow = defineMessage({ id: 'lib.relative-time.just-now', defaultMessage: 'just now' })

type TimeUnit = 'minute' | 'hour' | 'day' | 'month' | 'year'

/** "{count} min ago": a moment in the past, by the unit it is counted in. */
const ago: Record<TimeUnit, MessageDescriptor> = defineMessages({
  minute: { id: 'lib.relative-time.minutes-ago', defaultMessage: '{count, plural, other {# min ago}}' },
  hour: { id: 'lib.relative-time.hours-ago', defaultMessage: '{count, plural, other {# h ago}}' },
  day: {
    id: 'lib.relative-time.days-ago',
    defaultMessage: '{count, plural, one {# day ago} other {# days ago}}',
  },
  month: {
    id: 'lib.relative-time.months-ago',
    defaultMessage: '{count, plural, one {# month ago} other {# months ago}}',
  },
  year: {
    id: 'lib.relative-time.years-ago',
    defaultMessage: '{count, plural, one {# year ago} other {# years ago}}',
  },
})

/** "in {count} min": a moment in the future (a clock ahead). */
const ahead: Record<TimeUnit, MessageDescriptor> = defineMessages({
  minute: { id: 'lib.relative-time.in-minutes', defaultMessage: '{count, plural, other {in # min}}' },
  hour: { id: 'lib.relative-time.in-hours', defaultMessage: '{count, plural, other {in # h}}' },
  day: {
    id: 'lib.relative-time.in-days',
    defaultMessage: '{count, plural, one {in # day} other {in # days}}',
  },
  month: {
    id: 'lib.relative-time.in-months',
    defaultMessage: '{count, plural, one {in # month} other {in # months}}',
  },
  year: {
    id: 'lib.relative-time.in-years',
    defaultMessage: '{count, plural, one {in # year} other {in # years}}',
  },
})

/**
 * "just now", "2 min ago", "3 h ago", "5 days ago", "2 months ago": how long ago something
 * happened, for people scanning a list, in the page's language. A time in the future (a clock ahead)
 * reads "in 5 min".
 */
export function formatRelativeTime(
  intl: IntlShape,
  value: string | Date,
  now: number = assumed.now ?? Date.now(),
): string {
  const time = toDate(value).getTime()
  if (Number.isNaN(time)) return intl.formatMessage(unknownTime)
  const seconds = Math.round((now - time) / 1000)
  const elapsed = Math.abs(seconds)
  if (elapsed < 45) return intl.formatMessage(justNow)
  const [unit, count]: [TimeUnit, number] =
    elapsed < 3_600
      ? ['minute', Math.max(1, Math.round(elapsed / 60))]
      : elapsed < 86_400
        ? ['hour', Math.round(elapsed / 3_600)]
        : elapsed < 30 * 86_400
          ? ['day', Math.round(elapsed / 86_400)]
          : elapsed < 365 * 86_400
            ? ['month', Math.round(elapsed / (30 * 86_400))]
            : ['year', Math.floor(elapsed / (365 * 86_400))]
  return intl.formatMessage(seconds < 0 ? ahead[unit] : ago[unit], { count })
}

/** "5 Aug 2025, 15:04" (in the person's locale): a moment, to the minute. */
export function formatDateTime(value: string | Date, { locale, timeZone }: DateFormatOptions = {}): string {
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) return 'unknown'
  return writeDate(date, { dateStyle: 'medium', timeStyle: 'short', timeZone }, locale)
}

/** "5 Aug 2025" (in the person's locale): a day, written as the day of formatDateTime's moments. */
export function formatDate(value: string | Date, { locale, timeZone }: DateFormatOptions = {}): string {
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) return 'unknown'
  return writeDate(date, { dateStyle: 'medium', timeZone }, locale)
}

/** "3:00 AM" or "15:00" (in the person's locale): the clock time of a moment. */
export function formatClockTime(value: string | Date, { locale, timeZone }: DateFormatOptions = {}): string {
  const date = toDate(value)
  if (Number.isNaN(date.getTime())) return ''
  return writeDate(date, { timeStyle: 'short', timeZone }, locale)
}

/**
 * "5 Aug" (in the person's locale): a day of a chart's 30, given as YYYY-MM-DD (UTC, as the API
 * counts days); the year goes without saying there. Any other day is formatDate's.
 */
export function formatDay(day: string, { locale }: Pick<DateFormatOptions, 'locale'> = {}): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return writeDate(date, { day: 'numeric', month: 'short', timeZone: 'UTC' }, locale)
}

/** "Dec 24, 2026" (in the person's locale): a calendar date given as YYYY-MM-DD, with no time zone to move it. */
export function formatCalendarDate(day: string, { locale }: Pick<DateFormatOptions, 'locale'> = {}): string {
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return day
  return writeDate(date, { dateStyle: 'medium', timeZone: 'UTC' }, locale)
}
