import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import {
  CONFIG_ELEMENT_ID,
  ME_ELEMENT_ID,
  RENDERED_ELEMENT_ID,
  SIGNED_IN_ELEMENT_ID,
} from '#shared/constants.ts'
import { publicConfigSchema } from '#shared/public-config.ts'
import type { RenderedPage } from '#shared/rendered-page.ts'
import { buildApp } from '../app.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { fromApp, person, registered } from '../test/auth-helpers.ts'
import { APP_TITLE, AUTH_TITLE, createClientFixture } from '../test/client-fixture.ts'
import { createTestApp } from '../test/test-app.ts'
import { testDatabase } from '../test/test-database.ts'
import { within } from './client.ts'

function styleNonce(csp: unknown): string | undefined {
  return /style-src 'self' 'nonce-([^']+)'/.exec(String(csp))?.[1]
}

/** A JSON block the server wrote into a page (by its element's id), parsed; undefined when absent. */
function inlineJson(html: string, id: string): unknown {
  const pattern = new RegExp(`<script id="${id}" type="application/json" nonce="[^"]+">(.*?)</script>`, 's')
  const json = pattern.exec(html)?.[1]
  return json === undefined ? undefined : JSON.parse(json)
}

const inlineMe = (html: string) => inlineJson(html, ME_ELEMENT_ID)
const inlineConfig = (html: string) => inlineJson(html, CONFIG_ELEMENT_ID)

/** A test app with its first account (an administrator): Login and Register are no longer its set-up. */
async function withAdministrator() {
  const made = await createTestApp()
  await registered(made.app, made.config, person('admin'))
  return made
}

