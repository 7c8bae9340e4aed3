import { createTheme } from '@mui/material/styles'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Component as ProfilePage } from '#client/app/pages/account/profile.tsx'
import { Component as AuditLogPage } from '#client/app/pages/admin/audit-log.tsx'
import { Component as PeoplePage } from '#client/app/pages/admin/people.tsx'
import { Component as DashboardPage } from '#client/app/pages/dashboard.tsx'
import { useMe } from '#client/features/auth/api/auth-api.ts'
import { anAccount } from '#client/test/account-fixtures.ts'
import { adminMe, anAuditEntry, aPeoplePage, aPerson } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import { theme } from '#client/theme/index.ts'

// A team customises Foyer through one MUI theme. This theme adds the same outline to every MUI
// component the pages draw, on top of Foyer's own overrides: an element drawn by a look-alike
// instead of MUI's component (even one that borrows MUI's class names) does not get it.
const PROBE = '3px dotted rgb(1, 2, 3)'

const probed: [name: string, slot: string][] = [
  ['MuiAlert', 'root'],
  ['MuiAvatar', 'root'],
  ['MuiCard', 'root'],
  ['MuiCardContent', 'root'],
  ['MuiCardHeader', 'root'],
  ['MuiChip', 'root'],
  ['MuiDivider', 'root'],
  ['MuiGrid', 'root'],
  ['MuiLinearProgress', 'root'],
  ['MuiLink', 'root'],
  ['MuiList', 'root'],
  ['MuiListItem', 'root'],
  ['MuiSkeleton', 'root'],
  ['MuiTable', 'root'],
  ['MuiTableCell', 'root'],
  ['MuiTableContainer', 'root'],
  ['MuiTablePagination', 'root'],
  ['MuiTableRow', 'root'],
  ['MuiTooltip', 'tooltip'],
]

type Overrides = { styleOverrides?: Record<string, unknown> }
const own = theme.components as Record<string, Overrides | undefined>

/** Foyer's override of the slot, then the probe. */
function withProbe(name: string, slot: string): Overrides {
  const styleOverrides = own[name]?.styleOverrides
  const ownStyle = styleOverrides?.[slot]
  const style = (props: object) => ({
    ...(typeof ownStyle === 'function' ? ownStyle(props) : (ownStyle as object | undefined)),
    outline: PROBE,
  })
  return { ...own[name], styleOverrides: { ...styleOverrides, [slot]: style } }
}

const probeTheme = createTheme(theme, {
  components: Object.fromEntries(probed.map(([name, slot]) => [name, withProbe(name, slot)])),
})

/** The nearest element, from `element` up, that MUI's component `name` draws; it carries the probe. */
function drawnBy(name: string, element: Element, slot = 'root'): HTMLElement {
  const root = element.closest<HTMLElement>(`.${name}-${slot}`)
  expect(root, `${name} around "${element.textContent?.slice(0, 40)}"`).not.toBeNull()
  expect(getComputedStyle(root as HTMLElement).outline, name).toBe(PROBE)
  return root as HTMLElement
}

