import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { useIntl } from 'react-intl'
import { passwordFeedbackText } from '../lib/password-feedback.ts'
import { strengthLabel, usePasswordStrength } from '../lib/password-strength-level.ts'

type PasswordStrengthProps = {
  password: string
  /** Words a guesser would try first: the person's name, email, company. */
  userInputs: readonly string[]
  /** For the password input's aria-describedby. */
  id?: string
}

/** A strength meter for a new password: nothing shows until the estimator has arrived. */
export function PasswordStrength({ password, userInputs, id }: PasswordStrengthProps) {
  const intl = useIntl()
  const strength = usePasswordStrength(password, userInputs)

  return (
    // The meter's line is kept while it is empty, so that what is below does not move (and a click
    // meant for the button does not land beside it) when the estimator arrives.
    <Box id={id} aria-live="polite" sx={{ mt: 1, minHeight: 20 }}>
      {strength && (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
            {/* A bar in the level's colour; the word beside it says the level. */}
            <Box aria-hidden="true" sx={{ flex: 1 }}>
              <LinearProgress
                variant="determinate"
                value={strength.level.value}
                color={strength.level.color}
                sx={{ height: 6 }}
              />
            </Box>
            <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'right' }}>
              <Box component="span" sx={visuallyHidden}>
                {intl.formatMessage(strengthLabel)}
              </Box>{' '}
              {intl.formatMessage(strength.level.label)}
            </Typography>
          </Stack>
          {strength.estimate.feedback && (
            <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 0.5 }}>
              {passwordFeedbackText(intl, strength.estimate.feedback)}
            </Typography>
          )}
        </>
      )}
    </Box>
  )
}
