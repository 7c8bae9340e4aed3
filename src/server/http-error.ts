import type { FastifyRequest } from 'fastify'
import { type $ZodType, type output, safeParse } from 'zod/v4/core'
import type { ApiError } from '#shared/public-config.ts'

/** An error meant for the client: its code and message are shown as they are. */
export class HttpError extends Error {
  override name = 'HttpError'
  readonly statusCode: number
  readonly code: string
  readonly fields: Record<string, string> | undefined
  /** With 429: sent as Retry-After and as error.retryAfterSeconds. */
  readonly retryAfterSeconds: number | undefined

  constructor(
    statusCode: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    retryAfterSeconds?: number,
  ) {
    super(message)
    this.statusCode = statusCode
    this.code = code
    this.fields = fields
    this.retryAfterSeconds = retryAfterSeconds
  }
}

export function apiErrorBody(
  request: FastifyRequest,
  code: string,
  message: string,
  fields?: Record<string, string>,
  retryAfterSeconds?: number,
): ApiError {
  return {
    error: {
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    },
    requestId: request.id,
  }
}

/**
 * Parses a request part with a shared zod schema, or throws a 400 whose `fields` map each invalid
 * field (dotted path) to the first thing wrong with it.
 */
export function parseOr400<T extends $ZodType>(schema: T, value: unknown): output<T> {
  const result = safeParse(schema, value)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    fields[key] ??= issue.message
  }
  throw new HttpError(400, 'bad_request', 'Some fields are invalid', fields)
}
