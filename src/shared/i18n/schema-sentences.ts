import { sentence } from './sentence.ts'

// The sentences several shared schemas say (decision 028): one message each, for every form.

/** A text over its limit. The limit as written, so that 100000 reads the same in any language. */
export const atMostCharacters = (max: number) =>
  sentence(
    { id: 'schema.at-most-characters', defaultMessage: 'Use at most {max} characters' },
    { max: String(max) },
  )

/** Who did something, when their name is not known any more (their account was deleted). */
export const anAdministrator = () =>
  sentence({ id: 'schema.people.an-administrator', defaultMessage: 'An administrator' })

export const enterYourPassword = () =>
  sentence({ id: 'schema.enter-your-password', defaultMessage: 'Enter your password' })

export const passwordTooLong = () =>
  sentence({ id: 'schema.password-too-long', defaultMessage: 'This password is too long' })

/** A query parameter that is not a whole number in its range. */
export const wholeNumberBetween = (label: string, min: number, max: number) =>
  sentence(
    { id: 'schema.whole-number-between', defaultMessage: '{label} must be between {min} and {max}' },
    { label, min: String(min), max: String(max) },
  )

export const notAWholeNumber = (label: string) =>
  sentence({ id: 'schema.not-a-whole-number', defaultMessage: '{label} must be a whole number' }, { label })

export const mustBeTrueOrFalse = (label: string) =>
  sentence({ id: 'schema.true-or-false', defaultMessage: '{label} must be true or false' }, { label })

/** A query parameter outside its list ("order must be one of asc, desc"). */
export const mustBeOneOf = (label: string, values: readonly string[]) =>
  sentence(
    { id: 'schema.one-of', defaultMessage: '{label} must be one of {values}' },
    { label, values: values.join(', ') },
  )
