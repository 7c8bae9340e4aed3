import { describe, expect, it } from 'vitest'
import { publicConfigSchema } from '#shared/public-config.ts'
import { packageVersion } from '../project-root.ts'
import { createTestApp } from '../test/test-app.ts'

describe('GET /api/config', () => {
  it('tells the client its links, promotional card and version', async () => {
    const { app } = await createTestApp({
      DOCS_URL: 'https://docs.example.com',
      PROMO_CARD: 'false',
      PROMO_TITLE: 'Go further',
      AUTH_SECRET: 'a-secret-that-is-long-enough-to-be-accepted',
    })
    const response = await app.inject({ url: '/free/api/config' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    const body = publicConfigSchema.parse(response.json())
    expect(Object.keys(response.json()).sort()).toEqual([
      'emailVerification',
      'links',
      'promo',
      'samplePages',
      'signIn',
      'version',
    ])
    expect(body).toEqual({
      version: packageVersion,
      links: { docs: 'https://docs.example.com', support: null, feedback: null, download: null, pro: null },
      promo: { enabled: false, title: 'Go further', subtitle: 'Checkout pro features' },
      emailVerification: false,
      samplePages: true,
      signIn: { providers: [], passwordSignIn: true },
    })
    expect(response.body).not.toContain('a-secret')
  })
})
