import { useColorScheme } from '@mui/material/styles'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Providers } from './providers.tsx'

function ModeProbe() {
  const { mode, setMode } = useColorScheme()
  return (
    <>
      <p>mode: {mode}</p>
      <button type="button" onClick={() => setMode('system')}>
        Follow the system
      </button>
      <button type="button" onClick={() => setMode('light')}>
        Light
      </button>
    </>
  )
}

describe('Providers', () => {
  it('starts in the light mode and keeps the mode in local storage under MUI default key', async () => {
    render(
      <Providers>
        <ModeProbe />
      </Providers>,
    )
    expect(screen.getByText('mode: light')).toBeInTheDocument()
    await act(async () => screen.getByRole('button', { name: 'Follow the system' }).click())
    expect(localStorage.getItem('mui-mode')).toBe('system')
    await act(async () => screen.getByRole('button', { name: 'Light' }).click())
    expect(localStorage.getItem('mui-mode')).toBe('light')
    expect(screen.getByText('mode: light')).toBeInTheDocument()
  })
})
