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

type ColorScale = Record<ShadeName | 'contrastText', string>

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

/** The light colour scheme's palette; the only scheme Foyer designs. */
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

/**
 * The border of form controls. It identifies the control, so it needs 3:1 against the surface
 * (WCAG 1.4.11), which MUI's default translucent border does not reach.
 */
export const CONTROL_BORDER_COLOR = grey[500]
