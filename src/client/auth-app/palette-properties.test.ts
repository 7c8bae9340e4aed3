import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { darkPalette, palette } from '#client/theme/palette.ts'
import { paletteProperties, paletteStylesheet } from './palette-properties.ts'

describe('the palette of the sign-in pages', () => {
  it('defines every custom property auth-app.css uses', () => {
    const css = readFileSync(new URL('./auth-app.css', import.meta.url), 'utf8')
    const used = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1]))
    expect(used.size).toBeGreaterThan(10)
    const defined = Object.keys(paletteProperties())
    expect([...used].filter((name) => !defined.includes(name ?? ''))).toEqual([])
  })

  it('takes its values from the theme palette: the light scheme on :root, the dark on its attribute', () => {
    expect(paletteProperties()['--primary-main']).toBe(palette.primary.main)
    expect(paletteProperties(darkPalette)['--primary-main']).toBe(darkPalette.primary.main)
    expect(paletteProperties(darkPalette)['--background-paper']).toBe(darkPalette.background.paper)
    expect(paletteStylesheet()).toMatch(
      /^:root\{--text-primary:#[0-9a-f]{6};[^}]*\}\[data-mui-color-scheme="dark"\]\{--text-primary:#[0-9a-f]{6};[^}]*\}$/,
    )
    expect(paletteStylesheet()).toContain(`--text-primary:${darkPalette.text.primary}`)
  })
})
