import type { Notification } from '#shared/notifications.ts'

/** A notification as the API answers it: unread, two minutes old. */
export function aNotification(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: String(id),
    kind: 'welcome',
    title: `Notification ${id}`,
    body: '',
    link: '/account/settings',
    actorName: null,
    createdAt: new Date(Date.now() - 120_000).toISOString(),
    readAt: null,
    ...overrides,
  }
}
