import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { ApiError } from '#shared/public-config.ts'

/** An error meant for the client: its code and message are shown as they are. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly statusCode: number
  readonly code: string
  readonly fields: Record<string, string> | undefined

  constructor(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
    super(message)
    this.statusCode = statusCode
    this.code = code
    this.fields = fields
  }
}

export function apiErrorBody(
  request: FastifyRequest,
  code: string,
  message: string,
  fields?: Record<string, string>,
): ApiError {
  return { error: fields ? { code, message, fields } : { code, message }, requestId: request.id }
}

/**
 * Parses a request part with a shared zod schema, or throws a 400 whose `fields` map each invalid
 * field (dotted path) to the first thing wrong with it.
 */
export function parseOr400<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    fields[key] ??= issue.message
  }
  throw new HttpError(400, 'bad_request', 'Some fields are invalid', fields)
}
