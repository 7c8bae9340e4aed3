import { z } from 'zod/mini'
import { COLOR_MODES } from './appearance.ts'
import { sentence } from './i18n/sentence.ts'
import { LANGUAGES } from './languages.ts'

// The customizer's choices besides the colour mode (decision 027): a primary colour, a font, a
// direction, the layout's width, the drawer's first state. They are kept for the person, each choice
// they did not make following the instance's defaults, which an administrator sets.

/** The primary colours a person or an instance chooses from, each AA in both schemes (palette.ts). */
export const PRESET_COLORS = ['indigo', 'blue', 'teal', 'green', 'violet', 'magenta'] as const
export type PresetColor = (typeof PRESET_COLORS)[number]
export const PRESET_NAMES: Record<PresetColor, string> = {
  indigo: 'Indigo',
  blue: 'Blue',
  teal: 'Teal',
  green: 'Green',
  violet: 'Violet',
  magenta: 'Magenta',
}

/** The bundled fonts: the browser downloads only the one the page is set in. */
export const FONTS = ['public-sans', 'inter', 'roboto'] as const
export type Font = (typeof FONTS)[number]
export const FONT_NAMES: Record<Font, string> = {
  'public-sans': 'Public Sans',
  inter: 'Inter',
  roboto: 'Roboto',
}

export const DIRECTIONS = ['ltr', 'rtl'] as const
export type Direction = (typeof DIRECTIONS)[number]
export const DIRECTION_NAMES: Record<Direction, string> = { ltr: 'Left to right', rtl: 'Right to left' }

/** Full width: the page fills the window beside the drawer; contained: it stops at 1440 px, centred. */
export const LAYOUT_WIDTHS = ['full', 'contained'] as const
export type LayoutWidth = (typeof LAYOUT_WIDTHS)[number]
export const WIDTH_NAMES: Record<LayoutWidth, string> = { full: 'Full width', contained: 'Contained' }

const presetSchema = z.enum(
  PRESET_COLORS,
  sentence({ id: 'schema.look.choose-preset', defaultMessage: 'Choose one of the six colours' }),
)
const fontSchema = z.enum(
  FONTS,
  sentence({ id: 'schema.look.choose-font', defaultMessage: 'Choose Public Sans, Inter or Roboto' }),
)
const directionSchema = z.enum(
  DIRECTIONS,
  sentence({ id: 'schema.look.choose-direction', defaultMessage: 'Choose left to right or right to left' }),
)
const widthSchema = z.enum(
  LAYOUT_WIDTHS,
  sentence({ id: 'schema.look.choose-width', defaultMessage: 'Choose contained or full width' }),
)
const miniDrawerSchema = z.boolean(
  sentence({ id: 'schema.look.choose-on-off', defaultMessage: 'Choose on or off' }),
)

const lookFields = {
  preset: presetSchema,
  font: fontSchema,
  direction: directionSchema,
  width: widthSchema,
  /** On large screens the drawer starts collapsed to its icons. */
  miniDrawer: miniDrawerSchema,
}

/** The customizer's choices, all of them: the instance's defaults, and what a person's pages use. */
export const lookSchema = z.strictObject(lookFields)
export type Look = z.infer<typeof lookSchema>
export const LOOK_KEYS = [
  'preset',
  'font',
  'direction',
  'width',
  'miniDrawer',
] as const satisfies readonly (keyof Look)[]

/** The defaults of an instance whose administrators never changed them. */
export const DEFAULT_LOOK: Look = {
  preset: 'indigo',
  font: 'public-sans',
  direction: 'ltr',
  width: 'full',
  miniDrawer: false,
}

/** What a person chose, each choice kept as long as it is one this release knows. */
export function ownLookOf(stored: unknown): Partial<Look> {
  let value = stored
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return {}
    }
  }
  if (!value || typeof value !== 'object') return {}
  const own: Partial<Look> = {}
  for (const key of LOOK_KEYS) {
    const parsed = lookFields[key].safeParse((value as Record<string, unknown>)[key])
    if (parsed.success) Object.assign(own, { [key]: parsed.data })
  }
  return own
}

/**
 * PUT {BASE}/api/account/appearance: the choices to change; null puts a customizer's choice back to
 * the instance's default.
 */
export const appearanceUpdateSchema = z
  .strictObject({
    colorMode: z.optional(
      z.enum(
        COLOR_MODES,
        sentence({ id: 'schema.look.choose-mode', defaultMessage: 'Choose light, dark or system' }),
      ),
    ),
    /** The person's language (decision 028); null: their browser's. */
    language: z.optional(
      z.nullable(
        z.enum(
          LANGUAGES,
          sentence({
            id: 'schema.look.choose-language',
            defaultMessage: 'Choose English, French, German or Arabic',
          }),
        ),
      ),
    ),
    preset: z.optional(z.nullable(presetSchema)),
    font: z.optional(z.nullable(fontSchema)),
    direction: z.optional(z.nullable(directionSchema)),
    width: z.optional(z.nullable(widthSchema)),
    miniDrawer: z.optional(z.nullable(miniDrawerSchema)),
  })
  .check(
    z.refine((update) => Object.values(update).some((value) => value !== undefined), {
      message: sentence(
        { id: 'schema.look.say-what', defaultMessage: 'Say what to change: {keys}' },
        { keys: 'colorMode, language, preset, font, direction, width, miniDrawer' },
      ),
    }),
  )
export type AppearanceUpdate = z.infer<typeof appearanceUpdateSchema>
