import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDay } from '#client/lib/format.ts'
import { anAuditEntry } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { Dashboard } from '#shared/admin.ts'
import { Component as DashboardPage } from './dashboard.tsx'

/** The 30 days up to 2025-08-30, oldest first, as the API sends them. */
function days<T>(value: (index: number) => T) {
  return Array.from({ length: 30 }, (_, index) => ({
    day: `2025-08-${String(index + 1).padStart(2, '0')}`,
    ...value(index),
  }))
}

const instance: Dashboard = {
  kind: 'instance',
  people: { total: 128, new7: 6, new7Previous: 4, new30: 9, new30Previous: 0 },
  activeSessions: 37,
  signInsPerDay: days((index) => ({ signIns: index === 29 ? 5 : 1, failed: index === 0 ? 2 : 0 })),
  registrationsPerDay: days((index) => ({ count: index % 10 === 0 ? 3 : 0 })),
  latestEvents: [
    anAuditEntry({
      id: 'e1',
      kind: 'role_changed',
      actor: { id: 'a', name: 'Grace Hopper' },
      target: { id: 'b', name: 'Alan Turing' },
    }),
  ],
  gettingStarted: { isHidden: true, invitationsSent: 12, profile: { percent: 100, missing: [] } },
}

const empty: Dashboard = {
  kind: 'instance',
  people: { total: 1, new7: 0, new7Previous: 0, new30: 0, new30Previous: 0 },
  activeSessions: 0,
  signInsPerDay: days(() => ({ signIns: 0, failed: 0 })),
  registrationsPerDay: days(() => ({ count: 0 })),
  latestEvents: [],
  gettingStarted: {
    isHidden: false,
    invitationsSent: 0,
    profile: { percent: 50, missing: ['photo', 'bio'] },
  },
}

const personal: Dashboard = {
  kind: 'personal',
  sessions: 2,
  recentSignIns: [
    {
      createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
      ipAddress: '198.51.100.4',
      device: { browser: 'Safari', os: 'iOS', kind: 'mobile' },
    },
  ],
  unreadNotifications: 3,
  profile: { percent: 60, missing: ['jobTitle', 'avatar'] },
}

function renderDashboard(answer: () => Response | Promise<Response>) {
  mockFetch({
    'GET /api/dashboard': answer,
    'GET /api/health': () => jsonResponse(200, { status: 'ok', version: '1.2.3', uptimeSeconds: 3600 }),
    'GET /api/config': () => jsonResponse(404, { error: { code: 'not_found', message: 'none' } }),
  })
  return renderWithApp(<DashboardPage />, { path: '/dashboard/default' })
}

/** The drawing of a chart card, hidden from screen readers. */
function drawing(figure: HTMLElement) {
  return figure.querySelector('[aria-hidden="true"]') as HTMLElement
}

/** The part of a drawing that follows the pointer: the plot, above everything drawn in it. */
function pointerArea(drawing: HTMLElement) {
  return drawing.querySelector('svg > rect:last-child') as SVGRectElement
}

function valueLabels(drawing: HTMLElement) {
  return [...drawing.querySelectorAll('svg text[text-anchor="end"]')].map((label) => label.textContent)
}

function dayLabels(drawing: HTMLElement) {
  return [...drawing.querySelectorAll('svg text[text-anchor="middle"]')]
}

