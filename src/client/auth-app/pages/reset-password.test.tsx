import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderAuthPage } from '#client/test/render-auth-page.tsx'
import { ResetPasswordPage } from './reset-password.tsx'

const expired = 'This reset link has expired or is not valid.'

function renderReset(path: string) {
  return renderAuthPage(ResetPasswordPage, path)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Reset password page', () => {
  it('says the link has expired and offers a new one when better-auth sends ?error=INVALID_TOKEN', () => {
    mockFetch({})
    renderReset('/reset-password?error=INVALID_TOKEN')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent(expired)
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
  })

  it('says the same when the link carries no token', () => {
    mockFetch({})
    renderReset('/reset-password')
    expect(screen.getByRole('status')).toHaveTextContent(expired)
  })

  it('sends the token with the new password, then goes to Login with the "password changed" notice', async () => {
    const fetch = mockFetch({ 'POST /api/auth/reset-password': () => jsonResponse(200, { status: true }) })
    const { leftFor } = renderReset('/reset-password?token=abc123')
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('New password'), 'analytical engine notes')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/login?reset=1'))
    expect(sentBodies(fetch, '/api/auth/reset-password')).toEqual([
      { token: 'abc123', newPassword: 'analytical engine notes' },
    ])
  })

  it('shows the expired-link message when the server refuses the token', async () => {
    mockFetch({
      'POST /api/auth/reset-password': () =>
        jsonResponse(400, { error: { code: 'invalid_token', message: 'Invalid token' } }),
    })
    renderReset('/reset-password?token=used')
    await userEvent.type(screen.getByLabelText('New password'), 'analytical engine notes')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByRole('status')).toHaveTextContent(expired)
    expect(screen.getByRole('status')).toHaveFocus()
  })

  it('shows the password policy’s reason beside the field', async () => {
    const reason = 'This password is on a list of commonly used passwords'
    mockFetch({
      'POST /api/auth/reset-password': () =>
        jsonResponse(400, {
          error: { code: 'bad_request', message: 'Check the fields', fields: { newPassword: reason } },
        }),
    })
    renderReset('/reset-password?token=abc123')
    const field = screen.getByLabelText('New password')
    await userEvent.type(field, 'password1234')
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
    expect(field).toHaveAccessibleDescription(expect.stringContaining(reason))
    expect(field).toHaveFocus()
  })
})
