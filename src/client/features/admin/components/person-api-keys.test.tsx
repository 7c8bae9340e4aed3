import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate } from '#client/lib/format.ts'
import { aPerson, lastQuery } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { OwnedApiKey } from '#shared/api-keys.ts'
import { PersonApiKeys } from './person-api-keys.tsx'

const alan = aPerson()

function anOwnedKey(overrides: Partial<OwnedApiKey> = {}): OwnedApiKey {
  return {
    id: 'k1',
    name: 'Nightly export',
    start: 'foyer_AbCdEf',
    scopes: ['read:people'],
    createdAt: '2026-01-01T10:00:00.000Z',
    expiresAt: '2099-01-08T10:00:00.000Z',
    lastUsedAt: null,
    owner: { id: alan.id, name: alan.name, email: alan.email },
    ...overrides,
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a person’s API keys, as administrators see them', () => {
  it('lists the person’s keys, and revokes one after asking', async () => {
    let items = [
      anOwnedKey(),
      anOwnedKey({ id: 'k2', name: 'Bell reader', scopes: ['read:notifications'], expiresAt: null }),
    ]
    const fetch = mockFetch({
      'GET /api/admin/api-keys': () => jsonResponse(200, { items }),
      'DELETE /api/admin/api-keys/k1': () => {
        items = items.filter((key) => key.id !== 'k1')
        return new Response(null, { status: 204 })
      },
    })
    renderWithApp(<PersonApiKeys person={alan} />)
    const list = await screen.findByRole('list', { name: 'API keys of Alan Turing' })
    expect(Object.fromEntries(lastQuery(fetch, '/api/admin/api-keys') ?? [])).toEqual({ userId: 'u2' })
    expect(list).toHaveTextContent(
      `Nightly exportfoyer_AbCdEf… · expires ${formatDate('2099-01-08T10:00:00.000Z')} · not used yetread:people`,
    )
    expect(list).toHaveTextContent(
      'Bell readerfoyer_AbCdEf… · never expires · not used yetread:notifications',
    )

    await userEvent.click(screen.getByRole('button', { name: 'Revoke the key Nightly export' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the key “Nightly export”?' })
    expect(dialog).toHaveTextContent('The scripts of Alan Turing that use it stop working at once.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke key' }))
    expect(await screen.findByText('The key “Nightly export” of Alan Turing is revoked')).toBeInTheDocument()
    await expect.poll(() => list.textContent).not.toContain('Nightly export')
    expect(list).toHaveTextContent('Bell reader')
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1)
  })

  it('says when the person has no key', async () => {
    mockFetch({ 'GET /api/admin/api-keys': () => jsonResponse(200, { items: [] }) })
    renderWithApp(<PersonApiKeys person={alan} />)
    expect(await screen.findByText('Alan Turing has no API key.')).toBeInTheDocument()
  })
})
