import type { PresetColor } from '#shared/look.ts'
import {
  type ColorScale,
  darkPalette,
  palette,
  type SchemeName,
  type SchemePalette,
  schemePalettes,
} from './palette.ts'

/**
 * The primary colours a person or an instance may choose (decision 027), each in both schemes with
 * the roles of the default's shades, so that every pair the theme draws stays AA (palette.test.ts).
 * Indigo is the default palette's own.
 */
export const presetPrimaries: Record<PresetColor, { light: ColorScale; dark: ColorScale }> = {
  indigo: { light: palette.primary, dark: darkPalette.primary },
  blue: {
    light: {
      lighter: '#eaf2fa',
      light: '#92bae7',
      main: '#176dcf',
      dark: '#1254a1',
      darker: '#0d3c73',
      contrastText: '#ffffff',
    },
    dark: {
      lighter: '#213245',
      light: '#3a5e88',
      main: '#3a8ce9',
      dark: '#71acef',
      darker: '#a8ccf5',
      contrastText: '#0a1624',
    },
  },
  teal: {
    light: {
      lighter: '#ebf9fa',
      light: '#95e2e4',
      main: '#12797d',
      dark: '#0b4e50',
      darker: '#052324',
      contrastText: '#ffffff',
    },
    dark: {
      lighter: '#224344',
      light: '#3d8385',
      main: '#19adb3',
      dark: '#29dae0',
      darker: '#5ee3e8',
      contrastText: '#0b2223',
    },
  },
  green: {
    light: {
      lighter: '#edf8f0',
      light: '#a0dab3',
      main: '#257e43',
      dark: '#19572e',
      darker: '#0e2f19',
      contrastText: '#ffffff',
    },
    dark: {
      lighter: '#26402f',
      light: '#467c58',
      main: '#2e9e53',
      dark: '#41c86e',
      darker: '#71d692',
      contrastText: '#0e2014',
    },
  },
  violet: {
    light: {
      lighter: '#f2edf8',
      light: '#bba0da',
      main: '#8b51cd',
      dark: '#7135b6',
      darker: '#58298e',
      contrastText: '#ffffff',
    },
    dark: {
      lighter: '#322640',
      light: '#5f467c',
      main: '#a275d7',
      dark: '#c2a4e5',
      darker: '#e2d4f2',
      contrastText: '#160e20',
    },
  },
  magenta: {
    light: {
      lighter: '#f8ecf3',
      light: '#dd9dc2',
      main: '#c43187',
      dark: '#9b276b',
      darker: '#721d4f',
      contrastText: '#ffffff',
    },
    dark: {
      lighter: '#412535',
      light: '#7e4466',
      main: '#d760a5',
      dark: '#e391c1',
      darker: '#f0c2dd',
      contrastText: '#210d19',
    },
  },
}

/** A scheme's palette with a preset's primary colour. */
export function schemePaletteWith(scheme: SchemeName, preset: PresetColor): SchemePalette {
  const base = schemePalettes[scheme]
  return { ...base, primary: presetPrimaries[preset][scheme] } as SchemePalette
}
