import { describe, expect, it } from 'vitest'
import { me, person, registered } from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'

// Prometheus metrics: off unless METRICS_TOKEN is set, then only with that token.

const TOKEN = 'a-metrics-token-of-some-length'

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const { app } = await createTestApp()
    expect((await app.inject({ url: '/free/api/metrics' })).statusCode).toBe(404)
  })

  it('needs the token, then counts requests by route pattern and shows streams, the pool and the loop', async () => {
    const { app } = await createTestApp({ METRICS_TOKEN: TOKEN })
    expect((await app.inject({ url: '/free/api/metrics' })).statusCode).toBe(401)
    const wrong = await app.inject({
      url: '/free/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    })
    expect(wrong.statusCode).toBe(401)
    await app.inject({ url: '/free/api/health' })
    await app.inject({ url: '/free/api/people/some-id' })
    const response = await app.inject({
      url: '/free/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('text/plain')
    const text = response.body
    expect(text).toMatch(
      /foyer_http_requests_total\{method="GET",route="\/free\/api\/health",status="200"\} 1/,
    )
    // The pattern, not the id.
    expect(text).toMatch(
      /foyer_http_requests_total\{method="GET",route="\/free\/api\/people\/:id",status="401"\} 1/,
    )
    expect(text).not.toContain('some-id')
    expect(text).toMatch(
      /foyer_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/free\/api\/health"\}/,
    )
    expect(text).toMatch(/foyer_sse_streams_open 0/)
    expect(text).toMatch(/foyer_db_pool_connections\{state="total"\} \d+/)
    expect(text).toMatch(/foyer_nodejs_eventloop_lag_seconds \d/)
  })

  it("counts the session cache's hits and misses as they happen", async () => {
    const { app, config } = await createTestApp({ METRICS_TOKEN: TOKEN })
    const scrape = async () =>
      (await app.inject({ url: '/free/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body
    const count = (text: string, event: string) =>
      Number(
        new RegExp(`foyer_session_cache_total\\{event="${event}"\\} (\\d+)`).exec(text)?.[1] ?? Number.NaN,
      )
    const before = await scrape()
    const who = await registered(app, config, person('-metrics-cache'))
    for (let n = 0; n < 3; n++) expect((await me(app, config, who.cookie)).statusCode).toBe(200)
    const after = await scrape()
    // The first read asks the database, the later ones are answered from memory.
    expect(count(after, 'miss') - count(before, 'miss')).toBeGreaterThanOrEqual(1)
    expect(count(after, 'hit') - count(before, 'hit')).toBeGreaterThanOrEqual(2)
    expect(count(after, 'stall')).toBe(0)
    expect(after).toMatch(/foyer_session_cache_total\{event="invalidation"\} \d+/)
  })

  it('refuses a short token at start-up', async () => {
    await expect(createTestApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    )
  })
})
