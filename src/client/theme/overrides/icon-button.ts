import type { ThemeComponents } from './types.ts'

export const MuiIconButton: ThemeComponents['MuiIconButton'] = {
  styleOverrides: {
    root: ({ theme }) => ({ borderRadius: theme.shape.borderRadius }),
  },
  variants: [
    {
      // An icon needs 3:1 (WCAG 1.4.11); amber's main is 2.1:1 on white.
      props: { color: 'warning' },
      style: ({ theme }) => ({ color: theme.vars.palette.warning.dark }),
    },
  ],
}
