import { useEffect, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { basePath } from '#client/lib/base-path.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { STREAM_RETRY_MS } from '#shared/notification-rules.ts'
import { revalidateNotifications, usePanelNotifications } from '../api/notifications-api.ts'

// One Server-Sent Events stream per signed-in tab. New notifications and unread counts
// arrive without a reload, also when they happened on another server instance. When the stream
// fails, it comes back with a growing delay (1 s, 2 s, 4 s... at most 30 s), passing the id of
// the last notification it saw so that the server sends what was missed. The first connection
// waits for the bell's list and passes its newest notification, for the same reason; the count the
// server sends on connecting then makes the lists be asked again only when it differs from the one
// shown (one list request per page load, not two). A change between the list's answer and the
// stream's opening that leaves the count as it was (a read one deleted elsewhere) shows when the
// lists are next asked (on focus, or the next event).

const MAX_BACKOFF_MS = 30_000

/** Why the server ended the stream for good: the session is over (its person banned, or ended). */
export type SessionEndReason = 'banned' | 'session_ended'

export type NotificationStreamOptions = {
  /**
   * Called once when the server ends the stream because the session is over. Without it, who is
   * signed in is asked again (nobody: the layout goes to Login).
   */
  onSessionEnded?: (reason: SessionEndReason) => void
}

/** The notifications that say someone has joined the instance. */
const JOINED_KINDS = new Set(['new_registration', 'invitation_accepted'])
const isJoinedListKey = (key: unknown) =>
  typeof key === 'string' && (key.startsWith(`${apiPaths.adminUsers}?`) || key === apiPaths.adminInvitations)

const resourceNamePattern = /^[a-z][a-z0-9_]{0,39}$/
/** The SWR keys of a resource's lists and records: `/api/<name>?...` and `/api/<name>/<id>`. */
const isResourceKey = (resource: string) => (key: unknown) =>
  typeof key === 'string' && (key.startsWith(`/api/${resource}?`) || key.startsWith(`/api/${resource}/`))

export function useNotificationStream({ onSessionEnded }: NotificationStreamOptions = {}) {
  const { mutate } = useSWRConfig()
  // The bell's list (the same SWR entry as the bell's, so no request of its own). Its caller
  // renders again whenever the list changes: NotificationStream below is that caller, alone.
  const { data: panel, isLoading: isPanelLoading } = usePanelNotifications()
  // Once the list has answered (or failed) the stream opens, and stays open: isLoading turns true
  // again on each retry of a list that has never loaded, which must not restart the stream.
  const [isPanelSettled, setPanelSettled] = useState(false)
  if (!isPanelLoading && !isPanelSettled) setPanelSettled(true)
  const panelRef = useRef(panel)
  useEffect(() => {
    panelRef.current = panel
  })
  // The latest handler, without restarting the stream when the caller passes a new function.
  const onSessionEndedRef = useRef(onSessionEnded)
  useEffect(() => {
    onSessionEndedRef.current = onSessionEnded
  })
  useEffect(() => {
    if (typeof EventSource === 'undefined' || !isPanelSettled) return
    let source: EventSource | null = null
    let lastEventId: string | null = null
    let failures = 0
    let timer: ReturnType<typeof setTimeout> | null = null
    let isStopped = false

    function reconnect(delayMs: number) {
      source?.close()
      source = null
      if (isStopped) return
      timer = setTimeout(connect, delayMs)
    }

    function connect() {
      const since = lastEventId ?? panelRef.current?.items[0]?.id
      const query = since ? `?${new URLSearchParams({ lastEventId: since })}` : ''
      const stream = new EventSource(`${basePath}${apiPaths.notificationsStream}${query}`)
      source = stream
      let isFirstCount = true
      stream.addEventListener('open', () => {
        // Whatever changed while away (read on another device) is asked again.
        if (failures > 0) void revalidateNotifications(mutate)
        failures = 0
      })
      const onData = (event: MessageEvent<string>) => {
        if (event.lastEventId) lastEventId = event.lastEventId
        let data: { unread?: unknown }
        try {
          data = JSON.parse(event.data) as { unread?: unknown }
        } catch {
          return
        }
        if (event.type === 'unread' && isFirstCount) {
          // The count sent on connecting: nothing new if it is the one the page shows.
          isFirstCount = false
          if (data.unread === panelRef.current?.unread) return
        }
        // Asked again rather than patched: a local write would make SWR drop a fetch in flight.
        // What a notification reports may have changed more than the lists: the dashboard's figures
        // (unread, people, sessions) and, for a role changed, who the person is (the menu follows).
        void revalidateNotifications(mutate)
        void mutate(apiPaths.dashboard)
        if (event.type !== 'notification') return
        void mutate(apiPaths.me)
        // Someone joined: an administrator's open list of people and of invitations follow at once.
        const kind = (data as { notification?: { kind?: unknown } }).notification?.kind
        if (typeof kind === 'string' && JOINED_KINDS.has(kind)) void mutate(isJoinedListKey)
      }
      stream.addEventListener('notification', onData)
      stream.addEventListener('unread', onData)
      // Someone changed a resource's records (here or on another instance): its open lists and
      // records ask again, through the API that checks what this person may see.
      stream.addEventListener('changed', (event: MessageEvent<string>) => {
        const resource = (() => {
          try {
            return (JSON.parse(event.data) as { resource?: unknown }).resource
          } catch {
            return undefined
          }
        })()
        if (typeof resource === 'string' && resourceNamePattern.test(resource))
          void mutate(isResourceKey(resource))
      })
      stream.addEventListener('end', (event: MessageEvent<string>) => {
        const reason = (() => {
          try {
            return (JSON.parse(event.data) as { reason?: string }).reason
          } catch {
            return undefined
          }
        })()
        if (reason === 'session_ended' || reason === 'banned') {
          // The session is over: no reconnecting. The layout goes to Login (with the ban's message).
          isStopped = true
          source?.close()
          const handler = onSessionEndedRef.current
          if (handler) handler(reason)
          else void mutate(apiPaths.me)
          return
        }
        reconnect(STREAM_RETRY_MS)
      })
      stream.addEventListener('error', () => {
        // The browser would retry at a fixed pace; this backs off instead, and checks the session.
        failures++
        const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** (failures - 1))
        reconnect(delay + Math.random() * 250)
        if (failures === 1 || failures % 4 === 0) void mutate(apiPaths.me)
      })
    }

    // After the page has loaded: an open stream would otherwise hold the load event back.
    const start = () => {
      if (!isStopped) connect()
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      isStopped = true
      window.removeEventListener('load', start)
      if (timer) clearTimeout(timer)
      source?.close()
    }
  }, [mutate, isPanelSettled])
}

/** The stream as an element of its own, so that its list's changes render nothing else. */
export function NotificationStream(options: NotificationStreamOptions) {
  useNotificationStream(options)
  return null
}
