import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { sentence } from '#shared/i18n/sentence.ts'
import { HttpError, someFieldsAreInvalid } from '../http-error.ts'

// PostgreSQL's text cannot hold the NUL character: a string with one, in a path, a query or a JSON
// body, would fail in the database as a 500. It is refused here, once, for every route.

/** The dotted path of the first string (or key) holding a NUL in `value`, or null when none does. */
export function nulPath(value: unknown): string | null {
  // A loop rather than recursion: a body can be nested deeper than the stack.
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }]
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value: current, path } = item
    if (typeof current === 'string') {
      if (current.includes('\0')) return path || '_'
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key
        if (key.includes('\0')) return childPath
        pending.push({ value: child, path: childPath })
      }
    }
  }
  return null
}

export function nulError(field: string): HttpError {
  const message = sentence({
    id: 'server.request.no-nul-character',
    defaultMessage: 'Must not contain the NUL character (U+0000)',
  })
  return new HttpError(400, 'bad_request', someFieldsAreInvalid(), { [field]: message })
}

const nulGuardPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = nulPath(request.params) ?? nulPath(request.query) ?? nulPath(request.body)
    done(field === null ? undefined : nulError(field))
  })
}

export default fp(nulGuardPlugin, { name: 'foyer-nul-guard', fastify: '5.x' })
