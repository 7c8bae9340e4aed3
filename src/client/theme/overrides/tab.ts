import { tabClasses } from '@mui/material/Tab'
import type { ThemeComponents } from './types.ts'

export const MuiTab: ThemeComponents['MuiTab'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      minHeight: theme.spacing(5),
      textTransform: 'none',
      fontWeight: theme.typography.fontWeightMedium,
      color: theme.vars.palette.text.secondary,
      [`&.${tabClasses.selected}`]: { color: theme.vars.palette.primary.main },
    }),
  },
}
