import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageLoad } from '#client/lib/page-load.ts'
import { readPersonal, writePersonal } from '#client/lib/personal-storage.ts'
import { adminMe, aPeoplePage, memberMe } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import { renderWithApp, setViewportWidth } from '#client/test/render.tsx'
import type { Me } from '#shared/auth.ts'
import { routes } from './routes.tsx'

// The administration's routes through the app's real router, layout and guards.

function serveAs(me: Me | (() => Me | null)) {
  const current = typeof me === 'function' ? me : () => me
  return mockFetch({
    'GET /api/me': () => {
      const person = current()
      return person
        ? jsonResponse(200, person)
        : jsonResponse(401, { error: { code: 'unauthorized', message: 'Sign in first' } })
    },
    'GET /api/admin/users': () => jsonResponse(200, aPeoplePage([])),
    'GET /api/notifications': () => jsonResponse(200, { items: [], total: 0, unread: 0, page: 1, limit: 8 }),
    'GET /api/health': () => jsonResponse(200, { status: 'ok', version: '1.0.0', uptimeSeconds: 60 }),
  })
}

beforeEach(() => {
  // The permanent drawer, open, as on a wide screen.
  setViewportWidth(1600)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Administration routes', () => {
  it('show a member a 403 screen inside the main layout, naming the permission, with a way back', async () => {
    const fetch = serveAs(memberMe)
    renderWithApp(null, { path: '/admin/users', routes })
    // The first test of the file also waits for the layout's modules to be transformed.
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: '403 – You need a permission you do not have' },
      { timeout: 10_000 },
    )
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(heading.parentElement).toHaveTextContent(
      'This page needs the permission to manage people, which administrators have.',
    )
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard/default',
    )
    // Inside the layout: the main landmark, the drawer and the top bar are there.
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toBe(heading)
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Permission needed · Foyer'))
    // The page itself never asked the API.
    expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/admin/'))).toBe(false)
  })

  it('show the audit log’s 403 to a member too', async () => {
    serveAs(memberMe)
    renderWithApp(null, { path: '/admin/audit', routes })
    expect(await screen.findByText(/permission to read the audit log, which/)).toBeInTheDocument()
  })

  it('let an administrator in, with Administration in the drawer', async () => {
    serveAs(adminMe)
    renderWithApp(null, { path: '/admin/users', routes })
    expect(await screen.findByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    const group = await within(nav).findByRole('group', { name: 'Administration' })
    expect(within(group).getByRole('link', { name: 'People' })).toHaveAttribute('aria-current', 'page')
    expect(within(group).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/admin/audit')
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Home/Administration/People',
    )
    await waitFor(() => expect(document.title).toBe('People · Foyer'))
  })

  it('do not run the guards again when only the query changes (a filter, a page)', async () => {
    const fetch = serveAs(adminMe)
    const { router } = renderWithApp(null, { path: '/admin/users', routes })
    await screen.findByRole('heading', { level: 1, name: 'People' })
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes('/api/admin/users'))).toBe(true),
    )
    const asksForMe = () =>
      fetch.mock.calls.filter(([input]) =>
        new URL(String(input), 'http://localhost').pathname.endsWith('/api/me'),
      ).length
    const before = asksForMe()
    await router.navigate('/admin/users?role=admin')
    await waitFor(() =>
      expect(fetch.mock.calls.some(([input]) => String(input).includes('role=admin'))).toBe(true),
    )
    expect(asksForMe()).toBe(before)
    await router.navigate('/admin/audit')
    await waitFor(() => expect(asksForMe()).toBeGreaterThan(before))
  })

  it('keep Administration out of a member’s drawer', async () => {
    serveAs(memberMe)
    renderWithApp(null, { path: '/typography', routes })
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' })
    expect(await within(nav).findByRole('group', { name: 'Navigation' })).toBeInTheDocument()
    expect(within(nav).queryByRole('group', { name: 'Administration' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('link', { name: 'People' })).not.toBeInTheDocument()
  })

  it('show the impersonation banner above every page while an administrator acts as someone', async () => {
    serveAs({
      ...memberMe,
      impersonation: {
        administratorName: 'Grace Hopper',
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    })
    renderWithApp(null, { path: '/typography', routes })
    const banner = await screen.findByRole('region', { name: 'Impersonation' })
    expect(banner).toHaveTextContent(
      /^You are acting as Ada Lovelace\. Grace Hopper started this; it ends at .+\./,
    )
    expect(within(banner).getByRole('button', { name: 'Stop acting as Ada Lovelace' })).toBeInTheDocument()
    // Above the page's content, inside the main landmark.
    const main = screen.getByRole('main')
    expect(main).toContainElement(banner)
    const h1 = await within(main).findByRole('heading', { level: 1 })
    expect(banner.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

/** Replaces EventSource with streams the test makes speak; returns them as they open. */
function fakeStreams() {
  const streams: { emit: (type: string, data: string) => void }[] = []
  class FakeEventSource {
    readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>()
    constructor() {
      streams.push(this)
    }
    addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
    }
    close() {}
    emit(type: string, data: string) {
      for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }))
    }
  }
  vi.stubGlobal('EventSource', FakeEventSource)
  return streams
}

describe('A ban while signed in', () => {
  it('ends on Login with the ban’s message when the stream says the person was banned', async () => {
    const streams = fakeStreams()
    let me: Me | null = memberMe
    serveAs(() => me)
    // Login is a page of its own (auth.html, decision 007): the router hands over to a page load.
    const leftFor = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {})
    renderWithApp(null, { path: '/typography', routes })
    await screen.findByRole('heading', { level: 1, name: 'Typography' })
    await waitFor(() => expect(streams).toHaveLength(1))
    writePersonal('search-recent', memberMe.id, [{ label: 'Grace Hopper', detail: 'grace@example.org' }])
    me = null
    streams[0]?.emit('end', JSON.stringify({ reason: 'banned' }))
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/login?reason=banned'))
    // What the browser kept about the person goes, as at sign-out.
    expect(readPersonal('search-recent', memberMe.id)).toBeUndefined()
  })
})

describe('A session that ends elsewhere', () => {
  it('ends on Login and forgets the recent choices the browser kept about the person', async () => {
    const streams = fakeStreams()
    let me: Me | null = memberMe
    serveAs(() => me)
    const leftFor = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {})
    renderWithApp(null, { path: '/typography', routes })
    await screen.findByRole('heading', { level: 1, name: 'Typography' })
    await waitFor(() => expect(streams).toHaveLength(1))
    writePersonal('search-recent', memberMe.id, [{ label: 'Grace Hopper', detail: 'grace@example.org' }])
    localStorage.setItem('foyer:color-scheme', 'dark')
    // Revoked from another device: the stream says so, and /api/me answers 401.
    me = null
    streams[0]?.emit('end', JSON.stringify({ reason: 'session_ended' }))
    await waitFor(() => expect(leftFor).toHaveBeenCalledWith('/login?next=%2Ftypography&reason=expired'))
    expect(readPersonal('search-recent', memberMe.id)).toBeUndefined()
    expect(localStorage.getItem('foyer:color-scheme')).toBe('dark')
    localStorage.clear()
  })
})

