import { outlinedInputClasses } from '@mui/material/OutlinedInput'
import { CONTROL_BORDER_COLOR } from '../palette.ts'
import type { ThemeComponents } from './types.ts'

export const MuiOutlinedInput: ThemeComponents['MuiOutlinedInput'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      backgroundColor: theme.palette.background.paper,
      // The border identifies the field, so it keeps 3:1 on the surface (WCAG 1.4.11).
      [`& .${outlinedInputClasses.notchedOutline}`]: { borderColor: CONTROL_BORDER_COLOR },
      [`&:hover .${outlinedInputClasses.notchedOutline}`]: { borderColor: theme.palette.text.primary },
      [`&.${outlinedInputClasses.focused}`]: { boxShadow: theme.customShadows.focus },
      [`&.${outlinedInputClasses.error}.${outlinedInputClasses.focused}`]: {
        boxShadow: `0px 0px 0px 3px ${theme.alpha(theme.palette.error.main, 0.2)}`,
      },
      [`&.${outlinedInputClasses.disabled} .${outlinedInputClasses.notchedOutline}`]: {
        borderColor: theme.palette.divider,
      },
    }),
  },
}