describe('static assets', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const { app, client } = await createTestApp()
    const response = await app.inject({ url: `/free/${client.assetPath}` })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe(client.assetBody)
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.headers.vary).toContain('accept-encoding')
  })

  it('serves other static files with no-cache', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ url: '/free/favicon.svg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('prefers the brotli file when the client accepts brotli', async () => {
    const { app, client } = await createTestApp()
    const response = await app.inject({
      url: `/free/${client.assetPath}`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(response.headers['content-encoding']).toBe('br')
    expect(response.headers['content-type']).toMatch(/javascript/)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(client.assetBody)
  })

  it('serves the gzip file when the client accepts gzip only', async () => {
    const { app, client } = await createTestApp()
    const response = await app.inject({
      url: `/free/${client.assetPath}`,
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gunzipSync(response.rawPayload).toString()).toBe(client.assetBody)
  })

  it('answers HEAD for an asset with headers and no body', async () => {
    const { app, client } = await createTestApp()
    const response = await app.inject({ method: 'HEAD', url: `/free/${client.assetPath}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.body).toBe('')
  })

  it('answers 404 JSON for a missing asset', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ url: '/free/assets/missing.js' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No such page or file' },
      requestId: response.headers['x-request-id'],
    })
  })

  it('does not serve build-info.json or the raw HTML pages', async () => {
    const { app } = await createTestApp()
    for (const url of [
      '/free/build-info.json',
      '/free/index.html',
      '/free/auth.html',
      '/free/auth-pages.json',
    ]) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.body, url).not.toContain('__FOYER_CSP_NONCE__')
    }
  })
})

describe('index.html', () => {
  it('is served at the base path with no-cache and a nonce matching the CSP header', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ url: '/free/' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['cache-control']).toBe('no-cache')
    const nonce = styleNonce(response.headers['content-security-policy'])
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(response.body).not.toContain('__FOYER_CSP_NONCE__')
    expect(response.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`)
    expect(response.body).toContain(`<style nonce="${nonce}">`)
    expect(response.body).toContain(`<script id="foyer-config" type="application/json" nonce="${nonce}">`)
  })

  it('gets a different nonce on every response', async () => {
    const { app } = await createTestApp()
    const first = await app.inject({ url: '/free/' })
    const second = await app.inject({ url: '/free/' })
    const nonces = [first, second].map((response) => styleNonce(response.headers['content-security-policy']))
    expect(nonces[0]).toBeDefined()
    expect(nonces[0]).not.toBe(nonces[1])
    expect(second.body).toContain(`nonce="${nonces[1]}"`)
    expect(second.body).not.toContain(`nonce="${nonces[0]}"`)
  })

  it('carries the public config inline, with "<" escaped so no value can close the script', async () => {
    const title = '</script><script>alert(1)</script>'
    const { app } = await createTestApp({ PROMO_TITLE: title, SUPPORT_URL: 'https://example.com/help' })
    const response = await app.inject({ url: '/free/' })
    expect(response.body).not.toContain(title)
    expect(response.body).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>')
    const config = publicConfigSchema.parse(inlineConfig(response.body))
    expect(config.promo.title).toBe(title)
    expect(config.links.support).toBe('https://example.com/help')
    expect(response.body.indexOf('id="foyer-config"')).toBeLessThan(response.body.indexOf('</head>'))
  })

  it('carries who is signed in, as GET /api/me answers it, and is then stored by no cache', async () => {
    const { app, config } = await createTestApp()
    const markup = '</script><script>alert(1)</script>'
    const ada = await registered(app, config, person(1, { firstName: markup }))
    const page = await app.inject({ url: '/free/dashboard/default', headers: { cookie: ada.cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).not.toContain(markup)
    const answer = await app.inject({ url: '/free/api/me', headers: { cookie: ada.cookie } })
    expect(inlineMe(page.body)).toEqual(answer.json())
    expect(inlineMe(page.body)).toMatchObject({ name: `${markup} Tester1`, email: 'ada1@example.org' })
    expect(page.body.indexOf('id="foyer-me"')).toBeLessThan(page.body.indexOf('</head>'))
    // The dashboard's figures are fetched alongside its scripts; another page has none to fetch.
    const figures = '<link rel="preload" as="fetch" crossorigin="anonymous" href="/free/api/dashboard">'
    expect(page.body).toContain(figures)
    const color = await app.inject({ url: '/free/color', headers: { cookie: ada.cookie } })
    expect(color.body).not.toContain('rel="preload" as="fetch"')
    expect((await app.inject({ url: '/free/dashboard/default' })).body).not.toContain(figures)
  })

  it('keeps "$" in a name as it is (not a replacement pattern)', async () => {
    const { app, config } = await createTestApp()
    const name = "Dollar $$ $& $` $' Sign"
    const ada = await registered(app, config, person(1, { firstName: name }))
    const page = await app.inject({ url: '/free/dashboard/default', headers: { cookie: ada.cookie } })
    expect(inlineMe(page.body)).toMatchObject({ name: `${name} Tester1` })
    expect(page.body.match(/<\/head>/g)).toHaveLength(1)
  })

  it('says that nobody is signed in, without a cookie or with one of an ended session', async () => {
    const { app, config } = await createTestApp()
    const signedOut = await app.inject({ url: '/free/dashboard/default' })
    expect(signedOut.headers['cache-control']).toBe('no-cache')
    expect(inlineMe(signedOut.body)).toBeNull()
    const ada = await registered(app, config, person(1))
    await app.inject({
      method: 'POST',
      url: '/free/api/auth/sign-out',
      headers: fromApp(config, ada.cookie),
      payload: '{}',
    })
    const ended = await app.inject({ url: '/free/dashboard/default', headers: { cookie: ada.cookie } })
    expect(inlineMe(ended.body)).toBeNull()
  })

  it('leaves who is signed in out when the database cannot say, and the page still loads', async () => {
    const { app } = await createTestApp()
    app.sessionOf = async () => {
      throw new Error('connection refused')
    }
    const page = await app.inject({
      url: '/free/dashboard/default',
      headers: { cookie: 'foyer.session_token=x' },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="root">')
    expect(inlineMe(page.body)).toBeUndefined()
  })

  it('is gzipped on the fly when the client accepts gzip', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ url: '/free/', headers: { 'accept-encoding': 'br;q=1, gzip;q=0.8' } })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers.vary).toBe('accept-encoding, accept-language')
    const html = gunzipSync(response.rawPayload).toString()
    expect(html).toContain(`nonce="${styleNonce(response.headers['content-security-policy'])}"`)
  })

  it('is sent uncompressed when gzip is refused', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ url: '/free/', headers: { 'accept-encoding': 'gzip;q=0, br' } })
    expect(response.headers['content-encoding']).toBeUndefined()
    expect(response.body).toContain('<div id="root">')
  })

  it('answers HEAD with the headers of the page', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ method: 'HEAD', url: '/free/dashboard/default' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toBe('')
  })
})