function render(path: string, element: ReactNode) {
  return renderWithApp(null, { path, routes: [{ path, element }], theme: probeTheme })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("a theme's component overrides", () => {
  it('reach the profile card: card, avatar, divider, list and links', async () => {
    mockFetch({
      'GET /api/account': () =>
        jsonResponse(
          200,
          anAccount({ bio: 'Poet of numbers', socialLinks: { website: 'https://ada.example' } }),
        ),
    })
    render('/account/profile', <ProfilePage />)
    const name = await screen.findByRole('heading', { level: 2, name: 'Ada Lovelace' })
    const card = drawnBy('MuiCard', name)
    drawnBy('MuiCardContent', name)
    drawnBy('MuiAvatar', within(card).getByText('AL'))
    drawnBy('MuiDivider', card.querySelector('hr') as HTMLElement)
    const link = within(card).getByRole('link', { name: /ada\.example/ })
    drawnBy('MuiLink', link)
    drawnBy('MuiListItem', link)
    drawnBy('MuiList', link)
  })

  it('reach a load error: its alert', async () => {
    mockFetch({
      'GET /api/account': () => jsonResponse(500, { error: { code: 'internal', message: 'Boom' } }),
    })
    render('/account/profile', <ProfilePage />)
    const alert = await screen.findByRole('alert')
    drawnBy('MuiAlert', within(alert).getByRole('button', { name: 'Try again' }))
  })

  it('reach the people table: header, table, cells, chips, avatars, links, pager and its tooltips', async () => {
    const people = [aPerson(), aPerson({ id: adminMe.id, name: adminMe.name, email: adminMe.email })]
    mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe),
      'GET /api/admin/users': () => jsonResponse(200, aPeoplePage(people, { total: 45 })),
    })
    render('/admin/users', <PeoplePage />)
    const table = await screen.findByRole('table')
    drawnBy('MuiCardHeader', screen.getByRole('heading', { level: 2, name: 'Everyone on this instance' }))
    drawnBy('MuiTableContainer', table)
    drawnBy('MuiTable', table)
    const [head, first] = within(table).getAllByRole('row')
    drawnBy('MuiTableRow', first as HTMLElement)
    drawnBy('MuiTableCell', within(head as HTMLElement).getByRole('columnheader', { name: 'Role' }))
    const row = within(first as HTMLElement)
    drawnBy('MuiChip', row.getByText('Active'))
    drawnBy('MuiLink', row.getByRole('link', { name: people[0]?.name }))
    drawnBy('MuiAvatar', row.getByText('AT'))
    const next = screen.getByRole('button', { name: 'Go to next page' })
    drawnBy('MuiTablePagination', next)
    await userEvent.hover(next)
    const tooltip = await screen.findByRole('tooltip')
    expect(tooltip).toHaveTextContent('Go to next page')
    drawnBy('MuiTooltip', within(tooltip).getByText('Go to next page'), 'tooltip')
  })

  it('reach the placeholders of what is loading', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe),
      'GET /api/admin/audit': () => new Promise(() => {}),
    })
    render('/admin/audit', <AuditLogPage />)
    const loading = screen.getByRole('status', { name: 'Loading the audit log' })
    expect(loading.children.length).toBeGreaterThan(0)
    for (const placeholder of loading.children) expect(getComputedStyle(placeholder).outline).toBe(PROBE)
    drawnBy('MuiSkeleton', loading.firstElementChild as HTMLElement)
  })

  it('reach the audit log table and its pager', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe),
      'GET /api/admin/audit': () =>
        jsonResponse(200, { items: [anAuditEntry({ id: 'a1' })], total: 45, page: 1, limit: 20 }),
    })
    render('/admin/audit', <AuditLogPage />)
    const table = await screen.findByRole('table')
    drawnBy('MuiTableCell', within(table).getByRole('columnheader', { name: 'When' }))
    drawnBy('MuiTablePagination', screen.getByText('1–20 of 45'))
  })

  it('reach the dashboard cards: grid, card headers, progress bar, lists and links', async () => {
    mockFetch({
      'GET /api/dashboard': () =>
        jsonResponse(200, {
          kind: 'personal',
          sessions: 2,
          recentSignIns: [],
          unreadNotifications: 3,
          profile: { percent: 60, missing: ['jobTitle'] },
        }),
      'GET /api/health': () => jsonResponse(200, { status: 'ok', version: '1.2.3', uptimeSeconds: 3600 }),
      'GET /api/config': () => jsonResponse(404, { error: { code: 'not_found', message: 'none' } }),
      'GET /api/me': () => jsonResponse(200, adminMe),
    })
    // An administrator (the layout asks who is signed in): the card of configured links shows.
    function SignedInDashboard() {
      useMe()
      return <DashboardPage />
    }
    render('/dashboard/default', <SignedInDashboard />)
    const bar = await screen.findByRole('progressbar', { name: 'Profile completeness' })
    drawnBy('MuiLinearProgress', bar)
    const card = drawnBy('MuiCard', bar)
    drawnBy('MuiGrid', card)
    drawnBy('MuiCardHeader', within(card).getByRole('heading', { name: 'Your profile' }))
    drawnBy('MuiLink', screen.getByRole('link', { name: 'Manage your sessions' }))
    const links = await screen.findByRole('heading', { name: 'Configured links' })
    const linksCard = drawnBy('MuiCard', links)
    drawnBy('MuiList', within(linksCard).getAllByRole('listitem')[0] as HTMLElement)
    drawnBy('MuiChip', within(linksCard).getAllByText('Not set')[0] as HTMLElement)
  })
})
