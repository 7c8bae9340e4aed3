// How a person's pages look, first their colour mode (decision 026), kept for the person (server) and
// the device (browser). The customizer's other choices are in look.ts.

/** The attribute of <html> the scheme's CSS variables hang on ([data-mui-color-scheme="dark"]). */
export const COLOR_SCHEME_ATTRIBUTE = 'data-mui-color-scheme'

/** What a person chooses: a scheme, or the one their system asks for. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const
export type ColorMode = (typeof COLOR_MODES)[number]

/** The mode of a device that never chose one. */
export const DEFAULT_COLOR_MODE: ColorMode = 'light'

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value)
}
