import { createIntl } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { countDateTimeFormats } from '#client/test/count-intl.ts'
import {
  dateTimeFormat,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatDuration,
  formatRelativeTime,
  numberFormat,
} from './format.ts'
import { assumeForRender } from './format-assumptions.ts'

const intl = createIntl({ locale: 'en' })

afterEach(() => {
  vi.restoreAllMocks()
})

describe('formatDuration', () => {
  it('names the two largest units of a duration', () => {
    expect(formatDuration(intl, 42)).toBe('42 s')
    expect(formatDuration(intl, 125)).toBe('2 min')
    expect(formatDuration(intl, 2 * 3600 + 5 * 60)).toBe('2 h 5 min')
    expect(formatDuration(intl, 3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h')
  })
  it('never goes below zero', () => {
    expect(formatDuration(intl, -5)).toBe('0 s')
  })
})

describe('formatRelativeTime', () => {
  const now = Date.parse('2025-08-05T12:00:00Z')
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()

  it('says "just now" for the last few seconds', () => {
    expect(formatRelativeTime(intl, ago(0), now)).toBe('just now')
    expect(formatRelativeTime(intl, ago(30), now)).toBe('just now')
  })
  it('counts minutes, hours, days, months and years', () => {
    expect(formatRelativeTime(intl, ago(50), now)).toBe('1 min ago')
    expect(formatRelativeTime(intl, ago(120), now)).toBe('2 min ago')
    expect(formatRelativeTime(intl, ago(3 * 3600), now)).toBe('3 h ago')
    expect(formatRelativeTime(intl, ago(86_400), now)).toBe('1 day ago')
    expect(formatRelativeTime(intl, ago(5 * 86_400), now)).toBe('5 days ago')
    expect(formatRelativeTime(intl, ago(65 * 86_400), now)).toBe('2 months ago')
    expect(formatRelativeTime(intl, ago(400 * 86_400), now)).toBe('1 year ago')
  })
  it('reads a time in the future as "in ..."', () => {
    expect(formatRelativeTime(intl, ago(-10 * 60), now)).toBe('in 10 min')
  })
  it('says "unknown" for a date it cannot read', () => {
    expect(formatRelativeTime(intl, 'not a date', now)).toBe('unknown')
  })
})

describe('formatDateTime and formatDate', () => {
  const options = { locale: 'en-GB', timeZone: 'UTC' }
  it('give the moment to the minute, and the day', () => {
    expect(formatDateTime('2025-08-05T15:04:59Z', options)).toBe('5 Aug 2025, 15:04')
    expect(formatDate('2025-08-05T15:04:59Z', options)).toBe('5 Aug 2025')
  })
  it('follow the time zone', () => {
    expect(formatDate('2025-08-05T23:30:00Z', { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('6 Aug 2025')
  })
  it('say "unknown" for a date they cannot read', () => {
    expect(formatDateTime('nope')).toBe('unknown')
    expect(formatDate('nope')).toBe('unknown')
  })
})

describe('formatDay', () => {
  it('names a UTC calendar day whatever the time zone, and passes a bad one through', () => {
    expect(formatDay('2025-08-05', { locale: 'en-GB' })).toBe('5 Aug')
    expect(formatDay('2025-01-01', { locale: 'en-US' })).toBe('Jan 1')
    expect(formatDay('not a day')).toBe('not a day')
  })
})

describe('dateTimeFormat and numberFormat', () => {
  it('make one format per locale and options, and keep it', () => {
    const formats = countDateTimeFormats()
    const days = ['2025-08-01', '2025-08-02', '2025-08-03'].map((day) => formatDay(day, { locale: 'nl-NL' }))
    expect(days).toEqual(['1 aug', '2 aug', '3 aug'])
    expect(formats.made).toBe(1)
    vi.unstubAllGlobals()
    expect(dateTimeFormat('de-DE', { dateStyle: 'long' })).toBe(
      dateTimeFormat('de-DE', { dateStyle: 'long' }),
    )
    expect(dateTimeFormat('de-DE', { dateStyle: 'long' })).not.toBe(
      dateTimeFormat('en-GB', { dateStyle: 'long' }),
    )
  })

  it('keep number formats apart by their options', () => {
    expect(numberFormat('en-GB', {}).format(1500)).toBe('1,500')
    expect(numberFormat('en-GB', { notation: 'compact' }).format(1500)).toMatch(/^1\.5k$/i)
    expect(numberFormat('en-GB', {})).toBe(numberFormat('en-GB', {}))
  })
})

describe('what a render assumes (decision 010)', () => {
  it('formats in the assumed locale, time zone and moment, and as the runtime does again after', () => {
    const moment = '2025-08-05T22:30:00Z'
    const own = formatDateTime(moment)
    assumeForRender({ locale: 'de-DE', timeZone: 'Asia/Tokyo', now: Date.parse('2025-08-05T22:35:00Z') })
    try {
      expect(formatDateTime(moment)).toBe(
        new Intl.DateTimeFormat('de-DE', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Asia/Tokyo',
        }).format(new Date(moment)),
      )
      expect(formatDateTime(moment)).toContain('06.08.2025')
      expect(formatRelativeTime(intl, moment)).toBe('5 min ago')
      expect(formatCount(1500)).toBe('1.500')
      // A call that names its locale or zone keeps them.
      expect(formatDateTime(moment, { locale: 'en-GB', timeZone: 'UTC' })).toBe('5 Aug 2025, 22:30')
    } finally {
      assumeForRender({})
    }
    expect(formatDateTime(moment)).toBe(own)
  })
})

describe('the texts a render wrote (decision 010)', () => {
  it('are recorded by the server, and taken by the browser that hydrates its page', () => {
    const written = new Map<string, string>()
    assumeForRender({ locale: 'en-GB', timeZone: 'UTC', written, isRecording: true })
    try {
      expect(formatCount(1234)).toBe('1,234')
      expect(formatDay('2025-08-05')).toBe('5 Aug')
      expect(formatDateTime('2025-08-05T22:30:00Z')).toBe('5 Aug 2025, 22:30')
      expect(written.size).toBe(3)
      // Marked, to see that the browser takes them instead of writing its own.
      const taken = new Map([...written].map(([key, text]) => [key, `[${text}]`]))
      assumeForRender({ locale: 'en-GB', timeZone: 'UTC', written: taken })
      expect(formatCount(1234)).toBe('[1,234]')
      expect(formatDay('2025-08-05')).toBe('[5 Aug]')
      expect(formatDateTime('2025-08-05T22:30:00Z')).toBe('[5 Aug 2025, 22:30]')
      // Another value, locale or zone is written afresh, and not kept.
      expect(formatCount(1235)).toBe('1,235')
      expect(formatCount(1234, { locale: 'de-DE' })).toBe('1.234')
      expect(formatDateTime('2025-08-05T22:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('6 Aug 2025, 07:30')
      expect(taken.size).toBe(3)
    } finally {
      assumeForRender({})
    }
    expect(formatCount(1234)).not.toContain('[')
  })
})
