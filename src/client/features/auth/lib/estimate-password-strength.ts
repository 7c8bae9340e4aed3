import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common'
import { dictionary as englishDictionary } from '@zxcvbn-ts/language-en'

// zxcvbn and its dictionaries weigh several hundred kB: this module is only ever loaded with
// import() from password-strength.tsx, once someone starts typing a new password.

// Without translations zxcvbn says its feedback's keys ('topTen', 'anotherWord'): the meter shows
// them in the page's language (password-feedback.ts).
const zxcvbn = new ZxcvbnFactory({
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
  // useLevenshteinDistance stays off: with these dictionaries one check took ~3 s on a 2-core machine.
})

export type PasswordScore = 0 | 1 | 2 | 3 | 4

export type PasswordStrengthEstimate = {
  score: PasswordScore
  /**
   * zxcvbn's warning, else its first suggestion, as the key of its message ('warning.topTen',
   * 'suggestion.anotherWord', password-feedback.ts); null when it has nothing to say.
   */
  feedback: string | null
}

/** How guessable a password is; `userInputs` are words a guesser would try first (name, email...). */
export function estimatePasswordStrength(
  password: string,
  userInputs: readonly string[],
): PasswordStrengthEstimate {
  const result = zxcvbn.check(password, [...userInputs])
  const { warning, suggestions } = result.feedback
  const suggestion = suggestions[0]
  const feedback = warning ? `warning.${warning}` : suggestion ? `suggestion.${suggestion}` : null
  return { score: result.score, feedback }
}
