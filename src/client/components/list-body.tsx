import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { defineMessage, useIntl } from 'react-intl'
import { LoadError } from './load-error.tsx'

// What every list of the app (People, the audit log, a resource's records) shows around its rows,
// as one building block: skeleton rows while the first answer loads, the failure with a retry,
// what is said when nothing is there (or nothing matches), and a way back from a page past the end.
// The rows and the pager are the list's own, shown when there are rows to show.

type ListBodyProps<T extends { total: number }> = {
  /** The answer shown (SWR's, the previous one kept while the next loads). */
  data: T | undefined
  error: unknown
  isLoading: boolean
  isValidating: boolean
  /** The page asked for, from 1, and the rows a page holds. */
  page: number
  pageSize: number
  /** "Loading people", for screen readers. */
  loadingLabel: string
  /** "The list of people could not be loaded." */
  failure: string
  onRetry: () => void
  /** What an empty list says, and offers (a sentence, a button). */
  empty: ReactNode
  onFirstPage: () => void
  children: (data: T) => ReactNode
}

const noSuchPage = defineMessage<{ page: number; lastPage: number }>({
  id: 'components.list-body.no-such-page',
  defaultMessage: 'There is no page {page}: this list has {lastPage, plural, one {# page} other {# pages}}.',
})
const firstPage = defineMessage({
  id: 'components.list-body.first-page',
  defaultMessage: 'Go to the first page',
})

export function ListBody<T extends { total: number }>({
  data,
  error,
  isLoading,
  isValidating,
  page,
  pageSize,
  loadingLabel,
  failure,
  onRetry,
  empty,
  onFirstPage,
  children,
}: ListBodyProps<T>) {
  const intl = useIntl()
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1
  const isPastTheEnd = data !== undefined && data.total > 0 && page > lastPage && !isValidating
  return (
    <>
      {isLoading && !data && (
        <Box role="status" aria-label={loadingLabel} sx={{ px: 2.5, pb: 2.5 }}>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} variant="text" height={48} />
          ))}
        </Box>
      )}
      {error !== undefined && error !== null && !data && (
        <Box sx={{ px: 2.5, pb: 2.5 }}>
          <LoadError what={failure} error={error} onRetry={onRetry} isRetrying={isValidating} />
        </Box>
      )}
      {data && data.total === 0 && (
        <Stack sx={{ px: 2.5, pb: 2.5, gap: 1.5, alignItems: 'flex-start' }} role="status">
          {empty}
        </Stack>
      )}
      {isPastTheEnd && (
        <Stack sx={{ px: 2.5, pb: 2.5, gap: 1, alignItems: 'flex-start' }}>
          <Typography>{intl.formatMessage(noSuchPage, { page, lastPage })}</Typography>
          <Button onClick={onFirstPage}>{intl.formatMessage(firstPage)}</Button>
        </Stack>
      )}
      {data && data.total > 0 && !isPastTheEnd && children(data)}
    </>
  )
}
