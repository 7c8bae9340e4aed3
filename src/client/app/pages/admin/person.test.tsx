import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminMe, anAuditEntry, aPeoplePage, aPerson, lastQuery } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { Component as PeoplePage } from './people.tsx'
import { Component as PersonPage } from './person.tsx'

const alan = aPerson({ status: 'banned', bannedUntil: null, banReason: 'Spam' })

function renderPage(path = '/admin/users/u2') {
  return renderWithApp(null, {
    path,
    routes: [
      { path: '/admin/users/:id', element: <PersonPage /> },
      { path: '/admin/users', element: <PeoplePage /> },
    ],
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('A person’s administration page', () => {
  it('shows the facts, the actions as buttons, a link to the public profile, their API keys and audit log', async () => {
    const fetch = mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe),
      'GET /api/admin/users/u2': () => jsonResponse(200, alan),
      'GET /api/admin/api-keys': () => jsonResponse(200, { items: [] }),
      'GET /api/admin/audit': () =>
        jsonResponse(200, {
          items: [anAuditEntry({ kind: 'user_banned', actor: { id: 'admin-1', name: 'Grace Hopper' } })],
          total: 1,
          page: 1,
          limit: 10,
        }),
    })
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Alan Turing' })).toBeInTheDocument()
    expect(screen.getByText('alan@example.com')).toBeInTheDocument()
    expect(screen.getByText('Banned')).toBeInTheDocument()
    expect(screen.getByText('Reason: Spam')).toBeInTheDocument()
    for (const name of ['Change role', 'Unban', 'Sign out everywhere', 'Send password reset email', 'Delete'])
      expect(screen.getByRole('button', { name })).toBeEnabled()
    // Banned people are not offered for acting as them.
    expect(screen.queryByRole('button', { name: 'Act as this person' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Public profile of Alan Turing' })).toHaveAttribute(
      'href',
      '/people/u2',
    )
    const log = await screen.findByRole('region', { name: 'Audit log of Alan Turing' })
    expect(log).toHaveTextContent('User banned')
    expect(log).toHaveTextContent('Grace Hopper')
    expect(Object.fromEntries(lastQuery(fetch, '/api/admin/audit') ?? [])).toEqual({
      target: 'u2',
      limit: '10',
    })
    expect(screen.getByRole('link', { name: 'All events about Alan Turing' })).toHaveAttribute(
      'href',
      '/admin/audit?target=u2',
    )
    expect(await screen.findByText('Alan Turing has no API key.')).toBeInTheDocument()
    expect(Object.fromEntries(lastQuery(fetch, '/api/admin/api-keys') ?? [])).toEqual({ userId: 'u2' })
  })

  it('says there is no such person when the server answers 404', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe),
      'GET /api/admin/users/gone': () =>
        jsonResponse(404, { error: { code: 'not_found', message: 'No such person' } }),
    })
    renderPage('/admin/users/gone')
    expect(await screen.findByRole('heading', { level: 2, name: 'No such person' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to People' })).toHaveAttribute('href', '/admin/users')
  })

  it('goes back to the list after a deletion and says so there', async () => {
    let isDeleted = false
    const fetch = mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe),
      'GET /api/admin/users/u2': () => jsonResponse(200, aPerson()),
      'GET /api/admin/audit': () => jsonResponse(200, { items: [], total: 0, page: 1, limit: 10 }),
      'DELETE /api/admin/users/u2': () => {
        isDeleted = true
        return jsonResponse(200, { ok: true })
      },
      'GET /api/admin/users': () =>
        jsonResponse(
          200,
          aPeoplePage(isDeleted ? [aPerson({ id: 'u9', name: 'Joan Clarke' })] : [aPerson()]),
        ),
    })
    const { router } = renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete Alan Turing?' })
    await userEvent.type(within(dialog).getByRole('textbox'), 'alan@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete person' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'))
    expect(await screen.findByRole('status')).toHaveTextContent('Alan Turing is deleted.')
    expect(await screen.findByRole('link', { name: 'Joan Clarke' })).toBeInTheDocument()
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1)
  })

  it('changes the role from its button and shows the new facts', async () => {
    const fetch = mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe),
      'GET /api/admin/users/u2': () => jsonResponse(200, aPerson()),
      'GET /api/admin/audit': () => jsonResponse(200, { items: [], total: 0, page: 1, limit: 10 }),
      'PATCH /api/admin/users/u2/role': () => jsonResponse(200, aPerson({ role: 'admin' })),
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Change role' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'admin')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Alan Turing is now an administrator.')
    expect(sentBodies(fetch, '/api/admin/users/u2/role')).toEqual([{ role: 'admin' }])
    // No acting as an administrator.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Act as this person' })).not.toBeInTheDocument(),
    )
  })
})
