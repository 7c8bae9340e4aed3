import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import {
  changeVersusPrevious,
  listInWords,
  profileFieldName,
  registrationsSummary,
  signInsSummary,
} from './figures.ts'

// A unit test runs without the app's catalogues: the messages' English is their default.
const intl = createIntl({ locale: 'en' })

describe('changeVersusPrevious', () => {
  it('gives a percentage when the previous period had some', () => {
    expect(changeVersusPrevious(intl, 6, 4, 7)).toEqual({ trend: 'up', text: '+50% vs previous 7 days' })
    expect(changeVersusPrevious(intl, 3, 4, 30)).toEqual({ trend: 'down', text: '−25% vs previous 30 days' })
    expect(changeVersusPrevious(intl, 1001, 1000, 7).text).toBe('+<1% vs previous 7 days')
  })
  it('never divides by zero: the first ones are a count', () => {
    expect(changeVersusPrevious(intl, 3, 0, 7)).toEqual({
      trend: 'up',
      text: '+3 vs previous 7 days, the first ones',
    })
  })
  it('says there is no change, also when both periods had none', () => {
    expect(changeVersusPrevious(intl, 5, 5, 7)).toEqual({
      trend: 'flat',
      text: 'No change vs previous 7 days',
    })
    expect(changeVersusPrevious(intl, 0, 0, 30)).toEqual({
      trend: 'flat',
      text: 'No change: none in the previous 30 days either',
    })
  })
})

describe('summaries of the charts', () => {
  const day = (signIns: number, failed: number) => ({ day: '2025-08-01', signIns, failed })
  it('counts the sign-ins and failures, or says there were none', () => {
    expect(signInsSummary(intl, [day(2, 1), day(3, 0)])).toBe(
      '5 sign-ins and 1 failed sign-in in the last 2 days.',
    )
    expect(signInsSummary(intl, [day(1, 0)])).toBe('1 sign-in and no failed sign-in in the last day.')
    expect(
      signInsSummary(
        intl,
        Array.from({ length: 30 }, () => day(0, 0)),
      ),
    ).toBe('No sign-ins in the last 30 days.')
    expect(signInsSummary(intl, [])).toBe('No sign-ins in the last 30 days.')
  })
  it('counts the registrations, or says there were none', () => {
    expect(registrationsSummary(intl, [{ count: 1 }, { count: 3 }])).toBe(
      '4 new accounts in the last 2 days.',
    )
    expect(registrationsSummary(intl, [{ count: 0 }])).toBe('No registrations in the last day.')
  })
})

describe('profile fields', () => {
  it('names the fields as people know them and lists them in words', () => {
    expect(profileFieldName(intl, 'jobTitle')).toBe('job title')
    expect(profileFieldName(intl, 'avatar')).toBe('photo')
    expect(profileFieldName(intl, 'favouriteColour')).toBe('favourite colour')
    expect(listInWords(intl, ['job title', 'location', 'photo'])).toBe('job title, location and photo')
    expect(listInWords(intl, ['bio'])).toBe('bio')
  })
})
