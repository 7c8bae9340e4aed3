import {
  GREY_SHADE_NAMES,
  PALETTE_COLOR_NAMES,
  type PaletteColorName,
  type SchemeName,
  type SchemePalette,
  SHADE_NAMES,
  schemePalettes,
} from './palette.ts'
import { type CustomShadows, customShadows, shadows } from './shadows.ts'
import {
  HTML_FONT_SIZE,
  TYPOGRAPHY_VARIANT_NAMES,
  type TypographyVariantName,
  typeScale,
} from './typography.ts'

// Plain data about the theme for the Typography, Color and Shadow pages, derived from the same
// objects the theme is built from so the pages cannot drift from it.

export type ColorToken = {
  /** The theme path, e.g. `primary.main`, `grey.500`, `text.secondary`. */
  name: string
  hex: string
}

export type ColorGroup = {
  id: PaletteColorName | 'grey' | 'text'
  title: string
  colors: ColorToken[]
}

const titles: Record<ColorGroup['id'], string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  error: 'Error',
  warning: 'Warning',
  info: 'Info',
  success: 'Success',
  grey: 'Grey',
  text: 'Text and surfaces',
}

/** The colour groups of a scheme's palette. */
function colorGroupsOf(palette: SchemePalette): ColorGroup[] {
  return [
    ...PALETTE_COLOR_NAMES.map((id) => ({
      id,
      title: titles[id],
      colors: [...SHADE_NAMES, 'contrastText' as const].map((shade) => ({
        name: `${id}.${shade}`,
        hex: palette[id][shade],
      })),
    })),
    {
      id: 'grey',
      title: titles.grey,
      colors: GREY_SHADE_NAMES.map((shade) => ({ name: `grey.${shade}`, hex: palette.grey[shade] })),
    },
    {
      id: 'text',
      title: titles.text,
      colors: [
        { name: 'text.primary', hex: palette.text.primary },
        { name: 'text.secondary', hex: palette.text.secondary },
        { name: 'text.disabled', hex: palette.text.disabled },
        { name: 'background.default', hex: palette.background.default },
        { name: 'background.paper', hex: palette.background.paper },
        { name: 'divider', hex: palette.divider },
      ],
    },
  ]
}

/** Each colour scheme's groups, light first (the Color page shows both). */
export const schemeColorGroups: { scheme: SchemeName; title: string; groups: ColorGroup[] }[] = [
  { scheme: 'light', title: 'Light scheme', groups: colorGroupsOf(schemePalettes.light) },
  { scheme: 'dark', title: 'Dark scheme', groups: colorGroupsOf(schemePalettes.dark) },
]

export type TypographyToken = {
  variant: TypographyVariantName
  /** px */
  fontSize: number
  /** rem, as the theme sets it */
  fontSizeRem: number
  fontWeight: number
  /** px */
  lineHeight: number
  letterSpacing?: string
  textTransform?: string
}

export const typographyTokens: TypographyToken[] = TYPOGRAPHY_VARIANT_NAMES.map((variant) => ({
  variant,
  ...typeScale[variant],
  fontSizeRem: typeScale[variant].fontSize / HTML_FONT_SIZE,
}))

export type ShadowToken = { name: string; value: string }

export const shadowTokens: ShadowToken[] = shadows.map((value, level) => ({
  name: `shadows[${level}]`,
  value,
}))

export const customShadowTokens: ShadowToken[] = (Object.keys(customShadows) as (keyof CustomShadows)[]).map(
  (key) => ({ name: `customShadows.${key}`, value: customShadows[key] }),
)
