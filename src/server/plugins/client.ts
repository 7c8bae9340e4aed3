import { access, readFile } from 'node:fs/promises'
import { isAbsolute, join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { can } from '#shared/admin-rules.ts'
import { API_PREFIX, apiPaths } from '#shared/api-paths.ts'
import type { Me } from '#shared/auth.ts'
import { SET_UP_PARAM, safeNextPath } from '#shared/auth.ts'
import { FONT_PRELOADS_FILE, serverOnlyBuildFiles, serverRenderer } from '#shared/build-files.ts'
import {
  CONFIG_ELEMENT_ID,
  ME_ELEMENT_ID,
  RENDERED_ELEMENT_ID,
  SIGN_IN_OPTIONS_ELEMENT_ID,
  SIGNED_IN_ELEMENT_ID,
} from '#shared/constants.ts'
import { entryAfterPaint } from '#shared/entry-after-paint.ts'
import { formatSentence, sentence } from '#shared/i18n/sentence.ts'
import { directionFor, type Language } from '#shared/languages.ts'
import { DEFAULT_LOOK, type Direction, type Font } from '#shared/look.ts'
import { PAGE_VIEW_COOKIE, type PageView, parsePageView } from '#shared/page-view.ts'
import {
  type AuthPagePath,
  isAuthPagePath,
  isPageShown,
  isServerRendered,
  notFoundPage,
  type Page,
  pageOfPattern,
  pagePatternOf,
  pages,
  permissionOf,
} from '#shared/pages.ts'
import {
  prerenderedAuthPageKey,
  type RenderAuthPage,
  type RenderedAuthPage,
  type RenderedHtml,
  type RenderPage,
  type SignedInAs,
} from '#shared/rendered-page.ts'
import { SSO_ERROR_PARAM } from '#shared/sso.ts'
import { ssoErrorMessage } from '#shared/sso-errors.ts'
import { type Config, ConfigError, publicConfig, signInOptionsOf } from '../config.ts'
import { hasAdministrator } from '../db/queries/users.ts'
import { apiErrorBody } from '../http-error.ts'
import { intlFor, languageOfRequest } from '../i18n.ts'
import { cookieKey } from './auth.ts'

/** Written by vite.config.ts (html.cspNonce) into every tag that needs the per-response nonce. */
export const CSP_NONCE_PLACEHOLDER = '__FOYER_CSP_NONCE__'

const gzipAsync = promisify(gzip)

/** Served by our own routes (the HTML pages, with the nonce and config filled in) or not at all. */
const unservedFiles = new Set(serverOnlyBuildFiles.map((file) => `/${file}`))

/** The page of a pattern, "*" standing for the not-found page. */
function pageOf(pattern: string | null): Page | undefined {
  if (pattern === '*') return notFoundPage
  return pattern !== null ? pageOfPattern(pattern) : undefined
}

function displayPath(dir: string): string {
  const fromCwd = relative(process.cwd(), dir)
  return fromCwd && !fromCwd.startsWith('..') && !isAbsolute(fromCwd) ? fromCwd : dir
}

async function readBuild(config: Config): Promise<{ html: string; authHtml: string }> {
  const dir = displayPath(config.clientDir)
  let html: string
  let authHtml: string
  try {
    html = await readFile(join(config.clientDir, 'index.html'), 'utf8')
    // Login, Register and the pages around them (decision 007).
    authHtml = await readFile(join(config.clientDir, 'auth.html'), 'utf8')
  } catch {
    throw new ConfigError(`No client build in ${dir}: run npm run build`)
  }
  let builtFor: unknown
  try {
    builtFor = JSON.parse(await readFile(join(config.clientDir, 'build-info.json'), 'utf8')).basePath
  } catch {
    throw new ConfigError(`The client in ${dir} has no readable build-info.json: run npm run build`)
  }
  if (builtFor !== config.basePath) {
    const shown = (path: unknown) => (path === '' ? '/' : String(path))
    throw new ConfigError(
      `The client in ${dir} was built for BASE_PATH=${shown(builtFor)} but BASE_PATH is ${shown(config.basePath)}: run npm run build`,
    )
  }
  for (const [name, page] of [
    ['index.html', html],
    ['auth.html', authHtml],
  ] as const) {
    if (!/<\/head>/i.test(page)) throw new ConfigError(`${dir}/${name} has no </head>: run npm run build`)
  }
  return { html, authHtml }
}

/** A JSON file the build writes for the server (page-preloads.json...); a build without it, `empty`. */
async function readBuildJson<T>(config: Config, file: string, empty: T): Promise<T> {
  try {
    return JSON.parse(await readFile(join(config.clientDir, file), 'utf8'))
  } catch {
    return empty
  }
}

type Renderers = { renderPage: RenderPage; renderAuthPage: RenderAuthPage }

/**
 * The app's server renderers (decision 010: the main layout's pages; decision 007: the sign-in
 * pages), or null for a build without them (the pages then render in the browser).
 */
async function loadRenderers(config: Config): Promise<Renderers | null> {
  const file = join(config.clientDir, serverRenderer.dir, `${serverRenderer.entry}.js`)
  try {
    await access(file)
  } catch {
    return null
  }
  const module: Partial<Renderers> = await import(pathToFileURL(file).href)
  const { renderPage, renderAuthPage } = module
  if (typeof renderPage !== 'function' || typeof renderAuthPage !== 'function')
    throw new ConfigError(`${file} exports no renderPage or renderAuthPage: run npm run build`)
  return { renderPage, renderAuthPage }
}

/**
 * The view the browser said it has (its `foyer.view` cookie), when this runtime formats for exactly
 * its locale and time zone (a browser writes them as Intl resolved them); otherwise null, and the
 * page renders in the browser. (Any spelling Intl merely accepts, "eN-gb" or "en-x-1", would be a
 * format of its own kept by the renderer: made-up ones must not grow its memory.)
 */
function pageViewOf(request: FastifyRequest): PageView | null {
  const view = parsePageView(cookieKey(request.headers.cookie, [PAGE_VIEW_COOKIE]) ?? undefined)
  if (!view) return null
  try {
    const { locale, timeZone } = new Intl.DateTimeFormat(view.locale, {
      timeZone: view.timeZone,
    }).resolvedOptions()
    return locale === view.locale && timeZone === view.timeZone ? view : null
  } catch {
    return null
  }
}

/** How long the answers of a page rendered on the server may take before it is sent without them. */
const RENDER_ANSWERS_BUDGET_MS = 500

/** `promise`'s value, or undefined once `ms` have passed without it. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, ms, undefined)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** A path as a Location header can carry it: spaces and non-ASCII escaped, escapes kept as they are. */
function headerSafe(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (char) => encodeURIComponent(char))
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/**
 * The page in the person's look (decision 027) and language (decision 028): the language and the
 * direction they read in, the document's own from the start, and the files of the font they chose
 * preloaded instead of the default's. The `<html>` start tag is written whole: an attribute added to
 * index.html's must be added here too.
 */
function withLook(
  html: string,
  me: Me | null,
  language: Language,
  fontPreloads: Partial<Record<Font, string[]>>,
): string {
  let page = withLanguage(html, language, directionFor(language, me?.look ?? DEFAULT_LOOK))
  const font = me?.look?.font
  const files = font && font !== DEFAULT_LOOK.font ? fontPreloads[font] : undefined
  if (files) {
    const links = files.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin="">`,
    )
    page = page
      .replace(/<link rel="preload" as="font"[^>]*>/g, '')
      .replace(/<\/head>/i, () => `${links.join('')}</head>`)
  }
  return page
}

/**
 * A page's whole <html> start tag: its language, and its direction when right to left (the built
 * pages' tag has no other attribute).
 */
function withLanguage(html: string, language: Language, direction: Direction): string {
  return html.replace(
    /<html\b[^>]*>/i,
    () => `<html lang="${language}"${direction === 'rtl' ? ' dir="rtl"' : ''}>`,
  )
}

/** auth.html with a rendered sign-in page in its root element and its title in the head. */
function withAuthPage(html: string, page: RenderedAuthPage): string {
  return html
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
}

/** A value as a JSON data block of the page, read by the app's script (never run). */
function jsonScript(id: string, value: unknown, nonce: string): string {
  // Escaping "<" keeps "</script>" or "<!--" in a value (a name, a configured link) from ending the element.
  const json = JSON.stringify(value).replace(/</g, '\\u003c')
  return `<script id="${id}" type="application/json" nonce="${nonce}">${json}</script>`
}

/** Renders a page for one response: its nonce, and what this response adds to the head. */
type PageRenderer = (nonce: string, head?: string) => string

/**
 * Prepares index.html once: the public config goes inline (so the first render needs no request),
 * and rendering per response only joins the parts around each nonce placeholder, with what the
 * response adds to the head (who is signed in) put in at the end of it.
 */
function indexRenderer(html: string, config: Config, extraHead = ''): PageRenderer {
  const script = jsonScript(CONFIG_ELEMENT_ID, publicConfig(config), CSP_NONCE_PLACEHOLDER)
  const headEnd = html.search(/<\/head>/i)
  const head = `${html.slice(0, headEnd)}${script}${extraHead}`.split(CSP_NONCE_PLACEHOLDER)
  const rest = html.slice(headEnd).split(CSP_NONCE_PLACEHOLDER)
  return (nonce, more = '') => `${head.join(nonce)}${more}${rest.join(nonce)}`
}

/** index.html for each page: its own chunks preloaded beside the entry's, to load in one wave. */
function pageRenderers(html: string, config: Config, preloads: Record<string, string[]>) {
  const renderers = new Map<string, PageRenderer>()
  const paintFirst = new Map<string, PageRenderer>()
  for (const pattern of new Set([...Object.keys(preloads), ...Object.keys(pages), '*'])) {
    const hrefs = (preloads[pattern] ?? []).map((file) => `${config.basePath}/${file}`)
    if (hrefs.length > 0) {
      const links = hrefs.map(
        (href) => `<link rel="modulepreload" crossorigin href="${href}" nonce="${CSP_NONCE_PLACEHOLDER}">`,
      )
      renderers.set(pattern, indexRenderer(html, config, links.join('')))
    }
    // Rendered on the server, the page paints from its HTML: its scripts wait for that paint.
    if (isServerRendered(pageOf(pattern)))
      paintFirst.set(
        pattern,
        indexRenderer(
          entryAfterPaint(html, config.basePath, CSP_NONCE_PLACEHOLDER, {
            moreImports: hrefs,
            replayClicks: true,
          }),
          config,
        ),
      )
  }
  const plain = indexRenderer(html, config)
  return {
    /** The page for a pattern, "*" for the not-found page. */
    rendererFor: (pattern: string) => renderers.get(pattern) ?? plain,
    /** The page for a pattern the server renders, its markup rendered on the server. */
    paintFirstRendererFor: (pattern: string) => paintFirst.get(pattern),
  }
}

function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  let wildcard = false
  for (const entry of header.toLowerCase().split(',')) {
    const [coding = '', ...params] = entry.split(';').map((part) => part.trim())
    const q = params.find((param) => param.startsWith('q='))
    const accepted = q === undefined || Number(q.slice(2)) > 0
    if (coding === 'gzip') return accepted
    if (coding === '*') wildcard = accepted
  }
  return wildcard
}

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? ''
}

/** A request URL's query with its "?" ('?token=…'), or '' for none. */
function searchOf(url: string): string {
  const at = url.indexOf('?')
  return at === -1 ? '' : url.slice(at)
}

function isApiPath(url: string, base: string): boolean {
  const path = pathOf(url)
  return path === `${base}${API_PREFIX}` || path.startsWith(`${base}${API_PREFIX}/`)
}

function notFound(request: FastifyRequest, reply: FastifyReply, isApi: boolean) {
  const message = isApi
    ? sentence({ id: 'server.request.no-such-endpoint', defaultMessage: 'No such API endpoint' })
    : sentence({ id: 'server.request.no-such-page', defaultMessage: 'No such page or file' })
  return reply
    .code(404)
    .header('cache-control', 'no-store')
    .send(apiErrorBody(request, 'not_found', message))
}

const clientPlugin: FastifyPluginAsync = async (app) => {
  const { config } = app
  const base = config.basePath
  if (!config.serveClient) {
    app.setNotFoundHandler(async (request, reply) => notFound(request, reply, isApiPath(request.url, base)))
    return
  }
  const { html, authHtml } = await readBuild(config)
  // Each page's own chunks (page pattern, or "*" for the not-found page → files): without them, a
  // page only loses its preloads.
  const { rendererFor, paintFirstRendererFor } = pageRenderers(
    html,
    config,
    await readBuildJson<Record<string, string[]>>(config, 'page-preloads.json', {}),
  )
  const fontPreloads = await readBuildJson<Partial<Record<Font, string[]>>>(config, FONT_PRELOADS_FILE, {})
  // The sign-in pages' entry holds all five of them: nothing of theirs to preload. They paint from
  // the HTML before the script runs (decision 007): as the build prerendered them when asked for
  // without a query, else rendered for the request.
  const renderEmptyAuthPage = indexRenderer(authHtml, config)
  const prerendered = new Map(
    Object.entries(await readBuildJson<Record<string, RenderedAuthPage>>(config, 'auth-pages.json', {})).map(
      ([path, page]) => [path, indexRenderer(withAuthPage(authHtml, page), config)],
    ),
  )
  const assetsDir = join(config.clientDir, 'assets') + sep
  // The build prerendered the sign-in pages for a password only; with providers they are rendered
  // for each request, with them (decision 007).
  const signInOptions = signInOptionsOf(config)
  const isPasswordOnly = signInOptions.providers.length === 0 && signInOptions.passwordSignIn

  function sendHtml(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    body: string,
    cacheControl = 'no-cache',
  ) {
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', cacheControl)
      .header('vary', 'accept-encoding, accept-language')
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body)
    return gzipAsync(body).then((compressed) => reply.header('content-encoding', 'gzip').send(compressed))
  }

  /** A preload of an API answer as fetchJson asks for it: same origin, with cookies ("anonymous"). */
  function dataPreload(apiPath: string): string {
    return `<link rel="preload" as="fetch" crossorigin="anonymous" href="${base}${apiPath}">`
  }

  const renderers = await loadRenderers(config)
  const renderPage = renderers?.renderPage
  if (!renderers) app.log.warn('the client build has no server renderer: every page renders in the browser')

  /**
   * An API answer for the page's render, asked of our own routes as the browser would ask (the same
   * checks, the same person); undefined if not 200. The stream never answers in time.
   */
  async function answerFor(request: FastifyRequest, apiPath: string): Promise<unknown> {
    if (!apiPath.startsWith(`${API_PREFIX}/`) || pathOf(apiPath) === apiPaths.notificationsStream)
      return undefined
    const answer = await app.inject({
      method: 'GET',
      url: `${base}${apiPath}`,
      headers: { cookie: request.headers.cookie ?? '', 'user-agent': request.headers['user-agent'] ?? '' },
    })
    return answer.statusCode === 200 ? answer.json() : undefined
  }

  /**
   * A main-layout page rendered for the person and their browser's view (decision 010), or null
   * when it cannot be: no renderer, no view cookie, or a failure (logged: the page then renders in
   * the browser).
   */
  async function renderOnServer(
    request: FastifyRequest,
    pattern: string,
    me: Me | null,
    language: Language,
  ): Promise<RenderedHtml | null> {
    const page = pageOf(pattern)
    const view = renderPage && isServerRendered(page) ? pageViewOf(request) : null
    // The banner of an administrator acting as someone is loaded on demand: the browser renders it.
    // A HEAD request has no use for the markup. A page the person may not open is refused by the
    // router in the browser (its 403 screen).
    const permission = page ? permissionOf(page) : null
    if (!view || !renderPage || me?.impersonation || request.method === 'HEAD') return null
    if (permission && !can(me?.role, permission)) return null
    // A slow database delays the page by the budget at most, over all its rounds of answers: what
    // has not answered by then is left for the browser to ask (the page shows it loading).
    const deadline = Date.now() + RENDER_ANSWERS_BUDGET_MS
    try {
      return await renderPage({
        url: `${config.publicUrl}${request.url}`,
        basePath: base,
        nonce: request.cspNonce,
        me,
        view,
        language,
        now: Date.now(),
        answers: { [apiPaths.me]: me, [apiPaths.config]: publicConfig(config) },
        ask: async (paths) => {
          const left = deadline - Date.now()
          if (left <= 0) return {}
          const fetched = await Promise.all(paths.map((path) => within(answerFor(request, path), left)))
          const answered: Record<string, unknown> = {}
          paths.forEach((path, index) => {
            if (fetched[index] !== undefined) answered[path] = fetched[index]
          })
          return answered
        },
      })
    } catch (error) {
      request.log.warn({ err: error }, 'could not render the page on the server')
      return null
    }
  }

  /** A page for a page pattern ('/people/:id'), or the app's not-found page for an unknown path (404). */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, pattern: string | null) {
    if (!isAuthPagePath(pattern)) {
      // Who is signed in goes inline, as the public config does: the page's first render needs no
      // GET /api/me. null when nobody; left out when the database cannot say (an outage),
      // and the page asks itself. A page that names a person is not stored by any cache.
      const me = await app.meOf(request, reply).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not tell who is signed in for a page')
        return undefined
      })
      const render = rendererFor(pattern ?? '*')
      const status = pattern === null ? 404 : 200
      if (me === undefined) return sendHtml(request, reply, status, render(request.cspNonce))
      const language = pageLanguageOf(request, me?.language)
      // The main layout's pages for someone signed in; the not-found page for anyone.
      const paintFirst = paintFirstRendererFor(pattern ?? '*')
      // Someone the instance requires two-factor of, without it, sees its set-up first (the page's
      // own answers would be refused): rendered by the browser, without the page's preloads.
      const mustSetUp = Boolean(me?.twoFactorRequired && !me.twoFactorEnabled && !me.impersonation)
      const rendered =
        paintFirst && (me || pattern === null) && !mustSetUp
          ? await renderOnServer(request, pattern ?? '*', me, language)
          : null
      if (rendered && paintFirst) {
        const head = `${jsonScript(ME_ELEMENT_ID, me, request.cspNonce)}${jsonScript(RENDERED_ELEMENT_ID, rendered.page, request.cspNonce)}${rendered.head}`
        const page = paintFirst(request.cspNonce, head).replace(
          '<div id="root"></div>',
          () => `<div id="root">${rendered.html}</div>`,
        )
        return sendHtml(request, reply, status, withLook(page, me, language, fontPreloads), 'no-store')
      }
      // The page's own API answers start with its scripts: for someone signed in, whom
      // they answer.
      const preloads = me && !mustSetUp ? (pageOf(pattern)?.preloads ?? []).map(dataPreload) : []
      const head = `${jsonScript(ME_ELEMENT_ID, me, request.cspNonce)}${preloads.join('')}`
      return sendHtml(
        request,
        reply,
        status,
        withLook(render(request.cspNonce, head), me, language, fontPreloads),
        me ? 'no-store' : 'no-cache',
      )
    }
    // Signed-in people who open a page for the signed out with ?next= (after signing in elsewhere,
    // an old tab) go where it says, as Login would have sent them; without it (the menu's Login and
    // Register items), the page says who is signed in, with the way on and a way to sign out.
    // Without an answer from the database (an outage), Login still shows: signing in will say why.
    const session =
      pageOfPattern(pattern)?.access === 'signed-out'
        ? await app.sessionOf(request).catch((error: unknown) => {
            request.log.warn(
              { err: error },
              'could not tell whether the visitor of a sign-in page is signed in',
            )
            return null
          })
        : null
    const query = new URLSearchParams(searchOf(request.url))
    if (session) {
      const next = query.get('next')
      if (next !== null || !renderers || request.method === 'HEAD')
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${base}${headerSafe(safeNextPath(next))}`, 302)
      const signedIn = { name: session.user.name, email: session.user.email }
      return sendHtml(
        request,
        reply,
        200,
        authPageFor(request, pattern, pageLanguageOf(request, session.user.language), signedIn),
        'no-store',
      )
    }
    // A new instance, with no administrator yet, is set up by creating one: Login and Register
    // lead to Register's first-run variant (an invitation cannot exist yet).
    if ((pattern === '/login' || pattern === '/register') && (await needsSetUp(request))) {
      if (pattern === '/login' || query.get(SET_UP_PARAM) !== '1')
        return reply.header('cache-control', 'no-store').redirect(`${base}/register?${SET_UP_PARAM}=1`, 302)
    }
    return sendHtml(request, reply, 200, authPageFor(request, pattern, pageLanguageOf(request, null)))
  }

  /** A page's language: the person's choice (when someone is signed in and chose), else the browser's. */
  const pageLanguageOf = languageOfRequest

  // Once an administrator exists there is always one (the last cannot be removed): asked no more.
  let hasAdministratorNow = false
  async function needsSetUp(request: FastifyRequest): Promise<boolean> {
    if (hasAdministratorNow) return false
    try {
      hasAdministratorNow = await hasAdministrator(app.database.db)
    } catch (error) {
      request.log.warn({ err: error }, 'could not tell whether the instance has an administrator')
      return false
    }
    return !hasAdministratorNow
  }

  /**
   * auth.html with the sign-in page in it: as the build prerendered it when the address has no query,
   * else rendered for this query; empty (the script renders it) when neither can be had.
   */
  function authPageFor(
    request: FastifyRequest,
    pattern: AuthPagePath,
    language: Language,
    signedIn: SignedInAs | null = null,
  ): string {
    const html = authPageMarkup(request, pattern, language, signedIn)
    return withLanguage(html, language, directionFor(language, DEFAULT_LOOK))
  }

  function authPageMarkup(
    request: FastifyRequest,
    pattern: AuthPagePath,
    language: Language,
    signedIn: SignedInAs | null,
  ): string {
    const query = searchOf(request.url)
    const prebuilt =
      query || signedIn || !isPasswordOnly
        ? undefined
        : prerendered.get(prerenderedAuthPageKey(language, pattern))
    // A provider's refusal comes back to Login as ?error=: the page says it in a sentence.
    const providerError = pattern === '/login' ? new URLSearchParams(query).get(SSO_ERROR_PARAM) : null
    const options = providerError
      ? { ...signInOptions, providerError: formatSentence(intlFor(language), ssoErrorMessage(providerError)) }
      : signInOptions
    if (prebuilt) return prebuilt(request.cspNonce)
    // Who is signed in, and the sign-in providers, go with the page, for its script to render the same.
    const head = `${signedIn ? jsonScript(SIGNED_IN_ELEMENT_ID, signedIn, request.cspNonce) : ''}${isPasswordOnly && !providerError ? '' : jsonScript(SIGN_IN_OPTIONS_ELEMENT_ID, options, request.cspNonce)}`
    const empty = renderEmptyAuthPage(request.cspNonce, head)
    if (!renderers || request.method === 'HEAD') return empty
    try {
      return withAuthPage(empty, renderers.renderAuthPage(pattern, query, signedIn, options, language))
    } catch (error) {
      request.log.warn({ err: error }, 'could not render the sign-in page on the server')
      return empty
    }
  }

  await app.register(fastifyStatic, {
    root: config.clientDir,
    prefix: `${base}/`,
    index: false,
    dotfiles: 'ignore',
    serveDotFiles: false,
    preCompressed: true,
    cacheControl: false,
    // Directories are never listed: a path ending in "/" is not found.
    allowedPath: (pathName) => !pathName.endsWith('/') && !unservedFiles.has(pathName),
    setHeaders: (reply, path) => {
      // Vite puts content hashes in the names of everything under assets/, so they never change.
      const isHashed = path.startsWith(assetsDir)
      reply.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })

  app.get(`${base}/`, (request, reply) => sendPage(request, reply, '/'))

  if (base !== '') {
    app.get('/', (_request, reply) => reply.redirect(`${base}/`, 302))
    app.get(base, (request, reply) => {
      return reply.redirect(`${base}/${searchOf(request.url)}`, 302)
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url, base)) return notFound(request, reply, true)
    const path = pathOf(request.url)
    const inBase = path.startsWith(`${base}/`)
    const relativePath = inBase ? path.slice(base.length) : ''
    const lastSegment = relativePath.slice(relativePath.lastIndexOf('/') + 1)
    const isPageLike =
      inBase &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      relativePath !== '/assets' &&
      !relativePath.startsWith('/assets/') &&
      !lastSegment.includes('.')
    if (isPageLike) {
      // Unknown pages still get the app, which renders its not-found page; the status tells the truth.
      // Sample pages that the instance leaves out (SAMPLE_PAGES=false) are not found.
      const pattern = pagePatternOf(relativePath)
      const shown = pattern === null || isPageShown(pageOf(pattern), config.samplePages)
      return sendPage(request, reply, shown ? pattern : null)
    }
    return notFound(request, reply, false)
  })
}

export default fp(clientPlugin, {
  name: 'foyer-client',
  fastify: '5.x',
  dependencies: ['foyer-config', 'foyer-security', 'foyer-db', 'foyer-auth'],
})
