import { sentence } from '#shared/i18n/sentence.ts'
import { HttpError } from './http-error.ts'

// A request target is read once, from the raw request line, and what is forwarded or checked is
// built from that reading (docs/decisions/013).

/**
 * The origin-form (`/path?query`) of a request target. HTTP/1.1 servers must accept the
 * absolute form (`http://host/path`) too; the router already routes it by its path, so every hook
 * that reads request.url must see that same path, not the scheme and host before it.
 */
export function originForm(target: string): string {
  if (target.startsWith('/')) return target
  const absolute = /^https?:\/\/[^/?#]+/i.exec(target)
  if (!absolute) return target
  const rest = target.slice(absolute[0].length)
  return rest.startsWith('/') ? rest : `/${rest}`
}

/** One segment of a better-auth endpoint's path: every endpoint the app uses fits. */
const SEGMENT = /^[A-Za-z0-9_-]+$/

export type AuthTarget = {
  /** The endpoint's path under {BASE}/api/auth, e.g. `/sign-in/email`. */
  path: string
  /** The query string as the client sent it, without its `?`, or null when there was none. */
  query: string | null
}

const badTarget = () =>
  new HttpError(
    400,
    'bad_request',
    sentence({
      id: 'server.request.address-not-valid',
      defaultMessage: 'The address of this request is not valid',
    }),
  )

/**
 * The endpoint a request under `prefix` ({BASE}/api/auth) names, read from the raw target (not the
 * router's decoded copy). Anything a URL parser could read differently is refused: percent-escapes
 * (an encoded `?`, `/`, `\` or dot), dot segments, empty segments, backslashes, semicolons, a
 * fragment, a second `?` and an encoded NUL in the query.
 */
export function parseAuthTarget(target: string, prefix: string): AuthTarget {
  const url = originForm(target)
  if (!url.startsWith(`${prefix}/`)) throw badTarget()
  const rest = url.slice(prefix.length)
  const mark = rest.indexOf('?')
  const path = mark === -1 ? rest : rest.slice(0, mark)
  const query = mark === -1 ? null : rest.slice(mark + 1)
  if (
    !path
      .slice(1)
      .split('/')
      .every((segment) => SEGMENT.test(segment))
  )
    throw badTarget()
  if (query !== null && /[?#\\]|%00/i.test(query)) throw badTarget()
  return { path, query }
}
