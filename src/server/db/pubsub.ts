import type { FastifyBaseLogger } from 'fastify'
import { escapeIdentifier, type default as pg } from 'pg'
import type { Database } from './database.ts'

// LISTEN/NOTIFY between instances: an event published by one instance reaches
// the subscribers of every instance on the same database. PGlite has it in-process; on a
// PostgreSQL server one pooled connection is held for LISTEN and replaced if it drops.

/**
 * The one channel of the app's events (notifications, ended and changed sessions and people); the
 * triggers of migrations 0005 and 0006 notify on it too.
 */
export const EVENTS_CHANNEL = 'foyer_events'

export type PubSub = {
  publish(channel: string, payload: string): Promise<void>
  /** Calls the handler with each payload published on the channel, by any instance. */
  subscribe(channel: string, handler: (payload: string) => void): Promise<void>
  /** Called after the listening connection was lost and came back: events may have been missed. */
  onReconnect(handler: () => void): void
  /** Called when the listening connection is lost: until it is back, events are not heard. */
  onDisconnect(handler: () => void): void
  close(): Promise<void>
}

export function createPubSub(database: Database, logger: FastifyBaseLogger): PubSub {
  const handlers = new Map<string, Set<(payload: string) => void>>()
  const reconnectHandlers = new Set<() => void>()
  const disconnectHandlers = new Set<() => void>()
  let isClosed = false
  const unlisten: (() => Promise<void>)[] = []
  let client: pg.PoolClient | null = null
  let connecting: Promise<pg.PoolClient> | null = null
  let retryTimer: NodeJS.Timeout | null = null
  const forgetters = new Map<pg.PoolClient, () => void>()

  function forget(held: pg.PoolClient) {
    forgetters.get(held)?.()
    forgetters.delete(held)
  }

  function dispatch(channel: string, payload: string) {
    for (const handler of handlers.get(channel) ?? []) {
      try {
        handler(payload)
      } catch (error) {
        logger.error({ err: error, channel }, 'a notification handler failed')
      }
    }
  }

  async function listenClient(): Promise<pg.PoolClient> {
    if (client) return client
    connecting ??= (async () => {
      const next = await database.pool.connect()
      const onNotification = (message: pg.Notification) => dispatch(message.channel, message.payload ?? '')
      const onError = (error: Error) => {
        logger.warn({ err: error }, 'the LISTEN connection failed; reconnecting')
        forget(next)
        // A second error from the dead connection must not crash the process.
        next.on('error', () => {})
        next.release(true)
        client = null
        for (const handler of disconnectHandlers) handler()
        scheduleReconnect(1000)
      }
      next.on('notification', onNotification)
      next.once('error', onError)
      // The connection goes back to the pool on close: it must not keep calling this instance.
      forgetters.set(next, () => {
        next.off('notification', onNotification)
        next.off('error', onError)
      })
      for (const channel of handlers.keys()) await next.query(`LISTEN ${escapeIdentifier(channel)}`)
      client = next
      return next
    })().finally(() => {
      connecting = null
    })
    return connecting
  }

  function scheduleReconnect(delayMs: number) {
    if (isClosed || retryTimer) return
    retryTimer = setTimeout(async () => {
      retryTimer = null
      try {
        await listenClient()
        for (const handler of reconnectHandlers) handler()
      } catch (error) {
        logger.warn({ err: error }, 'the LISTEN connection cannot be made yet')
        scheduleReconnect(Math.min(delayMs * 2, 30_000))
      }
    }, delayMs)
    retryTimer.unref()
  }

  return {
    async publish(channel, payload) {
      await database.pool.query('SELECT pg_notify($1, $2)', [channel, payload])
    },
    async subscribe(channel, handler) {
      const known = handlers.get(channel)
      if (known) {
        known.add(handler)
        return
      }
      handlers.set(channel, new Set([handler]))
      if (database.pglite) {
        unlisten.push(await database.pglite.listen(channel, (payload) => dispatch(channel, payload)))
      } else {
        const listener = await listenClient()
        await listener.query(`LISTEN ${escapeIdentifier(channel)}`)
      }
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler)
    },
    onDisconnect(handler) {
      disconnectHandlers.add(handler)
    },
    async close() {
      isClosed = true
      if (retryTimer) clearTimeout(retryTimer)
      for (const stop of unlisten) await stop().catch(() => {})
      if (client) {
        const held = client
        client = null
        await held.query('UNLISTEN *').catch(() => {})
        forget(held)
        held.release()
      }
    },
  }
}
