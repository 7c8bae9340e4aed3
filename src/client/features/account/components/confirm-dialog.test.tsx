import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchConfirmed } from '#client/lib/fetch-confirmed.ts'
import { pageLoad } from '#client/lib/page-load.ts'
import { apiError } from '#client/test/account-fixtures.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { ConfirmationWays } from '#shared/confirmation.ts'
import { ConfirmationHost } from './confirmation-host.tsx'

// The one "Confirm it's you" dialog as a change meets it: the change answers 403
// confirmation_required, the dialog offers what the account has, and the change is sent again once.

/** A button whose change the server refuses until confirmed; what it got back shows beside it. */
function Change() {
  const [outcome, setOutcome] = useState('')
  const run = () =>
    fetchConfirmed<{ ok: boolean }>('/api/change', { method: 'POST', body: '{}' }).then(
      () => setOutcome('changed'),
      (error: Error) => setOutcome(error.message),
    )
  return (
    <>
      <ConfirmationHost />
      <button type="button" onClick={run}>
        Make the change
      </button>
      <output>{outcome}</output>
    </>
  )
}

function setUp(
  ways: Partial<ConfirmationWays>,
  confirm: (body: Record<string, string>) => Response,
  path = '/',
) {
  let isConfirmed = false
  const fetch = mockFetch({
    'POST /api/change': () =>
      isConfirmed
        ? jsonResponse(200, { ok: true })
        : jsonResponse(403, apiError('confirmation_required', 'Confirm it’s you to continue.')),
    'GET /api/account/confirmation': () =>
      jsonResponse(200, {
        confirmedUntil: null,
        password: false,
        passkey: false,
        authenticator: false,
        email: 'ad••••@example.org',
        providers: [],
        ...ways,
      }),
    'POST /api/account/confirmation/email-code': () => jsonResponse(200, { ok: true }),
    'POST /api/account/confirmation/provider': () =>
      jsonResponse(200, { url: 'https://sso.example.com/authorize?prompt=login' }),
    'POST /api/account/confirmation': ({ body }) => {
      const answer = confirm(body as Record<string, string>)
      isConfirmed = answer.status === 200
      return answer
    },
  })
  const { router } = renderWithApp(<Change />, { path })
  return Object.assign(fetch, { router })
}

const confirmed = () => jsonResponse(200, { confirmedUntil: new Date(Date.now() + 600_000).toISOString() })

/** What was sent to confirm (the GET of the ways to confirm has no body). */
const proofsSent = (fetch: Parameters<typeof sentBodies>[0]) =>
  sentBodies(fetch, '/api/account/confirmation').filter((body) => body !== undefined)

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  window.history.replaceState(null, '', '/')
})

const acme = { providers: [{ id: 'oidc', name: 'Acme SSO' }] }

describe('Confirm it’s you', () => {
  it('emails a code to an account without a password, takes it, and sends the change again', async () => {
    const fetch = setUp({}, (body) =>
      body.code === '123456'
        ? confirmed()
        : jsonResponse(
            400,
            apiError('invalid_code', 'This code is not right.', { code: 'This code is not right.' }),
          ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Make the change' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' })
    expect(await within(dialog).findByText('We will email a code to ad••••@example.org.')).toBeInTheDocument()
    // Nothing else to offer: no password, passkey or app on this account.
    expect(within(dialog).queryByText('Or confirm another way:')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Email me a code' }))
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'We emailed a code to ad••••@example.org.',
    )
    const code = within(dialog).getByLabelText('Code from the email')
    await waitFor(() => expect(code).toHaveFocus())
    await userEvent.type(code, '654321')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(code).toHaveAccessibleDescription('This code is not right.'))
    await userEvent.clear(code)
    await userEvent.type(code, '123456')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('changed')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(proofsSent(fetch)).toEqual([
      { method: 'email', code: '654321' },
      { method: 'email', code: '123456' },
    ])
    expect(sentBodies(fetch, '/api/change')).toEqual([{}, {}])
  })

  it('offers the ways the account has, the password first, and the authenticator app’s code', async () => {
    const fetch = setUp({ password: true, authenticator: true }, () => confirmed())
    await userEvent.click(screen.getByRole('button', { name: 'Make the change' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' })
    expect(await within(dialog).findByLabelText('Password')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'With your authenticator app' }))
    expect(within(dialog).queryByLabelText('Password')).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'With your password' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'With a code by email' })).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'With a passkey' })).toBeNull()
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '246 802')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('changed')).toBeInTheDocument()
    expect(proofsSent(fetch)).toEqual([{ method: 'authenticator', code: '246 802' }])
  })

  it('confirms at a linked provider: leaves for its page, to come back to this one', async () => {
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {})
    const fetch = setUp({ ...acme, passkey: true }, () => confirmed(), '/account/privacy?tab=1')
    await userEvent.click(screen.getByRole('button', { name: 'Make the change' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' })
    await userEvent.click(await within(dialog).findByRole('button', { name: 'With Acme SSO' }))
    expect(dialog).toHaveTextContent('You will sign in at Acme SSO again and come back to this page.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Acme SSO' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://sso.example.com/authorize?prompt=login'))
    expect(sentBodies(fetch, '/api/account/confirmation/provider')).toEqual([
      { provider: 'oidc', returnTo: '/account/privacy?tab=1' },
    ])
  })

  it('says so once back from the provider, and takes its answer out of the address', async () => {
    window.history.replaceState(null, '', '/account/privacy?tab=1&confirmed=oidc')
    const { router } = setUp(acme, () => confirmed(), '/account/privacy?tab=1&confirmed=oidc')
    expect(
      await screen.findByText('You confirmed it’s you with Acme SSO. Make your change again.'),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe('?tab=1'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks again, saying why, when the provider came back through another account', async () => {
    window.history.replaceState(null, '', '/account/privacy?confirmed-error=not_the_linked_account')
    const { router } = setUp(
      { ...acme, password: true },
      () => confirmed(),
      '/account/privacy?confirmed-error=not_the_linked_account',
    )
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it’s you' })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You signed in at the provider with another account than the one linked here. Nothing was linked.',
    )
    await waitFor(() => expect(router.state.location.search).toBe(''))
    // Another way works as well: here, the password.
    await userEvent.type(within(dialog).getByLabelText('Password'), 'correct horse')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})
