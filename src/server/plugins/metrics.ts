import { timingSafeEqual } from 'node:crypto'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { apiPaths } from '#shared/api-paths.ts'
import { HttpError } from '../http-error.ts'
import { keepServingUnderPressure } from './load-shedding.ts'

// Prometheus metrics at {BASE}/api/metrics: requests by route and status, their durations,
// the event loop's lag (and the rest of prom-client's process metrics), open notification streams,
// the database pool and the session cache. Off unless METRICS_TOKEN is set; then the scraper sends
// it as a bearer token.

function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? ''
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const metricsPlugin: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken
  const path = `${app.config.basePath}${apiPaths.metrics}`
  if (!token) return

  const registry = new Registry()
  collectDefaultMetrics({ register: registry, prefix: 'foyer_' })
  const requests = new Counter({
    name: 'foyer_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const durations = new Histogram({
    name: 'foyer_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  new Gauge({
    name: 'foyer_sse_streams_open',
    help: 'Notification streams held open by this instance',
    registers: [registry],
    collect() {
      this.set(app.notifications.openStreams)
    },
  })
  new Gauge({
    name: 'foyer_db_pool_connections',
    help: 'Database pool connections, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = app.database.pool
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'waiting' }, pool.waitingCount)
    },
  })

  // The session cache's own counts (auth/session-cache.ts), as counters: how often a signed-in
  // request was answered from memory, how often the database was asked, how often announcements
  // made entries go, and how often the cache stopped trusting the channel and was bypassed. The
  // cache counts them itself; each scrape reads its totals.
  new Counter({
    name: 'foyer_session_cache_total',
    help: 'Session cache events on this instance: hit, miss (the database was asked), invalidation, stall (bypassed until announcements are heard again)',
    labelNames: ['event'] as const,
    registers: [registry],
    collect() {
      const { hits, misses, invalidations, stalls } = app.sessionCache.stats
      this.reset()
      this.inc({ event: 'hit' }, hits)
      this.inc({ event: 'miss' }, misses)
      this.inc({ event: 'invalidation' }, invalidations)
      this.inc({ event: 'stall' }, stalls)
    },
  })

  // Each series' counter and histogram, looked up once: prom-client hashes a label object on every
  // call. Bounded like the series themselves (route patterns, methods, status codes).
  type Series = {
    counter: ReturnType<typeof requests.labels>
    histogram: ReturnType<typeof durations.labels>
  }
  const series = new Map<string, Series>()
  function seriesOf(method: string, route: string, status: number): Series {
    const key = `${method} ${status} ${route}`
    let found = series.get(key)
    if (!found) {
      found = {
        counter: requests.labels({ method, route, status: String(status) }),
        histogram: durations.labels({ method, route }),
      }
      series.set(key, found)
    }
    return found
  }

  // Callback-style: every request passes here, and an async function costs promises.
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, never the raw URL: ids and query strings would make endless series.
    const route = request.routeOptions.url ?? 'unmatched'
    if (route !== path) {
      const { counter, histogram } = seriesOf(request.method, route, reply.statusCode)
      counter.inc()
      histogram.observe(reply.elapsedTime / 1000)
    }
    done()
  })

  // Scraped even while shedding load: the lag that causes it is what an operator wants to see.
  // Its token is its own (METRICS_TOKEN), not an API key's.
  app.get(path, { config: { ...keepServingUnderPressure, ownBearerToken: true } }, async (request, reply) => {
    if (!hasToken(request, token)) {
      reply.header('www-authenticate', 'Bearer')
      throw new HttpError(401, 'unauthorized', 'Send the metrics token as a bearer token')
    }
    reply.header('cache-control', 'no-store').type(registry.contentType)
    return registry.metrics()
  })
}

export default fp(metricsPlugin, {
  name: 'foyer-metrics',
  fastify: '5.x',
  dependencies: ['foyer-config', 'foyer-db', 'foyer-notifications'],
})
