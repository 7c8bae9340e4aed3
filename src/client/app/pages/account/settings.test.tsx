import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { anAccount, apiError, aSession, me } from '#client/test/account-fixtures.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { SessionInfo } from '#shared/account.ts'
import { Component as SettingsPage } from './settings.tsx'

// The forms and dialogs the page loads on intent, loaded once before the tests: the first import of
// a module in a worker waits for Vite to transform it, which on a busy machine took longer than a
// test waits for the dialog it opens, and how fast Vite transforms is not what these tests check.
beforeAll(async () => {
  await Promise.all([
    import('./change-email-form.tsx'),
    import('./change-password-form.tsx'),
    import('#client/features/account/components/two-factor-dialogs.tsx'),
  ])
})

function renderPage(path = '/account/settings') {
  return renderWithApp(null, {
    path,
    routes: [{ path: '/account/settings', element: <SettingsPage /> }],
  })
}

const current = aSession({
  id: 'current',
  isCurrent: true,
  device: { browser: 'Chrome', os: 'macOS', kind: 'desktop' },
})
const phone = aSession({
  id: 'phone-1',
  device: { browser: 'Safari', os: 'iOS', kind: 'mobile' },
  ipAddress: '198.51.100.4',
})

/** The server's sessions, as a list the handlers change. */
function sessionsApi(initial: SessionInfo[]) {
  let sessions = initial
  return {
    handlers: { 'GET /api/account/sessions': () => jsonResponse(200, { sessions }) },
    revoke(id: string) {
      sessions = sessions.filter((session) => session.id !== id)
    },
    revokeOthers() {
      const count = sessions.filter((session) => !session.isCurrent).length
      sessions = sessions.filter((session) => session.isCurrent)
      return count
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * Opens a card's form with its button, once it can be used (the email's waits for the account);
 * the form's first field takes focus.
 */
async function openForm(button: string, form: string) {
  const opener = await screen.findByRole('button', { name: button })
  await waitFor(() => expect(opener).toBeEnabled())
  await userEvent.click(opener)
  return screen.findByRole('form', { name: form })
}

/** The card of a heading. */
const cardOf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('.MuiCard-root') as HTMLElement

describe('Account Settings', () => {
  it('has one h1 and the six cards in order', async () => {
    const api = sessionsApi([current])
    mockFetch({ 'GET /api/account': () => jsonResponse(200, anAccount()), ...api.handlers })
    renderPage()
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Account Settings',
    ])
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Email address',
      'Password',
      'Two-factor sign-in',
      'Passkeys',
      'API keys',
      'Active sessions',
    ])
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument()
    // This instance does not verify addresses: nothing is said about it.
    expect(screen.queryByText(/verified/i)).not.toBeInTheDocument()
  })

  it('for an account of a sign-in provider: no password to change, and two-factor set up without one', async () => {
    const api = sessionsApi([current])
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      'GET /api/me': () => jsonResponse(200, { ...me, hasPassword: false }),
      'POST /api/auth/two-factor/enable': () =>
        jsonResponse(200, {
          method: 'totp',
          totpURI: 'otpauth://totp/Foyer:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Foyer',
          backupCodes: [],
        }),
      ...api.handlers,
    })
    renderPage()
    expect(
      await within(cardOf('Password')).findByText(
        'You sign in through a sign-in provider: your account has no password here.',
      ),
    ).toBeInTheDocument()
    expect(
      within(cardOf('Password')).queryByRole('button', { name: 'Change password' }),
    ).not.toBeInTheDocument()
    await userEvent.click(within(cardOf('Two-factor sign-in')).getByRole('button', { name: 'Turn on' }))
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' })
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByText(/Scan this QR code/)).toBeInTheDocument()
    expect(sentBodies(fetch, '/api/auth/two-factor/enable')).toEqual([{}])
  })

  it('where addresses are verified, says whether this one is, and sends the link again', async () => {
    const api = sessionsApi([current])
    const config = {
      version: '1.0.0',
      links: { docs: null, support: null, feedback: null, download: null, pro: null },
      promo: { enabled: true, title: 'Foyer Pro', subtitle: 'Checkout pro features' },
      emailVerification: true,
      samplePages: true,
      signIn: { providers: [], passwordSignIn: true },
    }
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount({ emailVerified: false })),
      'GET /api/config': () => jsonResponse(200, config),
      'POST /api/auth/send-verification-email': () => jsonResponse(200, { status: true }),
      ...api.handlers,
    })
    renderPage()
    expect(await screen.findByText('Not verified')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByText('We have sent a new link to ada@example.com.')).toBeInTheDocument()
    expect(sentBodies(fetch, '/api/auth/send-verification-email')).toEqual([
      { email: 'ada@example.com', callbackURL: '/verify-email?verified=1' },
    ])
  })

  it('lists the sessions with "This device" on the current one, which cannot be revoked', async () => {
    const api = sessionsApi([phone, current])
    mockFetch({ 'GET /api/account': () => jsonResponse(200, anAccount()), ...api.handlers })
    renderPage()
    const list = await screen.findByRole('list', { name: 'Sessions' })
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    // This device comes first.
    expect(items[0]).toHaveTextContent('Chrome on macOS')
    expect(within(items[0] as HTMLElement).getByText('This device')).toBeInTheDocument()
    expect(within(items[0] as HTMLElement).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument()
    expect(items[1]).toHaveTextContent('Safari on iOS')
    expect(items[1]).toHaveTextContent('Phone · 198.51.100.4')
    expect(items[1]).toHaveTextContent('Last active 2 min ago')
    expect(within(items[1] as HTMLElement).queryByText('This device')).not.toBeInTheDocument()
  })

  it('revokes a session after confirmation with DELETE and its id, then shows the new list', async () => {
    const api = sessionsApi([current, phone])
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      ...api.handlers,
      'DELETE /api/account/sessions/phone-1': () => {
        api.revoke('phone-1')
        return jsonResponse(200, { revoked: 1 })
      },
    })
    renderPage()
    await userEvent.click(
      await screen.findByRole('button', { name: /^Revoke\s*the session of Safari on iOS/ }),
    )
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this session?' })
    expect(dialog).toHaveTextContent('Safari on iOS (198.51.100.4) will be signed out')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke session' }))

    expect(await screen.findByRole('status')).toHaveTextContent('The session of Safari on iOS is revoked.')
    expect(
      fetch.mock.calls
        .filter(([, init]) => init?.method === 'DELETE')
        .map(([input]) => new URL(String(input), 'http://localhost').pathname),
    ).toEqual(['/api/account/sessions/phone-1'])
    await waitFor(() => expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument())
    expect(screen.getByText('You are not signed in anywhere else.')).toBeInTheDocument()
    // Its button is gone with it: focus goes to the list of sessions.
    await waitFor(() => expect(screen.getByRole('list', { name: 'Sessions' })).toHaveFocus())
  })

  it('keeps the session when the confirmation is cancelled', async () => {
    const api = sessionsApi([current, phone])
    const fetch = mockFetch({ 'GET /api/account': () => jsonResponse(200, anAccount()), ...api.handlers })
    renderPage()
    const revoke = await screen.findByRole('button', { name: /^Revoke\s*the session of Safari on iOS/ })
    await userEvent.click(revoke)
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(revoke).toHaveFocus()
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)
  })

  it('signs out all the other sessions with POST revoke-others', async () => {
    const api = sessionsApi([current, phone, aSession({ id: 'other-2' })])
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      ...api.handlers,
      'POST /api/account/sessions/revoke-others': () =>
        jsonResponse(200, { revoked: api.revokeOthers(), apiKeysEnded: 0 }),
      'GET /api/account/api-keys': () => jsonResponse(200, { items: [] }),
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' })
    // Without a key there is nothing to offer.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out other sessions' }))
    expect(await screen.findByRole('status')).toHaveTextContent('2 other sessions are signed out.')
    expect(sentBodies(fetch, '/api/account/sessions/revoke-others')).toEqual([{ endApiKeys: false }])
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Sessions' })).getAllByRole('listitem')).toHaveLength(1),
    )
  })

  it('offers to end the API keys with the other sessions, says how many, and ends them when asked', async () => {
    const api = sessionsApi([current, phone])
    const key = (id: string, name: string) => ({
      id,
      name,
      start: 'foyer_AbCdEf',
      scopes: ['read:notifications'],
      createdAt: '2026-01-01T10:00:00.000Z',
      expiresAt: '2099-01-01T10:00:00.000Z',
      lastUsedAt: null,
    })
    let keys = [key('k1', 'Nightly export'), key('k2', 'Bell script')]
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      ...api.handlers,
      'GET /api/account/api-keys': () => jsonResponse(200, { items: keys }),
      'POST /api/account/sessions/revoke-others': () => {
        const apiKeysEnded = keys.length
        keys = []
        return jsonResponse(200, { revoked: api.revokeOthers(), apiKeysEnded })
      },
    })
    renderPage()
    expect(await screen.findByText('Bell script')).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out all other sessions' }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' })
    const endKeys = within(dialog).getByRole('checkbox', { name: /^Also end your 2 API keys/ })
    expect(endKeys).not.toBeChecked()
    await userEvent.click(endKeys)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out other sessions' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'One other session is signed out, and your 2 API keys are ended.',
    )
    expect(sentBodies(fetch, '/api/account/sessions/revoke-others')).toEqual([{ endApiKeys: true }])
    // The keys' list is asked again: they are gone from it.
    await waitFor(() => expect(screen.queryByText('Bell script')).not.toBeInTheDocument())
  })

  it('shows a failed list with a button that asks again', async () => {
    let isUp = false
    mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      'GET /api/account/sessions': () =>
        isUp
          ? jsonResponse(200, { sessions: [current] })
          : jsonResponse(503, apiError('unavailable', 'Down for a moment')),
      'GET /api/auth/passkey/list-user-passkeys': () => jsonResponse(200, []),
      'GET /api/account/api-keys': () => jsonResponse(200, { items: [] }),
    })
    renderPage()
    expect(
      await screen.findByText(/Your sessions could not be loaded\. Down for a moment/),
    ).toBeInTheDocument()
    isUp = true
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('This device')).toBeInTheDocument()
  })

  it('shows the server’s "current password is not right" beside the Current password field', async () => {
    mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      ...sessionsApi([current]).handlers,
      'POST /api/auth/change-password': () =>
        jsonResponse(
          400,
          apiError('invalid_password', 'Your current password is not right.', {
            currentPassword: 'Your current password is not right.',
          }),
        ),
    })
    renderPage()
    const form = await openForm('Change password', 'Change your password')
    const currentPassword = within(form).getByLabelText('Current password')
    await waitFor(() => expect(currentPassword).toHaveFocus())
    await userEvent.type(currentPassword, 'not it at all')
    await userEvent.type(within(form).getByLabelText('New password'), 'fresh sentence here')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(currentPassword).toHaveAccessibleDescription('Your current password is not right.'),
    )
    expect(currentPassword).toHaveAttribute('aria-invalid', 'true')
    expect(currentPassword).toHaveFocus()
  })

  it('changes the password, signing out the other sessions unless unchecked', async () => {
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      'GET /api/me': () => jsonResponse(200, me),
      ...sessionsApi([current]).handlers,
      'POST /api/auth/change-password': () => jsonResponse(200, { token: 't' }),
    })
    renderPage()
    let form = await openForm('Change password', 'Change your password')
    expect(within(form).getByRole('checkbox', { name: 'Sign out of my other sessions' })).toBeChecked()
    await userEvent.type(within(form).getByLabelText('Current password'), 'old password here')
    await userEvent.type(within(form).getByLabelText('New password'), 'fresh sentence here')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password is changed, and your other sessions are signed out',
    )
    // The form closes and its button takes focus back.
    expect(screen.queryByRole('form', { name: 'Change your password' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveFocus()

    form = await openForm('Change password', 'Change your password')
    expect(within(form).getByLabelText('Current password')).toHaveValue('')
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Sign out of my other sessions' }))
    await userEvent.type(within(form).getByLabelText('Current password'), 'fresh sentence here')
    await userEvent.type(within(form).getByLabelText('New password'), 'another fresh one')
    await userEvent.click(within(form).getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(sentBodies(fetch, '/api/auth/change-password')).toHaveLength(2))
    expect(sentBodies(fetch, '/api/auth/change-password')).toEqual([
      { currentPassword: 'old password here', newPassword: 'fresh sentence here', revokeOtherSessions: true },
      {
        currentPassword: 'fresh sentence here',
        newPassword: 'another fresh one',
        revokeOtherSessions: false,
      },
    ])
    // The second toast takes the first one's place.
    expect((await screen.findByText(/^Your password is changed$/)).closest('[role="status"]')).not.toBeNull()
    // The form opens again with the choice made last time.
    form = await openForm('Change password', 'Change your password')
    expect(within(form).getByRole('checkbox', { name: 'Sign out of my other sessions' })).not.toBeChecked()
  }, 20_000)

  it('opens the password form at once for #change-password (the search palette’s action)', async () => {
    mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      ...sessionsApi([current]).handlers,
    })
    const { router } = renderPage('/account/settings?email=changed#change-password')
    const form = await screen.findByRole('form', { name: 'Change your password' })
    await waitFor(() => expect(within(form).getByLabelText('Current password')).toHaveFocus())
    // The link's outcome is said once, as a toast; hash and query are spent (a reload says and
    // opens nothing again).
    expect(await screen.findByRole('status')).toHaveTextContent('Your email address is changed.')
    await waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: '/account/settings', search: '', hash: '' }),
    )
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('closes a form on Cancel without sending anything, focus back on its button', async () => {
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      ...sessionsApi([current]).handlers,
    })
    renderPage()
    const form = await openForm('Change email address', 'Change your email address')
    await waitFor(() => expect(within(form).getByLabelText('New email address')).toHaveFocus())
    await userEvent.type(within(form).getByLabelText('New email address'), 'ada@new.example')
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form', { name: 'Change your email address' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Change email address' })).toHaveFocus()
    expect(sentBodies(fetch, '/api/account/email')).toEqual([])
  })

  it('says where the confirmation link went when the new address needs verifying', async () => {
    const fetch = mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      'GET /api/me': () => jsonResponse(200, me),
      ...sessionsApi([current]).handlers,
      'POST /api/account/email': () =>
        jsonResponse(200, { status: 'verification_sent', email: 'ada@new.example' }),
    })
    renderPage()
    const form = await openForm('Change email address', 'Change your email address')
    await userEvent.type(within(form).getByLabelText('New email address'), 'ada@new.example')
    await userEvent.click(within(form).getByRole('button', { name: 'Change email' }))
    expect(await within(cardOf('Email address')).findByRole('status')).toHaveTextContent(
      'We sent a link to ada@new.example; your address changes when you open it.',
    )
    expect(sentBodies(fetch, '/api/account/email')).toEqual([{ newEmail: 'ada@new.example' }])
  })

  it('says the address is changed when the server changed it at once, and shows the new one', async () => {
    let email = 'ada@example.com'
    mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount({ email })),
      'GET /api/me': () => jsonResponse(200, { ...me, email }),
      ...sessionsApi([current]).handlers,
      'POST /api/account/email': () => {
        email = 'ada@new.example'
        return jsonResponse(200, { status: 'changed', email })
      },
    })
    renderPage()
    const form = await openForm('Change email address', 'Change your email address')
    await userEvent.type(within(form).getByLabelText('New email address'), 'ada@new.example')
    await userEvent.click(within(form).getByRole('button', { name: 'Change email' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Your email address is now ada@new.example')
    expect(await screen.findByText('ada@new.example', { selector: 'p' })).toBeInTheDocument()
  })

  it('explains the outcome of a confirmation link from the address', async () => {
    mockFetch({
      'GET /api/account': () => jsonResponse(200, anAccount()),
      ...sessionsApi([current]).handlers,
    })
    renderPage('/account/settings?email=invalid')
    const notice = await screen.findByText(/This confirmation link has expired or is not valid\./)
    expect(notice.closest('[role="status"]')).not.toBeNull()
    // Asking for a new link is what comes next: the form is open, without taking focus from the page.
    const form = await screen.findByRole('form', { name: 'Change your email address' })
    expect(within(form).getByLabelText('New email address')).not.toHaveFocus()
  })

  it('keeps the button in the form’s place while the account cannot be read, also for an expired link', async () => {
    mockFetch({
      'GET /api/account': () =>
        jsonResponse(503, apiError('unavailable', 'The database is busy. Try again.')),
      ...sessionsApi([current]).handlers,
    })
    renderPage('/account/settings?email=invalid')
    const card = cardOf('Email address')
    expect(await within(card).findByText(/^Your email address could not be loaded\./)).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeEnabled()
    expect(within(card).getByRole('button', { name: 'Change email address' })).toBeDisabled()
    expect(screen.queryByRole('form', { name: 'Change your email address' })).toBeNull()
  })
})
