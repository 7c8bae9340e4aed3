import type { FastifyPluginAsync } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'
import { keepServingUnderPressure, SHED_RETRY_AFTER_SECONDS } from './load-shedding.ts'

/** Blocks the event loop for the time it is asked, as a synchronous CPU-bound handler would. */
const busyRoute: FastifyPluginAsync = async (app) => {
  // Exempt itself, or the load would stop once shedding starts and the lag would go away.
  app.get<{ Querystring: { ms: string } }>(
    '/test/busy',
    { config: keepServingUnderPressure },
    async (request) => {
      const until = Date.now() + Number(request.query.ms)
      while (Date.now() < until) {
        // busy-wait
      }
      return { ok: true }
    },
  )
}

/** Keeps the event loop blocked in 150 ms slices, with a gap between them for other requests. */
function keepBusy(app: App) {
  let isRunning = true
  const done = (async () => {
    while (isRunning) {
      await app.inject({ url: '/free/test/busy?ms=150' })
      // inject resolves through microtasks only: let timers (the lag sampler, the test) run.
      await new Promise((resolve) => setImmediate(resolve))
    }
  })()
  return async () => {
    isRunning = false
    await done
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type App = Awaited<ReturnType<typeof createTestApp>>['app']

/** Asks for an ordinary route every 100 ms until it answers `status` or `timeoutMs` passes; the last answer. */
async function configAnswering(app: App, status: number, timeoutMs: number) {
  let answer = await app.inject({ url: '/free/api/config' })
  const deadline = Date.now() + timeoutMs
  while (answer.statusCode !== status && Date.now() < deadline) {
    await pause(100)
    answer = await app.inject({ url: '/free/api/config' })
  }
  return answer
}

/** Every status an ordinary route answered, asked every 100 ms for `ms`. */
async function configStatusesFor(app: App, ms: number) {
  const statuses = new Set<number>()
  const until = Date.now() + ms
  while (Date.now() < until) {
    statuses.add((await app.inject({ url: '/free/api/config' })).statusCode)
    await pause(100)
  }
  return [...statuses]
}

describe('load shedding', () => {
  it('answers 503 with Retry-After and the usual error body while the event loop lags, but still answers /api/health and metrics', {
    timeout: 30_000,
  }, async () => {
    const token = 'metrics-token-for-the-test'
    const { app } = await createTestApp(
      { MAX_EVENT_LOOP_DELAY_MS: '40', METRICS_TOKEN: token },
      { extraRoutes: busyRoute },
    )
    expect((await app.inject({ url: '/free/api/config' })).statusCode).toBe(200)

    const stop = keepBusy(app)
    try {
      // The lag is measured once a second: within a few seconds the ordinary route is refused.
      const shed = await configAnswering(app, 503, 15_000)
      expect(shed.statusCode).toBe(503)
      expect(shed.headers['retry-after']).toBe(String(SHED_RETRY_AFTER_SECONDS))
      expect(shed.headers['content-type']).toMatch(/^application\/json/)
      expect(shed.json()).toEqual({
        error: {
          code: 'overloaded',
          message: expect.stringMatching(/too busy/),
          retryAfterSeconds: SHED_RETRY_AFTER_SECONDS,
        },
        requestId: shed.headers['x-request-id'],
      })
      expect(app.memoryUsage().eventLoopDelay).toBeGreaterThan(40)

      // The same moment, for the liveness check: the load keeps the server under pressure.
      const health = await app.inject({ url: '/free/api/health' })
      const metrics = await app.inject({
        url: '/free/api/metrics',
        headers: { authorization: `Bearer ${token}` },
      })
      expect(app.isUnderPressure()).toBe(true)
      expect(health.statusCode).toBe(200)
      expect(health.json()).toMatchObject({ status: 'ok' })
      expect(metrics.statusCode).toBe(200)
      expect(metrics.body).toContain('foyer_nodejs_eventloop_lag_mean_seconds')
    } finally {
      await stop()
    }

    // Once the lag is gone, requests are served again.
    expect((await configAnswering(app, 200, 10_000)).statusCode).toBe(200)
  })

  it('does not take a slow start-up for overload', { timeout: 30_000 }, async () => {
    // A plugin that keeps the event loop busy while the app starts, as schema compilation or a
    // first PGlite start do on a busy machine: longer than a whole sample of the lag.
    const slowStart: FastifyPluginAsync = async () => {
      const until = Date.now() + 2500
      while (Date.now() < until) {
        // busy-wait
      }
    }
    const { app } = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '40' }, { extraRoutes: slowStart })
    expect(await configStatusesFor(app, 3000)).toEqual([200])
  })

  it('sheds nothing when MAX_EVENT_LOOP_DELAY_MS is 0', { timeout: 30_000 }, async () => {
    const { app } = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '0' }, { extraRoutes: busyRoute })
    const stop = keepBusy(app)
    let statuses: number[]
    try {
      // Longer than two measurement windows: a bound of 40 ms is shed within this time (above).
      statuses = await configStatusesFor(app, 2500)
    } finally {
      await stop()
    }
    expect(statuses).toEqual([200])
  })
})
