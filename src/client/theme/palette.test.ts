import { describe, expect, it } from 'vitest'
import { AA_LARGE_RATIO, AA_NORMAL_RATIO, contrastRatio } from '#shared/contrast.ts'
import { PRESET_COLORS } from '#shared/look.ts'
import {
  controlBorderOf,
  darkPalette,
  GREY_SHADE_NAMES,
  PALETTE_COLOR_NAMES,
  palette,
  type SchemeName,
  type SchemePalette,
  SHADE_NAMES,
  schemePalettes,
} from './palette.ts'
import { schemePaletteWith } from './presets.ts'

// The project's proof that every colour pair the theme draws text or controls with meets WCAG AA.

const SCHEMES = Object.entries(schemePalettes) as [SchemeName, SchemePalette][]

const HEX = /^#[0-9a-f]{6}$/

describe('palette', () => {
  it('gives every colour all five shades and a contrast text, as six-digit lowercase hex', () => {
    for (const name of PALETTE_COLOR_NAMES) {
      for (const shade of [...SHADE_NAMES, 'contrastText'] as const) {
        expect(palette[name][shade], `${name}.${shade}`).toMatch(HEX)
      }
    }
    for (const shade of GREY_SHADE_NAMES) expect(palette.grey[shade], `grey.${shade}`).toMatch(HEX)
  })

  it('is not the Mantis template blue', () => {
    expect(palette.primary.main).not.toBe('#1677ff')
  })

  it('keeps warning.main a fill colour: it fails as text on white, which is why overrides use warning.dark', () => {
    // If this starts passing, the warning overrides in button, chip and icon-button can go.
    expect(contrastRatio(palette.warning.main, palette.background.paper)).toBeLessThan(AA_LARGE_RATIO)
  })

  // Each shade keeps its role in both schemes: from the faintest fill (lighter, grey.50) to the
  // strongest ink (darker, grey.900), that is ever further from the surface's own end of the scale.
  it.each(SCHEMES)('orders each colour of the %s scheme from lighter to darker', (scheme, colors) => {
    const surface = scheme === 'light' ? '#ffffff' : '#000000'
    for (const name of PALETTE_COLOR_NAMES) {
      const ratios = SHADE_NAMES.map((shade) => contrastRatio(colors[name][shade], surface))
      expect(ratios, name).toEqual([...ratios].sort((a, b) => a - b))
    }
  })

  it.each(SCHEMES)('orders the grey scale of the %s scheme from 50 to 900', (scheme, colors) => {
    const surface = scheme === 'light' ? '#ffffff' : '#000000'
    const steps = GREY_SHADE_NAMES.filter((shade) => !shade.startsWith('A'))
    const ratios = steps.map((shade) => contrastRatio(colors.grey[shade], surface))
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b))
  })

  it('gives the dark scheme every shade too', () => {
    for (const name of PALETTE_COLOR_NAMES)
      for (const shade of [...SHADE_NAMES, 'contrastText'] as const)
        expect(darkPalette[name][shade], `${name}.${shade}`).toMatch(HEX)
    for (const shade of GREY_SHADE_NAMES) expect(darkPalette.grey[shade], `grey.${shade}`).toMatch(HEX)
  })
})

