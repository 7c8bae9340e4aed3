import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en'

// zxcvbn and its dictionaries weigh several hundred kB: this module is only ever loaded with
// import() from password-strength.tsx, once someone starts typing a new password.

const zxcvbn = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
  // useLevenshteinDistance stays off: with these dictionaries one check took ~3 s on a 2-core machine.
})

export type PasswordScore = 0 | 1 | 2 | 3 | 4

export type PasswordStrengthEstimate = {
  score: PasswordScore
  /** zxcvbn's warning, else its first suggestion, in English; null when it has nothing to say. */
  feedback: string | null
}

/** How guessable a password is; `userInputs` are words a guesser would try first (name, email...). */
export function estimatePasswordStrength(
  password: string,
  userInputs: readonly string[],
): PasswordStrengthEstimate {
  const result = zxcvbn.check(password, [...userInputs])
  const feedback = result.feedback.warning || result.feedback.suggestions[0] || null
  return { score: result.score, feedback }
}
