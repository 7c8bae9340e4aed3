import type { ThemeComponents } from './types.ts'

// Links are underlined by default so they are not told apart by colour alone (WCAG 1.4.1);
// navigation lists where the context says "link" may pass underline="hover".
export const MuiLink: ThemeComponents['MuiLink'] = {
  defaultProps: { underline: 'always' },
  styleOverrides: {
    root: { textUnderlineOffset: '0.15em' },
  },
}
