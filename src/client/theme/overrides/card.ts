import type { ThemeComponents } from './types.ts'

// The template's cards are flat and bordered: Paper's outlined variant, with twice the radius.
export const MuiCard: ThemeComponents['MuiCard'] = {
  defaultProps: { variant: 'outlined' },
  styleOverrides: {
    root: ({ theme }) => ({
      position: 'relative',
      borderRadius: Number(theme.shape.borderRadius) * 2,
    }),
  },
}
