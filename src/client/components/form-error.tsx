import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import visuallyHidden from '@mui/utils/visuallyHidden'
import { type ReactNode, useEffect, useRef } from 'react'
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
 * A failed call, shown above the form it belongs to. It takes focus when it appears so that the
 * person (and their screen reader) lands on what went wrong; give it a new `key` for each failure.
 */
export function FormError({ error, children }: { error: ApiRequestError; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1} sx={{ mb: 3, outline: 'none' }}>
      {errorSentence(error)}
      {error.status === 429 && <RetryCountdown seconds={error.retryAfterSeconds} />}
      {children}
      {error.status >= 500 && error.requestId && (
        <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
          Reference: {error.requestId}
        </Typography>
      )}
    </Alert>
  )
}
