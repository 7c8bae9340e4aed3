import { describe, expect, it } from 'vitest'
import { person, registered, signIn } from './test/auth-helpers.ts'
import { createSecondInstance, createTestApp } from './test/test-app.ts'

// Two instances on one database (separate pools on PostgreSQL in CI) share what they must.

describe('two instances', () => {
  it('count rate limits together: ten sign-in attempts from one address, spread over both, use up the window', async () => {
    const first = await createTestApp({ RATE_LIMIT: 'true' })
    const { app: a, config } = first
    const b = await createSecondInstance(first)
    const ada = await registered(a, config, person(1))
    // Different accounts each time, so that the per-account throttle stays out of it.
    for (let i = 0; i < 10; i++) {
      const wrong = { email: `nobody${i}@example.org`, password: 'not the password' }
      const response = await signIn(i % 2 === 0 ? a : b, config, wrong, { remoteAddress: '10.1.2.3' })
      expect(response.statusCode, `attempt ${i + 1}`).not.toBe(429)
    }
    for (const app of [a, b]) {
      const limited = await signIn(app, config, ada, { remoteAddress: '10.1.2.3' })
      expect(limited.statusCode).toBe(429)
      expect(limited.json().error.code).toBe('rate_limited')
    }
    // Another address is not affected.
    expect((await signIn(b, config, ada, { remoteAddress: '10.9.9.9' })).statusCode).toBe(200)
  })
})
