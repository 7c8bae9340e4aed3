import { useMemo, useSyncExternalStore } from 'react'
import { defineMessage, useIntl } from 'react-intl'
import useSWR, { type ScopedMutator, useSWRConfig } from 'swr'
import { showToast } from '#client/components/toast.tsx'
import { ApiRequestError, fetchJson } from '#client/lib/fetch-json.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { NotificationFilter } from '#shared/notification-rules.ts'
import type { MarkAllReadResult, Notification, NotificationPage, Unread } from '#shared/notifications.ts'

// The inbox's calls. Lists are SWR entries keyed by their request path, as every read of the app
// is (the server renders a page with the answers its hooks ask for); any change (here, or pushed by
// the stream from another tab or device) revalidates all of them.

const notDeleted = defineMessage<{ title: string; reason: string }>({
  id: 'notifications.not-deleted',
  defaultMessage: '“{title}” could not be deleted: {reason}',
})
const deleted = defineMessage<{ title: string }>({
  id: 'notifications.deleted',
  defaultMessage: 'Notification deleted: {title}',
})

/** How many the bell's panel shows. */
export const PANEL_LIMIT = 8

const listPrefix = `${apiPaths.notifications}?`

function listPath(filter: NotificationFilter, page: number, limit: number): string {
  return `${listPrefix}${new URLSearchParams({ filter, page: String(page), limit: String(limit) })}`
}

// Deleting a notification waits for its toast to go (Undo takes it back): meanwhile every list
// shows it gone, whatever the server answers when a list is asked again.
let pendingRemovals: ReadonlyMap<string, Notification> = new Map()
const pendingListeners = new Set<() => void>()
const noPendingRemovals: ReadonlyMap<string, Notification> = new Map()

function setPendingRemovals(next: ReadonlyMap<string, Notification>) {
  pendingRemovals = next
  for (const listener of pendingListeners) listener()
}

function subscribePendingRemovals(listener: () => void) {
  pendingListeners.add(listener)
  return () => pendingListeners.delete(listener)
}

/** A page of a list as it is once the pending deletions are done. */
export function withoutPendingRemovals(
  page: NotificationPage | undefined,
  pending: ReadonlyMap<string, Notification>,
): NotificationPage | undefined {
  if (!page || pending.size === 0) return page
  const items = page.items.filter((notification) => !pending.has(notification.id))
  const unreadPending = [...pending.values()].filter((notification) => notification.readAt === null).length
  return {
    ...page,
    items,
    total: Math.max(0, page.total - (page.items.length - items.length)),
    unread: Math.max(0, page.unread - unreadPending),
  }
}

export function useNotifications(filter: NotificationFilter, page: number, limit: number) {
  const path = listPath(filter, page, limit)
  const { data, error, isLoading, isValidating, mutate } = useSWR(
    path,
    () => fetchJson<NotificationPage>(path),
    {
      keepPreviousData: true,
    },
  )
  const pending = useSyncExternalStore(
    subscribePendingRemovals,
    () => pendingRemovals,
    () => noPendingRemovals,
  )
  const shown = useMemo(() => withoutPendingRemovals(data, pending), [data, pending])
  return { data: shown, error, isLoading, isValidating, mutate }
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

/** A notification read or unread, in a page that holds it; the unread count follows. */
function withReadState(page: NotificationPage | undefined, target: Notification, read: boolean) {
  if (!page) return page
  const wasUnread = target.readAt === null
  const change = wasUnread === read ? (read ? -1 : 1) : 0
  return {
    ...page,
    unread: Math.max(0, page.unread + change),
    items: page.items.map((notification) =>
      notification.id === target.id
        ? { ...notification, readAt: read ? (notification.readAt ?? new Date().toISOString()) : null }
        : notification,
    ),
  }
}

/** A page as it will be once those up to `upTo` (all, without it) are read. */
function withAllRead(page: NotificationPage | undefined, upTo: string | undefined) {
  if (!page) return page
  const isCovered = (id: string) => upTo === undefined || BigInt(id) <= BigInt(upTo)
  const now = new Date().toISOString()
  let marked = 0
  const items = page.items.map((notification) => {
    if (notification.readAt !== null || !isCovered(notification.id)) return notification
    marked += 1
    return { ...notification, readAt: now }
  })
  return { ...page, items, unread: upTo === undefined ? 0 : Math.max(0, page.unread - marked) }
}

export function useNotificationActions() {
  const { mutate } = useSWRConfig()
  const intl = useIntl()
  return useMemo(() => {
    const path = (id: string) => `${apiPaths.notifications}/${encodeURIComponent(id)}`
    const after = async <T>(work: Promise<T>) => {
      try {
        return await work
      } finally {
        await revalidateNotifications(mutate)
      }
    }
    const commitRemoval = async (notification: Notification) => {
      try {
        // keepalive: a deletion committed as the page is left still reaches the server.
        await fetchJson<Unread>(path(notification.id), { method: 'DELETE', keepalive: true })
      } catch (caught) {
        // Already gone (another tab deleted it) is what was asked.
        if (!(caught instanceof ApiRequestError && caught.status === 404))
          showToast({
            severity: 'error',
            message: intl.formatMessage(notDeleted, {
              title: notification.title,
              reason: (caught as Error).message,
            }),
          })
      } finally {
        await revalidateNotifications(mutate)
        const next = new Map(pendingRemovals)
        next.delete(notification.id)
        setPendingRemovals(next)
      }
    }
    return {
      /** Shown at once in every list; the server's answer then replaces it, or undoes it on failure. */
      markRead: (notification: Notification, read: boolean) => {
        void mutate(isListKey, (page?: NotificationPage) => withReadState(page, notification, read), {
          revalidate: false,
        })
        return after(
          fetchJson<Notification>(path(notification.id), { method: 'PATCH', body: JSON.stringify({ read }) }),
        )
      },
      /** Marks read the ones up to the newest the person has seen, not one that arrives meanwhile. */
      markAllRead: (upTo: string | undefined) => {
        void mutate(isListKey, (page?: NotificationPage) => withAllRead(page, upTo), { revalidate: false })
        return after(
          fetchJson<MarkAllReadResult>(apiPaths.notificationsReadAll, {
            method: 'POST',
            body: JSON.stringify(upTo ? { upTo } : {}),
          }),
        )
      },
      /** Gone from every list at once; deleted on the server when its toast goes, unless undone. */
      remove: (notification: Notification) => {
        setPendingRemovals(new Map(pendingRemovals).set(notification.id, notification))
        showToast({
          message: intl.formatMessage(deleted, { title: notification.title }),
          undo: () => {
            const next = new Map(pendingRemovals)
            next.delete(notification.id)
            setPendingRemovals(next)
          },
          commit: () => void commitRemoval(notification),
        })
      },
    }
  }, [mutate, intl])
}
