import type { ThemeComponents } from './types.ts'

// The scroll animation of scrollable tabs lasts theme.transitions.duration.standard, which the
// theme pins to TAB_SCROLL_DURATION.
export const MuiTabs: ThemeComponents['MuiTabs'] = {
  styleOverrides: {
    root: ({ theme }) => ({ minHeight: theme.spacing(5) }),
    vertical: { overflow: 'visible' },
  },
}
