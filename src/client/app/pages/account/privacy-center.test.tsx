import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmationHost } from '#client/features/account/components/confirmation-host.tsx'
import { readPersonal, writePersonal } from '#client/lib/personal-storage.ts'
import { apiError } from '#client/test/account-fixtures.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { ConfirmationWays } from '#shared/confirmation.ts'
import { Component as PrivacyCenterPage } from './privacy-center.tsx'

function renderPage() {
  return renderWithApp(null, {
    path: '/account/privacy',
    routes: [
      {
        path: '/account/privacy',
        element: (
          <>
            <ConfirmationHost />
            <PrivacyCenterPage />
          </>
        ),
      },
      { path: '/login', element: <p>Login page</p> },
    ],
  })
}

async function confirmDeletion() {
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
  return dialog
}

const confirmationRequired = () =>
  jsonResponse(403, apiError('confirmation_required', 'Confirm it’s you to continue.'))
const ways: ConfirmationWays = {
  confirmedUntil: null,
  password: true,
  passkey: false,
  authenticator: false,
  email: 'ad••••@example.org',
  providers: [],
}

/** What was sent to confirm (the GET of the ways to confirm has no body). */
const proofsSent = (fetch: Parameters<typeof sentBodies>[0]) =>
  sentBodies(fetch, '/api/account/confirmation').filter((body) => body !== undefined)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('Privacy Center', () => {
  it('downloads the data export from the API with a plain link', () => {
    mockFetch({})
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Center' })).toBeInTheDocument()
    const download = screen.getByRole('link', { name: 'Download my data' })
    expect(download).toHaveAttribute('href', '/api/account/export')
    expect(download).toHaveAttribute('download')
    expect(screen.getByText(/never contains your password/)).toBeInTheDocument()
  })

  it('asks to confirm it’s you when the server wants it, shows a wrong password there, then deletes', async () => {
    let deletions = 0
    const fetch = mockFetch({
      'POST /api/account/delete': () =>
        deletions++ === 0 ? confirmationRequired() : jsonResponse(200, { ok: true }),
      'GET /api/account/confirmation': () => jsonResponse(200, ways),
      'POST /api/account/confirmation': ({ body }) =>
        (body as { password?: string }).password === 'right password'
          ? jsonResponse(200, { confirmedUntil: new Date(Date.now() + 600_000).toISOString() })
          : jsonResponse(
              400,
              apiError('invalid_password', 'Your password is not right.', {
                password: 'Your password is not right.',
              }),
            ),
    })
    const { router } = renderPage()
    await confirmDeletion()
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it’s you' })
    const password = await within(confirm).findByLabelText('Password')
    await userEvent.type(password, 'wrong password')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(password).toHaveAccessibleDescription('Your password is not right.'))
    expect(router.state.location.pathname).toBe('/account/privacy')
    await userEvent.clear(password)
    await userEvent.type(password, 'right password')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(proofsSent(fetch)).toEqual([
      { method: 'password', password: 'wrong password' },
      { method: 'password', password: 'right password' },
    ])
    expect(sentBodies(fetch, '/api/account/delete')).toEqual([{}, {}])
  })

  it('keeps the account when the confirmation is cancelled, and says why nothing happened', async () => {
    const fetch = mockFetch({
      'POST /api/account/delete': confirmationRequired,
      'GET /api/account/confirmation': () => jsonResponse(200, ways),
    })
    const { router } = renderPage()
    const dialog = await confirmDeletion()
    const confirm = await screen.findByRole('dialog', { name: 'Confirm it’s you' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Confirm it’s you to continue.')
    expect(sentBodies(fetch, '/api/account/delete')).toEqual([{}])
    expect(router.state.location.pathname).toBe('/account/privacy')
  })

  it('says why the last administrator cannot delete their account', async () => {
    mockFetch({
      'POST /api/account/delete': () =>
        jsonResponse(
          409,
          apiError(
            'last_administrator',
            'You are the only administrator. Make someone else an administrator first.',
          ),
        ),
    })
    const { router } = renderPage()
    const dialog = await confirmDeletion()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are the only administrator. Make someone else an administrator first.',
    )
    expect(router.state.location.pathname).toBe('/account/privacy')
  })

  it('goes to Login with a message once the account is deleted, and forgets the recent choices', async () => {
    const fetch = mockFetch({ 'POST /api/account/delete': () => jsonResponse(200, { deleted: true }) })
    writePersonal('search-recent', 'ada', [{ label: 'Grace Hopper', detail: 'grace@example.org' }])
    const { router } = renderPage()
    await confirmDeletion()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?reason=deleted')
    expect(await screen.findByText('Login page')).toBeInTheDocument()
    expect(sentBodies(fetch, '/api/account/delete')).toEqual([{}])
    await waitFor(() => expect(readPersonal('search-recent', 'ada')).toBeUndefined())
  })
})
