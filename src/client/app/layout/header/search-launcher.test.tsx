import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithApp, setViewportWidth } from '#client/test/render.tsx'
import { SearchLauncher } from './search-launcher.tsx'

describe('SearchLauncher', () => {
  it('names the field-like button by what it does, then by the shortcut it shows', () => {
    setViewportWidth(1440)
    renderWithApp(<SearchLauncher />)
    const field = screen.getByRole('button', { name: 'Search, Ctrl + K' })
    expect(field).toHaveTextContent('Ctrl + K')
    expect(field).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K')
  })

  it('is an icon button named Search on small screens', () => {
    setViewportWidth(390)
    renderWithApp(<SearchLauncher />)
    expect(screen.getByRole('button', { name: 'Search' })).toHaveTextContent('')
  })
})
