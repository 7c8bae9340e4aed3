import TablePagination, { tablePaginationClasses } from '@mui/material/TablePagination'
import { pageIndex } from '#client/lib/paging.ts'
import { useIsPhone } from '#client/lib/use-is-phone.ts'

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
  return (
    <TablePagination
      component="div"
      labelRowsPerPage={isPhone ? 'Rows:' : undefined}
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
