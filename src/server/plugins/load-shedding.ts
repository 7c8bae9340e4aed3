import underPressure from '@fastify/under-pressure'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http-error.ts'

// Load shedding: when the event loop lags past MAX_EVENT_LOOP_DELAY_MS, requests are
// answered at once with 503 and Retry-After instead of queueing behind the work that makes it lag.
// @fastify/under-pressure measures the mean lag over each second (one sample a second); our error
// handler turns the error thrown here into the usual error body with the request id.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's per-route handler; see keepServingUnderPressure. */
    pressureHandler?: () => void
  }
}

/** under-pressure's default, and how often it takes a sample of the lag. */
const SAMPLE_INTERVAL_MS = 1000
/** How long a shed client should wait: the lag is measured again every second. */
export const SHED_RETRY_AFTER_SECONDS = 2

/** Route config for routes that must answer even while the server sheds load (liveness, metrics). */
export const keepServingUnderPressure = {
  // A handler that returns nothing lets under-pressure pass the request on as if all were well.
  pressureHandler: () => {},
}

class OverloadedError extends HttpError {
  constructor() {
    super(
      503,
      'overloaded',
      'The server is too busy right now: try again in a moment',
      undefined,
      SHED_RETRY_AFTER_SECONDS,
    )
  }
}

const loadSheddingPlugin: FastifyPluginAsync = async (app) => {
  const maxEventLoopDelay = app.config.maxEventLoopDelayMs
  if (maxEventLoopDelay === 0) return
  // Start-up blocks the event loop for seconds on a busy machine (app.ready() compiles every
  // schema after this plugin is registered): a sample taken across it is no sign of overload, and
  // the sample is only replaced a second later. Measure from two samples after ready.
  let shedsFrom = Number.POSITIVE_INFINITY
  app.addHook('onReady', async () => {
    shedsFrom = performance.now() + 2 * SAMPLE_INTERVAL_MS
  })
  // No status route (exposeStatusRoute): /api/health and /api/ready already say how the server is.
  await app.register(underPressure, {
    maxEventLoopDelay,
    sampleInterval: SAMPLE_INTERVAL_MS,
    // Called instead of under-pressure's own 503 while the lag is over the bound: resolving lets
    // the request through, rejecting hands the error to the app's error handler.
    pressureHandler: async () => {
      if (performance.now() < shedsFrom) return
      throw new OverloadedError()
    },
  })
}

// Registered after the database plugin: the histogram starts once start-up (PGlite's initdb, the
// migrations, seconds of synchronous work) is over, so the first samples after listen() are not
// taken for overload.
export default fp(loadSheddingPlugin, {
  name: 'foyer-load-shedding',
  fastify: '5.x',
  dependencies: ['foyer-config', 'foyer-errors'],
})
