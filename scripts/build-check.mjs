// Decides whether `npm start` must build first. Plain JavaScript so Node 20 runs it without a
// TypeScript loader; start.mjs uses it, and build-check.test.ts covers it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

export const buildStampPath = join('dist', '.build-stamp')

/** What a build reads: a change to any of these makes dist/ stale. */
const buildInputs = ['src', 'public', 'index.html', 'vite.config.ts', 'vite.server.config.ts', 'package.json']
const testFile = /\.(test|spec)\.[cm]?[jt]sx?$/

/**
 * The server's normalizeBasePath (src/shared/base-path.ts), minus its validation: an invalid value
 * is left as it is, and the build or the server then reports it.
 * @param {string | undefined} raw
 */
export function basePathFromEnv(raw) {
  // As in the server's config, an empty variable is an unset one.
  const value = raw?.trim() ? raw.trim() : '/free'
  return value === '/' ? '' : value.replace(/\/+$/, '')
}

/** @param {string} path */
function mtimeOf(path) {
  try {
    return statSync(path).mtimeMs
  } catch {
    return undefined
  }
}

/**
 * The first build input under `root` modified after `since`, or undefined.
 * @param {string} root
 * @param {number} since
 */
function changedInput(root, since) {
  const pending = buildInputs.map((input) => join(root, input))
  while (pending.length > 0) {
    const path = /** @type {string} */ (pending.pop())
    let stat
    try {
      stat = statSync(path)
    } catch {
      continue
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) pending.push(join(path, entry))
    } else if (stat.mtimeMs > since && !testFile.test(path)) {
      return relative(root, path)
    }
  }
  return undefined
}

/**
 * Why the project under `root` must be built before it can start, or null when dist/ is current.
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 * @returns {string | null}
 */
export function buildReason(root, env) {
  const clientDir = join(root, 'dist', 'client')
  if (!existsSync(join(clientDir, 'index.html'))) return 'dist/client/index.html is missing'
  if (!existsSync(join(root, 'dist', 'server', 'index.js'))) return 'dist/server/index.js is missing'
  let builtFor
  try {
    builtFor = JSON.parse(readFileSync(join(clientDir, 'build-info.json'), 'utf8')).basePath
  } catch {
    return 'dist/client/build-info.json is missing or unreadable'
  }
  const wanted = basePathFromEnv(env.BASE_PATH)
  if (builtFor !== wanted)
    return `the client was built for BASE_PATH=${builtFor || '/'}, not ${wanted || '/'}`
  const builtAt = mtimeOf(join(root, buildStampPath))
  if (builtAt === undefined) return `${buildStampPath} is missing`
  const changed = changedInput(root, builtAt)
  return changed ? `${changed} changed since the last build` : null
}
