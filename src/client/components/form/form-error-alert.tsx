import Alert, { type AlertProps } from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { useEffect, useRef, useState } from 'react'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { errorSentence } from '#client/lib/error-sentence.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatWait, useSecondsLeft } from '#client/lib/use-seconds-left.ts'

const messages = defineMessages({
  waitAMoment: { id: 'components.form-error.wait-a-moment', defaultMessage: 'Wait a moment and try again.' },
  tryAgainNow: { id: 'components.form-error.try-again-now', defaultMessage: 'You can try again now.' },
})
const tryAgainIn = defineMessage<{ wait: string }>({
  id: 'components.form-error.try-again-in',
  defaultMessage: 'Try again in {wait}.',
})
const tryAgainInSeconds = defineMessage<{ seconds: number }>({
  id: 'components.form-error.try-again-in-seconds',
  defaultMessage: 'Try again in {seconds, plural, one {# second} other {# seconds}}.',
})
const reference = defineMessage<{ requestId: string }>({
  id: 'components.form-error.reference',
  defaultMessage: 'Reference: {requestId}',
})

function RetryCountdown({ seconds }: { seconds: number | undefined }) {
  const intl = useIntl()
  const left = useSecondsLeft(seconds)
  if (left === undefined) return <> {intl.formatMessage(messages.waitAMoment)}</>
  if (left === 0) return <> {intl.formatMessage(messages.tryAgainNow)}</>
  // The visible count changes every second; screen readers hear the wait once, then "try again now".
  return (
    <>
      <span aria-hidden="true"> {intl.formatMessage(tryAgainIn, { wait: formatWait(intl, left) })}</span>
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {intl.formatMessage(tryAgainInSeconds, { seconds: seconds ?? left })}
      </Box>
    </>
  )
}

/**
 * A failed call that concerns no single field, in an error Alert of the form it belongs to. It takes
 * focus whenever a new failure shows, so that the person (and their screen reader) lands on what
 * went wrong.
 */
export function FormErrorAlert({ error, sx }: { error: ApiRequestError; sx?: AlertProps['sx'] }) {
  const intl = useIntl()
  const ref = useRef<HTMLDivElement>(null)
  // Each failure counts its own wait.
  const [shown, setShown] = useState({ error, count: 0 })
  if (shown.error !== error) setShown({ error, count: shown.count + 1 })
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows each new failure, which the count counts.
  useEffect(() => {
    ref.current?.focus()
  }, [shown.count])
  return (
    <Alert
      ref={ref}
      severity="error"
      role="alert"
      tabIndex={-1}
      sx={[{ outline: 'none' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {errorSentence(intl, error)}
      {error.status === 429 && <RetryCountdown key={shown.count} seconds={error.retryAfterSeconds} />}
      {error.status >= 500 && error.requestId && (
        <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
          {intl.formatMessage(reference, { requestId: error.requestId })}
        </Typography>
      )}
    </Alert>
  )
}
