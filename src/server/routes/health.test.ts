import { describe, expect, it } from 'vitest'
import { healthSchema } from '#shared/public-config.ts'
import { packageVersion } from '../project-root.ts'
import { createTestApp } from '../test/test-app.ts'

describe('GET /api/health', () => {
  it('reports ok with the version and uptime, never cached', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ method: 'GET', url: '/free/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    const body = healthSchema.parse(response.json())
    expect(Object.keys(response.json()).sort()).toEqual(['status', 'uptimeSeconds', 'version'])
    expect(body).toEqual({ status: 'ok', version: packageVersion, uptimeSeconds: expect.any(Number) })
    expect(body.uptimeSeconds).toBeGreaterThanOrEqual(0)
  })

  it('lives under the configured base path', async () => {
    const { app } = await createTestApp({ BASE_PATH: '/admin' })
    expect((await app.inject({ url: '/admin/api/health' })).statusCode).toBe(200)
    expect((await app.inject({ url: '/free/api/health' })).statusCode).toBe(404)
  })

  it('answers at /api/health when the app is served from the root', async () => {
    const { app } = await createTestApp({ BASE_PATH: '/' })
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok' })
  })
})

describe('readiness', () => {
  it('answers ready when the database answers and every migration is applied', async () => {
    const { app } = await createTestApp()
    const ready = await app.inject({ url: '/free/api/ready' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({
      status: 'ready',
      database: expect.stringMatching(/^(embedded|postgres)$/),
    })
    expect(ready.headers['cache-control']).toBe('no-store')
  })
})
