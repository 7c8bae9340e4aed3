import { useTheme } from '@mui/material/styles'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { palette } from '#client/theme/palette.ts'
import { Providers } from './providers.tsx'

function ThemeProbe() {
  const theme = useTheme()
  return (
    <p>
      {theme.palette.mode} {theme.palette.primary.main}
    </p>
  )
}

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('Providers', () => {
  it("gives MUI's components Foyer's light theme", () => {
    render(
      <Providers>
        <ThemeProbe />
      </Providers>,
    )
    expect(screen.getByText(`light ${palette.primary.main}`)).toBeInTheDocument()
  })

  it('keeps the mode and colour schemes in local storage under MUI default keys', () => {
    render(<Providers>page</Providers>)
    expect(localStorage.getItem('mui-mode')).toBe('light')
    expect(localStorage.getItem('mui-color-scheme-light')).toBe('light')
    expect(localStorage.getItem('mui-color-scheme-dark')).toBe('dark')
  })

  it('keeps a value already stored', () => {
    localStorage.setItem('mui-mode', 'system')
    render(<Providers>page</Providers>)
    expect(localStorage.getItem('mui-mode')).toBe('system')
    expect(localStorage.getItem('mui-color-scheme-dark')).toBe('dark')
  })

  it('renders when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    render(<Providers>page</Providers>)
    expect(screen.getByText('page')).toBeInTheDocument()
  })
})
