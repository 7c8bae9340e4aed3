import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderAuthPage } from '#client/test/render-auth-page.tsx'
import { VerifyEmailPage } from './verify-email.tsx'

const signedOut = () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in' } })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Verify email page', () => {
  it('asks to check the inbox and sends the link again to the address from the query', async () => {
    const fetch = mockFetch({
      'POST /api/auth/send-verification-email': () => jsonResponse(200, { status: true }),
    })
    renderAuthPage(VerifyEmailPage, '/verify-email?email=ada%40example.com')
    expect(screen.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeInTheDocument()
    expect(screen.getByText('ada@example.com')).toBeInTheDocument()
    expect(screen.queryByLabelText('Email address')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a new link to ada@example.com.')
    expect(sentBodies(fetch, '/api/auth/send-verification-email')).toEqual([
      { email: 'ada@example.com', callbackURL: '/verify-email?verified=1' },
    ])
  })

  it('asks for the address when the query has none', async () => {
    const fetch = mockFetch({
      'POST /api/auth/send-verification-email': () => jsonResponse(200, { status: true }),
    })
    renderAuthPage(VerifyEmailPage, '/verify-email')
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByRole('status')).toHaveTextContent('We have sent a new link to ada@example.com.')
    expect(sentBodies(fetch, '/api/auth/send-verification-email')).toHaveLength(1)
  })

  it('confirms a verified address and offers to sign in', async () => {
    mockFetch({ 'GET /api/me': signedOut })
    renderAuthPage(VerifyEmailPage, '/verify-email?verified=1')
    expect(screen.getByRole('heading', { level: 1, name: 'Email address verified' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Your email address is verified.')
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  })

  it('says an expired link has expired and offers a new one', () => {
    mockFetch({})
    renderAuthPage(VerifyEmailPage, '/verify-email?error=token_expired&email=ada%40example.com')
    expect(screen.getByRole('status')).toHaveTextContent('This verification link has expired.')
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeInTheDocument()
  })
})