describe('page routes and not-found answers', () => {
  it('answers a known page route with index.html and 200', async () => {
    const { app } = await createTestApp()
    for (const url of ['/free/dashboard/default', '/free/terms/', '/free/help?from=menu']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8')
      expect(response.body, url).toContain(`<title>${APP_TITLE}</title>`)
    }
  })

  it('sends Login and Register of a new instance, with no administrator yet, to the first-run Register', async () => {
    const { app, config } = await createTestApp()
    for (const url of [
      '/free/login',
      '/free/login?next=%2Fcolor',
      '/free/register',
      '/free/register?set-up=0',
    ]) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(302)
      expect(response.headers.location, url).toBe('/free/register?set-up=1')
    }
    const setUp = await app.inject({ url: '/free/register?set-up=1' })
    expect(setUp.statusCode).toBe(200)
    expect(setUp.body).toContain('<p id="query">?set-up=1</p>')
    // The other sign-in pages are as they were.
    expect((await app.inject({ url: '/free/forgot-password' })).statusCode).toBe(200)
    // Once an administrator exists, Login is Login.
    await registered(app, config, person('first'))
    expect((await app.inject({ url: '/free/login' })).statusCode).toBe(200)
  })

  it('answers the sign-in pages with auth.html, its nonce and the inline config (decision 007)', async () => {
    const { app } = await withAdministrator()
    for (const url of [
      '/free/login',
      '/free/login/?next=%2Fcolor',
      '/free/register?invite=x',
      '/free/forgot-password',
      '/free/reset-password?token=t',
      '/free/verify-email',
    ]) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type'], url).toBe('text/html; charset=utf-8')
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(response.body, url).not.toContain(APP_TITLE)
      expect(response.body, url).toContain(
        `nonce="${styleNonce(response.headers['content-security-policy'])}"`,
      )
      expect(publicConfigSchema.safeParse(inlineConfig(response.body)).success, url).toBe(true)
    }
  })

  it('still shows Login when it cannot tell whether the visitor is signed in (the database is down)', async () => {
    const { app } = await withAdministrator()
    app.sessionOf = async () => {
      throw new Error('connection refused')
    }
    const response = await app.inject({ url: '/free/login', headers: { cookie: 'foyer.session_token=x' } })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h1>Login</h1>')
  })

  it('puts the page the build prerendered into auth.html when asked without a query, with its title', async () => {
    const { app, client } = await withAdministrator()
    const login = await app.inject({ url: '/free/login' })
    const prerendered = client.prerenderedPages['en /login']
    expect(login.body).toContain(`<title>${prerendered?.title}</title>`)
    expect(login.body).toContain(`<div id="root">${prerendered?.html}</div>`)
    expect(login.body).toContain('<html lang="en">')
    expect(login.body).not.toContain(AUTH_TITLE)
  })

  it('serves the sign-in pages in the browser’s language, Arabic right to left', async () => {
    const { app, client } = await withAdministrator()
    const french = await app.inject({ url: '/free/login', headers: { 'accept-language': 'ja, fr-CA;q=0.8' } })
    expect(french.body).toContain('<html lang="fr">')
    expect(french.body).toContain(`<div id="root">${client.prerenderedPages['fr /login']?.html}</div>`)
    expect(french.headers.vary).toContain('accept-language')
    const arabic = await app.inject({ url: '/free/login', headers: { 'accept-language': 'ar-EG' } })
    expect(arabic.body).toContain('<html lang="ar" dir="rtl">')
    expect(arabic.body).toContain(`<title>${client.prerenderedPages['ar /login']?.title}</title>`)
    // Rendered for the request (a query) in the language too.
    const reset = await app.inject({
      url: '/free/reset-password?token=t',
      headers: { 'accept-language': 'de' },
    })
    expect(reset.body).toContain('<html lang="de">')
    expect(reset.body).toContain('<title>/reset-password for a query in de · Foyer</title>')
  })

  it('renders a sign-in page for its query, and one the build did not prerender, on each request', async () => {
    const { app } = await withAdministrator()
    for (const [url, path, query] of [
      ['/free/login?reason=expired', '/login', '?reason=expired'],
      ['/free/reset-password?token=t', '/reset-password', '?token=t'],
      ['/free/reset-password', '/reset-password', ''],
      [
        '/free/verify-email?email=a%3Cb%40example.com&x=1',
        '/verify-email',
        '?email=a%3Cb%40example.com&amp;x=1',
      ],
    ] as const) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain(`<title>${path} for a query · Foyer</title>`)
      expect(response.body, url).toContain(
        `<div id="root"><main><h1>${path}</h1><p id="query">${query}</p></main></div>`,
      )
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('serves auth.html empty, for the script to render, when the render fails or for a HEAD request', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const { app } = await createTestApp({}, { logger: { level: 'warn', stream } })
    const failed = await app.inject({ url: '/free/reset-password?render=fail' })
    expect(failed.statusCode).toBe(200)
    expect(failed.body).toContain(`<title>${AUTH_TITLE}</title>`)
    expect(failed.body).toContain('<div id="root"></div>')
    expect(failed.body).not.toContain('the fixture renderer failed')
    expect(lines.join('')).toContain('could not render the sign-in page on the server')
    const head = await app.inject({ method: 'HEAD', url: '/free/reset-password?token=t' })
    expect(head.statusCode).toBe(200)
  })

  it('sends a signed-in person from Login and Register where ?next= says, or home; not from the other sign-in pages', async () => {
    const { app, config } = await createTestApp()
    const { cookie } = await registered(app, config, person('client-pages'))
    for (const [url, location] of [
      ['/free/login?next=%2Fadmin%2Fusers%3Fq%3Dada%2520b', '/free/admin/users?q=ada%20b'],
      ['/free/login?reason=expired&next=%2Fcolor', '/free/color'],
      ['/free/login?next=%2F%2Fevil.example', '/free/dashboard/default'],
      ['/free/login?next=https%3A%2F%2Fevil.example', '/free/dashboard/default'],
      ['/free/register?next=', '/free/dashboard/default'],
    ]) {
      const response = await app.inject({ url, headers: { cookie } })
      expect(response.statusCode, url).toBe(302)
      expect(response.headers.location, url).toBe(location)
      expect(response.headers['cache-control'], url).toBe('no-store')
    }
    // Without ?next= (the menu's items), Login and Register say who is signed in, to them alone.
    for (const url of ['/free/login', '/free/register']) {
      const page = await app.inject({ url, headers: { cookie } })
      expect(page.statusCode, url).toBe(200)
      expect(page.headers['cache-control'], url).toBe('no-store')
      expect(page.body, url).toContain('<p id="signed-in">Ada Testerclient-pages</p>')
      expect(inlineJson(page.body, SIGNED_IN_ELEMENT_ID), url).toEqual({
        name: 'Ada Testerclient-pages',
        email: 'adaclient-pages@example.org',
      })
    }
    const forgot = await app.inject({ url: '/free/forgot-password', headers: { cookie } })
    expect(forgot.statusCode).toBe(200)
    expect(forgot.body).toContain('<h1>/forgot-password</h1>')
    expect(forgot.body).not.toContain(APP_TITLE)
    // A cookie whose session has ended is nobody: Login shows.
    await app.inject({
      method: 'POST',
      url: '/free/api/auth/sign-out',
      headers: fromApp(config, cookie),
      payload: {},
    })
    const ended = await app.inject({ url: '/free/login', headers: { cookie } })
    expect(ended.statusCode).toBe(200)
    expect(ended.body).toContain('<h1>Login</h1>')
    expect(ended.headers['set-cookie']).toBeUndefined()
  })

  it("preloads each page's own chunks with the response's nonce, the not-found page's for a 404", async () => {
    const { app, client } = await createTestApp()
    const preloadsIn = (body: string) =>
      [
        ...body.matchAll(/<link rel="modulepreload" crossorigin href="\/free\/([^"]+)" nonce="([^"]+)">/g),
      ].map((match) => ({ file: match[1], nonce: match[2] }))
    for (const [url, pattern] of [
      ['/free/account/settings?tab=2', '/account/settings'],
      ['/free/people/42', '/people/:id'],
      ['/free/nope', '*'],
    ] as const) {
      const response = await app.inject({ url })
      const nonce = styleNonce(response.headers['content-security-policy'])
      const links = preloadsIn(response.body)
      expect(
        links.map((link) => link.file),
        url,
      ).toEqual(client.pagePreloads[pattern])
      expect(
        links.every((link) => link.nonce === nonce),
        url,
      ).toBe(true)
    }
    // A page the build lists nothing for gets index.html as it is.
    expect(preloadsIn((await app.inject({ url: '/free/typography' })).body)).toEqual([])
    expect((await app.inject({ url: '/free/page-preloads.json' })).statusCode).toBe(404)
  })

  it('answers an unknown page with index.html and 404, so the client shows its not-found page', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ url: '/free/nope' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.body).toContain('<div id="root">')
  })

  it('answers the sample pages 404 where SAMPLE_PAGES=false, and the others as before', async () => {
    const { app } = await createTestApp({ SAMPLE_PAGES: 'false' })
    for (const url of ['/free/typography', '/free/color', '/free/shadow', '/free/sample-page'])
      expect((await app.inject({ url })).statusCode, url).toBe(404)
    for (const url of ['/free/dashboard/default', '/free/about'])
      expect((await app.inject({ url })).statusCode, url).toBe(200)
    const shown = await createTestApp()
    expect((await shown.app.inject({ url: '/free/typography' })).statusCode).toBe(200)
  })

  it('answers an unknown API path with 404 JSON, whatever the method', async () => {
    const { app } = await createTestApp()
    for (const [method, url] of [
      ['GET', '/free/api/nope'],
      ['POST', '/free/api/nope'],
      ['GET', '/free/api'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { origin: 'http://localhost:3000' } })
      expect(response.statusCode, url).toBe(404)
      expect(response.json(), url).toEqual({
        error: { code: 'not_found', message: 'No such API endpoint' },
        requestId: response.headers['x-request-id'],
      })
    }
  })

  it('answers 404 JSON outside the base path and for non-GET requests to pages', async () => {
    const { app } = await createTestApp()
    for (const [method, url] of [
      ['GET', '/elsewhere'],
      ['POST', '/free/dashboard/default'],
      ['GET', '/free/robots.txt'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { origin: 'http://localhost:3000' } })
      expect(response.statusCode, url).toBe(404)
      expect(response.json().error.code, url).toBe('not_found')
    }
  })

  it('redirects the site root and the bare base path to the base path with its slash', async () => {
    const { app } = await createTestApp()
    const root = await app.inject({ url: '/' })
    expect(root.statusCode).toBe(302)
    expect(root.headers.location).toBe('/free/')
    const bare = await app.inject({ url: '/free?tab=1' })
    expect(bare.statusCode).toBe(302)
    expect(bare.headers.location).toBe('/free/?tab=1')
  })

  it('serves index.html at / when the base path is the root', async () => {
    const { app } = await createTestApp({ BASE_PATH: '/' })
    expect((await app.inject({ url: '/' })).statusCode).toBe(200)
    expect((await app.inject({ url: '/dashboard/default' })).statusCode).toBe(200)
    expect((await app.inject({ url: '/nope' })).statusCode).toBe(404)
    expect((await app.inject({ url: '/api/nope' })).json().error.message).toBe('No such API endpoint')
  })
})

