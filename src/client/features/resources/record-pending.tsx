import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { defineMessage, useIntl } from 'react-intl'
import { LoadError } from '#client/components/load-error.tsx'

const messages = {
  failed: defineMessage<{ one: string }>({
    id: 'resources.pending.failed',
    defaultMessage: 'This {one} could not be loaded.',
  }),
  loading: defineMessage<{ one: string }>({
    id: 'resources.pending.loading',
    defaultMessage: 'Loading the {one}',
  }),
}

// What a record's page and its edit form show before the record is there: skeletons shaped like
// what is coming (lines of text, or a form's fields), or the failure with a retry.

export function RecordPending({
  one,
  error,
  isRetrying,
  onRetry,
  shape,
}: {
  /** The resource's name for one record, lower-case ("project"). */
  one: string
  error: unknown
  isRetrying: boolean
  onRetry: () => void
  shape: 'text' | 'fields'
}) {
  const intl = useIntl()
  if (error)
    return (
      <LoadError
        what={intl.formatMessage(messages.failed, { one })}
        error={error}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    )
  return (
    <Box role="status" aria-label={intl.formatMessage(messages.loading, { one })}>
      {[0, 1, 2, 3].map((row) =>
        shape === 'text' ? (
          <Skeleton key={row} variant="text" height={40} />
        ) : (
          <Skeleton key={row} variant="rectangular" height={48} sx={{ mb: 2 }} />
        ),
      )}
    </Box>
  )
}
