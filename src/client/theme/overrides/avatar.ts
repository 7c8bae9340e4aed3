import type { ThemeComponents } from './types.ts'

// Initials in the primary dark shade on its lightest one.
export const MuiAvatar: ThemeComponents['MuiAvatar'] = {
  styleOverrides: {
    colorDefault: ({ theme }) => ({
      color: theme.palette.primary.dark,
      backgroundColor: theme.palette.primary.lighter,
      fontWeight: 600,
    }),
  },
}
