import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readPersonal, writePersonal } from '#client/lib/personal-storage.ts'
import { apiError } from '#client/test/account-fixtures.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { Component as PrivacyCenterPage } from './privacy-center.tsx'

function renderPage() {
  return renderWithApp(null, {
    path: '/account/privacy',
    routes: [
      { path: '/account/privacy', element: <PrivacyCenterPage /> },
      { path: '/login', element: <p>Login page</p> },
    ],
  })
}

async function confirmDeletion(password: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
  await userEvent.type(within(dialog).getByLabelText('Password'), password)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
  return dialog
}

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

  it('asks for the password and shows a wrong one beside the field, keeping the account', async () => {
    const fetch = mockFetch({
      'POST /api/account/delete': () =>
        jsonResponse(
          400,
          apiError('invalid_password', 'Your password is not right.', {
            password: 'Your password is not right.',
          }),
        ),
    })
    const { router } = renderPage()
    const dialog = await confirmDeletion('wrong password')
    const password = within(dialog).getByLabelText('Password')
    await waitFor(() => expect(password).toHaveAccessibleDescription('Your password is not right.'))
    expect(password).toHaveAttribute('aria-invalid', 'true')
    expect(sentBodies(fetch, '/api/account/delete')).toEqual([{ password: 'wrong password' }])
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
    const dialog = await confirmDeletion('right password')
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You are the only administrator. Make someone else an administrator first.',
    )
    expect(router.state.location.pathname).toBe('/account/privacy')
  })

  it('needs a password before sending anything', async () => {
    const fetch = mockFetch({})
    renderPage()
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }))
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription('Enter your password'),
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it('goes to Login with a message once the account is deleted, and forgets the recent choices', async () => {
    const fetch = mockFetch({ 'POST /api/account/delete': () => jsonResponse(200, { deleted: true }) })
    writePersonal('search-recent', 'ada', [{ label: 'Grace Hopper', detail: 'grace@example.org' }])
    const { router } = renderPage()
    await confirmDeletion('right password')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?reason=deleted')
    expect(await screen.findByText('Login page')).toBeInTheDocument()
    expect(sentBodies(fetch, '/api/account/delete')).toEqual([{ password: 'right password' }])
    await waitFor(() => expect(readPersonal('search-recent', 'ada')).toBeUndefined())
  })
})
