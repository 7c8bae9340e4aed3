import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageLoad } from '#client/lib/page-load.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderAuthPage } from '#client/test/render-auth-page.tsx'
import { LoginPage } from './login.tsx'

const me = {
  id: 'u1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  emailVerified: true,
  role: 'member',
  jobTitle: null,
  avatar: null,
}

function renderLogin(path = '/login') {
  return renderAuthPage(LoginPage, path)
}

async function fillAndSubmit(email = 'ada@example.com', password = 'correct horse battery') {
  await userEvent.type(screen.getByLabelText('Email address'), email)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Login' }))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Login page', () => {
  it('has one h1, labelled fields, an unchecked "Keep me signed in" and the links of the reference design', () => {
    mockFetch({})
    renderLogin()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email address')).toHaveValue('')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).not.toBeChecked()
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: "Don't have an account?" })).toHaveAttribute('href', '/register')
  })

  it('shows the field errors beside the fields and focuses the first one when sent empty', async () => {
    const fetch = mockFetch({})
    renderLogin()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    const email = screen.getByLabelText('Email address')
    const password = screen.getByLabelText('Password')
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter your email address'))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveFocus()
    expect(password).toHaveAccessibleDescription('Enter your password')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends the email, the password and rememberMe false by default, then goes to the next page', async () => {
    const fetch = mockFetch({
      'POST /api/auth/sign-in/email': () => jsonResponse(200, { redirect: false, token: 't' }),
      'GET /api/me': () => jsonResponse(200, me),
    })
    const { leftFor } = renderLogin('/login?next=%2Fcolor%3Ftab%3D2')
    await fillAndSubmit(' ada@example.com ')
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/color?tab=2'))
    expect(sentBodies(fetch, '/api/auth/sign-in/email')).toEqual([
      { email: 'ada@example.com', password: 'correct horse battery', rememberMe: false },
    ])
  })

  it('sends rememberMe true when "Keep me signed in" is checked', async () => {
    const fetch = mockFetch({
      'POST /api/auth/sign-in/email': () => jsonResponse(200, {}),
      'GET /api/me': () => jsonResponse(200, me),
    })
    const { leftFor } = renderLogin()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Keep me signed in' }))
    await fillAndSubmit()
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/dashboard/default'))
    expect(sentBodies(fetch, '/api/auth/sign-in/email')).toEqual([
      { email: 'ada@example.com', password: 'correct horse battery', rememberMe: true },
    ])
  })

  it('asks for a code after a right password when two-factor is on, and keeps ?next=', async () => {
    const fetch = mockFetch({
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(200, { twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
      'POST /api/auth/two-factor/verify-totp': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? jsonResponse(200, { ok: true })
          : jsonResponse(400, {
              error: {
                code: 'invalid_code',
                message: 'This code is not right.',
                fields: { code: 'This code is not right.' },
              },
            }),
    })
    const { leftFor } = renderLogin('/login?next=%2Fcolor')
    await fillAndSubmit()
    const code = await screen.findByLabelText('Code from your authenticator app')
    expect(screen.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeInTheDocument()
    await waitFor(() => expect(code).toHaveFocus())
    await userEvent.type(code, '12345')
    await userEvent.keyboard('{Enter}')
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription('Enter the 6-digit code from your authenticator app'),
    )
    expect(sentBodies(fetch, '/api/auth/two-factor/verify-totp')).toEqual([])
    await userEvent.type(code, '0')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(code).toHaveAccessibleDescription('This code is not right.'))
    await userEvent.clear(code)
    await userEvent.type(code, '123 456')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trust this browser for 30 days' }))
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/color'))
    expect(sentBodies(fetch, '/api/auth/two-factor/verify-totp').at(-1)).toEqual({
      code: '123456',
      trustDevice: true,
    })
  })

  it('takes a recovery code instead, and says when the code screen has expired', async () => {
    const fetch = mockFetch({
      'POST /api/auth/sign-in/email': () => jsonResponse(200, { twoFactorRedirect: true }),
      'POST /api/auth/two-factor/verify-backup-code': () =>
        jsonResponse(401, {
          error: {
            code: 'two_factor_expired',
            message: 'This sign-in has expired. Sign in with your password again.',
          },
        }),
    })
    renderLogin()
    await fillAndSubmit()
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }))
    const code = screen.getByLabelText('Recovery code')
    await waitFor(() => expect(code).toHaveFocus())
    await userEvent.type(code, 'abcde-12345{Enter}')
    expect(await screen.findByText(/This sign-in has expired/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login')
    expect(sentBodies(fetch, '/api/auth/two-factor/verify-backup-code')).toEqual([
      { code: 'abcde12345', trustDevice: false },
    ])
  })

  it('goes to the dashboard instead of an unsafe next address like //evil.example', async () => {
    mockFetch({
      'POST /api/auth/sign-in/email': () => jsonResponse(200, {}),
      'GET /api/me': () => jsonResponse(200, me),
    })
    const { leftFor } = renderLogin('/login?next=//evil.example')
    await fillAndSubmit()
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/dashboard/default'))
  })

  it('shows the server’s invalid-credentials message above the form and stays on the page', async () => {
    mockFetch({
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(401, {
          error: { code: 'invalid_credentials', message: 'The email or password is not right' },
        }),
    })
    const { leftFor } = renderLogin()
    await fillAndSubmit()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The email or password is not right')
    expect(alert).toHaveFocus()
    expect(leftFor).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled()
  })

  it('says how many seconds to wait when the account is throttled', async () => {
    mockFetch({
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(429, {
          error: { code: 'account_throttled', message: 'Too many failed sign-ins', retryAfterSeconds: 25 },
        }),
    })
    renderLogin()
    await fillAndSubmit()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Too many failed attempts for this account.')
    expect(alert).toHaveTextContent('Try again in 25 s')
    expect(within(alert).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
  })

  it('says that the server cannot be reached when the request fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    renderLogin()
    await fillAndSubmit()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the server. Check your connection and try again.',
    )
  })

  it('links to the verify-email screen with the address when the email is not verified', async () => {
    mockFetch({
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(403, {
          error: { code: 'email_not_verified', message: 'Verify your email address first' },
        }),
    })
    renderLogin()
    await fillAndSubmit('ada+foyer@example.com')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Verify your email address first')
    expect(within(alert).getByRole('link', { name: 'Verify your email address' })).toHaveAttribute(
      'href',
      '/verify-email?email=ada%2Bfoyer%40example.com',
    )
  })

  it('marks the Login button busy while the request is pending', async () => {
    mockFetch({ 'POST /api/auth/sign-in/email': () => new Promise<Response>(() => {}) })
    renderLogin()
    await fillAndSubmit()
    const button = screen.getByRole('button', { name: 'Login' })
    await waitFor(() => expect(button).toBeDisabled())
    expect(button).toHaveAttribute('aria-busy', 'true')
  })

  it('shows what was typed in the password field when the eye button is pressed', async () => {
    mockFetch({})
    renderLogin()
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    const show = screen.getByRole('button', { name: 'Show password' })
    expect(show).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(show)
    expect(password).toHaveAttribute('type', 'text')
    expect(show).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(show)
    expect(password).toHaveAttribute('type', 'password')
  })

  it('explains an ended session and a changed password from the query', () => {
    mockFetch({})
    renderLogin('/login?reason=expired&reset=1')
    const notices = screen.getAllByRole('status')
    expect(notices.map((notice) => notice.textContent)).toEqual([
      'Your session has ended. Sign in again to continue.',
      'Your password is changed. Sign in with the new one.',
    ])
  })

  it('says that the account has been deleted when it comes from the Privacy Center', () => {
    mockFetch({})
    renderLogin('/login?reason=deleted')
    expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.')
  })

  it('says that an administrator banned the account when a ban ended the session', () => {
    mockFetch({})
    renderLogin('/login?reason=banned')
    expect(screen.getByRole('status')).toHaveTextContent('An administrator has banned your account.')
  })

  it('shows the server’s message, with the reason it may give, when a banned person tries to sign in', async () => {
    mockFetch({
      'POST /api/auth/sign-in/email': () =>
        jsonResponse(403, {
          error: {
            code: 'banned',
            message: 'An administrator has banned your account until 1 May 2099. Reason: spam.',
          },
        }),
    })
    const { leftFor } = renderLogin()
    await fillAndSubmit()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'An administrator has banned your account until 1 May 2099. Reason: spam.',
    )
    expect(alert).toHaveFocus()
    expect(leftFor).not.toHaveBeenCalled()
  })

  describe('with sign-in providers', () => {
    const acme = { providers: [{ id: 'oidc' as const, name: 'Acme SSO' }], passwordSignIn: true }

    it('offers each provider after the form, and leaves for its page with ?next=', async () => {
      const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {})
      const fetch = mockFetch({
        'POST /api/auth/sign-in/social': () =>
          jsonResponse(200, { url: 'https://idp.example.com/auth?x=1', redirect: false }),
      })
      renderAuthPage(LoginPage, '/login?next=%2Fpeople', acme)
      expect(screen.getByText('or')).toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: 'Sign in with Acme SSO' }))
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.example.com/auth?x=1'))
      expect(sentBodies(fetch, '/api/auth/sign-in/social')).toEqual([
        { provider: 'oidc', next: '/people', disableRedirect: true },
      ])
    })

    it("says why a provider's sign-in came back refused, as the server wrote it", () => {
      mockFetch({})
      renderAuthPage(LoginPage, '/login?error=access_denied', {
        ...acme,
        providerError: 'Signing in was cancelled at the provider. Try again, or sign in another way.',
      })
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Signing in was cancelled at the provider. Try again, or sign in another way.',
      )
    })

    it('shows only the providers when passwords do not sign in', () => {
      mockFetch({})
      renderAuthPage(LoginPage, '/login', { ...acme, passwordSignIn: false })
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
      expect(screen.queryByText('or')).not.toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Sign in with Acme SSO' })).toBeInTheDocument()
    })

    it("asks for the code at once when a provider's sign-in needs the second factor", async () => {
      mockFetch({})
      renderAuthPage(LoginPage, '/login?two-factor=1&next=%2Fpeople', acme)
      expect(await screen.findByLabelText('Code from your authenticator app')).toBeInTheDocument()
      expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    })
  })
})
