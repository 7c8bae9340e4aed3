import { createIntl } from '@formatjs/intl'
import { describe, expect, it } from 'vitest'
import { formatSentence, sentence } from './sentence.ts'

const greeting = (name: string) =>
  sentence(
    {
      id: 'test.sentence.greeting',
      defaultMessage: 'Hello {name}, {count, plural, one {# note} other {# notes}}',
    },
    {
      name,
      count: 2,
    },
  )

describe('sentence', () => {
  it('is formatted in the reader’s language, values and plurals included', () => {
    const english = createIntl({ locale: 'en', messages: {} })
    const french = createIntl({
      locale: 'fr',
      messages: { 'test.sentence.greeting': 'Bonjour {name}, {count, plural, one {# note} other {# notes}}' },
    })
    const text = greeting('Ada')
    expect(formatSentence(english, text)).toBe('Hello Ada, 2 notes')
    expect(formatSentence(french, text)).toBe('Bonjour Ada, 2 notes')
  })

  it('leaves any other text as it is, a look-alike that names no known message included', () => {
    const english = createIntl({ locale: 'en', messages: {} })
    expect(formatSentence(english, 'Plain words')).toBe('Plain words')
    const unknown = greeting('Ada').replace('test.sentence.greeting', 'test.sentence.nothing')
    expect(formatSentence(english, unknown)).toBe(unknown)
    const broken = greeting('Ada').slice(0, -3)
    expect(formatSentence(english, broken)).toBe(broken)
  })

  it('carries data as values, never as message syntax', () => {
    const english = createIntl({ locale: 'en', messages: {} })
    expect(formatSentence(english, greeting('{count} <b>'))).toBe('Hello {count} <b>, 2 notes')
  })
})
