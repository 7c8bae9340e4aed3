import type { FastifyError, FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { apiErrorBody, HttpError } from '../http-error.ts'

type ClientError = {
  status: number
  code: string
  message: string
  fields?: Record<string, string>
  retryAfterSeconds?: number
}

// Fastify's own messages are written for developers; these are for the person using the app.
const knownErrors: Record<string, Omit<ClientError, 'fields' | 'retryAfterSeconds'>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'payload_too_large',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: 'Send JSON (Content-Type: application/json)',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'bad_request',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'bad_request',
    message: 'The request body is empty but its Content-Type says JSON',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: 'The request body does not match its Content-Length',
  },
  FST_ERR_BAD_URL: { status: 400, code: 'bad_request', message: 'The address is not a valid URL' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', message: 'The address is too long' },
  FST_STATIC_FORBIDDEN_PATH: { status: 403, code: 'forbidden', message: 'This path is not allowed' },
}

const genericByStatus: Record<number, Omit<ClientError, 'status' | 'retryAfterSeconds'>> = {
  400: { code: 'bad_request', message: 'The request is not valid' },
  401: { code: 'unauthorized', message: 'Sign in to continue' },
  403: { code: 'forbidden', message: 'You are not allowed to do this' },
  404: { code: 'not_found', message: 'Not found' },
  405: { code: 'method_not_allowed', message: 'This method is not allowed here' },
  406: { code: 'not_acceptable', message: 'No representation matches the Accept header' },
  408: { code: 'request_timeout', message: 'The request took too long' },
  409: { code: 'conflict', message: 'This conflicts with the current state' },
  413: { code: 'payload_too_large', message: 'The request body is too large' },
  414: { code: 'uri_too_long', message: 'The address is too long' },
  415: { code: 'unsupported_media_type', message: 'Send JSON (Content-Type: application/json)' },
  416: { code: 'range_not_satisfiable', message: 'The requested range cannot be served' },
  429: { code: 'too_many_requests', message: 'Too many requests: wait a moment and try again' },
}

/** What the client may learn about an error; null for a server-side fault (status 500 and up). */
function toClientError(error: FastifyError): ClientError | null {
  if (error instanceof HttpError) {
    // 503 (too busy, see load-shedding.ts) is the one server-side status a client can act on.
    if (error.statusCode >= 500 && error.statusCode !== 503) return null
    return {
      status: error.statusCode,
      code: error.code,
      message: error.message,
      fields: error.fields,
      retryAfterSeconds: error.retryAfterSeconds,
    }
  }
  const known = error.code ? knownErrors[error.code] : undefined
  if (known) return known
  const status = error.statusCode ?? 500
  if (status < 400 || status >= 500) return null
  return {
    status,
    ...(genericByStatus[status] ?? { code: 'client_error', message: 'The request cannot be served' }),
  }
}

const errorsPlugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Set here too for errors raised before the onRequest hooks ran (a malformed URL).
    reply.header('x-request-id', request.id).header('cache-control', 'no-store')
    const clientError = toClientError(error)
    if (clientError) {
      request.log.info({ code: error.code ?? clientError.code, reason: error.message }, 'request refused')
      if (clientError.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(clientError.retryAfterSeconds))
      return reply
        .code(clientError.status)
        .send(
          apiErrorBody(
            request,
            clientError.code,
            clientError.message,
            clientError.fields,
            clientError.retryAfterSeconds,
          ),
        )
    }
    request.log.error({ err: error }, 'request failed')
    const status =
      error.statusCode && error.statusCode >= 500 && error.statusCode < 600 ? error.statusCode : 500
    return reply
      .code(status)
      .send(
        apiErrorBody(
          request,
          'internal',
          'Something went wrong on our side. Quote this request id if you report it.',
        ),
      )
  })
}

export default fp(errorsPlugin, { name: 'foyer-errors', fastify: '5.x' })
