import type { ThemeComponents } from './types.ts'

// Every table's pager: first and last page buttons beside previous and next, and a line that parts
// it from the rows above. The page size stays MUI's Select: its native form has no accessible name.
export const MuiTablePagination: ThemeComponents['MuiTablePagination'] = {
  defaultProps: {
    showFirstButton: true,
    showLastButton: true,
  },
  styleOverrides: {
    root: ({ theme }) => ({ borderTop: `1px solid ${theme.vars.palette.divider}`, borderBottom: 0 }),
  },
}
