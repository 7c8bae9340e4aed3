import type { ThemeComponents } from './types.ts'

// The top bar is the page's own surface, set off by a rule rather than a shadow.
export const MuiAppBar: ThemeComponents['MuiAppBar'] = {
  defaultProps: { color: 'inherit', elevation: 0 },
  styleOverrides: {
    root: ({ theme }) => ({
      color: theme.vars.palette.text.primary,
      borderBottom: `1px solid ${theme.vars.palette.divider}`,
    }),
  },
}
