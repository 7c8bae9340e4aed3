import type { ThemeComponents } from './types.ts'

const COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const

export const MuiChip: ThemeComponents['MuiChip'] = {
  styleOverrides: {
    root: ({ theme }) => ({
      borderRadius: theme.shape.borderRadius,
      fontWeight: theme.typography.fontWeightMedium,
    }),
  },
  // Outlined chips write in the dark shade: every dark shade reaches 4.5:1 on paper and on the
  // page background, where amber's main does not.
  variants: COLORS.map((color) => ({
    props: { variant: 'outlined', color },
    style: ({ theme }) => ({
      color: theme.vars.palette[color].dark,
      borderColor: theme.vars.palette[color].main,
    }),
  })),
}