describe("the main layout's pages rendered on the server (decision 010)", () => {
  const view = 'foyer.view=xl%20en-GB%20Europe%2FParis'
  const rendered = (html: string) => inlineJson(html, RENDERED_ELEMENT_ID) as RenderedPage | undefined

  it("is rendered for a signed-in person with the browser's view, from the answers of our own API", async () => {
    const { app, config, client } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const cookie = `${ada.cookie}; ${view}`
    const before = Date.now()
    const page = await app.inject({ url: '/free/dashboard/default', headers: { cookie } })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('<div id="root"><main><h1>Rendered for Ada Tester1</h1>')
    const nonce = styleNonce(page.headers['content-security-policy'])
    expect(page.body).toContain(`<style nonce="${nonce}">.rendered{}</style>`)
    const block = rendered(page.body)
    expect(block?.view).toEqual({ width: 'xl', locale: 'en-GB', timeZone: 'Europe/Paris' })
    expect(block?.now).toBeGreaterThanOrEqual(before)
    const asked = async (path: string) =>
      (await app.inject({ url: `/free${path}`, headers: { cookie } })).json()
    expect(block?.answers['/api/me']).toEqual(await asked('/api/me'))
    expect(block?.answers['/api/config']).toEqual(await asked('/api/config'))
    expect(block?.answers['/api/dashboard']).toEqual(await asked('/api/dashboard'))
    expect(block?.answers['/api/health']).toMatchObject({ status: 'ok' })
    expect(inlineMe(page.body)).toEqual(await asked('/api/me'))
    // It paints from its HTML: its scripts (the entry, its imports and the page's chunks) are asked
    // for after that paint, and its figures are not fetched again.
    expect(page.body).not.toContain('<script type="module"')
    expect(page.body).not.toContain('rel="preload" as="fetch"')
    const loader =
      /<script src="\/free\/entry-after-paint\.js" data-entry="([^"]+)" data-imports="([^"]*)" data-replay-clicks nonce="([^"]+)"><\/script>/.exec(
        page.body,
      )
    expect(loader?.[1]).toBe(`/free/${client.assetPath}`)
    expect(loader?.[2]?.split(' ')).toEqual(
      client.pagePreloads['/dashboard/default']?.map((file) => `/free/${file}`),
    )
    expect(loader?.[3]).toBe(nonce)
    // The site root is the dashboard too.
    expect((await app.inject({ url: '/free/', headers: { cookie } })).body).toContain(
      'Rendered for Ada Tester1',
    )
  })

  it('is left to the browser without a usable view cookie, for nobody signed in, and on the sign-in pages', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const empty = '<div id="root"></div>'
    for (const cookie of [
      ada.cookie,
      `${ada.cookie}; foyer.view=xl`,
      `${ada.cookie}; foyer.view=huge%20en-GB%20UTC`,
      `${ada.cookie}; foyer.view=xl%20en-GB%20Mars%2FOlympus`,
      `${ada.cookie}; foyer.view=xl%20en-GB%20UTC%20extra`,
      // Spellings Intl accepts but no browser writes (each would be a format of its own to keep).
      `${ada.cookie}; foyer.view=xl%20eN-gb%20UTC`,
      `${ada.cookie}; foyer.view=xl%20en-x-a1b2%20UTC`,
      `${ada.cookie}; foyer.view=xl%20qaa%20UTC`,
      `${ada.cookie}; foyer.view=xl%20en-GB%20europe%2FPARIS`,
      view,
    ]) {
      const page = await app.inject({ url: '/free/dashboard/default', headers: { cookie } })
      expect(page.body, cookie).toContain(empty)
      expect(rendered(page.body), cookie).toBeUndefined()
    }
    const nobody = await app.inject({ url: '/free/color', headers: { cookie: view } })
    expect(nobody.body).toContain(empty)
    const login = await app.inject({
      url: '/free/forgot-password',
      headers: { cookie: `${ada.cookie}; ${view}` },
    })
    expect(login.body).not.toContain('Rendered for')
  })

  it('renders every page of the main layout, with the answers its hooks ask for and may have', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const other = await registered(app, config, person(2))
    const { id } = (await app.inject({ url: '/free/api/me', headers: { cookie: ada.cookie } })).json()
    const headers = { cookie: `${other.cookie}; ${view}` }
    const color = await app.inject({ url: '/free/color', headers })
    expect(color.body).toContain('Rendered for Ada Tester2')
    const ask = (paths: string[]) => paths.map((path) => `ask=${encodeURIComponent(path)}`).join('&')
    const profile = await app.inject({
      url: `/free/people/${id}?${ask([
        `/api/people/${id}`,
        '/api/account',
        // An administrator's answer, a stream, a path outside the API and a write: none answers.
        '/api/admin/users',
        '/api/notifications/stream',
        '/../../etc/passwd',
        '/favicon.svg',
      ])}`,
      headers,
    })
    const answers = rendered(profile.body)?.answers ?? {}
    expect(Object.keys(answers).sort()).toEqual(
      ['/api/account', '/api/config', '/api/me', `/api/people/${id}`].sort(),
    )
    expect(answers[`/api/people/${id}`]).toMatchObject({ name: 'Ada Tester1' })
    expect(answers['/api/account']).toMatchObject({ email: 'ada2@example.org' })
    // A page the person may not open is left to the browser's router, which shows its 403 screen.
    const admin = await app.inject({ url: '/free/admin/users', headers })
    expect(admin.statusCode).toBe(200)
    expect(admin.body).toContain('<div id="root"></div>')
    const asAdmin = await app.inject({
      url: '/free/admin/users',
      headers: { cookie: `${ada.cookie}; ${view}` },
    })
    expect(asAdmin.body).toContain('Rendered for Ada Tester1')
  })

  it('renders the not-found page for anyone with a view, answered 404', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    for (const cookie of [`${ada.cookie}; ${view}`, view]) {
      const page = await app.inject({ url: '/free/no-such-page', headers: { cookie } })
      expect(page.statusCode, cookie).toBe(404)
      expect(rendered(page.body), cookie).toBeDefined()
      expect(page.headers['cache-control']).toBe('no-store')
    }
    const nobody = rendered((await app.inject({ url: '/free/no-such-page', headers: { cookie: view } })).body)
    expect(nobody?.answers['/api/me']).toBeNull()
    const plain = await app.inject({ url: '/free/no-such-page' })
    expect(plain.statusCode).toBe(404)
    expect(plain.body).toContain('<div id="root"></div>')
  })

  it('is not rendered for a HEAD request', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const headers = { cookie: `${ada.cookie}; ${view}` }
    const length = (page: { headers: Record<string, unknown> }) => Number(page.headers['content-length'])
    const renderedPage = await app.inject({ url: '/free/dashboard/default', headers })
    const plainPage = await app.inject({ url: '/free/dashboard/default', headers: { cookie: ada.cookie } })
    const head = await app.inject({ method: 'HEAD', url: '/free/dashboard/default', headers })
    expect(rendered(renderedPage.body)).toBeDefined()
    expect(head.statusCode).toBe(200)
    // The page the browser renders, as a GET without the view cookie gets it.
    expect(length(head)).toBe(length(plainPage))
    expect(length(head)).not.toBe(length(renderedPage))
  })

  it('waits for its answers a bounded time (a slow database does not hold the page)', async () => {
    vi.useFakeTimers()
    try {
      const never = new Promise<string>(() => {})
      const late = within(never, 300)
      await vi.advanceTimersByTimeAsync(299)
      let settled = false
      void late.then(() => {
        settled = true
      })
      await Promise.resolve()
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      await expect(late).resolves.toBeUndefined()
      await expect(within(Promise.resolve('answer'), 300)).resolves.toBe('answer')
      await expect(within(Promise.reject(new Error('down')), 300)).rejects.toThrow('down')
    } finally {
      vi.useRealTimers()
    }
  })

  it('is left to the browser when rendering fails, and the failure is logged', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const page = await app.inject({
      url: '/free/dashboard/default?render=fail',
      headers: { cookie: `${ada.cookie}; ${view}` },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="root"></div>')
    expect(page.body).not.toContain('the fixture renderer failed')
    expect(inlineMe(page.body)).toMatchObject({ email: 'ada1@example.org' })
  })
})

