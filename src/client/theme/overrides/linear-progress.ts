import type { Theme } from '@mui/material/styles'
import type { ThemeComponents } from './types.ts'

const COLORS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const

// Bars on the colour's lightest shade; a bar that measures something has round ends.
export const MuiLinearProgress: ThemeComponents['MuiLinearProgress'] = {
  styleOverrides: {
    bar: { borderRadius: 'inherit' },
  },
  variants: [
    { props: { variant: 'determinate' }, style: { borderRadius: 999 } },
    ...COLORS.map((color) => ({
      props: { color },
      style: ({ theme }: { theme: Theme }) => ({ backgroundColor: theme.vars.palette[color].lighter }),
    })),
  ],
}
