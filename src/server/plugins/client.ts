import { readFile } from 'node:fs/promises'
import { isAbsolute, join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { API_PREFIX } from '#shared/api-paths.ts'
import { isKnownPagePath } from '#shared/page-routes.ts'
import { type Config, ConfigError, publicConfig } from '../config.ts'
import { apiErrorBody } from '../http-error.ts'

/** Written by vite.config.ts (html.cspNonce) into every tag that needs the per-response nonce. */
export const CSP_NONCE_PLACEHOLDER = '__FOYER_CSP_NONCE__'

const gzipAsync = promisify(gzip)

/** Served by our own routes (index.html, with the nonce and config filled in) or not at all. */
const unservedFiles = new Set(['/index.html', '/build-info.json'])

function displayPath(dir: string): string {
  const fromCwd = relative(process.cwd(), dir)
  return fromCwd && !fromCwd.startsWith('..') && !isAbsolute(fromCwd) ? fromCwd : dir
}

async function readBuild(config: Config): Promise<{ html: string }> {
  const dir = displayPath(config.clientDir)
  let html: string
  try {
    html = await readFile(join(config.clientDir, 'index.html'), 'utf8')
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
  if (!/<\/head>/i.test(html)) throw new ConfigError(`${dir}/index.html has no </head>: run npm run build`)
  return { html }
}

/**
 * Prepares index.html once: the public config goes inline (so the first render needs no request),
 * and rendering per response only joins the parts around each nonce placeholder.
 */
function indexRenderer(html: string, config: Config): (nonce: string) => string {
  // Escaping "<" keeps "</script>" or "<!--" in a configured value from ending the element.
  const json = JSON.stringify(publicConfig(config)).replace(/</g, '\\u003c')
  const script = `<script id="foyer-config" type="application/json" nonce="${CSP_NONCE_PLACEHOLDER}">${json}</script>`
  const parts = html.replace(/<\/head>/i, `${script}</head>`).split(CSP_NONCE_PLACEHOLDER)
  return (nonce) => parts.join(nonce)
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

function isApiPath(url: string, base: string): boolean {
  const path = pathOf(url)
  return path === `${base}${API_PREFIX}` || path.startsWith(`${base}${API_PREFIX}/`)
}

function notFound(request: FastifyRequest, reply: FastifyReply, isApi: boolean) {
  const message = isApi ? 'No such API endpoint' : 'No such page or file'
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
  const { html } = await readBuild(config)
  const renderIndex = indexRenderer(html, config)
  const assetsDir = join(config.clientDir, 'assets') + sep

  async function sendIndex(request: FastifyRequest, reply: FastifyReply, status: number) {
    const body = renderIndex(request.cspNonce)
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body)
    return reply.header('content-encoding', 'gzip').send(await gzipAsync(body))
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

  app.get(`${base}/`, (request, reply) => sendIndex(request, reply, 200))

  if (base !== '') {
    app.get('/', (_request, reply) => reply.redirect(`${base}/`, 302))
    app.get(base, (request, reply) => {
      const query = request.url.indexOf('?')
      return reply.redirect(`${base}/${query === -1 ? '' : request.url.slice(query)}`, 302)
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
      return sendIndex(request, reply, isKnownPagePath(relativePath) ? 200 : 404)
    }
    return notFound(request, reply, false)
  })
}

export default fp(clientPlugin, {
  name: 'foyer-client',
  fastify: '5.x',
  dependencies: ['foyer-config', 'foyer-security'],
})