describe('files that must never be served', () => {
  it.each([
    '/free/.ssr/render-page.js',
    '/free/.env',
    '/free/assets/.hidden.js',
    '/free/%2eenv',
    '/free/../package.json',
    '/free/%2e%2e/package.json',
    '/free/%2E%2E/package.json',
    '/free/assets/..%2f..%2fpackage.json',
    '/free/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    '/free/assets/%252e%252e/%252e%252e/package.json',
    '/free/assets/..%5c..%5cpackage.json',
    '/free//../package.json',
    '/free/./.env',
  ])('refuses %s', async (url) => {
    const { app, client } = await createTestApp()
    const response = await app.inject({ url })
    expect(response.statusCode).not.toBe(200)
    expect(response.statusCode).toBeGreaterThanOrEqual(300)
    expect(response.body).not.toContain(client.secret)
  })
})

// On the test file's database, never the project's ./data.
describe('start-up checks of the client build', () => {
  it.each(['index.html', 'auth.html'])('refuses to start without %s', async (page) => {
    const client = await createClientFixture()
    onTestFinished(() => client.cleanup())
    await rm(join(client.clientDir, page))
    const config = loadConfig({ CLIENT_DIR: client.clientDir })
    const start = buildApp({ config, logger: false, database: await testDatabase() })
    await expect(start).rejects.toBeInstanceOf(ConfigError)
    await expect(start).rejects.toThrow(`No client build in ${client.clientDir}: run npm run build`)
  })

  it('refuses to start when the client was built for another base path', async () => {
    const client = await createClientFixture()
    onTestFinished(() => client.cleanup())
    const config = loadConfig({ CLIENT_DIR: client.clientDir, BASE_PATH: '/x' })
    await expect(buildApp({ config, logger: false, database: await testDatabase() })).rejects.toThrow(
      `The client in ${client.clientDir} was built for BASE_PATH=/free but BASE_PATH is /x: run npm run build`,
    )
  })

  it('refuses to start when build-info.json is missing', async () => {
    const client = await createClientFixture()
    onTestFinished(() => client.cleanup())
    await writeFile(join(client.clientDir, 'build-info.json'), 'not json')
    const config = loadConfig({ CLIENT_DIR: client.clientDir })
    await expect(buildApp({ config, logger: false, database: await testDatabase() })).rejects.toThrow(
      /has no readable build-info\.json/,
    )
  })
})

describe('with SERVE_CLIENT=false', () => {
  it('starts without a client build and answers only the API', async () => {
    const config = loadConfig({ SERVE_CLIENT: 'false', CLIENT_DIR: '/nonexistent/foyer-client' })
    const app = await buildApp({ config, logger: false, database: await testDatabase() })
    onTestFinished(() => app.close())
    expect((await app.inject({ url: '/free/api/health' })).statusCode).toBe(200)
    expect((await app.inject({ url: '/free/api/nope' })).json().error.message).toBe('No such API endpoint')
    const page = await app.inject({ url: '/free/' })
    expect(page.statusCode).toBe(404)
    expect(page.json().error).toEqual({ code: 'not_found', message: 'No such page or file' })
  })
})
