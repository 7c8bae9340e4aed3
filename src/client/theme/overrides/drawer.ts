import { FOCUS_RING } from './css-baseline.ts'
import type { ThemeComponents } from './types.ts'

// Drawers are flat, set off by their edge's rule in both kinds, as the permanent one draws it.
export const MuiDrawer: ThemeComponents['MuiDrawer'] = {
  styleOverrides: {
    paper: ({ theme }) => ({
      boxSizing: 'border-box',
      boxShadow: 'none',
      borderRight: `1px solid ${theme.vars.palette.divider}`,
      // The temporary drawer's paper takes focus when it opens; it fills the viewport's height from
      // its edge, so an outset ring would fall off screen on three sides.
      '&:focus-visible': { outlineOffset: -FOCUS_RING.outlineWidth },
    }),
  },
}