describe('Stopping an impersonation', () => {
  it('goes back to People, not to Login, when the acted-as session is heard to end before Stop answers', async () => {
    const streams = fakeStreams()
    let me: Me | null = {
      ...memberMe,
      impersonation: {
        administratorName: 'Grace Hopper',
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    }
    let answerStop = () => {}
    const people = serveAs(() => me)
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/admin/stop-impersonating')
        ? new Promise<Response>((resolve) => {
            answerStop = () => resolve(jsonResponse(200, { ok: true }))
          })
        : people(input, init),
    )
    vi.stubGlobal('fetch', fetch)
    const replaced = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {})
    const assigned = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {})
    renderWithApp(null, { path: '/typography', routes })
    const banner = await screen.findByRole('region', { name: 'Impersonation' })
    await waitFor(() => expect(streams).toHaveLength(1))
    await userEvent.click(within(banner).getByRole('button', { name: /Stop acting as/ }))
    // The server has ended the acted-as session: the stream says so, and /api/me answers 401.
    me = null
    streams[0]?.emit('end', JSON.stringify({ reason: 'session_ended' }))
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([input]) => String(input).endsWith('/api/me')).length).toBeGreaterThan(
        1,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(replaced).not.toHaveBeenCalled()
    answerStop()
    await waitFor(() => expect(assigned).toHaveBeenCalledWith('/admin/users'))
    expect(replaced).not.toHaveBeenCalled()
  })
})
