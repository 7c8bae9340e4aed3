import { BADGE_MAX } from '#shared/constants.ts'
import type { ThemeComponents } from './types.ts'

// SPEC section 9: counts above 99 read "99+".
export const MuiBadge: ThemeComponents['MuiBadge'] = {
  defaultProps: { max: BADGE_MAX },
  styleOverrides: {
    badge: ({ theme }) => ({ fontWeight: theme.typography.fontWeightMedium }),
  },
}
