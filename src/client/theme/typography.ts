import type { TypographyVariantsOptions } from '@mui/material/styles'
import type { CSSProperties } from 'react'
import { FONT_FAMILY } from '#shared/constants.ts'
import type { Font } from '#shared/look.ts'

// A dense admin scale: 14 px body text, headings from 14 to 38 px. Each of the three fonts a person
// may choose (Public Sans by default) is bundled in the four weights used here (400, 500, 600, 700)
// and no others; the browser downloads the files of the one the page is set in alone.

/** The font-family of each font, with the same fallback. */
export const FONT_STACKS: Record<Font, string> = {
  'public-sans': FONT_FAMILY,
  inter: "'Inter', sans-serif",
  roboto: "'Roboto', sans-serif",
}

/** The root font size that rem values are relative to. */
export const HTML_FONT_SIZE = 16
/** The base size MUI derives component text sizes from. */
export const BASE_FONT_SIZE = 14

export const FONT_WEIGHTS = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const
type FontWeight = (typeof FONT_WEIGHTS)[keyof typeof FONT_WEIGHTS]

export const TYPOGRAPHY_VARIANT_NAMES = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'caption',
  'overline',
  'button',
] as const
export type TypographyVariantName = (typeof TYPOGRAPHY_VARIANT_NAMES)[number]

type TypeSpec = {
  /** px */
  fontSize: number
  /** px; emitted as a unitless ratio so nested text keeps its proportion */
  lineHeight: number
  fontWeight: FontWeight
  letterSpacing?: string
  textTransform?: CSSProperties['textTransform']
}

/** The scale in pixels: the single source for the theme and for the Typography page. */
export const typeScale = {
  h1: { fontSize: 38, lineHeight: 46, fontWeight: FONT_WEIGHTS.semibold },
  h2: { fontSize: 30, lineHeight: 38, fontWeight: FONT_WEIGHTS.semibold },
  h3: { fontSize: 24, lineHeight: 32, fontWeight: FONT_WEIGHTS.semibold },
  h4: { fontSize: 20, lineHeight: 28, fontWeight: FONT_WEIGHTS.semibold },
  h5: { fontSize: 16, lineHeight: 24, fontWeight: FONT_WEIGHTS.semibold },
  h6: { fontSize: 14, lineHeight: 22, fontWeight: FONT_WEIGHTS.medium },
  subtitle1: { fontSize: 14, lineHeight: 22, fontWeight: FONT_WEIGHTS.semibold },
  subtitle2: { fontSize: 12, lineHeight: 20, fontWeight: FONT_WEIGHTS.medium },
  body1: { fontSize: 14, lineHeight: 22, fontWeight: FONT_WEIGHTS.regular },
  body2: { fontSize: 12, lineHeight: 20, fontWeight: FONT_WEIGHTS.regular },
  caption: { fontSize: 12, lineHeight: 20, fontWeight: FONT_WEIGHTS.regular },
  overline: {
    fontSize: 12,
    lineHeight: 20,
    fontWeight: FONT_WEIGHTS.semibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  },
  button: { fontSize: 14, lineHeight: 22, fontWeight: FONT_WEIGHTS.medium, textTransform: 'none' },
} as const satisfies Record<TypographyVariantName, TypeSpec>

function toStyle({ fontSize, lineHeight, ...rest }: TypeSpec) {
  return { fontSize: `${fontSize / HTML_FONT_SIZE}rem`, lineHeight: lineHeight / fontSize, ...rest }
}

export const typography = {
  fontFamily: FONT_FAMILY,
  htmlFontSize: HTML_FONT_SIZE,
  fontSize: BASE_FONT_SIZE,
  // MUI's light weight is 300, which is not loaded: keep anything that asks for it at 400.
  fontWeightLight: FONT_WEIGHTS.regular,
  fontWeightRegular: FONT_WEIGHTS.regular,
  fontWeightMedium: FONT_WEIGHTS.medium,
  fontWeightBold: FONT_WEIGHTS.bold,
  ...(Object.fromEntries(TYPOGRAPHY_VARIANT_NAMES.map((name) => [name, toStyle(typeScale[name])])) as Record<
    TypographyVariantName,
    ReturnType<typeof toStyle>
  >),
} satisfies TypographyVariantsOptions