/** A figure card: its heading is the card's name. */
function figure(name: string) {
  return screen.getByRole('region', { name })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('The dashboard for administrators', () => {
  it('shows the instance’s figures with their change against the previous period', async () => {
    renderDashboard(() => jsonResponse(200, instance))
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
    expect(await screen.findByRole('region', { name: 'People' })).toHaveTextContent('128')
    expect(figure('New in the last 7 days')).toHaveTextContent('6+50% vs previous 7 days')
    expect(figure('New in the last 30 days')).toHaveTextContent('9+9 vs previous 30 days, the first ones')
    expect(figure('Active sessions')).toHaveTextContent('37')
    // The health card stays.
    expect(await screen.findByText('1.2.3')).toBeInTheDocument()
  })

  it('sums up each chart in words and gives its numbers as a table', async () => {
    renderDashboard(() => jsonResponse(200, instance))
    const signIns = await screen.findByRole('figure', { name: 'Sign-ins' })
    expect(signIns).toHaveAccessibleDescription('34 sign-ins and 2 failed sign-ins in the last 30 days.')
    const table = within(signIns).getByRole('table', { name: 'Sign-ins, per day' })
    expect(within(table).getAllByRole('row')).toHaveLength(31)
    const firstDay = within(table).getAllByRole('row')[1] as HTMLElement
    expect(within(firstDay).getByRole('rowheader')).toHaveTextContent(/Aug/)
    expect(
      within(firstDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '2'])
    const registrations = screen.getByRole('figure', { name: 'Registrations' })
    expect(registrations).toHaveAccessibleDescription('9 new accounts in the last 30 days.')
    expect(within(registrations).getByRole('table', { name: 'Registrations, per day' })).toBeInTheDocument()
    // The drawings are hidden from screen readers.
    expect(signIns.querySelector('[aria-hidden="true"] svg')).not.toBeNull()
    expect(registrations.querySelector('[aria-hidden="true"] svg')).not.toBeNull()
    // Nothing inside the hidden drawing takes keyboard focus (axe: aria-hidden-focus).
    for (const figure of [signIns, registrations]) {
      const hidden = figure.querySelector('[aria-hidden="true"]') as HTMLElement
      expect(hidden.querySelectorAll('[tabindex]:not([tabindex="-1"]), button, a[href], input')).toHaveLength(
        0,
      )
    }
  })

  it('draws a line per series with a legend, and a bar per day without one', async () => {
    renderDashboard(() => jsonResponse(200, instance))
    const signIns = drawing(await screen.findByRole('figure', { name: 'Sign-ins' }))
    expect(signIns.querySelectorAll('svg path')).toHaveLength(2)
    expect(signIns).toHaveTextContent(/^Sign-insFailed sign-ins/)
    const registrations = drawing(screen.getByRole('figure', { name: 'Registrations' }))
    expect(registrations.querySelectorAll('svg path')).toHaveLength(30)
    expect(registrations).not.toHaveTextContent('New accounts')
    // The value axis counts in whole numbers from 0 (the busiest day had 5 sign-ins).
    expect(valueLabels(signIns)).toEqual(['0', '1', '2', '3', '4', '5'])
  })

  it('shows the values of the day under the pointer, and nothing once it leaves', async () => {
    renderDashboard(() => jsonResponse(200, instance))
    const signIns = drawing(await screen.findByRole('figure', { name: 'Sign-ins' }))
    expect(within(signIns).queryByRole('tooltip', { hidden: true })).toBeNull()
    fireEvent.pointerMove(pointerArea(signIns), { clientX: 1 })
    expect(within(signIns).getByRole('tooltip', { hidden: true }).textContent).toBe(
      `${formatDay('2025-08-01')}Sign-ins1Failed sign-ins2`,
    )
    // The guide marks each series on that day.
    expect(signIns.querySelectorAll('circle')).toHaveLength(2)
    fireEvent.pointerMove(pointerArea(signIns), { clientX: 5000 })
    expect(within(signIns).getByRole('tooltip', { hidden: true }).textContent).toBe(
      `${formatDay('2025-08-30')}Sign-ins5Failed sign-ins0`,
    )
    fireEvent.pointerLeave(pointerArea(signIns))
    expect(within(signIns).queryByRole('tooltip', { hidden: true })).toBeNull()
    expect(signIns.querySelectorAll('circle')).toHaveLength(0)

    const registrations = drawing(screen.getByRole('figure', { name: 'Registrations' }))
    const area = pointerArea(registrations)
    const dayWidth = Number(area.getAttribute('width')) / 30
    fireEvent.pointerMove(area, { clientX: 10.5 * dayWidth })
    expect(within(registrations).getByRole('tooltip', { hidden: true }).textContent).toBe(
      `${formatDay('2025-08-11')}New accounts3`,
    )
    fireEvent.pointerMove(area, { clientX: 11.5 * dayWidth })
    expect(within(registrations).getByRole('tooltip', { hidden: true }).textContent).toBe(
      `${formatDay('2025-08-12')}New accounts0`,
    )
  })

  it('follows the width of its card and thins the days on a phone so their labels do not overlap', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          const entry = { target, contentRect: { width: 390 } } as unknown as ResizeObserverEntry
          this.report([entry], this as unknown as ResizeObserver)
        }
        unobserve() {}
        disconnect() {}
      },
    )
    renderDashboard(() => jsonResponse(200, instance))
    const signIns = drawing(await screen.findByRole('figure', { name: 'Sign-ins' }))
    const svg = signIns.querySelector('svg') as SVGSVGElement
    // The observer's report is drawn in a transition.
    await waitFor(() => expect(svg).toHaveAttribute('width', '390'))
    const labels = dayLabels(signIns)
    expect(labels.length).toBeGreaterThan(2)
    expect(labels.length).toBeLessThan(30)
    // The most recent day keeps its label.
    expect(labels.at(-1)?.textContent).toBe(formatDay('2025-08-30'))
    const centres = labels.map((label) => Number(label.getAttribute('x')))
    const widest = Math.max(...labels.map((label) => label.textContent?.length ?? 0))
    for (const [index, centre] of centres.slice(1).entries()) {
      // 12 px text is at most 0.62 em a character; labels need that much room and a gap.
      expect(centre - (centres[index] as number)).toBeGreaterThan(widest * 12 * 0.62)
    }
    for (const centre of centres) expect(centre).toBeLessThan(390)
  })

  it('lists the latest events with a link to the audit log', async () => {
    renderDashboard(() => jsonResponse(200, instance))
    const list = await screen.findByRole('list', { name: 'Latest events' })
    expect(list).toHaveTextContent('Role changed')
    expect(list).toHaveTextContent('Grace Hopper · about Alan Turing · 5 min ago')
    expect(screen.getByRole('link', { name: 'Open the audit log' })).toHaveAttribute('href', '/admin/audit')
  })

  it('says plainly that nothing happened on an empty instance, with zeros and no charts', async () => {
    renderDashboard(() => jsonResponse(200, empty))
    expect(await screen.findByRole('region', { name: 'New in the last 7 days' })).toHaveTextContent(
      '0No change: none in the previous 7 days either',
    )
    expect(figure('Active sessions')).toHaveTextContent('0')
    const signIns = screen.getByRole('figure', { name: 'Sign-ins' })
    expect(signIns).toHaveTextContent('No sign-ins in the last 30 days.')
    expect(within(signIns).queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByRole('figure', { name: 'Registrations' })).toHaveTextContent(
      'No registrations in the last 30 days.',
    )
    // Each empty card says what it will show, and when.
    expect(signIns).toHaveTextContent('show here once people sign in')
    expect(screen.getByText(/^Nothing has been recorded yet\. Sign-ins, invitations/)).toBeInTheDocument()
    for (const name of ['People', 'Active sessions', 'New in the last 30 days'])
      expect(figure(name)).not.toHaveTextContent('%')
  })

  it('lists the first steps of a new instance, each checked from what is there, and hides them', async () => {
    let hidden = false
    const fetch = mockFetch({
      'GET /api/dashboard': () =>
        jsonResponse(200, { ...empty, gettingStarted: { ...empty.gettingStarted, isHidden: hidden } }),
      'PUT /api/dashboard/getting-started': ({ body }) => {
        hidden = (body as { hidden: boolean }).hidden
        return new Response(null, { status: 204 })
      },
      'GET /api/health': () => jsonResponse(200, { status: 'ok', version: '1.2.3', uptimeSeconds: 3600 }),
      'GET /api/config': () => jsonResponse(404, { error: { code: 'not_found', message: 'none' } }),
    })
    renderWithApp(<DashboardPage />, { path: '/dashboard/default' })
    const card = await screen.findByRole('region', { name: 'Getting started' })
    expect(card).toHaveTextContent('0 of 3 done')
    const steps = within(card).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Invite your team \(to do\)Send an invitation by email.*Invite people$/),
      expect.stringMatching(/^Complete your profile \(to do\)50% complete\. Still missing: photo and bio\./),
      expect.stringMatching(/^Set the help links \(to do\).*DOCS_URL and SUPPORT_URL.*How to set them$/),
    ])
    expect(within(steps[0] as HTMLElement).getByRole('link', { name: 'Invite people' })).toHaveAttribute(
      'href',
      '/admin/users#invite',
    )
    fireEvent.click(within(card).getByRole('button', { name: 'Hide' }))
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument(),
    )
    expect(await screen.findByRole('status')).toHaveTextContent('Getting started is hidden')
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true)
  })

  it('checks a step done from the figures: someone invited, a complete profile', async () => {
    renderDashboard(() =>
      jsonResponse(200, {
        ...empty,
        people: { ...empty.people, total: 2 },
        gettingStarted: { isHidden: false, invitationsSent: 1, profile: { percent: 100, missing: [] } },
      }),
    )
    const card = await screen.findByRole('region', { name: 'Getting started' })
    expect(card).toHaveTextContent('2 of 3 done')
    expect(within(card).getByText('Invite your team')).toHaveTextContent('(done)')
    expect(within(card).queryByRole('link', { name: 'Invite people' })).not.toBeInTheDocument()
  })

  it('shows no checklist once hidden', async () => {
    renderDashboard(() => jsonResponse(200, instance))
    await screen.findByRole('region', { name: 'People' })
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument()
  })
})

