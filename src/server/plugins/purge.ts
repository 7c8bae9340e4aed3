import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { purgeExpired } from '../db/purge.ts'

export type PurgeOptions = { firstDelayMs?: number; intervalMs?: number }

/**
 * Purges expired rows (db/purge.ts) a minute after start, then every 15 minutes. The timer never
 * keeps the process alive, and a purge under way ends before the database closes.
 */
const purgePlugin: FastifyPluginAsync<PurgeOptions> = async (app, options) => {
  const { firstDelayMs = 60_000, intervalMs = 15 * 60_000 } = options
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let isClosing = false

  function schedule(delayMs: number) {
    if (isClosing) return
    timer = setTimeout(run, delayMs)
    timer.unref()
  }
  function run() {
    running = purgeExpired(app.database.db)
      .then(
        (counts) => {
          if (counts) app.log.debug({ purged: counts }, 'expired rows purged')
        },
        (error: unknown) => app.log.warn({ err: error }, 'purging expired rows failed'),
      )
      .finally(() => {
        running = undefined
        schedule(intervalMs)
      })
  }

  app.addHook('onReady', async () => schedule(firstDelayMs))
  // onClose hooks run in the reverse order of their plugins: this one before the database closes.
  app.addHook('onClose', async () => {
    isClosing = true
    clearTimeout(timer)
    await running
  })
}

export default fp(purgePlugin, { name: 'foyer-purge', fastify: '5.x', dependencies: ['foyer-db'] })
