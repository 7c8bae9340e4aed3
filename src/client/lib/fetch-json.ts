import type * as z from 'zod/mini'
import { apiErrorSchema } from '#shared/public-config.ts'
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

/** GET or send JSON to an API path (relative to the base path) and parse the answer with a schema. */
export async function fetchJson<T extends z.ZodMiniType>(
  path: string,
  schema: T,
  init?: RequestInit,
): Promise<z.infer<T>> {
  let response: Response
  try {
    response = await fetch(`${basePath}${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        ...(init?.body ? { 'Content-Type': 'application/json' } : {}),
        ...init?.headers,
      },
    })
  } catch {
    throw new ApiRequestError(0, 'Cannot reach the server. Check your connection and try again.')
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.status === 401 && !path.startsWith('/api/auth/')) unauthorizedHandler?.(path)
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body)
    if (parsed.success) {
      throw new ApiRequestError(
        response.status,
        parsed.data.error.message,
        parsed.data.error.fields,
        parsed.data.requestId,
        {
          code: parsed.data.error.code,
          retryAfterSeconds: parsed.data.error.retryAfterSeconds ?? retryAfterHeader(response),
        },
      )
    }
    throw new ApiRequestError(
      response.status,
      `The server answered ${response.status}.`,
      undefined,
      undefined,
      {
        retryAfterSeconds: retryAfterHeader(response),
      },
    )
  }
  return schema.parse(body)
}
