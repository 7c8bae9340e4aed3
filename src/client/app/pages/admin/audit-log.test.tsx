import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endOfDayIso, startOfDayIso } from '#client/features/admin/lib/list-views.ts'
import { adminMe, anAuditEntry, aPeoplePage, aPerson, lastQuery } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { Component as AuditLogPage } from './audit-log.tsx'

const entries = [
  anAuditEntry({
    id: 'a2',
    kind: 'role_changed',
    actor: { id: 'admin-1', name: 'Grace Hopper' },
    target: { id: 'u2', name: 'Alan Turing' },
    data: { from: 'member', to: 'admin' },
  }),
  anAuditEntry({ id: 'a1', kind: 'sign_in_failed', actor: null, target: { id: 'gone', name: null } }),
]

const alan = aPerson()

function serve(items = entries, total = 45) {
  return mockFetch({
    'GET /api/me': () => jsonResponse(200, adminMe),
    'GET /api/admin/audit': () => jsonResponse(200, { items, total, page: 1, limit: 20 }),
  })
}

function renderPage(path = '/admin/audit') {
  return renderWithApp(null, { path, routes: [{ path: '/admin/audit', element: <AuditLogPage /> }] })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('The audit log', () => {
  it('shows what happened, when, by whom, to whom, from where and the details, with no controls to change it', async () => {
    const fetch = serve()
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument()
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'What', 'Actor', 'Target', 'Address', 'Device', 'Details'])
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[]
    expect(first).toHaveTextContent('Role changed')
    expect(first).toHaveTextContent('5 min ago')
    expect(first).toHaveTextContent('Firefox on Linux')
    expect(first).toHaveTextContent('203.0.113.7')
    expect(first).toHaveTextContent('Role: Member → Administrator')
    expect(second).toHaveTextContent('Failed sign-in')
    expect(second).toHaveTextContent('—')
    expect(second).toHaveTextContent('deleted person')
    expect(within(table).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /delete|edit/i })).not.toBeInTheDocument()
    expect(Object.fromEntries(lastQuery(fetch, '/api/admin/audit') ?? [])).toEqual({ page: '1', limit: '20' })
  })

  it('filters by kind and by days, in the address and as moments in the request', async () => {
    const fetch = serve()
    const { router } = renderPage()
    await screen.findByRole('table')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'sign_in_failed')
    await waitFor(() => expect(router.state.location.search).toBe('?kind=sign_in_failed'))
    await waitFor(() => expect(lastQuery(fetch, '/api/admin/audit')?.get('kind')).toBe('sign_in_failed'))
    await userEvent.type(screen.getByLabelText('From'), '2025-03-01')
    await userEvent.type(screen.getByLabelText('To'), '2025-03-31')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?kind=sign_in_failed&from=2025-03-01&to=2025-03-31'),
    )
    await waitFor(() =>
      expect(lastQuery(fetch, '/api/admin/audit')?.get('to')).toBe(endOfDayIso('2025-03-31')),
    )
    expect(lastQuery(fetch, '/api/admin/audit')?.get('from')).toBe(startOfDayIso('2025-03-01'))
  })

  it('filters by a person chosen by name, or chosen in the table, and names them in removable chips', async () => {
    const fetch = mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe),
      'GET /api/admin/audit': () => jsonResponse(200, { items: entries, total: 45, page: 1, limit: 20 }),
      'GET /api/admin/users': () => jsonResponse(200, aPeoplePage([alan])),
      'GET /api/admin/users/admin-1': () =>
        jsonResponse(200, { ...alan, id: 'admin-1', name: 'Grace Hopper' }),
      'GET /api/admin/users/u2': () => jsonResponse(200, alan),
    })
    const { router } = renderPage()
    const table = await screen.findByRole('table')
    await userEvent.click(
      within(table).getByRole('link', { name: 'Grace Hopper (show only what this person did)' }),
    )
    await waitFor(() => expect(router.state.location.search).toBe('?actor=admin-1'))
    await waitFor(() => expect(lastQuery(fetch, '/api/admin/audit')?.get('actor')).toBe('admin-1'))
    expect(await screen.findByRole('combobox', { name: 'Done by' })).toHaveValue('Grace Hopper')
    const chips = screen.getByRole('list', { name: 'Active filters' })
    expect(
      within(chips).getByRole('button', { name: 'Remove the filter Done by: Grace Hopper' }),
    ).toBeVisible()

    // "About": typed, suggested from People, chosen by name.
    await userEvent.type(screen.getByRole('combobox', { name: 'About' }), 'alan')
    await userEvent.click(await screen.findByRole('option', { name: /Alan Turing/ }))
    await waitFor(() => expect(router.state.location.search).toBe(`?actor=admin-1&target=${alan.id}`))
    expect(lastQuery(fetch, '/api/admin/users')?.get('q')).toBe('alan')
    expect(
      await within(chips).findByRole('button', { name: 'Remove the filter About: Alan Turing' }),
    ).toBeVisible()

    await userEvent.click(
      within(chips).getByRole('button', { name: 'Remove the filter Done by: Grace Hopper' }),
    )
    await waitFor(() => expect(router.state.location.search).toBe(`?target=${alan.id}`))
  })

  it('keeps what was typed in a person field, and its focus, when the suggestions arrive', async () => {
    const fetch = mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe),
      'GET /api/admin/audit': () => jsonResponse(200, { items: entries, total: 2, page: 1, limit: 20 }),
      'GET /api/admin/users': () => jsonResponse(200, aPeoplePage([alan])),
    })
    renderPage()
    await screen.findByRole('table')
    // Typed into the stand-in before the suggestions' chunk is asked for; focusing asks for it.
    const standIn = screen.getByRole('combobox', { name: 'About' })
    fireEvent.change(standIn, { target: { value: 'ala' } })
    act(() => standIn.focus())
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'About' })).not.toBe(standIn))
    const about = screen.getByRole('combobox', { name: 'About' })
    expect(about).toHaveValue('ala')
    expect(about).toHaveFocus()
    expect(await screen.findByRole('option', { name: /Alan Turing/ })).toBeVisible()
    expect(lastQuery(fetch, '/api/admin/users')?.get('q')).toBe('ala')
  })

  it('offers date presets, and says a range that runs backwards instead of asking for it', async () => {
    const fetch = serve()
    const { router } = renderPage()
    await screen.findByRole('table')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'When' }), 'Last 7 days')
    await waitFor(() =>
      expect(router.state.location.search).toMatch(/^\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/),
    )
    expect(screen.getByRole('button', { name: 'Remove the filter Last 7 days' })).toBeVisible()

    const asked = fetch.mock.calls.length
    const { router: backwards } = renderPage('/admin/audit?from=2026-11-28&to=2026-11-01')
    expect(await screen.findByText(/No day is both after “From” and before “To”/)).toBeInTheDocument()
    expect(screen.getAllByLabelText('To').at(-1)).toHaveAccessibleDescription(
      '“From” is after “To”: choose a From day on or before this one.',
    )
    expect(backwards.state.location.search).toBe('?from=2026-11-28&to=2026-11-01')
    expect(fetch.mock.calls.slice(asked).some(([input]) => String(input).includes('from='))).toBe(false)
  })

  it('asks the server for the next page', async () => {
    const fetch = serve()
    const { router } = renderPage('/admin/audit?kind=sign_in')
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }))
    await waitFor(() => expect(lastQuery(fetch, '/api/admin/audit')?.get('page')).toBe('2'))
    expect(router.state.location.search).toBe('?kind=sign_in&page=2')
  })

  it('says when nothing matches the filters', async () => {
    serve([], 0)
    renderPage('/admin/audit?actor=nobody')
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument()
  })
})
