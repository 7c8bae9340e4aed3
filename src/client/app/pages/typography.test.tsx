import { ThemeProvider } from '@mui/material/styles'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LanguageProvider } from '#client/app/providers.tsx'
import { theme } from '#client/theme/index.ts'
import { HTML_FONT_SIZE, TYPOGRAPHY_VARIANT_NAMES, typeScale } from '#client/theme/typography.ts'
import { Component as TypographyPage } from './typography.tsx'

function renderPage() {
  return render(
    <LanguageProvider>
      <ThemeProvider theme={theme}>
        <TypographyPage />
      </ThemeProvider>
    </LanguageProvider>,
  )
}

describe('Typography page', () => {
  it('has exactly one h1, and the samples do not add headings of their own', () => {
    renderPage()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1, name: 'Typography' })).toBeInTheDocument()
    // Only the card titles are h2; the h2 to h6 samples render as spans.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Headings',
      'Subtitles',
      'Body',
      'Caption, overline and button',
    ])
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0)
  })

  it('lists every variant of the theme in a table row with its size, weight and line height', () => {
    renderPage()
    for (const variant of TYPOGRAPHY_VARIANT_NAMES) {
      const row = screen.getByRole('rowheader', { name: variant }).closest('tr')
      expect(row, variant).not.toBeNull()
      const cells = within(row as HTMLElement).getAllByRole('cell')
      const { fontSize, fontWeight, lineHeight } = typeScale[variant]
      expect(cells[1]).toHaveTextContent(`${fontSize} px (${fontSize / HTML_FONT_SIZE} rem)`)
      expect(cells[2]).toHaveTextContent(String(fontWeight))
      expect(cells[3]).toHaveTextContent(`${lineHeight} px`)
    }
  })

  it('shows h1 as 38 px, weight 600, line height 46 px', () => {
    renderPage()
    const row = screen.getByRole('rowheader', { name: 'h1' }).closest('tr') as HTMLElement
    expect(within(row).getByText('38 px (2.375 rem)')).toBeInTheDocument()
    expect(within(row).getByText('600')).toBeInTheDocument()
    expect(within(row).getByText('46 px')).toBeInTheDocument()
  })

  it('renders each sample in its own variant', () => {
    renderPage()
    const row = screen.getByRole('rowheader', { name: 'overline' }).closest('tr') as HTMLElement
    const sample = within(row).getByText('Last updated today')
    expect(sample).toHaveClass('MuiTypography-overline')
    expect(getComputedStyle(sample).textTransform).toBe('uppercase')
  })
})
