import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate } from '#client/lib/format.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { ApiKey } from '#shared/api-keys.ts'
import { ApiKeysCard } from './api-keys-card.tsx'

const DAY = 86_400_000

function anApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 'k1',
    name: 'Nightly export',
    start: 'foyer_AbCdEf',
    scopes: ['read:people', 'read:audit'],
    createdAt: new Date(Date.now() - 10 * DAY).toISOString(),
    expiresAt: '2099-01-08T10:00:00.000Z',
    lastUsedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    ...overrides,
  }
}

/** The bodies sent to make keys (the list's GETs send none). */
const posted = (fetch: Parameters<typeof sentBodies>[0]) =>
  sentBodies(fetch, '/api/account/api-keys').filter((body) => body !== undefined)

const NEW_KEY = `foyer_${'a'.repeat(64)}`

/** The server's keys, as a list that POST and DELETE change. */
function keysApi(initial: ApiKey[]) {
  let items = initial
  return {
    'GET /api/account/api-keys': () => jsonResponse(200, { items }),
    'POST /api/account/api-keys': ({ body }: { body: unknown }) => {
      const { name, scopes } = body as Pick<ApiKey, 'name' | 'scopes'>
      const apiKey = anApiKey({ id: 'k2', name, scopes, expiresAt: null, lastUsedAt: null })
      items = [...items, apiKey]
      return jsonResponse(201, { key: NEW_KEY, apiKey })
    },
    'DELETE /api/account/api-keys/k1': () => {
      items = items.filter((key) => key.id !== 'k1')
      return new Response(null, { status: 204 })
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

async function openCreateDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Create a key' }))
  return screen.findByRole('dialog', { name: 'Create an API key' })
}

describe('the API keys card', () => {
  it('lists each key with its start, scopes, expiry and last use, and links to the API’s documentation', async () => {
    mockFetch(
      keysApi([
        anApiKey(),
        anApiKey({
          id: 'k3',
          name: 'Bell reader',
          scopes: ['read:notifications'],
          expiresAt: null,
          lastUsedAt: null,
        }),
      ]),
    )
    renderWithApp(<ApiKeysCard personRole="admin" />)
    const list = await screen.findByRole('list', { name: 'Your API keys' })
    // The keys, not the scopes listed in each.
    const [nightly, bell] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
    expect(nightly).toHaveTextContent('Nightly export')
    expect(nightly).toHaveTextContent(
      `foyer_AbCdEf… · expires ${formatDate('2099-01-08T10:00:00.000Z')} · last used 2 h ago`,
    )
    expect(within(nightly as HTMLElement).getByRole('list', { name: 'Scopes' })).toHaveTextContent(
      'read:peopleread:audit',
    )
    expect(bell).toHaveTextContent('never expires · not used yet')
    expect(within(bell as HTMLElement).getByRole('list', { name: 'Scopes' })).toHaveTextContent(
      'read:notifications',
    )
    expect(screen.getByRole('button', { name: 'Revoke the key Nightly export' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Read the API documentation' })).toHaveAttribute(
      'href',
      '/api/docs',
    )
  })

  it('says when there is no key', async () => {
    mockFetch(keysApi([]))
    renderWithApp(<ApiKeysCard personRole="member" />)
    expect(await screen.findByText('You have no API key.')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Your API keys' })).not.toBeInTheDocument()
  })

  it('makes a key with the body the server expects, shows it once to copy, and lists the new key', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    const fetch = mockFetch(keysApi([]))
    renderWithApp(<ApiKeysCard personRole="admin" />)
    await screen.findByText('You have no API key.')
    const dialog = await openCreateDialog()
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Nightly export')
    await userEvent.selectOptions(within(dialog).getByLabelText('Expires'), 'In 30 days')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'read:people' }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'read:audit' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))

    const shown = await screen.findByRole('dialog', { name: 'Your new API key' })
    const key = within(shown).getByRole('textbox', { name: 'API key' })
    expect(key).toHaveValue(NEW_KEY)
    expect(key).toHaveAttribute('readonly')
    expect(within(shown).getByRole('alert')).toHaveTextContent('Copy it now: you will not see it again.')
    expect(posted(fetch)).toEqual([
      { name: 'Nightly export', scopes: ['read:people', 'read:audit'], expiresInDays: 30 },
    ])
    await userEvent.click(within(shown).getByRole('button', { name: 'Copy the key' }))
    expect(writeText).toHaveBeenCalledWith(NEW_KEY)
    // Said in the dialog, where screen readers are (the modal hides the toast from them), and toasted.
    expect(await within(shown).findByRole('status')).toHaveTextContent('Key copied')
    expect(screen.getAllByText('Key copied')).toHaveLength(2)

    // The list has the new key behind the dialog, without the key itself.
    const list = await screen.findByRole('list', { name: 'Your API keys', hidden: true })
    expect(list).toHaveTextContent('Nightly export')
    expect(list).not.toHaveTextContent(NEW_KEY)

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByDisplayValue(NEW_KEY)).not.toBeInTheDocument()
    // Opened again, it is a fresh form: the key is not shown again.
    const again = await openCreateDialog()
    expect(within(again).getByLabelText(/^Name/)).toHaveValue('')
    expect(screen.queryByDisplayValue(NEW_KEY)).not.toBeInTheDocument()
  })

  it('offers a member only the scopes of their role, and ends every key within a year', async () => {
    const fetch = mockFetch(keysApi([]))
    renderWithApp(<ApiKeysCard personRole="member" />)
    const dialog = await openCreateDialog()
    const scopes = within(dialog).getByRole('group', { name: 'Scopes' })
    expect(
      within(scopes)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['read:notifications'])
    expect(within(scopes).getByRole('checkbox', { name: 'read:notifications' })).toHaveAccessibleDescription(
      'Read your notifications.',
    )
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Bell reader')
    const expires = within(dialog).getByLabelText('Expires')
    expect(
      within(expires)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['In 7 days', 'In 30 days', 'In 90 days', 'In 365 days'])
    await userEvent.selectOptions(expires, 'In 365 days')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'read:notifications' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))
    expect(await screen.findByRole('dialog', { name: 'Your new API key' })).toBeInTheDocument()
    expect(posted(fetch)).toEqual([
      { name: 'Bell reader', scopes: ['read:notifications'], expiresInDays: 365 },
    ])
  })

  it('checks the form before sending, and shows the server’s refusals beside their fields', async () => {
    const fetch = mockFetch({
      'GET /api/account/api-keys': () => jsonResponse(200, { items: [] }),
      'POST /api/account/api-keys': () =>
        jsonResponse(400, {
          error: {
            code: 'bad_request',
            message: 'Some fields are invalid.',
            fields: {
              name: 'Use at most 64 characters',
              scopes: 'You cannot give a key the read:audit scope: it needs audit:read.',
            },
          },
        }),
    })
    renderWithApp(<ApiKeysCard personRole="admin" />)
    const dialog = await openCreateDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))
    const name = within(dialog).getByLabelText(/^Name/)
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name the key'))
    expect(within(dialog).getByRole('checkbox', { name: 'read:people' })).toHaveAccessibleDescription(
      /Choose at least one scope/,
    )
    expect(posted(fetch)).toEqual([])

    await userEvent.type(name, 'Audit reader')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'read:audit' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create key' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('Use at most 64 characters'))
    expect(name).toHaveFocus()
    expect(name).toHaveValue('Audit reader')
    const audit = within(dialog).getByRole('checkbox', { name: 'read:audit' })
    expect(audit).toHaveAccessibleDescription(
      /You cannot give a key the read:audit scope: it needs audit:read\./,
    )
    expect(audit).toBeChecked()
    expect(screen.queryByRole('dialog', { name: 'Your new API key' })).not.toBeInTheDocument()
  })

  it('revokes a key after asking, and lists what is left', async () => {
    const fetch = mockFetch(keysApi([anApiKey()]))
    renderWithApp(<ApiKeysCard personRole="admin" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke the key Nightly export' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key “Nightly export”?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }))
    expect(await screen.findByText('The key “Nightly export” is revoked')).toBeInTheDocument()
    expect(await screen.findByText('You have no API key.')).toBeInTheDocument()
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1)
  })
})
