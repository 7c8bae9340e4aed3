import type { FastifyInstance } from 'fastify'

// A Server-Sent Events client for the tests: real HTTP against a listening app, events parsed as
// a browser's EventSource parses them.

export type StreamEvent = { event: string; data: string; id: string | undefined }

export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return address
}

export async function openEventStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController()
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: controller.signal,
  })
  const events: StreamEvent[] = []
  /** The reconnection delays the server set (`retry:` fields), in order. */
  const retries: number[] = []
  const waiters = new Set<() => void>()
  let isEnded = false
  const done = (async () => {
    if (!response.body) return
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let buffer = ''
    try {
      for (;;) {
        const { value, done: finished } = await reader.read()
        if (finished) break
        buffer += value
        let cut = buffer.indexOf('\n\n')
        while (cut >= 0) {
          const block = buffer.slice(0, cut)
          buffer = buffer.slice(cut + 2)
          cut = buffer.indexOf('\n\n')
          const event: StreamEvent = { event: 'message', data: '', id: undefined }
          let hasData = false
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue
            const [field, ...rest] = line.split(':')
            const text = rest.join(':').replace(/^ /, '')
            if (field === 'event') event.event = text
            else if (field === 'data') {
              event.data += (hasData ? '\n' : '') + text
              hasData = true
            } else if (field === 'id') event.id = text
            else if (field === 'retry') retries.push(Number(text))
          }
          if (hasData) events.push(event)
          for (const wake of waiters) wake()
        }
      }
    } catch {
      // aborted
    } finally {
      isEnded = true
      for (const wake of waiters) wake()
    }
  })()

  /** The first event (from the start of the stream) matching, or throws after `timeoutMs`. */
  async function next(match: (event: StreamEvent) => boolean, timeoutMs = 2000): Promise<StreamEvent> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = events.find(match)
      if (found) return found
      if (isEnded) throw new Error(`the stream ended; events: ${JSON.stringify(events)}`)
      const left = deadline - Date.now()
      if (left <= 0)
        throw new Error(`no matching event within ${timeoutMs} ms; events: ${JSON.stringify(events)}`)
      await new Promise<void>((resolve) => {
        const wake = () => {
          waiters.delete(wake)
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(wake, left)
        waiters.add(wake)
      })
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    events,
    retries,
    next,
    ended: () => done.then(() => events),
    get isEnded() {
      return isEnded
    },
    close() {
      controller.abort()
    },
  }
}
