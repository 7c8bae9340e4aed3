import {
  alpha,
  CONTROL_BORDER_COLOR,
  PALETTE_COLOR_NAMES,
  palette,
  SHADE_NAMES,
} from '#client/theme/palette.ts'
import { customShadows } from '#client/theme/shadows.ts'

/**
 * The theme's colours and shadows as CSS custom properties (--primary-main, --text-secondary...),
 * for auth-app.css: the sign-in pages draw with the same palette as the MUI theme, from the same
 * objects, without loading MUI (decision 007). vite.config.ts writes them into a stylesheet at
 * build time, so that a prerendered page has its colours before any script runs.
 */
export function paletteProperties(): Record<string, string> {
  const properties: Record<string, string> = {
    '--text-primary': palette.text.primary,
    '--text-secondary': palette.text.secondary,
    '--text-disabled': palette.text.disabled,
    '--background-default': palette.background.default,
    '--background-paper': palette.background.paper,
    '--divider': palette.divider,
    '--action-active': palette.action.active,
    '--grey-200': palette.grey[200],
    '--control-border': CONTROL_BORDER_COLOR,
    '--shadow-z1': customShadows.z1,
    '--shadow-focus': customShadows.focus,
    // The halo of a focused field with a mistake (MUI's OutlinedInput under the theme).
    '--shadow-error-focus': alpha(palette.error.main, 0.2),
  }
  for (const name of PALETTE_COLOR_NAMES) {
    for (const shade of [...SHADE_NAMES, 'contrastText'] as const)
      properties[`--${name}-${shade}`] = palette[name][shade]
  }
  return properties
}

/** The properties as a stylesheet for :root. */
export function paletteStylesheet(): string {
  const declarations = Object.entries(paletteProperties()).map(([name, value]) => `${name}:${value}`)
  return `:root{${declarations.join(';')}}`
}
