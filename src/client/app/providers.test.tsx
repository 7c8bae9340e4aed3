import { useTheme } from '@mui/material/styles'
import { render, screen } from '@testing-library/react'
import useSWR from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setHydrating } from '#client/lib/hydration.ts'
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
  setHydrating(false)
})

/**
 * What a page's hook shows on its first render, with a clock well past the moments a page's answers
 * are trusted for (one set forward, a slow start): its answer, and whether it is asking again.
 */
function firstRenderAnHourLate(): string | undefined {
  vi.spyOn(Date, 'now').mockReturnValue(performance.timeOrigin + 3_600_000)
  const shown: string[] = []
  render(
    <Providers answers={{ '/api/answer': 'rendered' }}>
      <AnswerProbe shown={shown} />
    </Providers>,
  )
  return shown[0]
}

/** A page's hook, writing down what each render shows. */
function AnswerProbe({ shown }: { shown: string[] }) {
  const { data, isValidating } = useSWR<string>('/api/answer', async () => 'asked again')
  shown.push(`${data} ${isValidating ? 'validating' : 'settled'}`)
  return null
}

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

  it('draws a hydrating page with the answers it was rendered with, whatever the clock says', () => {
    setHydrating(true)
    // As the server drew it: not validating.
    expect(firstRenderAnHourLate()).toBe('rendered settled')
  })

  it('asks again for an answer a page was rendered with once it is no longer fresh', () => {
    expect(firstRenderAnHourLate()).toBe('rendered validating')
  })

  it('renders when storage refuses', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    render(<Providers>page</Providers>)
    expect(screen.getByText('page')).toBeInTheDocument()
  })
})
