import type { TranslationKeys } from '@zxcvbn-ts/core'
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl'

// zxcvbn's advice on a new password, in the page's language: the estimator gives the key of its
// warning or suggestion (estimate-password-strength.ts), and each key has a message here.

type FeedbackKey =
  | `warning.${keyof TranslationKeys['warnings']}`
  | `suggestion.${keyof TranslationKeys['suggestions']}`

const feedbackMessages: Record<FeedbackKey, MessageDescriptor> = defineMessages({
  'warning.straightRow': {
    id: 'password-strength.warning.straight-row',
    defaultMessage: 'Straight rows of keys on your keyboard are easy to guess.',
  },
  'warning.keyPattern': {
    id: 'password-strength.warning.key-pattern',
    defaultMessage: 'Short keyboard patterns are easy to guess.',
  },
  'warning.simpleRepeat': {
    id: 'password-strength.warning.simple-repeat',
    defaultMessage: 'Repeated characters like "aaa" are easy to guess.',
  },
  'warning.extendedRepeat': {
    id: 'password-strength.warning.extended-repeat',
    defaultMessage: 'Repeated character patterns like "abcabcabc" are easy to guess.',
  },
  'warning.sequences': {
    id: 'password-strength.warning.sequences',
    defaultMessage: 'Common character sequences like "abc" are easy to guess.',
  },
  'warning.recentYears': {
    id: 'password-strength.warning.recent-years',
    defaultMessage: 'Recent years are easy to guess.',
  },
  'warning.dates': { id: 'password-strength.warning.dates', defaultMessage: 'Dates are easy to guess.' },
  'warning.topTen': {
    id: 'password-strength.warning.top-ten',
    defaultMessage: 'This is a heavily used password.',
  },
  'warning.topHundred': {
    id: 'password-strength.warning.top-hundred',
    defaultMessage: 'This is a frequently used password.',
  },
  'warning.common': {
    id: 'password-strength.warning.common',
    defaultMessage: 'This is a commonly used password.',
  },
  'warning.similarToCommon': {
    id: 'password-strength.warning.similar-to-common',
    defaultMessage: 'This is similar to a commonly used password.',
  },
  'warning.wordByItself': {
    id: 'password-strength.warning.word-by-itself',
    defaultMessage: 'Single words are easy to guess.',
  },
  'warning.namesByThemselves': {
    id: 'password-strength.warning.names-by-themselves',
    defaultMessage: 'Single names or surnames are easy to guess.',
  },
  'warning.commonNames': {
    id: 'password-strength.warning.common-names',
    defaultMessage: 'Common names and surnames are easy to guess.',
  },
  'warning.userInputs': {
    id: 'password-strength.warning.user-inputs',
    defaultMessage: 'There should not be any personal or page related data.',
  },
  'warning.pwned': {
    id: 'password-strength.warning.pwned',
    defaultMessage: 'Your password was exposed by a data breach on the Internet.',
  },
  // ICU's escape is the ASCII apostrophe: doubled, it shows once ("like '@' for 'a'").
  'suggestion.l33t': {
    id: 'password-strength.suggestion.l33t',
    defaultMessage: "Avoid predictable letter substitutions like ''@'' for ''a''.",
  },
  'suggestion.reverseWords': {
    id: 'password-strength.suggestion.reverse-words',
    defaultMessage: 'Avoid reversed spellings of common words.',
  },
  'suggestion.allUppercase': {
    id: 'password-strength.suggestion.all-uppercase',
    defaultMessage: 'Capitalize some, but not all letters.',
  },
  'suggestion.capitalization': {
    id: 'password-strength.suggestion.capitalization',
    defaultMessage: 'Capitalize more than the first letter.',
  },
  'suggestion.dates': {
    id: 'password-strength.suggestion.dates',
    defaultMessage: 'Avoid dates and years that are associated with you.',
  },
  'suggestion.recentYears': {
    id: 'password-strength.suggestion.recent-years',
    defaultMessage: 'Avoid recent years.',
  },
  'suggestion.associatedYears': {
    id: 'password-strength.suggestion.associated-years',
    defaultMessage: 'Avoid years that are associated with you.',
  },
  'suggestion.sequences': {
    id: 'password-strength.suggestion.sequences',
    defaultMessage: 'Avoid common character sequences.',
  },
  'suggestion.repeated': {
    id: 'password-strength.suggestion.repeated',
    defaultMessage: 'Avoid repeated words and characters.',
  },
  'suggestion.longerKeyboardPattern': {
    id: 'password-strength.suggestion.longer-keyboard-pattern',
    defaultMessage: 'Use longer keyboard patterns and change typing direction multiple times.',
  },
  'suggestion.anotherWord': {
    id: 'password-strength.suggestion.another-word',
    defaultMessage: 'Add more words that are less common.',
  },
  'suggestion.useWords': {
    id: 'password-strength.suggestion.use-words',
    defaultMessage: 'Use multiple words, but avoid common phrases.',
  },
  'suggestion.noNeed': {
    id: 'password-strength.suggestion.no-need',
    defaultMessage: 'You can create strong passwords without using symbols, numbers, or uppercase letters.',
  },
  'suggestion.pwned': {
    id: 'password-strength.suggestion.pwned',
    defaultMessage: 'If you use this password elsewhere, you should change it.',
  },
})

/** The meter's line for the estimator's feedback key; a key without a message, as it is. */
export function passwordFeedbackText(intl: IntlShape, feedback: string): string {
  return Object.hasOwn(feedbackMessages, feedback)
    ? intl.formatMessage(feedbackMessages[feedback as FeedbackKey])
    : feedback
}
