import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useNavigate } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { readPersonal } from '#client/lib/personal-storage.ts'
import { menuItems } from '#client/navigation/menu-items.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { Role } from '#shared/auth-rules.ts'
import { SearchPalette } from './search-palette.tsx'

// A team's resource, as the generator registers one: the palette names its records' group after it.
vi.mock('#shared/resources/index.ts', async () => ({
  resources: [(await import('#shared/test/resource-fixtures.ts')).projects],
}))

const none = { query: '', people: [], notifications: [], auditEvents: [], records: [] }

function renderPalette(
  actions = [] as Parameters<typeof SearchPalette>[0]['actions'],
  /** Who is signed in; null: not known yet. */
  personId: string | null = 'ada',
  role: Role = 'admin',
) {
  const onClose = vi.fn()
  const onLeave = vi.fn()
  function Palette() {
    const navigate = useNavigate()
    return (
      <SearchPalette
        open
        onClose={onClose}
        onLeave={(to) => {
          onLeave(to)
          void navigate(to)
        }}
        tree={menuItems}
        actions={actions}
        personId={personId ?? undefined}
        role={role}
      />
    )
  }
  const view = renderWithApp(<Palette />)
  return { ...view, onClose, onLeave }
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('SearchPalette', () => {
  it('is a combobox: typing lists pages with the match marked, Enter opens the active one', async () => {
    mockFetch({ '/api/search': () => jsonResponse(200, none) })
    const { router, onClose, onLeave } = renderPalette()
    const input = screen.getByRole('combobox', { name: 'Search' })
    await userEvent.type(input, 'typo')
    const listbox = screen.getByRole('listbox', { name: 'Search results' })
    const option = within(listbox).getByRole('option', { name: /Typography/ })
    expect(option).toHaveAttribute('aria-selected', 'true')
    expect(option.querySelector('mark')).toHaveTextContent('Typo')
    expect(input).toHaveAttribute('aria-activedescendant', option.id)
    await userEvent.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/typography')
    // A page is gone to in the palette's place (its history entry), not after closing it.
    expect(onLeave).toHaveBeenCalledWith('/typography')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('moves with the arrows, announces how many results, and remembers choices for an empty query', async () => {
    mockFetch({ '/api/search': () => jsonResponse(200, none) })
    const { unmount } = renderPalette()
    await userEvent.type(screen.getByRole('combobox'), 'account')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results?$/))
    const options = screen.getAllByRole('option')
    expect(options.length).toBeGreaterThan(1)
    await userEvent.keyboard('{ArrowDown}')
    expect(options[1]).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    expect(options.at(-1)).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Home}{Enter}')
    unmount()
    renderPalette()
    const recent = screen.getByRole('group', { name: /Recent/ })
    expect(within(recent).getAllByRole('option')).toHaveLength(1)
    expect(screen.getByRole('status')).toHaveTextContent('1 recent choices')
  })

  it('shows recent choices to the person who made them only', async () => {
    mockFetch({ '/api/search': () => jsonResponse(200, none) })
    const first = renderPalette([], 'ada')
    await userEvent.type(screen.getByRole('combobox'), 'typo')
    await userEvent.keyboard('{Enter}')
    first.unmount()
    // Someone else signed in on this computer.
    const other = renderPalette([], 'grace')
    expect(screen.queryByRole('group', { name: /Recent/ })).not.toBeInTheDocument()
    other.unmount()
    // Nobody known yet: none either, and nothing is kept.
    renderPalette([], null)
    expect(screen.queryByRole('group', { name: /Recent/ })).not.toBeInTheDocument()
    await userEvent.type(screen.getByRole('combobox'), 'typo')
    await userEvent.keyboard('{Enter}')
    expect(Object.keys(localStorage)).toEqual(['foyer:personal:search-recent'])
    expect(readPersonal('search-recent', 'ada')).toHaveLength(1)
  })

  it('shows people and audit events from the server, and runs actions', async () => {
    const signOut = vi.fn()
    const spy = mockFetch({
      '/api/search': () =>
        jsonResponse(200, {
          query: 'ada',
          people: [{ id: 'u1', name: 'Ada Lovelace', email: 'ada@example.org', role: 'member' }],
          notifications: [],
          auditEvents: [
            {
              id: '9',
              kind: 'sign_in_failed',
              createdAt: new Date().toISOString(),
              actorName: null,
              targetId: 'u1',
              targetName: 'Ada Lovelace',
            },
          ],
          records: [],
        }),
    })
    const { router, onClose } = renderPalette([
      { id: 'sign-out', label: 'Sign out', keywords: ['logout'], run: signOut },
    ])
    await userEvent.type(screen.getByRole('combobox'), 'ada')
    const people = await screen.findByRole('group', { name: 'People' })
    expect(within(people).getByRole('option', { name: /Ada Lovelace ada@example.org/ })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: 'Audit events' })).toHaveTextContent(
      'Failed sign-in: Ada Lovelace',
    )
    expect(new URL(String(spy.mock.calls[0]?.[0]), 'http://x').searchParams.get('q')).toBe('ada')
    await userEvent.click(within(people).getByRole('option'))
    expect(router.state.location.pathname).toBe('/admin/users/u1')

    await userEvent.clear(screen.getByRole('combobox'))
    await userEvent.type(screen.getByRole('combobox'), 'logout')
    await userEvent.keyboard('{Enter}')
    expect(signOut).toHaveBeenCalled()
    expect(onClose.mock.invocationCallOrder[0]).toBeLessThan(signOut.mock.invocationCallOrder[0] ?? 0)
  })

  it('shows the records the server found under their resource’s name, each opening its page', async () => {
    mockFetch({
      '/api/search': () =>
        jsonResponse(200, {
          ...none,
          query: 'apollo',
          records: [
            { resource: 'projects', id: 'p 1', title: 'Apollo' },
            { resource: 'projects', id: 'p2', title: 'Apollo 13' },
          ],
        }),
    })
    const { router } = renderPalette([])
    await userEvent.type(screen.getByRole('combobox'), 'apollo')
    const projects = await screen.findByRole('group', { name: 'Projects' })
    expect(
      within(projects)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Apollo', 'Apollo 13'])
    await userEvent.click(within(projects).getByRole('option', { name: 'Apollo' }))
    expect(router.state.location.pathname).toBe('/projects/p%201')
  })

  describe('where a person leads', () => {
    const aboutGrace = {
      query: 'grace',
      people: [{ id: 'u 2', name: 'Grace Hopper', email: 'grace@example.org', role: 'member' }],
      notifications: [
        {
          id: 'n1',
          title: 'New registration: Grace Hopper',
          link: '/people/u%202',
          createdAt: new Date().toISOString(),
          readAt: null,
        },
      ],
      auditEvents: [],
      records: [],
    }

    async function pick(role: Role, group: string) {
      mockFetch({ '/api/search': () => jsonResponse(200, aboutGrace) })
      const { router, unmount } = renderPalette([], 'ada', role)
      await userEvent.type(screen.getByRole('combobox'), 'grace')
      await userEvent.click(within(await screen.findByRole('group', { name: group })).getByRole('option'))
      const path = router.state.location.pathname
      unmount()
      return path
    }

    it('takes an administrator who picks a person to their administration page', async () => {
      expect(await pick('admin', 'People')).toBe('/admin/users/u%202')
    })

    it('takes an administrator there from a notification about the person too', async () => {
      expect(await pick('admin', 'Notifications')).toBe('/admin/users/u%202')
    })

    it('keeps a member on the public profile', async () => {
      expect(await pick('member', 'People')).toBe('/people/u%202')
      expect(await pick('member', 'Notifications')).toBe('/people/u%202')
    })
  })

  it('closes from its close button (a phone has no Escape key)', async () => {
    const { onClose } = renderPalette()
    await userEvent.click(screen.getByRole('button', { name: 'Close search' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('puts the kind with the best match first: a person whose name starts so above a page containing it', async () => {
    mockFetch({
      '/api/search': () =>
        jsonResponse(200, {
          ...none,
          query: 'gra',
          people: [{ id: 'g', name: 'Grace Hopper', email: 'grace@example.org', role: 'member' }],
        }),
    })
    renderPalette()
    await userEvent.type(screen.getByRole('combobox'), 'gra')
    await screen.findByRole('group', { name: 'People' })
    const groups = screen
      .getAllByRole('group')
      .map((group) => within(group).getAllByRole('option')[0]?.textContent)
    expect(groups[0]).toContain('Grace Hopper')
    expect(groups[1]).toContain('Typography')
    // The first option, the one Enter opens, is the person.
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true')
  })

  it('tells a member that people are found by administrators only', async () => {
    mockFetch({ '/api/search': () => jsonResponse(200, none) })
    renderPalette([], 'ada', 'member')
    await userEvent.type(screen.getByRole('combobox'), 'grace')
    expect(
      await screen.findByText('People and the audit log are found by administrators only.'),
    ).toBeInTheDocument()
  })

  it('says when nothing matches', async () => {
    mockFetch({ '/api/search': () => jsonResponse(200, none) })
    renderPalette()
    await userEvent.type(screen.getByRole('combobox'), 'zzzz')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No results'))
    expect(screen.getByText('Nothing matches “zzzz”.')).toBeInTheDocument()
  })
})
