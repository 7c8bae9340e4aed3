import { useMemo } from 'react'
import useSWR, { type ScopedMutator, useSWRConfig } from 'swr'
import { fetchJson } from '#client/lib/fetch-json.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { NotificationFilter } from '#shared/notification-rules.ts'
import type { MarkAllReadResult, Notification, NotificationPage, Unread } from '#shared/notifications.ts'

// The inbox's calls. Lists are SWR entries keyed by [path, filter, page, limit]; any
// change (here, or pushed by the stream from another tab or device) revalidates all of them.

/** How many the bell's panel shows. */
export const PANEL_LIMIT = 8

type ListKey = readonly [typeof apiPaths.notifications, NotificationFilter, number, number]

function listUrl([path, filter, page, limit]: ListKey): string {
  return `${path}?${new URLSearchParams({ filter, page: String(page), limit: String(limit) })}`
}

const listKey = (filter: NotificationFilter, page: number, limit: number): ListKey => [
  apiPaths.notifications,
  filter,
  page,
  limit,
]

export function useNotifications(filter: NotificationFilter, page: number, limit: number) {
  return useSWR(listKey(filter, page, limit), (k: ListKey) => fetchJson<NotificationPage>(listUrl(k)), {
    keepPreviousData: true,
  })
}

/** The panel's list: the newest, read or not. */
const panelList = ['all', 1, PANEL_LIMIT] as const
/** Its SWR key. */
export const panelListKey = listKey(...panelList)

/** The panel's list, which also carries the unread count of the badge. */
export function usePanelNotifications() {
  return useNotifications(...panelList)
}

const isListKey = (key: unknown) => Array.isArray(key) && key[0] === apiPaths.notifications

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
