import { outlinedInputClasses } from '@mui/material/OutlinedInput'
import type { ThemeComponents } from './types.ts'

export const MuiOutlinedInput: ThemeComponents['MuiOutlinedInput'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      backgroundColor: theme.vars.palette.background.paper,
      // The border identifies the field, so it keeps 3:1 on the surface (WCAG 1.4.11).
      [`& .${outlinedInputClasses.notchedOutline}`]: { borderColor: theme.vars.palette.grey[500] },
      [`&:hover .${outlinedInputClasses.notchedOutline}`]: { borderColor: theme.vars.palette.text.primary },
      [`&.${outlinedInputClasses.focused}`]: { boxShadow: theme.customShadows.focus },
      [`&.${outlinedInputClasses.error}.${outlinedInputClasses.focused}`]: {
        boxShadow: `0px 0px 0px 3px rgba(${theme.vars.palette.error.mainChannel} / 0.2)`,
      },
      [`&.${outlinedInputClasses.disabled} .${outlinedInputClasses.notchedOutline}`]: {
        borderColor: theme.vars.palette.divider,
      },
    }),
  },
}
