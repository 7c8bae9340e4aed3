import { TOOLTIP_ENTER_DELAY, TOOLTIP_LEAVE_TOUCH_DELAY, TOOLTIP_TOUCH_DELAY } from '#shared/constants.ts'
import type { ThemeComponents } from './types.ts'

// Open after 100 ms on hover or focus, after a 700 ms hold on touch, stay
// 1500 ms after the touch ends. Escape closes a tooltip by MUI's default.
export const MuiTooltip: ThemeComponents['MuiTooltip'] = {
  defaultProps: {
    arrow: true,
    enterDelay: TOOLTIP_ENTER_DELAY,
    enterTouchDelay: TOOLTIP_TOUCH_DELAY,
    leaveTouchDelay: TOOLTIP_LEAVE_TOUCH_DELAY,
  },
  styleOverrides: {
    tooltip: ({ theme }) => ({
      ...theme.typography.caption,
      backgroundColor: theme.vars.palette.grey[800],
      // Ink of the other scheme: light text on dark grey, dark text on light grey.
      color: theme.vars.palette.background.paper,
    }),
    arrow: ({ theme }) => ({ color: theme.vars.palette.grey[800] }),
  },
}
