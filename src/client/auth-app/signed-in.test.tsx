import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageLoad } from '#client/lib/page-load.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { AuthApp } from './auth-app.tsx'
import { LoginPage } from './pages/login.tsx'
import { renderAuthPage } from './prerender.tsx'

const ada = { name: 'Ada Lovelace', email: 'ada@example.com' }

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Login and Register opened by someone signed in', () => {
  it('say who is signed in instead of their form, with the way on and a way to sign out', () => {
    mockFetch({})
    render(<AuthApp path="/login" Page={LoginPage} signedIn={ada} />)
    expect(screen.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeInTheDocument()
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/default',
    )
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    // The server renders the same.
    expect(renderAuthPage('/register', '', ada).html).toContain(
      'You are signed in as <strong>Ada Lovelace</strong>',
    )
  })

  it('sign out and load the page again, for its form', async () => {
    const fetch = mockFetch({ 'POST /api/auth/sign-out': () => jsonResponse(200, { success: true }) })
    const reload = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {})
    render(<AuthApp path="/login" Page={LoginPage} signedIn={ada} />)
    await userEvent.click(screen.getByRole('button', { name: 'Sign out to use another account' }))
    expect(sentBodies(fetch, '/api/auth/sign-out')).toEqual([{}])
    expect(reload).toHaveBeenCalledWith(window.location.href)
  })
})
