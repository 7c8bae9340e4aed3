import type { FastifyBaseLogger, FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import type { Role } from '#shared/auth-rules.ts'
import { type Notification, STREAM_HEARTBEAT_SECONDS, STREAM_RETRY_MS } from '#shared/notifications.ts'
import { EVENTS_CHANNEL, type PubSub } from '../db/pubsub.ts'
import {
  insertNotifications,
  isSessionLive,
  latestNotificationId,
  type NewNotification,
  type NotificationRow,
  notificationsAfter,
  unreadCount,
} from '../db/queries/notifications.ts'
import type { DB } from '../db/schema.ts'

// Notifications made by server events, pushed live. Each instance keeps the streams its
// own clients hold; what happens on any instance reaches them through LISTEN/NOTIFY on one channel:
// "created" and "unread" name a person; "ended" names sessions whose streams must close, and is
// sent by the database itself when a session row is deleted (migration 0005).

/** A person may hold this many streams at once (tabs, devices); more are refused. */
export const MAX_STREAMS_PER_PERSON = 20
/** Catching up after a reconnection sends at most this many missed notifications. */
const CATCH_UP_LIMIT = 100

type Event =
  | { t: 'created'; u: string }
  | { t: 'unread'; u: string }
  | { t: 'ended'; s: string[]; r?: string }
  /** A resource's records changed (src/shared/resources): open lists of it ask again. */
  | { t: 'changed'; r: string }

/** How many streams the process holds at most, and at most per client address (see addressKey). */
export type StreamLimits = { total: number; perAddress: number }

export type StreamRequest = {
  userId: string
  sessionId: string
  /** The person's role when the stream opened: which resources' changes it hears of. */
  role: Role
  /** The client address as limits count it (addressKey). */
  address: string
  lastEventId: string | null
}

/** 'person', 'address' and 'process' name the cap that refused the stream. */
export type OpenResult = 'opened' | 'gone' | 'stopping' | 'person' | 'address' | 'process'

type Stream = {
  userId: string
  sessionId: string
  role: Role
  lastId: string
  reply: FastifyReply
  heartbeat: NodeJS.Timeout
  close(reason: string, retryMs?: number): void
}

export function toNotification(row: NotificationRow): Notification {
  return {
    id: String(row.id),
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    actorName: row.actorName,
    createdAt: new Date(row.createdAt).toISOString(),
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  }
}

export type NotificationService = ReturnType<typeof createNotificationService>

/** Adds `by` to the count under `key`, forgetting keys that fall to 0. */
function count(counts: Map<string, number>, key: string, by: number) {
  const value = (counts.get(key) ?? 0) + by
  if (value > 0) counts.set(key, value)
  else counts.delete(key)
}

/** The client left: Fastify must not answer on its closed socket. */
function gone(reply: FastifyReply): 'gone' {
  reply.hijack()
  return 'gone'
}

export function createNotificationService({
  db,
  pubsub,
  logger,
  limits,
  mayReadResource = () => false,
}: {
  db: Kysely<DB>
  pubsub: PubSub
  logger: FastifyBaseLogger
  limits: StreamLimits
  /** Whether a role may read a resource's records (all of them, or its own): it hears of their changes. */
  mayReadResource?: (resource: string, role: Role) => boolean
}) {
  /** The streams open (headers sent), by person, to which events are delivered. */
  const streams = new Map<string, Set<Stream>>()
  /** Slots taken, from the first check to the close, by person and by client address. */
  const perPerson = new Map<string, number>()
  const perAddress = new Map<string, number>()
  let openStreams = 0
  let isStopping = false

  const publish = (event: Event) => pubsub.publish(EVENTS_CHANNEL, JSON.stringify(event))

  function write(stream: Stream, chunk: string) {
    if (!stream.reply.raw.writableEnded) stream.reply.raw.write(chunk)
  }

  function send(stream: Stream, event: string, data: unknown, id?: string) {
    write(stream, `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  }

  /**
   * Sends a person's streams what they have not seen yet, and the unread count; with `only`, just
   * that stream (a stream that opens catches up without making the person's other tabs ask again).
   */
  async function deliver(userId: string, only?: Stream) {
    const held = only ? new Set([only]) : streams.get(userId)
    if (!held || held.size === 0) return
    const from = [...held].reduce(
      (min, s) => (BigInt(s.lastId) < BigInt(min) ? s.lastId : min),
      [...held][0]?.lastId ?? '0',
    )
    const [rows, unread] = await Promise.all([
      notificationsAfter(db, userId, from, CATCH_UP_LIMIT),
      unreadCount(db, userId),
    ])
    for (const stream of held) {
      for (const row of rows) {
        if (BigInt(row.id) <= BigInt(stream.lastId)) continue
        send(
          stream,
          'notification',
          { type: 'notification', notification: toNotification(row), unread },
          String(row.id),
        )
        stream.lastId = String(row.id)
      }
      send(stream, 'unread', { type: 'unread', unread })
    }
  }

  async function handle(payload: string) {
    let event: Event
    try {
      event = JSON.parse(payload) as Event
    } catch {
      return
    }
    if (event.t === 'created' || event.t === 'unread') await deliver(event.u)
    else if (event.t === 'changed') {
      // Only the resource's name goes out: each list asks the API again, which checks who may see what.
      for (const held of streams.values())
        for (const stream of held)
          if (mayReadResource(event.r, stream.role))
            send(stream, 'changed', { type: 'changed', resource: event.r })
    } else if (event.t === 'ended') {
      const ended = new Set(event.s)
      for (const held of streams.values())
        for (const stream of held) if (ended.has(stream.sessionId)) stream.close(event.r ?? 'session_ended')
    }
  }

  const ready = (async () => {
    await pubsub.subscribe(EVENTS_CHANNEL, (payload) => {
      handle(payload).catch((error) => logger.error({ err: error }, 'a live notification was not delivered'))
    })
    // Missed events while the LISTEN connection was down: every stream catches up.
    pubsub.onReconnect(() => {
      for (const userId of streams.keys()) deliver(userId).catch(() => {})
    })
  })()

  return {
    ready,
    get openStreams() {
      return openStreams
    },

    /** Stores notifications and tells every instance that their recipients have new ones. */
    async notify(rows: NewNotification[]) {
      const inserted = await insertNotifications(db, rows)
      const recipients = new Set(inserted.map((row) => row.recipientId))
      for (const userId of recipients) await publish({ t: 'created', u: userId })
    },

    /** A resource's records were created, changed or deleted: every instance tells the streams of those who may read it. */
    async resourceChanged(resource: string) {
      await publish({ t: 'changed', r: resource })
    },

    /** The unread count of a person changed (read, unread, deleted): their streams hear it. */
    async unreadChanged(userId: string) {
      await publish({ t: 'unread', u: userId })
    },

    /**
     * Holds the request open as a Server-Sent Events stream of the person's notifications. After a
     * reconnection, Last-Event-ID says what the client has: the missed ones are sent first. Answers
     * which cap refused it, 'gone' when the client left during the set-up (nothing is answered),
     * or 'stopping' when the server is stopping.
     */
    async openStream(
      reply: FastifyReply,
      { userId, sessionId, role, address, lastEventId }: StreamRequest,
    ): Promise<OpenResult> {
      const res = reply.raw
      if (isStopping) return 'stopping'
      if (res.destroyed) return gone(reply)
      // The slot is taken before anything is awaited, so that requests arriving together count
      // each other, and given back once, whichever way the request ends.
      if ((perPerson.get(userId) ?? 0) >= MAX_STREAMS_PER_PERSON) return 'person'
      if ((perAddress.get(address) ?? 0) >= limits.perAddress) return 'address'
      if (openStreams >= limits.total) return 'process'
      count(perPerson, userId, 1)
      count(perAddress, address, 1)
      openStreams++
      let stream: Stream | null = null
      let isReleased = false
      const release = () => {
        if (isReleased) return
        isReleased = true
        count(perPerson, userId, -1)
        count(perAddress, address, -1)
        openStreams--
        if (!stream) return
        clearInterval(stream.heartbeat)
        const held = streams.get(userId)
        held?.delete(stream)
        if (held?.size === 0) streams.delete(userId)
      }
      res.once('close', release)

      let lastId: string
      try {
        lastId = lastEventId ?? (await latestNotificationId(db, userId))
      } catch (error) {
        release()
        throw error
      }
      // The client may have left, or the server begun to stop, while the query ran.
      if (res.destroyed) {
        release()
        return gone(reply)
      }
      if (isStopping) {
        release()
        return 'stopping'
      }
      reply.hijack()
      res.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Proxies (nginx) must pass events on at once instead of buffering them.
        'x-accel-buffering': 'no',
      })
      const opened: Stream = {
        userId,
        sessionId,
        role,
        lastId,
        reply,
        heartbeat: setInterval(async () => {
          write(opened, ': heartbeat\n\n')
          if (!(await isSessionLive(db, sessionId).catch(() => true))) opened.close('session_ended')
        }, STREAM_HEARTBEAT_SECONDS * 1000),
        close(reason, retryMs) {
          if (res.writableEnded) return
          if (retryMs !== undefined) write(opened, `retry: ${retryMs}\n\n`)
          send(opened, 'end', { reason })
          res.end()
        },
      }
      stream = opened
      opened.heartbeat.unref()
      const held = streams.get(userId) ?? new Set<Stream>()
      held.add(opened)
      streams.set(userId, held)
      write(opened, `retry: ${STREAM_RETRY_MS}\n\n`)
      try {
        await deliver(userId, opened)
      } catch (error) {
        // The headers are out: the stream ends, and the client comes back with its Last-Event-ID.
        logger.warn({ err: error }, 'a notification stream could not catch up')
        res.end()
      }
      return 'opened'
    },

    /** Ends every stream with a hint to come back soon (to another instance, or this one restarted). */
    closeAll(retryMs: number) {
      isStopping = true
      for (const held of streams.values()) for (const stream of held) stream.close('server_stopping', retryMs)
    },
  }
}
