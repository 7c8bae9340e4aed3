import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ScopedMutator, useSWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { aNotification } from '#client/test/notification-fixtures.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { Notification } from '#shared/notifications.ts'
import { revalidateNotifications } from '../api/notifications-api.ts'
import { badgeLabel, NotificationPanel } from './notification-panel.tsx'

function inbox(items: Notification[], unread = items.filter((n) => n.readAt === null).length) {
  let state = { items, unread }
  const spy = mockFetch({
    'GET /api/notifications': () =>
      jsonResponse(200, { ...state, total: state.items.length, page: 1, limit: 8 }),
    'POST /api/notifications/read-all': () => {
      const marked = state.unread
      state = {
        items: state.items.map((n) => ({ ...n, readAt: n.readAt ?? new Date().toISOString() })),
        unread: 0,
      }
      return jsonResponse(200, { marked, unread: 0 })
    },
    'PATCH /api/notifications/7': () => {
      state = {
        items: state.items.map((n) => (n.id === '7' ? { ...n, readAt: new Date().toISOString() } : n)),
        unread: state.unread - 1,
      }
      return jsonResponse(
        200,
        state.items.find((n) => n.id === '7'),
      )
    },
  })
  return spy
}

afterEach(() => vi.unstubAllGlobals())

describe('NotificationPanel', () => {
  it('shows the unread count of the inbox on the badge and in the button name', async () => {
    inbox([aNotification(2), aNotification(1)])
    renderWithApp(<NotificationPanel />)
    const button = await screen.findByRole('button', { name: 'Show notifications, 2 unread' })
    expect(within(button).getByText('2')).toBeInTheDocument()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('lists the latest with title, relative and clock time; text stays text', async () => {
    inbox([
      aNotification(3, { title: '<img src=x onerror=alert(1)> signed up' }),
      aNotification(2, { readAt: new Date().toISOString() }),
    ])
    renderWithApp(<NotificationPanel />)
    await userEvent.click(await screen.findByRole('button', { name: /1 unread/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' })
    expect(within(dialog).getByText('<img src=x onerror=alert(1)> signed up')).toBeInTheDocument()
    expect(dialog.querySelector('img')).toBeNull()
    expect(within(dialog).getAllByText('2 min ago')).toHaveLength(2)
    expect(within(dialog).getAllByText(/unread/)).toHaveLength(1)
    expect(within(dialog).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/notifications')
    expect(dialog.contains(document.activeElement)).toBe(true)
  })

  it('marks all read up to the newest it has seen: the badge goes to 0 and the control disappears', async () => {
    const spy = inbox([aNotification(5), aNotification(4)])
    renderWithApp(<NotificationPanel />)
    await userEvent.click(await screen.findByRole('button', { name: /2 unread/ }))
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    )
    expect(sentBodies(spy, '/api/notifications/read-all')).toEqual([{ upTo: '5' }])
    expect(screen.getByRole('dialog', { name: 'Notifications' }).contains(document.activeElement)).toBe(true)
    expect(screen.getByRole('button', { name: 'Show notifications', hidden: true })).toBeInTheDocument()
  })

  it('gives focus to the title as the control goes, even when the list is read again before its answer', async () => {
    let answer: (response: Response) => void = () => {}
    let items = [aNotification(5)]
    mockFetch({
      'GET /api/notifications': () =>
        jsonResponse(200, {
          items,
          unread: items.filter((n) => n.readAt === null).length,
          total: 1,
          page: 1,
          limit: 8,
        }),
      'POST /api/notifications/read-all': () => {
        items = items.map((n) => ({ ...n, readAt: new Date().toISOString() }))
        return new Promise<Response>((resolve) => {
          answer = resolve
        })
      },
    })
    let mutate: ScopedMutator | undefined
    function StreamStandIn() {
      mutate = useSWRConfig().mutate
      return null
    }
    renderWithApp(
      <>
        <NotificationPanel />
        <StreamStandIn />
      </>,
    )
    await userEvent.click(await screen.findByRole('button', { name: /1 unread/ }))
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }))
    // What the stream does when the server has marked them: the lists are read again.
    await act(() => revalidateNotifications(mutate as ScopedMutator))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument(),
    )
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Notifications' }))
    answer(jsonResponse(200, { marked: 1, unread: 0 }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('shows no mark-all-read control when nothing is unread', async () => {
    inbox([aNotification(1, { readAt: new Date().toISOString() })])
    renderWithApp(<NotificationPanel />)
    await userEvent.click(screen.getByRole('button', { name: 'Show notifications' }))
    await screen.findByText('Notification 1')
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument()
  })

  it('clicking one marks it read and follows its link', async () => {
    const spy = inbox([aNotification(7, { link: '/account/history' })])
    const { router } = renderWithApp(<NotificationPanel />)
    await userEvent.click(await screen.findByRole('button', { name: /1 unread/ }))
    await userEvent.click(await screen.findByText('Notification 7'))
    expect(router.state.location.pathname).toBe('/account/history')
    await waitFor(() => expect(sentBodies(spy, '/api/notifications/7')).toEqual([{ read: true }]))
  })

  it('caps the badge at 99, shown as 99+', async () => {
    inbox([aNotification(1)], 150)
    renderWithApp(<NotificationPanel />)
    expect(await screen.findByText('99+')).toBeInTheDocument()
    expect(badgeLabel(99)).toBe('99')
    expect(badgeLabel(100)).toBe('99+')
  })

  it('closes on Escape and gives focus back to the bell', async () => {
    inbox([aNotification(1)])
    renderWithApp(<NotificationPanel />)
    const bell = await screen.findByRole('button', { name: /Show notifications, 1 unread/ })
    await userEvent.click(bell)
    await screen.findByRole('dialog', { name: 'Notifications' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(document.activeElement).toBe(bell)
  })
})
