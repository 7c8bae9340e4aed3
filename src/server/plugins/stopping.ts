import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../http-error.ts'

// A graceful stop (index.ts calls app.close() on SIGTERM/SIGINT; docs/deploy.md, "Stopping and upgrading").
// Requests the server has taken in finish as usual. What changes once it stops:
// - a response says `Connection: close`, so a keep-alive connection ends after its request instead
//   of idling until SHUTDOWN_TIMEOUT_MS cuts it (Node does not close connections that become idle
//   after server.close());
// - a request that arrives meanwhile is refused with 503, Retry-After and the usual error body,
//   instead of Fastify's own 503 body;
// - before the listener closes (which also destroys idle keep-alive connections), the server waits
//   a moment, so that requests clients already sent on those connections are read and answered
//   with that 503 rather than cut by a reset that leaves the client not knowing whether they ran.

/**
 * Long enough for requests already on the wire to be read on a busy machine; the wait ends sooner
 * once every connection is closed.
 */
const LINGER_MS = 1000
/**
 * When a client refused during a stop should come back (to another instance, or this one
 * restarted): after the listener has closed, so that it does not reconnect just as it closes.
 */
const RETRY_AFTER_STOP_SECONDS = 2

class StoppingError extends HttpError {
  constructor() {
    super(
      503,
      'server_stopping',
      'The server is restarting: try again in a moment',
      undefined,
      RETRY_AFTER_STOP_SECONDS,
    )
  }
}

const stoppingPlugin: FastifyPluginAsync = async (app) => {
  let isStopping = false

  // Callback-style hooks: on every request, and an async function costs promises.
  app.addHook('onRequest', (_request, _reply, done) => {
    done(isStopping ? new StoppingError() : undefined)
  })
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (isStopping) reply.header('connection', 'close')
    done()
  })

  // Registered before the other plugins: preClose hooks run in order, and requests must be refused
  // from the start of the stop, not only once notification streams have ended.
  app.addHook('preClose', async () => {
    isStopping = true
    if (!app.server.listening) return
    const until = Date.now() + LINGER_MS
    while (Date.now() < until && (await openConnections(app))) await sleep(20)
  })
}

function openConnections(app: Parameters<FastifyPluginAsync>[0]): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)))
}

export default fp(stoppingPlugin, {
  name: 'foyer-stopping',
  fastify: '5.x',
  dependencies: ['foyer-errors'],
})
