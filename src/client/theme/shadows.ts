import type { Shadows } from '@mui/material/styles'
import { alpha, palette } from './palette.ts'

// A soft scale tinted with the darkest grey instead of pure black, so raised surfaces sit on the
// cool background without a muddy halo.

export type CustomShadows = {
  /** Resting cards and popovers. */
  z1: string
  /** Under outlined and default buttons. */
  button: string
  /** Under text on filled buttons. */
  text: string
  /** The soft halo of a focused input; the keyboard focus ring itself is an outline. */
  focus: string
}

declare module '@mui/material/styles' {
  interface Theme {
    customShadows: CustomShadows
  }
  interface ThemeOptions {
    customShadows?: CustomShadows
  }
}

const ink = palette.grey[900]

/** Elevation `level` (1 to 24): a tight key shadow plus a wider ambient one, both growing with level. */
function elevation(level: number): string {
  const key = `0px ${Math.ceil(level / 2)}px ${level + 2}px ${alpha(ink, 0.06)}`
  // Rounded so the values read cleanly on the Shadow page (0.052, not 0.052000000000000005).
  const ambientOpacity = Math.round((0.04 + level * 0.002) * 1000) / 1000
  const ambient = `0px ${level}px ${level * 3}px ${alpha(ink, ambientOpacity)}`
  return `${key}, ${ambient}`
}

const ELEVATION_LEVELS = 24

/** MUI's 25 entries: `none` then elevations 1 to 24. */
export const shadows = [
  'none',
  ...Array.from({ length: ELEVATION_LEVELS }, (_, index) => elevation(index + 1)),
] as Shadows

export const customShadows = {
  z1: `0px 1px 4px ${alpha(ink, 0.08)}`,
  button: `0px 2px 0px ${alpha(ink, 0.03)}`,
  text: `0px -1px 0px ${alpha(ink, 0.12)}`,
  focus: `0px 0px 0px 3px ${alpha(palette.primary.main, 0.2)}`,
} as const satisfies CustomShadows