describe.each(SCHEMES)('WCAG AA contrast of the %s scheme', (_name, palette) => {
  const surfaces = {
    'background.default': palette.background.default,
    'background.paper': palette.background.paper,
  } as const

  it.each(PALETTE_COLOR_NAMES)('%s.main reaches 4.5:1 against its contrastText', (name) => {
    const { main, contrastText } = palette[name]
    expect(contrastRatio(main, contrastText)).toBeGreaterThanOrEqual(AA_NORMAL_RATIO)
  })

  it.each(PALETTE_COLOR_NAMES)('%s.dark reaches 4.5:1 on the page background and on paper', (name) => {
    for (const [surface, hex] of Object.entries(surfaces)) {
      expect(contrastRatio(palette[name].dark, hex), `${name}.dark on ${surface}`).toBeGreaterThanOrEqual(
        AA_NORMAL_RATIO,
      )
    }
  })

  it.each(PALETTE_COLOR_NAMES)('%s.dark reaches 4.5:1 on %s.lighter (selected items, soft chips)', (name) => {
    const { dark, lighter } = palette[name]
    expect(contrastRatio(dark, lighter)).toBeGreaterThanOrEqual(AA_NORMAL_RATIO)
  })

  it.each(['primary', 'secondary', 'error', 'info', 'success'] as const)(
    '%s.main reaches 4.5:1 on both surfaces, so text and outlined controls may use it',
    (name) => {
      for (const [surface, hex] of Object.entries(surfaces)) {
        expect(contrastRatio(palette[name].main, hex), `${name}.main on ${surface}`).toBeGreaterThanOrEqual(
          AA_NORMAL_RATIO,
        )
      }
    },
  )

  it.each(['primary', 'secondary'] as const)('text.%s reaches 4.5:1 on both surfaces', (kind) => {
    for (const [surface, hex] of Object.entries(surfaces)) {
      expect(contrastRatio(palette.text[kind], hex), `text.${kind} on ${surface}`).toBeGreaterThanOrEqual(
        AA_NORMAL_RATIO,
      )
    }
  })

  it('draws the keyboard focus ring (primary.main) at 3:1 or more on both surfaces', () => {
    for (const hex of Object.values(surfaces)) {
      expect(contrastRatio(palette.primary.main, hex)).toBeGreaterThanOrEqual(AA_LARGE_RATIO)
    }
  })

  it('draws form control borders at 3:1 or more on both surfaces (WCAG 1.4.11)', () => {
    for (const hex of Object.values(surfaces)) {
      expect(contrastRatio(controlBorderOf(palette), hex)).toBeGreaterThanOrEqual(AA_LARGE_RATIO)
    }
  })

  it('draws icons in action.active at 4.5:1 or more on both surfaces', () => {
    for (const hex of Object.values(surfaces)) {
      expect(contrastRatio(palette.action.active, hex)).toBeGreaterThanOrEqual(AA_NORMAL_RATIO)
    }
  })

  it('writes tooltips (paper on grey.800) at 4.5:1 or more', () => {
    expect(contrastRatio(palette.background.paper, palette.grey[800])).toBeGreaterThanOrEqual(AA_NORMAL_RATIO)
  })
})

// The primary colours a person may choose (decision 027): each keeps every pair the theme draws
// with primary AA, in both schemes, as the default does.
const PRESET_SCHEMES = PRESET_COLORS.flatMap((preset) =>
  SCHEMES.map(([scheme]) => [preset, scheme, schemePaletteWith(scheme, preset)] as const),
)

describe.each(PRESET_SCHEMES)('the %s primary in the %s scheme', (preset, scheme, palette) => {
  const surfaces = [palette.background.default, palette.background.paper]
  const { primary } = palette

  it('has all five shades and a contrast text, ordered from the surface outwards', () => {
    for (const shade of [...SHADE_NAMES, 'contrastText'] as const) expect(primary[shade], shade).toMatch(HEX)
    const end = scheme === 'light' ? '#ffffff' : '#000000'
    const ratios = SHADE_NAMES.map((shade) => contrastRatio(primary[shade], end))
    expect(ratios).toEqual([...ratios].sort((a, b) => a - b))
  })

  it('writes its contrast text on main, and main and dark on both surfaces, at 4.5:1 or more', () => {
    expect(contrastRatio(primary.main, primary.contrastText)).toBeGreaterThanOrEqual(AA_NORMAL_RATIO)
    for (const surface of surfaces) {
      expect(contrastRatio(primary.main, surface), `main on ${surface}`).toBeGreaterThanOrEqual(
        AA_NORMAL_RATIO,
      )
      expect(contrastRatio(primary.dark, surface), `dark on ${surface}`).toBeGreaterThanOrEqual(
        AA_NORMAL_RATIO,
      )
    }
  })

  it('writes dark on lighter (selected items, soft chips) at 4.5:1 or more', () => {
    expect(contrastRatio(primary.dark, primary.lighter)).toBeGreaterThanOrEqual(AA_NORMAL_RATIO)
  })

  it('leaves the rest of the palette as it is', () => {
    expect({ ...palette, primary: undefined }).toEqual({ ...schemePalettes[scheme], primary: undefined })
    if (preset === 'indigo') expect(primary).toEqual(schemePalettes[scheme].primary)
  })
})
