import Alert, { type AlertProps } from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { useEffect, useRef, useState } from 'react'
import { errorSentence } from '#client/lib/error-sentence.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formatWait, useSecondsLeft } from '#client/lib/use-seconds-left.ts'

function RetryCountdown({ seconds }: { seconds: number | undefined }) {
  const left = useSecondsLeft(seconds)
  if (left === undefined) return <> Wait a moment and try again.</>
  if (left === 0) return <> You can try again now.</>
  // The visible count changes every second; screen readers hear the wait once, then "try again now".
  return (
    <>
      <span aria-hidden="true"> Try again in {formatWait(left)}.</span>
      <Box component="span" sx={visuallyHidden}>
        {' '}
        Try again in {seconds} seconds.
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
      {errorSentence(error)}
      {error.status === 429 && <RetryCountdown key={shown.count} seconds={error.retryAfterSeconds} />}
      {error.status >= 500 && error.requestId && (
        <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
          Reference: {error.requestId}
        </Typography>
      )}
    </Alert>
  )
}
