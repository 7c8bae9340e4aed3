import type { ThemeComponents } from './types.ts'

export const MuiBadge: ThemeComponents['MuiBadge'] = {
  styleOverrides: {
    // Forced colours drop the badge's background: a border keeps the count's shape.
    badge: { '@media (forced-colors: active)': { border: '1px solid ButtonBorder' } },
  },
}
