import TablePagination from '@mui/material/TablePagination'
import { pageIndex } from '#client/lib/paging.ts'

/**
 * MUI's TablePagination under a list whose address counts its pages from 1: the one place where
 * that page meets MUI's 0-based index. Without `onRowsPerPageChange`, the page size is fixed.
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
  return (
    <TablePagination
      component="div"
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
