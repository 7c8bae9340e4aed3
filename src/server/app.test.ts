import { describe, expect, it } from 'vitest'
import { httpTimeouts } from './app.ts'
import { createTestApp } from './test/test-app.ts'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('buildApp', () => {
  it('returns an instance that is ready to answer', async () => {
    const { app } = await createTestApp()
    expect((await app.inject({ url: '/free/api/health' })).statusCode).toBe(200)
  })

  it('gives every response its own request id, ignoring one sent by the client', async () => {
    const { app } = await createTestApp()
    const ids = new Set<string>()
    for (const url of ['/free/', '/free/api/health', '/free/api/nope', '/free/assets/app-abc123.js', '/']) {
      const response = await app.inject({ url, headers: { 'x-request-id': 'forged' } })
      const id = String(response.headers['x-request-id'])
      expect(id, url).toMatch(uuid)
      ids.add(id)
    }
    expect(ids.size).toBe(5)
  })

  it('sets the timeouts that protect it from slow clients', async () => {
    const { app } = await createTestApp()
    expect(app.initialConfig).toMatchObject({
      requestTimeout: httpTimeouts.requestMs,
      connectionTimeout: httpTimeouts.idleMs,
      keepAliveTimeout: 72_000,
      bodyLimit: 64 * 1024,
    })
    expect(app.server.headersTimeout).toBe(httpTimeouts.headersMs)
    expect(app.server.requestTimeout).toBe(httpTimeouts.requestMs)
  })

  it('decorates the instance with its configuration', async () => {
    const { app, config } = await createTestApp({ PROMO_TITLE: 'Hello' })
    expect(app.config).toBe(config)
  })
})
