import type { FastifyError, FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { sentence } from '#shared/i18n/sentence.ts'
import { apiErrorBody, HttpError } from '../http-error.ts'
import { signInToContinue } from './auth.ts'

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
    message: sentence({
      id: 'server.request.body-too-large',
      defaultMessage: 'The request body is too large',
    }),
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'unsupported_media_type',
    message: sentence({
      id: 'server.request.send-json',
      defaultMessage: 'Send JSON (Content-Type: application/json)',
    }),
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'bad_request',
    message: sentence({
      id: 'server.request.body-not-json',
      defaultMessage: 'The request body is not valid JSON',
    }),
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'bad_request',
    message: sentence({
      id: 'server.request.body-empty',
      defaultMessage: 'The request body is empty but its Content-Type says JSON',
    }),
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'bad_request',
    message: sentence({
      id: 'server.request.body-length',
      defaultMessage: 'The request body does not match its Content-Length',
    }),
  },
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'bad_request',
    message: sentence({ id: 'server.request.bad-url', defaultMessage: 'The address is not a valid URL' }),
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    code: 'uri_too_long',
    message: sentence({ id: 'server.request.address-too-long', defaultMessage: 'The address is too long' }),
  },
  FST_STATIC_FORBIDDEN_PATH: {
    status: 403,
    code: 'forbidden',
    message: sentence({ id: 'server.request.path-not-allowed', defaultMessage: 'This path is not allowed' }),
  },
}

const genericByStatus: Record<number, Omit<ClientError, 'status' | 'retryAfterSeconds'>> = {
  400: {
    code: 'bad_request',
    message: sentence({ id: 'server.request.not-valid', defaultMessage: 'The request is not valid' }),
  },
  401: {
    code: 'unauthorized',
    message: signInToContinue,
  },
  403: {
    code: 'forbidden',
    message: sentence({ id: 'server.request.not-allowed', defaultMessage: 'You are not allowed to do this' }),
  },
  404: {
    code: 'not_found',
    message: sentence({ id: 'server.request.not-found', defaultMessage: 'Not found' }),
  },
  405: {
    code: 'method_not_allowed',
    message: sentence({
      id: 'server.request.method-not-allowed',
      defaultMessage: 'This method is not allowed here',
    }),
  },
  406: {
    code: 'not_acceptable',
    message: sentence({
      id: 'server.request.not-acceptable',
      defaultMessage: 'No representation matches the Accept header',
    }),
  },
  408: {
    code: 'request_timeout',
    message: sentence({ id: 'server.request.timeout', defaultMessage: 'The request took too long' }),
  },
  409: {
    code: 'conflict',
    message: sentence({
      id: 'server.request.conflict',
      defaultMessage: 'This conflicts with the current state',
    }),
  },
  413: {
    code: 'payload_too_large',
    message: sentence({
      id: 'server.request.body-too-large',
      defaultMessage: 'The request body is too large',
    }),
  },
  414: {
    code: 'uri_too_long',
    message: sentence({ id: 'server.request.address-too-long', defaultMessage: 'The address is too long' }),
  },
  415: {
    code: 'unsupported_media_type',
    message: sentence({
      id: 'server.request.send-json',
      defaultMessage: 'Send JSON (Content-Type: application/json)',
    }),
  },
  416: {
    code: 'range_not_satisfiable',
    message: sentence({ id: 'server.request.range', defaultMessage: 'The requested range cannot be served' }),
  },
  429: {
    code: 'too_many_requests',
    message: sentence({
      id: 'server.request.too-many',
      defaultMessage: 'Too many requests: wait a moment and try again',
    }),
  },
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
    ...(genericByStatus[status] ?? {
      code: 'client_error',
      message: sentence({
        id: 'server.request.cannot-serve',
        defaultMessage: 'The request cannot be served',
      }),
    }),
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
    return reply.code(status).send(
      apiErrorBody(
        request,
        'internal',
        sentence({
          id: 'server.request.internal',
          defaultMessage: 'Something went wrong on our side. Quote this request id if you report it.',
        }),
      ),
    )
  })
}

export default fp(errorsPlugin, { name: 'foyer-errors', fastify: '5.x' })
