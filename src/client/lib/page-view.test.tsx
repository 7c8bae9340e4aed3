import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countDateTimeFormats } from '#client/test/count-intl.ts'
import { currentPageView } from './page-view.ts'

describe("currentPageView: the browser's locale and time zone", () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('asks Intl once, then while the languages and time offsets stay the same takes what it said', () => {
    const intl = countDateTimeFormats()
    const first = currentPageView()
    expect(intl.made).toBe(1)
    expect(first.locale).toBe(new Intl.DateTimeFormat().resolvedOptions().locale)
    intl.made = 0
    expect(currentPageView()).toEqual(first)
    expect(intl.made).toBe(0)
  })

  it('asks again when a language changes, and after a day', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'))
    const intl = countDateTimeFormats()
    currentPageView()
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-FR')
    currentPageView()
    expect(intl.made).toBe(2)
    currentPageView()
    expect(intl.made).toBe(2)
    vi.setSystemTime(new Date('2026-03-11T13:00:00Z'))
    currentPageView()
    expect(intl.made).toBe(3)
  })

  it('asks Intl each time when the storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError')
    })
    const intl = countDateTimeFormats()
    const first = currentPageView()
    expect(currentPageView()).toEqual(first)
    expect(intl.made).toBe(2)
  })
})
