import { type Mock, vi } from 'vitest'

type Handler = (request: { body: unknown; init: RequestInit | undefined }) => Response | Promise<Response>

/** A JSON answer, as our server sends them. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

/**
 * Replaces the global fetch with one that answers by "METHOD /path" (or just "/path") from the
 * handlers; anything else gets a 404 error answer. Undo with vi.unstubAllGlobals().
 */
export function mockFetch(handlers: Record<string, Handler>): Mock<typeof fetch> {
  const spy = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const path = new URL(url, 'http://localhost').pathname
    const method = (init?.method ?? 'GET').toUpperCase()
    const handler = handlers[`${method} ${path}`] ?? handlers[path]
    if (!handler)
      return jsonResponse(404, { error: { code: 'not_found', message: `No mock for ${method} ${path}` } })
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    return handler({ body, init })
  })
  vi.stubGlobal('fetch', spy)
  return spy
}

/** The JSON bodies sent to a path, in order. */
export function sentBodies(spy: Mock<typeof fetch>, path: string): unknown[] {
  return spy.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined))
}
