import TablePagination, { tablePaginationClasses } from '@mui/material/TablePagination'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { pageIndex } from '#client/lib/paging.ts'
import { useIsPhone } from '#client/lib/use-is-phone.ts'

const messages = defineMessages({
  rows: { id: 'components.pagination.rows', defaultMessage: 'Rows:' },
  rowsPerPage: { id: 'components.pagination.rows-per-page', defaultMessage: 'Rows per page:' },
  first: { id: 'components.pagination.first', defaultMessage: 'Go to first page' },
  last: { id: 'components.pagination.last', defaultMessage: 'Go to last page' },
  next: { id: 'components.pagination.next', defaultMessage: 'Go to next page' },
  previous: { id: 'components.pagination.previous', defaultMessage: 'Go to previous page' },
})
const shown = defineMessage<{ from: number; to: number; count: number }>({
  id: 'components.pagination.shown',
  defaultMessage: '{from, number}–{to, number} of {count, number}',
})
const shownOfMore = defineMessage<{ from: number; to: number }>({
  id: 'components.pagination.shown-of-more',
  defaultMessage: '{from, number}–{to, number} of more than {to, number}',
})

/**
 * MUI's TablePagination under a list whose address counts its pages from 1: the one place where
 * that page meets MUI's 0-based index. Without `onRowsPerPageChange`, the page size is fixed. On a
 * phone it is compact (shorter labels, less space between its parts), so that it fits at 320 px.
 */
export function PagePagination({
  count,
  page,
  rowsPerPage,
  rowsPerPageOptions = [],
  onPageChange,
  onRowsPerPageChange,
}: {
  count: number
  /** The page shown, from 1; one past the last shows as the last. */
  page: number
  rowsPerPage: number
  rowsPerPageOptions?: readonly number[]
  onPageChange: (page: number) => void
  onRowsPerPageChange?: (rowsPerPage: number) => void
}) {
  const isPhone = useIsPhone()
  const intl = useIntl()
  return (
    <TablePagination
      component="div"
      labelRowsPerPage={intl.formatMessage(isPhone ? messages.rows : messages.rowsPerPage)}
      labelDisplayedRows={({ from, to, count: total }) =>
        total === -1
          ? intl.formatMessage(shownOfMore, { from, to })
          : intl.formatMessage(shown, { from, to, count: total })
      }
      getItemAriaLabel={(type) => intl.formatMessage(messages[type])}
      sx={
        isPhone
          ? {
              [`& .${tablePaginationClasses.toolbar}`]: { px: 1.5 },
              [`& .${tablePaginationClasses.input}`]: { ml: 0.5, mr: 1.5 },
              [`& .${tablePaginationClasses.actions}`]: { ml: 1 },
            }
          : undefined
      }
      count={count}
      page={pageIndex(page, rowsPerPage, count)}
      rowsPerPage={rowsPerPage}
      rowsPerPageOptions={[...rowsPerPageOptions]}
      onPageChange={(_, index) => onPageChange(index + 1)}
      onRowsPerPageChange={
        onRowsPerPageChange && ((event) => onRowsPerPageChange(Number(event.target.value)))
      }
    />
  )
}
