import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { useDeferredValue, useEffect, useState } from 'react'
import { codePointLength, normalizePassword, PASSWORD_MIN_LENGTH } from '#shared/auth.ts'

type Estimator = typeof import('../lib/estimate-password-strength.ts')

// Loaded on first use and kept: the first keystroke pays for it, the later ones do not.
let estimatorPromise: Promise<Estimator> | undefined

function loadEstimator(): Promise<Estimator> {
  estimatorPromise ??= import('../lib/estimate-password-strength.ts').catch((error: unknown) => {
    // A failed chunk (offline, new deployment) may load on a later keystroke.
    estimatorPromise = undefined
    throw error
  })
  return estimatorPromise
}

const levels = [
  { label: 'Weak', color: 'error', value: 25 },
  { label: 'Fair', color: 'warning', value: 50 },
  { label: 'Good', color: 'success', value: 75 },
  { label: 'Strong', color: 'success', value: 100 },
] as const

function levelFor(score: number, password: string) {
  // Below the minimum length the server refuses the password whatever zxcvbn thinks of it.
  if (codePointLength(normalizePassword(password)) < PASSWORD_MIN_LENGTH || score <= 1) return levels[0]
  if (score === 2) return levels[1]
  if (score === 3) return levels[2]
  return levels[3]
}

type PasswordStrengthProps = {
  password: string
  /** Words a guesser would try first: the person's name, email, company. */
  userInputs: readonly string[]
  /** For the password input's aria-describedby. */
  id?: string
}

/**
 * A strength meter for a new password. zxcvbn and its dictionaries are fetched with import() only
 * once the password is not empty, so they stay out of the page's first chunk; nothing shows until
 * they have arrived.
 */
export function PasswordStrength({ password, userInputs, id }: PasswordStrengthProps) {
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
  const estimate =
    estimator && deferredPassword ? estimator.estimatePasswordStrength(deferredPassword, userInputs) : null
  const level = estimate ? levelFor(estimate.score, deferredPassword) : null

  return (
    <Box id={id} aria-live="polite" sx={{ mt: 1 }}>
      {estimate && level && (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
            <LinearProgress
              aria-hidden="true"
              variant="determinate"
              value={level.value}
              color={level.color}
              sx={{ flex: 1, height: 6, borderRadius: 3 }}
            />
            <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'right' }}>
              <Box component="span" sx={visuallyHidden}>
                Password strength:
              </Box>{' '}
              {level.label}
            </Typography>
          </Stack>
          {estimate.feedback && (
            <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
              {estimate.feedback}
            </Typography>
          )}
        </>
      )}
    </Box>
  )
}
