import type { ApiError } from '#shared/public-config.ts'
import { basePath } from './base-path.ts'

/** What else an error answer may carry: its machine-readable code and, with 429, the wait. */
export type ApiErrorDetails = { code?: string; retryAfterSeconds?: number }

/** An error answer from our API, with the person-readable message it carried. Status 0: no answer. */
export class ApiRequestError extends Error {
  readonly code: string | undefined
  readonly retryAfterSeconds: number | undefined

  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly requestId?: string,
    details: ApiErrorDetails = {},
  ) {
    super(message)
    this.name = 'ApiRequestError'
    this.code = details.code
    this.retryAfterSeconds = details.retryAfterSeconds
  }
}

/** The Retry-After header in seconds, when it is a number (the date form is not used by our server). */
function retryAfterHeader(response: Response): number | undefined {
  const raw = response.headers.get('Retry-After')
  const value = raw ? Number(raw) : Number.NaN
  return Number.isFinite(value) && value >= 0 ? value : undefined
}

let unauthorizedHandler: ((path: string) => void) | null = null

/**
 * Called when an API other than sign-in itself answers 401: the session ended elsewhere (expired,
 * revoked). The app registers what to do (re-check who is signed in, then go to Login).
 */
export function onUnauthorized(handler: ((path: string) => void) | null): void {
  unauthorizedHandler = handler
}

/**
 * An error answer of our API (`{ error: { code, message, ... }, requestId }`), told apart from
 * whatever else may answer an error (a proxy's HTML page, an empty body).
 */
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false
  const { error } = body
  return (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    'code' in error &&
    typeof error.code === 'string' &&
    (!('retryAfterSeconds' in error) || typeof error.retryAfterSeconds === 'number')
  )
}

/** Codes of failures that are no answer of the API's (errorSentence words each). */
export const UNREACHABLE = 'unreachable'
export const NOT_THE_API = 'not_the_api'
/** Anything else that went wrong on the way (toApiRequestError). */
export const UNEXPECTED = 'unexpected'

const pageLang = () => (typeof document === 'undefined' ? '' : document.documentElement.lang)

/**
 * GET or send JSON to an API path (relative to the base path) and return the answer as `T`, the
 * type of that route's answer in `src/shared`. The answer is not parsed again here: the server
 * serializes every answer through the same schema (decision 004, point 2: no zod in the browser
 * outside forms).
 */
export async function fetchJson<T>(path: string, init?: RequestInit): Promise<T> {
  let response: Response
  const language = pageLang()
  try {
    response = await fetch(`${basePath}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        // The server's messages come in the page's language, whatever the browser's.
        ...(language ? { 'Accept-Language': language } : {}),
        ...(init?.body ? { 'Content-Type': 'application/json' } : {}),
        ...init?.headers,
      },
    })
  } catch {
    throw new ApiRequestError(
      0,
      'Cannot reach the server. Check your connection and try again.',
      undefined,
      undefined,
      {
        code: UNREACHABLE,
      },
    )
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.status === 401 && !path.startsWith('/api/auth/')) unauthorizedHandler?.(path)
  if (!response.ok) {
    if (isApiError(body)) {
      const { error, requestId } = body
      throw new ApiRequestError(response.status, error.message, error.fields, requestId, {
        code: error.code,
        retryAfterSeconds: error.retryAfterSeconds ?? retryAfterHeader(response),
      })
    }
    throw new ApiRequestError(
      response.status,
      `The server answered ${response.status}.`,
      undefined,
      undefined,
      { code: NOT_THE_API, retryAfterSeconds: retryAfterHeader(response) },
    )
  }
  // A 200 that is not JSON comes from something else than our API (a proxy's page, a portal).
  if (body === null && response.status !== 204)
    throw new ApiRequestError(response.status, 'The answer could not be read.', undefined, undefined, {
      code: NOT_THE_API,
    })
  return body as T
}
