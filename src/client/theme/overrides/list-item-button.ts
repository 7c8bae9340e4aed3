import { listItemButtonClasses } from '@mui/material/ListItemButton'
import { listItemIconClasses } from '@mui/material/ListItemIcon'
import type { ThemeComponents } from './types.ts'

/** The right edge that marks the selected menu item besides its colour. */
const SELECTED_BORDER_WIDTH = 2

export const MuiListItemButton: ThemeComponents['MuiListItemButton'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      [`&.${listItemButtonClasses.selected}`]: {
        backgroundColor: theme.vars.palette.primary.lighter,
        color: theme.vars.palette.primary.dark,
        borderRight: `${SELECTED_BORDER_WIDTH}px solid ${theme.vars.palette.primary.main}`,
        [`& .${listItemIconClasses.root}`]: { color: theme.vars.palette.primary.dark },
        '&:hover': { backgroundColor: theme.vars.palette.primary.lighter },
      },
    }),
  },
}
