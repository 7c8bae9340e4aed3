import { describe, expect, it } from 'vitest'
import { callApi, me, person, registered } from '../test/auth-helpers.ts'
import { FIXTURE_SCRIPT_HASH } from '../test/client-fixture.ts'
import { createTestApp } from '../test/test-app.ts'

function directives(csp: unknown): Map<string, string> {
  return new Map(
    String(csp)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  )
}

describe('security headers', () => {
  it('send a strict Content-Security-Policy with a nonce for styles only', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ url: '/free/' })
    const csp = directives(response.headers['content-security-policy'])
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      // Scripts from the app's own files, and the build's inline colour-scheme script by its hash.
      'script-src': `'self' ${FIXTURE_SCRIPT_HASH}`,
      'style-src': expect.stringMatching(/^'self' 'nonce-[A-Za-z0-9+/]{22}=='$/),
      'img-src': "'self' data: blob:",
      'font-src': "'self'",
      'connect-src': "'self'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
    })
    expect(csp.get('script-src')).not.toContain('unsafe')
    expect(csp.get('style-src')).not.toContain('unsafe')
  })

  it('come with every page, asset and error outside the API', async () => {
    const { app } = await createTestApp()
    for (const url of ['/free/', '/free/assets/app-abc123.js', '/nowhere']) {
      const { headers } = await app.inject({ url })
      expect(headers['content-security-policy'], url).toContain("default-src 'self'")
      expect(headers['x-content-type-options'], url).toBe('nosniff')
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin')
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin')
      expect(headers['x-frame-options'], url).toBe('DENY')
      expect(headers['permissions-policy'], url).toBe('camera=(), microphone=(), geolocation=()')
      expect(headers['x-powered-by'], url).toBeUndefined()
    }
  })

  it("give the API's answers and errors a page's headers, with a policy that allows nothing", async () => {
    const { app } = await createTestApp()
    const page = (await app.inject({ url: '/free/' })).headers
    for (const request of [
      { url: '/free/api/health' },
      { url: '/free/api/nope' },
      { url: '/free/api/me' },
      { url: '/free/api/auth/get-session' },
      { url: '/free/api/account', method: 'PATCH' as const, payload: '{' },
    ]) {
      const { headers } = await app.inject(request)
      const url = request.url
      expect(Object.fromEntries(directives(headers['content-security-policy'])), url).toEqual({
        'default-src': "'none'",
        'base-uri': "'none'",
        'form-action': "'none'",
        'frame-ancestors': "'none'",
      })
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin')
      expect(headers['x-content-type-options'], url).toBe('nosniff')
      expect(headers['cross-origin-resource-policy'], url).toBe('same-origin')
      expect(headers['x-frame-options'], url).toBe('DENY')
      expect(headers['x-request-id'], url).toBeTruthy()
      expect(headers['x-powered-by'], url).toBeUndefined()
      // Every other header of a page, with the same value.
      for (const [name, value] of Object.entries(page)) {
        if (
          ['content-security-policy', 'content-type', 'content-length', 'x-request-id', 'etag'].includes(name)
        )
          continue
        if (/^(cache-control|date|connection|last-modified|accept-ranges|vary|keep-alive)$/.test(name))
          continue
        expect(headers[name], `${url} ${name}`).toBe(value)
      }
    }
  })

  it('keep browsers and proxies from storing a personal answer', async () => {
    const { app, config } = await createTestApp()
    const { cookie } = await registered(app, config, person('cache'))
    const { id } = (await me(app, config, cookie)).json() as { id: string }
    for (const path of [
      `/people/${id}`,
      '/people?q=Ada',
      '/auth/list-accounts',
      '/auth/get-session',
      '/account',
    ]) {
      const response = await callApi(app, config, cookie, 'GET', path)
      expect(response.statusCode, path).toBe(200)
      expect(response.headers['cache-control'], path).toBe('no-store')
    }
  })

  it('keep HSTS on API answers over https', async () => {
    const { app } = await createTestApp({ PUBLIC_URL: 'https://foyer.example.com' })
    const { headers } = await app.inject({ url: '/free/api/health' })
    expect(headers['strict-transport-security']).toBe('max-age=31536000')
  })

  it('leave out HSTS and upgrade-insecure-requests when PUBLIC_URL is plain http', async () => {
    const { app } = await createTestApp({ PUBLIC_URL: 'http://foyer.internal:3000' })
    const { headers } = await app.inject({ url: '/free/' })
    expect(headers['strict-transport-security']).toBeUndefined()
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
  })

  it('add HSTS and upgrade-insecure-requests when PUBLIC_URL is https', async () => {
    const { app } = await createTestApp({ PUBLIC_URL: 'https://admin.example.com' })
    const { headers } = await app.inject({ url: '/free/' })
    expect(headers['strict-transport-security']).toBe('max-age=31536000')
    expect(directives(headers['content-security-policy']).get('upgrade-insecure-requests')).toBe('')
  })
})
