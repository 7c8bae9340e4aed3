import type { CSSObject } from '@mui/material/styles'
import type { ThemeComponents } from './types.ts'

// A list's titles in the small grey type of the drawer's group titles, on the list's own surface.
export const MuiListSubheader: ThemeComponents['MuiListSubheader'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      ...(theme.typography.subtitle2 as CSSObject),
      color: theme.vars.palette.text.secondary,
      backgroundColor: 'transparent',
      paddingTop: theme.spacing(1.5),
      paddingBottom: theme.spacing(0.5),
    }),
    gutters: ({ theme }) => ({ paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) }),
  },
}