describe('The dashboard for members', () => {
  it('shows their sessions, unread notifications, recent sign-ins and how complete their profile is', async () => {
    renderDashboard(() => jsonResponse(200, personal))
    expect(await screen.findByRole('region', { name: 'Your active sessions' })).toHaveTextContent('2')
    expect(screen.getByRole('link', { name: 'Manage your sessions' })).toHaveAttribute(
      'href',
      '/account/settings',
    )
    expect(figure('Unread notifications')).toHaveTextContent('3')
    expect(screen.getByRole('link', { name: 'Open your notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    )
    const signIns = screen.getByRole('list', { name: 'Your recent sign-ins' })
    expect(signIns).toHaveTextContent('10 min ago')
    expect(signIns).toHaveTextContent('Safari on iOS · 198.51.100.4')
    const progress = screen.getByRole('progressbar', { name: 'Profile completeness' })
    expect(progress).toHaveAttribute('aria-valuenow', '60')
    expect(screen.getByText(/Still missing: job title and photo\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/account/profile/edit',
    )
    // No figures of the instance for members.
    expect(screen.queryByRole('region', { name: 'People' })).not.toBeInTheDocument()
    expect(screen.queryByRole('figure')).not.toBeInTheDocument()
  })
})

describe('The dashboard while loading and after a failure', () => {
  it('shows placeholders while the figures load', () => {
    renderDashboard(() => new Promise<Response>(() => {}))
    expect(screen.getByRole('status', { name: 'Loading the figures' })).toBeInTheDocument()
  })

  it('offers to try again when the figures cannot be loaded', async () => {
    renderDashboard(() => jsonResponse(500, { error: { code: 'internal', message: 'Boom' } }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The figures could not be loaded.')
    await waitFor(() => expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled())
  })
})
