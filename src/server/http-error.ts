import type { FastifyRequest } from 'fastify'
import { type $ZodType, type output, safeParse } from 'zod/v4/core'
import { defaultIssueSentence } from '#shared/i18n/schema-sentences.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import type { ApiError } from '#shared/public-config.ts'
import { formatFor } from './i18n.ts'

/**
 * An error meant for the client: its code as it is, its message (and each field's) shown in the
 * reader's language when it is a sentence() (#shared/i18n/sentence.ts), else as it is.
 */
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
  const fieldsRead = fields
    ? Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, formatFor(request, text)]))
    : undefined
  return {
    error: {
      code,
      message: formatFor(request, message),
      ...(fieldsRead ? { fields: fieldsRead } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
    },
    requestId: request.id,
  }
}

export const someFieldsAreInvalid = () =>
  sentence({ id: 'server.request.some-fields-invalid', defaultMessage: 'Some fields are invalid' })

/**
 * Parses a request part with a shared zod schema, or throws a 400 whose `fields` map each invalid
 * field (dotted path) to the first thing wrong with it.
 */
export function parseOr400<T extends $ZodType>(schema: T, value: unknown): output<T> {
  // A check the schema gave no sentence of its own says what is wrong in the reader's language too.
  const result = safeParse(schema, value, { error: defaultIssueSentence })
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_'
    fields[key] ??= issue.message
  }
  throw new HttpError(400, 'bad_request', someFieldsAreInvalid(), fields)
}
