import {
  alpha,
  controlBorderOf,
  PALETTE_COLOR_NAMES,
  type SchemePalette,
  SHADE_NAMES,
  schemePalettes,
} from '#client/theme/palette.ts'
import { customShadows } from '#client/theme/shadows.ts'
import { COLOR_SCHEME_ATTRIBUTE } from '#shared/appearance.ts'

/**
 * The theme's colours and shadows as CSS custom properties (--primary-main, --text-secondary...),
 * for auth-app.css: the sign-in pages draw with the same palette as the MUI theme, from the same
 * objects, without loading MUI (decision 007), for each colour scheme (decision 026). vite.config.ts writes them into a stylesheet at
 * build time, so that a prerendered page has its colours before any script runs.
 */
export function paletteProperties(palette: SchemePalette = schemePalettes.light): Record<string, string> {
  const properties: Record<string, string> = {
    '--text-primary': palette.text.primary,
    '--text-secondary': palette.text.secondary,
    '--text-disabled': palette.text.disabled,
    '--background-default': palette.background.default,
    '--background-paper': palette.background.paper,
    '--divider': palette.divider,
    '--action-active': palette.action.active,
    '--grey-200': palette.grey[200],
    '--control-border': controlBorderOf(palette),
    '--shadow-z1': customShadows.z1,
    '--shadow-focus': `0px 0px 0px 3px ${alpha(palette.primary.main, 0.2)}`,
    // The halo of a focused field with a mistake (MUI's OutlinedInput under the theme).
    '--shadow-error-focus': alpha(palette.error.main, 0.2),
  }
  for (const name of PALETTE_COLOR_NAMES) {
    for (const shade of [...SHADE_NAMES, 'contrastText'] as const)
      properties[`--${name}-${shade}`] = palette[name][shade]
  }
  return properties
}

/** The properties as a stylesheet: the light scheme on :root, the dark one on its attribute. */
export function paletteStylesheet(): string {
  const rule = (selector: string, palette: SchemePalette) => {
    const declarations = Object.entries(paletteProperties(palette)).map(([name, value]) => `${name}:${value}`)
    return `${selector}{${declarations.join(';')}}`
  }
  return `${rule(':root', schemePalettes.light)}${rule(`[${COLOR_SCHEME_ATTRIBUTE}="dark"]`, schemePalettes.dark)}`
}
