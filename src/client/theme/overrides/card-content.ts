import type { ThemeComponents } from './types.ts'

export const MuiCardContent: ThemeComponents['MuiCardContent'] = {
  styleOverrides: {
    root: { padding: 20, '&:last-child': { paddingBottom: 20 } },
  },
}
