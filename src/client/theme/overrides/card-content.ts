import type { ThemeComponents } from './types.ts'

export const MuiCardContent: ThemeComponents['MuiCardContent'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      padding: theme.spacing(2.5),
      '&:last-child': { paddingBottom: theme.spacing(2.5) },
    }),
  },
}
