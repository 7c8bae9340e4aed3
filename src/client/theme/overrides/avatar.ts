import { FONT_WEIGHTS } from '../typography.ts'
import type { ThemeComponents } from './types.ts'

// Initials and icons sit on the light primary tint, in its dark shade (over 4.5:1).
export const MuiAvatar: ThemeComponents['MuiAvatar'] = {
  styleOverrides: {
    root: { fontWeight: FONT_WEIGHTS.semibold },
    colorDefault: ({ theme }) => ({
      color: theme.vars.palette.primary.dark,
      backgroundColor: theme.vars.palette.primary.lighter,
    }),
  },
}
