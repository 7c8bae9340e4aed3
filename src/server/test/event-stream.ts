import { type IncomingMessage, request } from 'node:http'
import type { FastifyInstance } from 'fastify'

// A Server-Sent Events client for the tests: real HTTP against a listening app, events parsed as
// a browser's EventSource parses them. Each stream has its own connection, which close() ends, as
// a browser's does when it leaves the page. (Node's fetch keeps the connection of a stream it has
// aborted in its pool for a few seconds, and an app's close() waits for it.)

export type StreamEvent = { event: string; data: string; id: string | undefined }

export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  return address
}

export async function openEventStream(url: string, headers: Record<string, string>) {
  const sent = request(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false })
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    sent.once('response', resolve)
    sent.once('error', reject)
    sent.end()
  })
  // Ending it is the client's own doing (close()), or the server's, which the stream then shows.
  sent.on('error', () => {})
  const responseHeaders = new Headers()
  for (const [name, value] of Object.entries(response.headers))
    for (const one of [value ?? []].flat()) responseHeaders.append(name, one)
  const events: StreamEvent[] = []
  /** The reconnection delays the server set (`retry:` fields), in order. */
  const retries: number[] = []
  const waiters = new Set<() => void>()
  let isEnded = false
  const done = (async () => {
    response.setEncoding('utf8')
    let buffer = ''
    try {
      for await (const value of response) {
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
      // closed by close()
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
    status: response.statusCode ?? 0,
    headers: responseHeaders,
    events,
    retries,
    next,
    ended: () => done.then(() => events),
    get isEnded() {
      return isEnded
    },
    close() {
      sent.destroy()
    },
  }
}
