import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import type { Database } from './database.ts'

// LISTEN/NOTIFY between instances (issue 5, issue 8): an event published by one instance reaches
// the subscribers of every instance on the same database. PGlite has it in-process; on a
// PostgreSQL server one pooled connection is held for LISTEN and replaced if it drops.

export type PubSub = {
  publish(channel: string, payload: string): Promise<void>
  /** Calls the handler with each payload published on the channel, by any instance. */
  subscribe(channel: string, handler: (payload: string) => void): Promise<void>
  /** Called after the listening connection was lost and came back: events may have been missed. */
  onReconnect(handler: () => void): void
  close(): Promise<void>
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`

export function createPubSub(database: Database, logger: FastifyBaseLogger): PubSub {
  const handlers = new Map<string, Set<(payload: string) => void>>()
  const reconnectHandlers = new Set<() => void>()
  let isClosed = false
  const unlisten: (() => Promise<void>)[] = []
  let client: pg.PoolClient | null = null
  let connecting: Promise<pg.PoolClient> | null = null
  let retryTimer: NodeJS.Timeout | null = null

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
      next.on('notification', (message) => dispatch(message.channel, message.payload ?? ''))
      next.on('error', (error) => {
        logger.warn({ err: error }, 'the LISTEN connection failed; reconnecting')
        next.release(true)
        client = null
        scheduleReconnect(1000)
      })
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quoteIdentifier(channel)}`)
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
        await listener.query(`LISTEN ${quoteIdentifier(channel)}`)
      }
    },
    onReconnect(handler) {
      reconnectHandlers.add(handler)
    },
    async close() {
      isClosed = true
      if (retryTimer) clearTimeout(retryTimer)
      for (const stop of unlisten) await stop().catch(() => {})
      if (client) {
        const held = client
        client = null
        await held.query('UNLISTEN *').catch(() => {})
        held.release()
      }
    },
  }
}
