import { useMemo } from 'react'
import useSWR, { type ScopedMutator, useSWRConfig } from 'swr'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { NotificationFilter } from '#shared/notification-rules.ts'
import type { MarkAllReadResult, Notification, NotificationPage, Unread } from '#shared/notifications.ts'

// The inbox's calls. Lists are SWR entries keyed by their request path, as every read of the app
// is (the server renders a page with the answers its hooks ask for); any change (here, or pushed by
// the stream from another tab or device) revalidates all of them.

/** How many the bell's panel shows. */
export const PANEL_LIMIT = 8

const listPrefix = `${apiPaths.notifications}?`

function listPath(filter: NotificationFilter, page: number, limit: number): string {
  return `${listPrefix}${new URLSearchParams({ filter, page: String(page), limit: String(limit) })}`
}

export function useNotifications(filter: NotificationFilter, page: number, limit: number) {
  const path = listPath(filter, page, limit)
  return useSWR(path, () => fetchJson<NotificationPage>(path), { keepPreviousData: true })
}

/** The panel's list: the newest, read or not. */
const panelList = ['all', 1, PANEL_LIMIT] as const
/** Its SWR key. */
export const panelListKey = listPath(...panelList)

/** The panel's list, which also carries the unread count of the badge. */
export function usePanelNotifications() {
  return useNotifications(...panelList)
}

const isListKey = (key: unknown) => typeof key === 'string' && key.startsWith(listPrefix)

/** Every notification list is asked again (after a change, or an event from the stream). */
export function revalidateNotifications(mutate: ScopedMutator) {
  return mutate(isListKey)
}

export function useNotificationActions() {
  const { mutate } = useSWRConfig()
  return useMemo(() => {
    const path = (id: string) => `${apiPaths.notifications}/${encodeURIComponent(id)}`
    const after = async <T>(work: Promise<T>) => {
      try {
        return await work
      } finally {
        await revalidateNotifications(mutate)
      }
    }
    return {
      markRead: (id: string, read: boolean) =>
        after(fetchJson<Notification>(path(id), { method: 'PATCH', body: JSON.stringify({ read }) })),
      /** Marks read the ones up to the newest the person has seen, not one that arrives meanwhile. */
      markAllRead: (upTo: string | undefined) =>
        after(
          fetchJson<MarkAllReadResult>(apiPaths.notificationsReadAll, {
            method: 'POST',
            body: JSON.stringify(upTo ? { upTo } : {}),
          }),
        ),
      remove: (id: string) => after(fetchJson<Unread>(path(id), { method: 'DELETE' })),
    }
  }, [mutate])
}
