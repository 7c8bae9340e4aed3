/**
 * The 0-based page index MUI's TablePagination takes, from the address's page counted from 1: a
 * page past the last (the rows of a shorter list still on screen) shows as the last.
 */
export function pageIndex(page: number, rowsPerPage: number, count: number): number {
  const lastIndex = Math.max(0, Math.ceil(count / rowsPerPage) - 1)
  return Math.min(Math.max(0, page - 1), lastIndex)
}
