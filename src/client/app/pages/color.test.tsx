import { ThemeProvider } from '@mui/material/styles'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LanguageProvider } from '#client/app/providers.tsx'
import { theme } from '#client/theme/index.ts'
import {
  darkPalette,
  GREY_SHADE_NAMES,
  PALETTE_COLOR_NAMES,
  palette,
  SHADE_NAMES,
} from '#client/theme/palette.ts'
import { contrastRatio } from '#shared/contrast.ts'
import { Component as ColorPage } from './color.tsx'

function renderPage() {
  return render(
    <LanguageProvider>
      <ThemeProvider theme={theme}>
        <ColorPage />
      </ThemeProvider>
    </LanguageProvider>,
  )
}

/** The light scheme's section: the swatches below are its own. */
const light = () => within(screen.getByRole('region', { name: 'Light scheme' }))

describe('Color page', () => {
  it('has one h1, a h2 for each colour scheme and a h3 for each of its colour groups', () => {
    renderPage()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1, name: 'Color' })).toBeInTheDocument()
    for (const [scheme] of [['Light scheme'], ['Dark scheme']] as const) {
      const section = screen.getByRole('region', { name: scheme })
      expect(within(section).getByRole('heading', { level: 2, name: scheme })).toBeInTheDocument()
      for (const title of ['Primary', 'Secondary', 'Error', 'Warning', 'Info', 'Success', 'Grey'])
        expect(within(section).getByRole('heading', { level: 3, name: title })).toBeInTheDocument()
    }
  })

  it('shows the dark scheme’s own values', () => {
    renderPage()
    const dark = screen.getByRole('region', { name: 'Dark scheme' })
    const swatch = within(dark).getByRole('group', { name: 'background.paper' })
    expect(within(swatch).getByText(darkPalette.background.paper)).toBeInTheDocument()
    expect(within(dark).getByRole('group', { name: 'primary.main' })).toHaveTextContent(
      darkPalette.primary.main,
    )
  })

  it('shows the primary main swatch with its hex value and its ratios against white and black', () => {
    renderPage()
    const swatch = light().getByRole('group', { name: 'primary.main' })
    const white = contrastRatio(palette.primary.main, '#ffffff')
    const black = contrastRatio(palette.primary.main, '#000000')
    // The two ratios of any colour multiply to 21; a page that swapped or rounded them would not.
    expect(white * black).toBeCloseTo(21, 10)
    expect(within(swatch).getByText(palette.primary.main)).toBeInTheDocument()
    expect(within(swatch).getByText('On white').nextElementSibling).toHaveTextContent(
      `${white.toFixed(2)}:1 AA`,
    )
    expect(within(swatch).getByText('On black').nextElementSibling).toHaveTextContent(
      `${black.toFixed(2)}:1 ${black >= 3 ? 'AA large' : 'Fail'}`,
    )
  })

  it('labels the three verdicts in words: AA, AA large and Fail', () => {
    renderPage()
    // #777777-like greys sit between 3 and 4.5 on white; pure white fails on white.
    const paper = light().getByRole('group', { name: 'background.paper' })
    expect(within(paper).getByText('On white').nextElementSibling).toHaveTextContent('1.00:1 Fail')
    expect(within(paper).getByText('On black').nextElementSibling).toHaveTextContent('21.00:1 AA')
    const grey500 = light().getByRole('group', { name: 'grey.500' })
    const ratio = contrastRatio(palette.grey[500], '#ffffff')
    expect(ratio).toBeGreaterThanOrEqual(3)
    expect(ratio).toBeLessThan(4.5)
    expect(within(grey500).getByText('On white').nextElementSibling).toHaveTextContent(
      `${ratio.toFixed(2)}:1 AA large`,
    )
  })

  it('shows every shade of every palette colour and the whole grey scale, as list items', () => {
    renderPage()
    const names = [
      ...PALETTE_COLOR_NAMES.flatMap((color) => SHADE_NAMES.map((shade) => `${color}.${shade}`)),
      ...GREY_SHADE_NAMES.map((shade) => `grey.${shade}`),
    ]
    for (const name of names) {
      const swatch = light().getByRole('group', { name })
      expect(swatch.closest('li'), name).not.toBeNull()
    }
  })

  it('writes each swatch in black or white, whichever contrasts more, so its own text reaches AA', () => {
    renderPage()
    for (const [name, hex] of [
      ['primary.main', palette.primary.main],
      ['warning.main', palette.warning.main],
      ['grey.50', palette.grey[50]],
      ['grey.900', palette.grey[900]],
    ] as const) {
      const swatch = light().getByRole('group', { name })
      const expected =
        contrastRatio(hex, '#000000') >= contrastRatio(hex, '#ffffff') ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)'
      expect(getComputedStyle(swatch).color, name).toBe(expected)
      expect(Math.max(contrastRatio(hex, '#000000'), contrastRatio(hex, '#ffffff'))).toBeGreaterThanOrEqual(
        4.5,
      )
    }
  })
})
