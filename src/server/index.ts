import './v8-tuning.ts'
import closeWithGrace from 'close-with-grace'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { type Config, ConfigError, loadConfig } from './config.ts'
import { startupLines } from './log-format.ts'

function exitOnStartupError(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`foyer: ${error.message}\n`)
  } else {
    process.stderr.write(
      `foyer: could not start: ${error instanceof Error ? (error.stack ?? error.message) : error}\n`,
    )
  }
  process.exit(1)
}

// The usual reasons listen() fails are the operator's to fix: say which variable to change.
function listenError(error: unknown, config: Config): unknown {
  const where = `${config.host}:${config.port}`
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return new ConfigError(`${where} is already in use: stop the other server or set PORT`)
    case 'EACCES':
      return new ConfigError(
        `not allowed to listen on ${where}: use a PORT above 1023 or grant the permission`,
      )
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new ConfigError(`HOST ${config.host} is not an address of this machine`)
    default:
      return error
  }
}

async function start(): Promise<{ app: FastifyInstance; config: Config }> {
  const config = loadConfig(process.env)
  const app = await buildApp({ config })
  try {
    await app.listen({
      host: config.host,
      port: config.port,
      listenTextResolver: (address) => `Listening on ${address}`,
    })
  } catch (error) {
    await app.close()
    throw listenError(error, config)
  }
  return { app, config }
}

const { app, config } = await start().catch(exitOnStartupError)
for (const line of startupLines(config)) app.log.info(line)

// A second signal, or the delay running out, ends the process at once (close-with-grace).
closeWithGrace(
  { delay: config.shutdownTimeoutMs, logger: { error: (message: string) => app.log.error(message) } },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error')
    else app.log.info(`${signal ?? 'shutdown'} received: finishing requests in flight, then stopping`)
    // A client that keeps a request going (sending or reading slowly) would hold app.close()
    // open: cut every connection shortly before close-with-grace would kill the process.
    const cutOff = setTimeout(
      () => app.server.closeAllConnections(),
      Math.floor(config.shutdownTimeoutMs * 0.9),
    )
    // Requests in flight finish; idle keep-alive connections close with the listener, after the
    // server read and refused what clients had already sent on them (plugins/stopping.ts).
    try {
      await app.close()
    } finally {
      clearTimeout(cutOff)
    }
    app.log.info('stopped')
  },
)
