import { useDeferredValue, useEffect, useState } from 'react'
import { defineMessage, defineMessages } from 'react-intl'
import { codePointLength, normalizePassword, PASSWORD_MIN_LENGTH } from '#shared/auth-rules.ts'
import type { PasswordStrengthEstimate } from './estimate-password-strength.ts'

type Estimator = typeof import('./estimate-password-strength.ts')

// Loaded on first use and kept: the first keystroke pays for it, the later ones do not.
let estimatorPromise: Promise<Estimator> | undefined

function loadEstimator(): Promise<Estimator> {
  estimatorPromise ??= import('./estimate-password-strength.ts').catch((error: unknown) => {
    // A failed chunk (offline, new deployment) may load on a later keystroke.
    estimatorPromise = undefined
    throw error
  })
  return estimatorPromise
}

/** What screen readers hear before the level, in both meters (the app's and the sign-in pages'). */
export const strengthLabel = defineMessage({
  id: 'password-strength.label',
  defaultMessage: 'Password strength:',
})

const labels = defineMessages({
  weak: { id: 'password-strength.level.weak', defaultMessage: 'Weak' },
  fair: { id: 'password-strength.level.fair', defaultMessage: 'Fair' },
  good: { id: 'password-strength.level.good', defaultMessage: 'Good' },
  strong: { id: 'password-strength.level.strong', defaultMessage: 'Strong' },
})

const levels = [
  { label: labels.weak, color: 'error', value: 25 },
  { label: labels.fair, color: 'warning', value: 50 },
  { label: labels.good, color: 'success', value: 75 },
  { label: labels.strong, color: 'success', value: 100 },
] as const
export type StrengthLevel = (typeof levels)[number]

function levelFor(score: number, password: string): StrengthLevel {
  // Below the minimum length the server refuses the password whatever zxcvbn thinks of it.
  if (codePointLength(normalizePassword(password)) < PASSWORD_MIN_LENGTH || score <= 1) return levels[0]
  if (score === 2) return levels[1]
  if (score === 3) return levels[2]
  return levels[3]
}

/**
 * How strong a new password is, for a meter. zxcvbn and its dictionaries are fetched with import()
 * only once the password is not empty, so they stay out of the page's first chunk; null until they
 * have arrived, and while the password is empty.
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[],
): { estimate: PasswordStrengthEstimate; level: StrengthLevel } | null {
  const [estimator, setEstimator] = useState<Estimator | null>(null)
  const hasPassword = password.length > 0
  useEffect(() => {
    if (!hasPassword || estimator) return
    let isCurrent = true
    loadEstimator().then(
      (module) => {
        if (isCurrent) setEstimator(module)
      },
      () => {},
    )
    return () => {
      isCurrent = false
    }
  }, [hasPassword, estimator])

  // Estimating a long password takes a few milliseconds: typing stays ahead of it.
  const deferredPassword = useDeferredValue(password)
  if (!estimator || !deferredPassword) return null
  const estimate = estimator.estimatePasswordStrength(deferredPassword, userInputs)
  return { estimate, level: levelFor(estimate.score, deferredPassword) }
}
