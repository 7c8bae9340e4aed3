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

/** What zod's own issue says, for a check a schema gave no sentence of its own. */
type DefaultIssue = {
  code: string
  origin?: string
  maximum?: number | bigint
  minimum?: number | bigint
  expected?: string
  values?: readonly unknown[]
  keys?: readonly string[]
  divisor?: number
  format?: string
}

/**
 * The sentence for a check a schema left without one, as a parse's error map (a schema's own
 * message always wins over it). Undefined: zod's own.
 */
export function defaultIssueSentence(issue: DefaultIssue): string | undefined {
  switch (issue.code) {
    case 'too_big': {
      const max = String(issue.maximum)
      if (issue.origin === 'string') return atMostCharacters(Number(issue.maximum))
      if (issue.origin === 'array' || issue.origin === 'set')
        return sentence(
          { id: 'schema.default.at-most-items', defaultMessage: 'Give at most {max} items' },
          { max },
        )
      return sentence(
        { id: 'schema.default.at-most', defaultMessage: 'Use a value of at most {max}' },
        { max },
      )
    }
    case 'too_small': {
      const min = String(issue.minimum)
      if (issue.origin === 'string')
        return min === '1'
          ? sentence({ id: 'schema.default.required', defaultMessage: 'This cannot be empty' })
          : sentence(
              { id: 'schema.default.at-least-characters', defaultMessage: 'Use at least {min} characters' },
              { min },
            )
      if (issue.origin === 'array' || issue.origin === 'set')
        return sentence(
          { id: 'schema.default.at-least-items', defaultMessage: 'Give at least {min} items' },
          { min },
        )
      return sentence(
        { id: 'schema.default.at-least', defaultMessage: 'Use a value of at least {min}' },
        { min },
      )
    }
    case 'invalid_type':
      return sentence(
        { id: 'schema.default.invalid-type', defaultMessage: 'Give a value of type {expected}' },
        { expected: String(issue.expected) },
      )
    case 'invalid_value':
      return sentence(
        { id: 'schema.default.one-of', defaultMessage: 'Use one of: {values}' },
        { values: (issue.values ?? []).map(String).join(', ') },
      )
    case 'not_multiple_of':
      return issue.divisor === 1
        ? sentence({ id: 'schema.default.whole-number', defaultMessage: 'Use a whole number' })
        : sentence(
            { id: 'schema.default.multiple-of', defaultMessage: 'Use a multiple of {divisor}' },
            { divisor: String(issue.divisor) },
          )
    case 'invalid_format':
      return sentence(
        { id: 'schema.default.format', defaultMessage: 'This is not a valid {format}' },
        { format: String(issue.format) },
      )
    case 'unrecognized_keys':
      return sentence(
        { id: 'schema.default.unknown-keys', defaultMessage: 'Unknown fields: {keys}' },
        { keys: (issue.keys ?? []).join(', ') },
      )
    default:
      return undefined
  }
}
