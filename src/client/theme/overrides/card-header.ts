import type { ThemeComponents } from './types.ts'

// The card's 20 px padding, and its action (a link, a button) centred on the title's line.
export const MuiCardHeader: ThemeComponents['MuiCardHeader'] = {
  styleOverrides: {
    root: { padding: 20 },
    action: { alignSelf: 'center', margin: 0 },
  },
}
