import type { PaletteOptions } from '@mui/material/styles'

// Foyer's own palette: a calm indigo primary with slate, red, amber, sky and green companions.
// Every pair the UI draws text with is checked against WCAG AA in palette.test.ts.

declare module '@mui/material/styles' {
  interface PaletteColor {
    lighter: string
    darker: string
  }
  interface SimplePaletteColorOptions {
    lighter?: string
    darker?: string
  }
}

/**
 * A colour of the palette (#rrggbb) at an opacity, written as MUI's alpha() writes it. Here rather
 * than MUI's, so that the sign-in pages can use the shadows without loading MUI (decision 007).
 */
export function alpha(hex: string, opacity: number): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16))
  return `rgba(${red}, ${green}, ${blue}, ${opacity})`
}

/** The shades every palette colour carries, lightest first. */
export const SHADE_NAMES = ['lighter', 'light', 'main', 'dark', 'darker'] as const
export type ShadeName = (typeof SHADE_NAMES)[number]

export const PALETTE_COLOR_NAMES = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const
export type PaletteColorName = (typeof PALETTE_COLOR_NAMES)[number]

export const GREY_SHADE_NAMES = [
  '50',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
  'A100',
  'A200',
  'A400',
  'A700',
] as const
export type GreyShadeName = (typeof GREY_SHADE_NAMES)[number]

export type ColorScale = Record<ShadeName | 'contrastText', string>

const grey = {
  50: '#f8f9fb',
  100: '#f1f3f6',
  200: '#e3e6ec',
  300: '#cdd2db',
  400: '#a6adbb',
  500: '#7d8597',
  600: '#5a6275',
  700: '#434a5a',
  800: '#2c313d',
  900: '#1b1f28',
  A100: '#f4f5f8',
  A200: '#e8eaf0',
  A400: '#8c93a3',
  A700: '#3a4050',
} as const satisfies Record<GreyShadeName, string>

const colors = {
  primary: {
    lighter: '#eceffa',
    light: '#98a3e3',
    main: '#4150b0',
    dark: '#2f3a8a',
    darker: '#1c2360',
    contrastText: '#ffffff',
  },
  secondary: {
    lighter: '#eef1f5',
    light: '#b4bfcc',
    main: '#56657a',
    dark: '#3b4759',
    darker: '#232c3a',
    contrastText: '#ffffff',
  },
  error: {
    lighter: '#fdecec',
    light: '#f09a9a',
    main: '#c62f2f',
    dark: '#9a1f1f',
    darker: '#631414',
    contrastText: '#ffffff',
  },
  // Amber is a fill colour that carries dark text; warning text on a surface uses warning.dark.
  warning: {
    lighter: '#fff5e0',
    light: '#fbcf7a',
    main: '#f0a31c',
    dark: '#875500',
    darker: '#553600',
    contrastText: '#241a05',
  },
  info: {
    lighter: '#e6f4fa',
    light: '#8fcbe6',
    main: '#0a6fa3',
    dark: '#075478',
    darker: '#04354d',
    contrastText: '#ffffff',
  },
  success: {
    lighter: '#e7f5ea',
    light: '#92d0a0',
    main: '#2a7a3b',
    dark: '#1d5c2b',
    darker: '#113a1b',
    contrastText: '#ffffff',
  },
} as const satisfies Record<PaletteColorName, ColorScale>

/** The light colour scheme's palette. */
export const palette = {
  mode: 'light',
  common: { black: '#000000', white: '#ffffff' },
  ...colors,
  grey,
  text: {
    primary: grey[900],
    secondary: grey[600],
    // WCAG exempts disabled controls from contrast; this still reads as text on paper.
    disabled: grey[400],
  },
  background: {
    default: grey.A100,
    paper: '#ffffff',
  },
  divider: grey[200],
  // Unselected checkboxes and icon buttons draw in action.active: a solid grey keeps them legible.
  action: {
    active: grey[600],
  },
} as const satisfies PaletteOptions

// The dark scheme keeps every shade's role: `lighter` is the soft fill behind selected items and
// chips (here a deep tint), `dark` the colour text is written in on a surface and on `lighter` (here
// a light one), `main` the fill that carries `contrastText`. The grey scale turns the same way, so
// grey.100 is still a faint fill and grey.900 the strongest ink.
const darkGrey = {
  50: '#1d2027',
  100: '#242832',
  200: '#323744',
  300: '#434959',
  400: '#5d6477',
  500: '#8a92a5',
  600: '#aab1c0',
  700: '#c5cad5',
  800: '#dcdfe6',
  900: '#eef0f4',
  A100: '#14161b',
  A200: '#2a2e39',
  A400: '#767d8f',
  A700: '#d0d4dd',
} as const satisfies Record<GreyShadeName, string>

const darkColors = {
  primary: {
    lighter: '#222a52',
    light: '#4452a8',
    main: '#8f9cf2',
    dark: '#b4bdf6',
    darker: '#dadffb',
    contrastText: '#10142e',
  },
  secondary: {
    lighter: '#262d39',
    light: '#435064',
    main: '#9ba7b9',
    dark: '#bdc6d3',
    darker: '#dee3ea',
    contrastText: '#11161e',
  },
  error: {
    lighter: '#3d1a1c',
    light: '#8a2e2e',
    main: '#f28b8b',
    dark: '#f7b0b0',
    darker: '#fcd9d9',
    contrastText: '#2a0a0a',
  },
  warning: {
    lighter: '#3a2c0c',
    light: '#82590d',
    main: '#f0a31c',
    dark: '#f7c768',
    darker: '#fce4b4',
    contrastText: '#241a05',
  },
  info: {
    lighter: '#0e2c3d',
    light: '#16648c',
    main: '#62bbe8',
    dark: '#98d2f0',
    darker: '#cbe9f8',
    contrastText: '#04202e',
  },
  success: {
    lighter: '#14321c',
    light: '#267239',
    main: '#72c585',
    dark: '#a0d9ad',
    darker: '#d0ecd6',
    contrastText: '#0a2410',
  },
} as const satisfies Record<PaletteColorName, ColorScale>

/** The dark colour scheme's palette: the same roles as the light one, for a dark surface. */
export const darkPalette = {
  mode: 'dark',
  common: { black: '#000000', white: '#ffffff' },
  ...darkColors,
  grey: darkGrey,
  text: {
    primary: darkGrey[900],
    secondary: darkGrey[600],
    disabled: darkGrey[400],
  },
  background: {
    default: darkGrey.A100,
    paper: darkGrey[50],
  },
  divider: darkGrey[200],
  action: {
    active: darkGrey[600],
  },
} as const satisfies PaletteOptions

/** A scheme's palette, by the name MUI gives the scheme. */
export const schemePalettes = { light: palette, dark: darkPalette } as const
export type SchemeName = keyof typeof schemePalettes
export type SchemePalette = (typeof schemePalettes)[SchemeName]

/**
 * The border of a scheme's form controls (grey.500). It identifies the control, so it needs 3:1
 * against the surface (WCAG 1.4.11), which MUI's default translucent border does not reach.
 */
export function controlBorderOf(scheme: SchemePalette): string {
  return scheme.grey[500]
}
