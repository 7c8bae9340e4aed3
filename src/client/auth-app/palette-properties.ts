import { CONTROL_BORDER_COLOR, PALETTE_COLOR_NAMES, palette, SHADE_NAMES } from '#client/theme/palette.ts'
import { customShadows } from '#client/theme/shadows.ts'

/**
 * The theme's colours and shadows as CSS custom properties (--primary-main, --text-secondary...),
 * for auth-app.css: the sign-in pages draw with the same palette as the MUI theme, from the same
 * objects, without loading MUI (decision 007).
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
    '--control-border': CONTROL_BORDER_COLOR,
    '--shadow-z1': customShadows.z1,
    '--shadow-focus': customShadows.focus,
  }
  for (const name of PALETTE_COLOR_NAMES) {
    for (const shade of [...SHADE_NAMES, 'contrastText'] as const)
      properties[`--${name}-${shade}`] = palette[name][shade]
  }
  return properties
}

/** Sets the properties on an element's style (the root's, before the first render). */
export function applyPalette(style: CSSStyleDeclaration): void {
  for (const [name, value] of Object.entries(paletteProperties())) style.setProperty(name, value)
}
