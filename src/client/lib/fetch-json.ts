import type * as z from 'zod/mini'
import { apiErrorSchema } from '#shared/public-config.ts'
import { basePath } from './base-path.ts'

/** An error answer from our API, with the person-readable message it carried. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly requestId?: string,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
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
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(body)
    if (parsed.success) {
      throw new ApiRequestError(
        response.status,
        parsed.data.error.message,
        parsed.data.error.fields,
        parsed.data.requestId,
      )
    }
    throw new ApiRequestError(response.status, `The server answered ${response.status}.`)
  }
  return schema.parse(body)
}
