import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderAuthPage } from '#client/test/render-auth-page.tsx'
import { ForgotPasswordPage } from './forgot-password.tsx'

const confirmation =
  'If an account uses this address, we have sent a link to reset its password. The link works for 1 hour.'

async function askForLink(email = 'ada@example.com') {
  await userEvent.type(screen.getByLabelText('Email address'), email)
  await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Forgot password page', () => {
  it('asks for a link back to the reset page and shows the confirmation', async () => {
    const fetch = mockFetch({
      'POST /api/auth/request-password-reset': () => jsonResponse(200, { status: true }),
    })
    renderAuthPage(ForgotPasswordPage, '/forgot-password')
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument()
    await askForLink()
    expect(await screen.findByRole('status')).toHaveTextContent(confirmation)
    expect(screen.getByRole('status')).toHaveFocus()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login')
    expect(sentBodies(fetch, '/api/auth/request-password-reset')).toEqual([
      { email: 'ada@example.com', redirectTo: '/reset-password' },
    ])
  })

  it('shows the same confirmation whatever the server answers about the address', async () => {
    mockFetch({
      'POST /api/auth/request-password-reset': () =>
        jsonResponse(400, { error: { code: 'user_not_found', message: 'No account uses this address' } }),
    })
    renderAuthPage(ForgotPasswordPage, '/forgot-password')
    await askForLink('nobody@example.com')
    expect(await screen.findByRole('status')).toHaveTextContent(confirmation)
    expect(screen.queryByText(/No account/)).not.toBeInTheDocument()
  })

  it('keeps the form and says so when the request does not reach the server', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    renderAuthPage(ForgotPasswordPage, '/forgot-password')
    await askForLink()
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot reach the server')
    expect(screen.queryByText(confirmation)).not.toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveValue('ada@example.com')
  })
})
