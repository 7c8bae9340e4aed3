import { ThemeProvider } from '@mui/material/styles'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LanguageProvider } from '#client/app/providers.tsx'
import { theme } from '#client/theme/index.ts'
import { customShadows, shadows } from '#client/theme/shadows.ts'
import { Component as ShadowPage } from './shadow.tsx'

function renderPage() {
  return render(
    <LanguageProvider>
      <ThemeProvider theme={theme}>
        <ShadowPage />
      </ThemeProvider>
    </LanguageProvider>,
  )
}

describe('Shadow page', () => {
  it('has one h1 and a h2 for the scale and for the custom shadows', () => {
    renderPage()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1, name: 'Shadow' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Elevation scale' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Custom shadows' })).toBeInTheDocument()
  })

  it('shows all 25 shadows of the scale, each named and with its value, as a list', () => {
    renderPage()
    const scale = screen
      .getByRole('heading', { level: 2, name: 'Elevation scale' })
      .closest('.MuiCard-root') as HTMLElement
    expect(within(scale).getAllByRole('listitem')).toHaveLength(25)
    shadows.forEach((value, level) => {
      const box = within(scale).getByRole('group', { name: `shadows[${level}]` })
      expect(within(box).getByText(value)).toBeInTheDocument()
    })
  })

  it('shows each custom shadow by name with its value, drawn with that shadow', () => {
    renderPage()
    for (const [key, value] of Object.entries(customShadows)) {
      const box = screen.getByRole('group', { name: `customShadows.${key}` })
      expect(within(box).getByText(value)).toBeInTheDocument()
      expect(box).toHaveStyle({ boxShadow: value })
    }
  })
})
