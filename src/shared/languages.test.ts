import { describe, expect, it } from 'vitest'
import {
  directionFor,
  firstKnownLanguage,
  formatLocaleFor,
  languageFor,
  languageOfAcceptLanguage,
  languageOfTag,
} from './languages.ts'

describe('the page’s language', () => {
  it('reads a tag by its language, whatever its region or case', () => {
    expect(languageOfTag('fr-CA')).toBe('fr')
    expect(languageOfTag('DE_at')).toBe('de')
    expect(languageOfTag('ar')).toBe('ar')
    expect(languageOfTag('pt-BR')).toBeNull()
    expect(languageOfTag('')).toBeNull()
    expect(firstKnownLanguage(['ja', 'zh-TW', 'de-CH', 'fr'])).toBe('de')
    expect(firstKnownLanguage(['ja'])).toBeNull()
  })

  it('takes Accept-Language’s most wanted language the app has, by weight, then order', () => {
    expect(languageOfAcceptLanguage('de-CH, fr;q=0.9')).toBe('de')
    expect(languageOfAcceptLanguage('ja, fr-CA;q=0.8, de;q=0.9')).toBe('de')
    expect(languageOfAcceptLanguage('fr;q=0.5, de;q=0.5')).toBe('fr')
    expect(languageOfAcceptLanguage('ar;q=0, en;q=0.1')).toBe('en')
    expect(languageOfAcceptLanguage('*')).toBeNull()
    expect(languageOfAcceptLanguage(undefined)).toBeNull()
    expect(languageOfAcceptLanguage('fr;q=abc, de')).toBe('de')
    // An oversized header is read only so far.
    expect(languageOfAcceptLanguage(`${'x-y;q=0.1, '.repeat(100)}fr`)).toBeNull()
  })

  it('is the person’s choice, else the browser’s, else English', () => {
    expect(languageFor('ar', 'de')).toBe('ar')
    expect(languageFor(null, 'de')).toBe('de')
    expect(languageFor(undefined, null)).toBe('en')
  })

  it('turns Arabic right to left, and keeps the look’s direction for the others', () => {
    expect(directionFor('ar', { direction: 'ltr' })).toBe('rtl')
    expect(directionFor('fr', { direction: 'ltr' })).toBe('ltr')
    expect(directionFor('de', { direction: 'rtl' })).toBe('rtl')
  })

  it('writes dates and numbers in the browser’s locale when it is of the language, else the language’s', () => {
    expect(formatLocaleFor('fr', 'fr-CA')).toBe('fr-CA')
    expect(formatLocaleFor('fr', 'en-GB')).toBe('fr')
    expect(formatLocaleFor('en', undefined)).toBe('en')
  })
})
