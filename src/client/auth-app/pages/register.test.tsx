import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderAuthPage } from '#client/test/render-auth-page.tsx'
import { RegisterPage } from './register.tsx'

const openInstance = () => jsonResponse(200, { needsAdministrator: false, requireEmailVerification: false })

function renderRegister(path = '/register') {
  return renderAuthPage(RegisterPage, path)
}

async function fillAndSubmit({ company = '' } = {}) {
  await userEvent.type(screen.getByLabelText('First name'), 'Ada')
  await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace')
  if (company) await userEvent.type(screen.getByLabelText('Company (optional)'), company)
  await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com')
  await userEvent.type(screen.getByLabelText('Password'), 'analytical engine notes')
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Register page', () => {
  it('is "Create the administrator account" on a new instance (?set-up=1), and Sign up once it has one', async () => {
    mockFetch({
      'GET /api/auth-status': () =>
        jsonResponse(200, { needsAdministrator: true, requireEmailVerification: false }),
    })
    const first = renderRegister('/register?set-up=1')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create the administrator account' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Already have an account?' })).not.toBeInTheDocument()
    first.unmount()
    // An old address once the instance has its administrator: the ordinary page.
    mockFetch({ 'GET /api/auth-status': openInstance })
    renderRegister('/register?set-up=1')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument()
  })

  it('has one h1, labelled fields with nothing filled in, and links to the terms, privacy policy and Login', () => {
    mockFetch({ 'GET /api/auth-status': openInstance })
    renderRegister()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1, name: 'Sign up' })).toBeInTheDocument()
    for (const label of ['First name', 'Last name', 'Company (optional)', 'Email address', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveValue('')
    }
    const main = within(screen.getByRole('main'))
    expect(main.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms')
    expect(main.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy')
    expect(screen.getByRole('link', { name: 'Already have an account?' })).toHaveAttribute('href', '/login')
  })

  it('tells the first person that their account becomes the administrator', async () => {
    mockFetch({
      'GET /api/auth-status': () =>
        jsonResponse(200, { needsAdministrator: true, requireEmailVerification: false }),
    })
    renderRegister()
    expect(
      await screen.findByText(
        "No one has an account here yet: the account you create becomes this instance's administrator.",
      ),
    ).toBeInTheDocument()
  })

  it('signs up without a company and goes to the dashboard when no verification is needed', async () => {
    const fetch = mockFetch({
      'GET /api/auth-status': openInstance,
      'POST /api/auth/sign-up/email': () => jsonResponse(200, { requiresEmailVerification: false }),
      'GET /api/me': () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in' } }),
    })
    const { leftFor } = renderRegister()
    await fillAndSubmit()
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/dashboard/default'))
    expect(sentBodies(fetch, '/api/auth/sign-up/email')).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        password: 'analytical engine notes',
      },
    ])
  })

  it('goes to the verify-email screen with the address when the server asks for verification', async () => {
    const fetch = mockFetch({
      'GET /api/auth-status': openInstance,
      'POST /api/auth/sign-up/email': () => jsonResponse(200, { requiresEmailVerification: true }),
    })
    const { leftFor } = renderRegister()
    await fillAndSubmit({ company: 'Analytical Engines' })
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/verify-email?email=ada%40example.com'))
    expect(sentBodies(fetch, '/api/auth/sign-up/email')[0]).toMatchObject({ company: 'Analytical Engines' })
  })

  it('shows the server’s "email taken" message beside the email field', async () => {
    const message = 'An account already uses this email address'
    mockFetch({
      'GET /api/auth-status': openInstance,
      'POST /api/auth/sign-up/email': () =>
        jsonResponse(422, { error: { code: 'email_taken', message, fields: { email: message } } }),
    })
    renderRegister()
    await fillAndSubmit()
    const email = screen.getByLabelText('Email address')
    await waitFor(() => expect(email).toHaveAccessibleDescription(message))
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveFocus()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the password policy’s reason beside the password field', async () => {
    const reason = 'This password is on a list of commonly used passwords'
    mockFetch({
      'GET /api/auth-status': openInstance,
      'POST /api/auth/sign-up/email': () =>
        jsonResponse(400, {
          error: { code: 'bad_request', message: 'Check the fields', fields: { password: reason } },
        }),
    })
    renderRegister()
    await fillAndSubmit()
    const password = screen.getByLabelText('Password')
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'))
    expect(password).toHaveAccessibleDescription(expect.stringContaining(reason))
  })

  it('shows the field errors beside the fields when sent empty', async () => {
    mockFetch({ 'GET /api/auth-status': openInstance })
    renderRegister()
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() =>
      expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name'),
    )
    expect(screen.getByLabelText('First name')).toHaveFocus()
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Enter your last name')
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter your email address')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 8 characters'),
    )
    expect(screen.getByLabelText('Company (optional)')).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('starts from an invitation: the address filled in, who invited as what, and the token sent along', async () => {
    const fetch = mockFetch({
      'GET /api/auth-status': openInstance,
      'GET /api/invitation': () =>
        jsonResponse(200, { email: 'linus@example.com', role: 'admin', invitedBy: 'Grace Hopper' }),
      'POST /api/auth/sign-up/email': () => jsonResponse(200, { requiresEmailVerification: false }),
      'GET /api/me': () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in' } }),
    })
    const { leftFor } = renderRegister('/register?invite=tok-123')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Grace Hopper invited you to join as an administrator.',
    )
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveValue('linus@example.com'))
    expect(
      new URL(
        String(fetch.mock.calls.find(([input]) => String(input).includes('/api/invitation'))?.[0]),
        'http://x',
      ).searchParams.get('token'),
    ).toBe('tok-123')
    await userEvent.type(screen.getByLabelText('First name'), 'Linus')
    await userEvent.type(screen.getByLabelText('Last name'), 'Torvalds')
    await userEvent.type(screen.getByLabelText('Password'), 'analytical engine notes')
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/dashboard/default'))
    expect(sentBodies(fetch, '/api/auth/sign-up/email')).toEqual([
      {
        firstName: 'Linus',
        lastName: 'Torvalds',
        email: 'linus@example.com',
        password: 'analytical engine notes',
        invitation: 'tok-123',
      },
    ])
  })

  it('says when an invitation has expired, and still registers without it', async () => {
    const fetch = mockFetch({
      'GET /api/auth-status': openInstance,
      'GET /api/invitation': () =>
        jsonResponse(410, { error: { code: 'invitation_expired', message: 'This invitation has expired' } }),
      'POST /api/auth/sign-up/email': () => jsonResponse(200, { requiresEmailVerification: false }),
      'GET /api/me': () => jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in' } }),
    })
    const { leftFor } = renderRegister('/register?invite=old')
    expect(await screen.findByRole('status')).toHaveTextContent(
      'This invitation link has expired, has been used already or is not valid. You can still create an account without it.',
    )
    expect(screen.getByLabelText('Email address')).toHaveValue('')
    await fillAndSubmit()
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/dashboard/default'))
    expect(sentBodies(fetch, '/api/auth/sign-up/email')[0]).not.toHaveProperty('invitation')
  })
})
