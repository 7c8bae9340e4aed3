import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { anEvent, apiError } from '#client/test/account-fixtures.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { HistoryEvent } from '#shared/account.ts'
import { Component as HistoryPage } from './history.tsx'

function renderPage(path = '/account/history') {
  return renderWithApp(null, {
    path,
    routes: [{ path: '/account/history', element: <HistoryPage /> }],
  })
}

/** 45 events, newest first, served 20 a page as the server does. */
const events: HistoryEvent[] = Array.from({ length: 45 }, (_, index) =>
  anEvent({
    id: `e${index + 1}`,
    kind: index === 0 ? 'email_changed' : index === 1 ? 'something_new' : 'sign_in',
    createdAt: new Date(Date.now() - (index + 1) * 3_600_000).toISOString(),
    data: index === 0 ? { from: 'ada@example.com', to: 'ada@new.example' } : {},
    ipAddress: `203.0.113.${index + 1}`,
  }),
)

/** The page and limit of each history request, in order. */
function requestedPages(fetch: { mock: { calls: Parameters<typeof globalThis.fetch>[] } }): string[] {
  return fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/account/history')
    .map((url) => url.search)
}

function mockHistory(all: HistoryEvent[]) {
  return vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost')
    const page = Number(url.searchParams.get('page'))
    const limit = Number(url.searchParams.get('limit'))
    return jsonResponse(200, {
      items: all.slice((page - 1) * limit, page * limit),
      total: all.length,
      page,
      limit,
    })
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('History', () => {
  it('shows the events of the first page with what, when, device and address', async () => {
    const fetch = mockHistory(events)
    vi.stubGlobal('fetch', fetch)
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'History' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'What happened on your account, newest first' })
    const rows = within(table).getAllByRole('row')
    // The header row, then 20 events.
    expect(rows).toHaveLength(21)
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['What happened', 'When', 'Device', 'Address'])
    expect(rows[1]).toHaveTextContent('Email changed')
    expect(rows[1]).toHaveTextContent('To ada@new.example')
    expect(rows[1]).toHaveTextContent('1 h ago')
    expect(rows[1]).toHaveTextContent('Firefox on Linux')
    expect(rows[1]).toHaveTextContent('203.0.113.1')
    // A kind this client has no label for is shown as it is.
    expect(rows[2]).toHaveTextContent('something_new')
    expect(rows[3]).toHaveTextContent('Signed in')
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument()
    expect(requestedPages(fetch)).toEqual(['?page=1&limit=20'])
  })

  it('asks the server for page 2 and keeps the page in the address', async () => {
    const fetch = mockHistory(events)
    vi.stubGlobal('fetch', fetch)
    const { router } = renderPage()
    await screen.findByText('1–20 of 45')
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }))
    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?page=2')
    expect(requestedPages(fetch)).toEqual(['?page=1&limit=20', '?page=2&limit=20'])
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('203.0.113.21'),
    )
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21)
  })

  it('opens the page named in the address', async () => {
    const fetch = mockHistory(events)
    vi.stubGlobal('fetch', fetch)
    renderPage('/account/history?page=3')
    expect(await screen.findByText('41–45 of 45')).toBeInTheDocument()
    expect(requestedPages(fetch)).toEqual(['?page=3&limit=20'])
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled()
  })

  it('says so when nothing has happened yet', async () => {
    vi.stubGlobal('fetch', mockHistory([]))
    renderPage()
    expect(await screen.findByText('Nothing has happened on your account yet.')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('offers to try again when the history cannot be loaded', async () => {
    let isUp = false
    const up = mockHistory(events)
    mockFetch({
      'GET /api/account/history': async ({ init }) =>
        isUp
          ? up('/api/account/history?page=1&limit=20', init)
          : jsonResponse(500, apiError('internal', 'Something went wrong')),
    })
    renderPage()
    expect(await screen.findByText(/Your history could not be loaded/)).toBeInTheDocument()
    isUp = true
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('1–20 of 45')).toBeInTheDocument()
  })
})
