import type { ThemeComponents } from './types.ts'

export const MuiButton: ThemeComponents['MuiButton'] = {
  defaultProps: { disableElevation: true },
  styleOverrides: {
    root: { textTransform: 'none' },
    outlined: ({ theme }) => ({ boxShadow: theme.customShadows.button }),
  },
  variants: [
    {
      // Amber text on white is 2.1:1: text and outlined warning buttons write in warning.dark.
      props: ({ ownerState }) => ownerState.color === 'warning' && ownerState.variant !== 'contained',
      style: ({ theme }) => ({ color: theme.vars.palette.warning.dark }),
    },
  ],
}
