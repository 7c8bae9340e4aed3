import { randomUUID } from 'node:crypto'
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from 'fastify'
import type { ResourceDefinition } from '#shared/resource.ts'
import { resources as definedResources } from '#shared/resources/index.ts'
import type { PasswordHashing } from './auth/password-hashing.ts'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { zodSerializerCompiler, zodValidatorCompiler } from './json-schema.ts'
import { readableLines, writesReadableLines } from './log-format.ts'
import apiKeysPlugin from './plugins/api-keys.ts'
import authPlugin from './plugins/auth.ts'
import backupPlugin from './plugins/backup.ts'
import clientPlugin from './plugins/client.ts'
import configPlugin from './plugins/config.ts'
import csrfPlugin from './plugins/csrf.ts'
import dbPlugin from './plugins/db.ts'
import errorsPlugin from './plugins/errors.ts'
import loadSheddingPlugin from './plugins/load-shedding.ts'
import metricsPlugin from './plugins/metrics.ts'
import notificationsPlugin from './plugins/notifications.ts'
import nulGuardPlugin from './plugins/nul-guard.ts'
import openApiPlugin from './plugins/openapi.ts'
import purgePlugin from './plugins/purge.ts'
import securityPlugin from './plugins/security.ts'
import stoppingPlugin from './plugins/stopping.ts'
import { redactUrl } from './redact-url.ts'
import { originForm } from './request-target.ts'
import { resourceRoutes } from './resources/routes.ts'
import { accountRoutes, peopleRoutes } from './routes/account.ts'
import { adminRoutes } from './routes/admin.ts'
import { apiKeyRoutes } from './routes/api-keys.ts'
import { auditExportRoutes } from './routes/audit-export.ts'
import { authRoutes } from './routes/auth.ts'
import { configRoutes } from './routes/config.ts'
import { confirmationRoutes } from './routes/confirmation.ts'
import { healthRoutes } from './routes/health.ts'
import { notificationRoutes } from './routes/notifications.ts'
import { searchRoutes } from './routes/search.ts'
import { termsRoutes } from './routes/terms.ts'

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>

export type BuildAppOptions = {
  config: Config
  /** true (the default) logs JSON at config.logLevel; an object adds pino options; tests pass false. */
  logger?: boolean | LoggerOptions
  /**
   * Registered under the base path after the app's own routes. A ready instance takes no new
   * routes, so tests add the ones they need (a route that throws, a POST that parses JSON) here.
   */
  extraRoutes?: FastifyPluginAsync
  /** An open database to use instead of the one the configuration names (tests); left open on close. */
  database?: Database
  /** Shorter limits on slow clients, so that a test need not wait for the real ones. */
  httpTimeouts?: Partial<HttpTimeouts>
  /** Told of every route as it is registered (the fuzz covers each one). */
  onRoute?: (route: RouteOptions) => void
  /** The resources whose API to serve (default: src/shared/resources; tests pass their own). */
  resources?: readonly ResourceDefinition[]
  /**
   * How passwords are hashed (default: better-auth's own scrypt, queued). The API tests pass a
   * cheaper scrypt in the same format (src/server/test/test-password-hashing.ts).
   */
  passwordHashing?: PasswordHashing
}

/**
 * How long a client may take, with no proxy assumed in front (docs/decisions/019). Node checks the
 * first two every `checkEveryMs`, so a request whose headers trickle in (or never come) is cut
 * within headersMs + checkEveryMs; they cover receiving the request only, never a long answer.
 */
export type HttpTimeouts = {
  /** From the connection (or the end of the previous answer) to the end of the headers. */
  headersMs: number
  /** The same to the end of the body. */
  requestMs: number
  /**
   * A connection on which nothing moves, either way, while a request is served: a client that stops
   * reading its answer. Well above the time a busy server may take to answer (a sign-in waiting its
   * turn to hash, a photo in the image queue), which this limit would cut with a reset.
   */
  idleMs: number
  checkEveryMs: number
}

export const httpTimeouts: HttpTimeouts = {
  headersMs: 5_000,
  requestMs: 10_000,
  idleMs: 60_000,
  checkEveryMs: 1_000,
}

function loggerOptions(config: Config, logger: boolean | LoggerOptions): FastifyServerOptions['logger'] {
  if (logger === false) return false
  const defaults: LoggerOptions = {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      // Fastify's own, with the address's secrets taken out.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  }
  if (logger !== true) return { ...defaults, ...logger }
  return writesReadableLines(config.logFormat) ? { ...defaults, stream: readableLines() } : defaults
}

/** The levels at which the log holds info lines (each request's line). */
const writesInfo = new Set(['info', 'debug', 'trace'])

// Fastify answers these before routing, with its default error handler: hand them to ours instead.
function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return reply.server.errorHandler(error, request, reply)
}

/** Builds the whole server, ready to inject requests into or to listen (index.ts does that). */
export async function buildApp({
  config,
  logger = true,
  extraRoutes,
  resources = definedResources,
  database,
  httpTimeouts: timeoutOverrides,
  onRoute,
  passwordHashing,
}: BuildAppOptions): Promise<FastifyInstance> {
  const timeouts = { ...httpTimeouts, ...timeoutOverrides }
  const app = Fastify({
    logger: loggerOptions(config, logger),
    // No proxy is assumed in front, so the server protects itself from slow clients.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
    keepAliveTimeout: 72_000,
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    genReqId: () => randomUUID(),
    // One line per request, written when it is answered (the hooks below), not two.
    logController: new LogController({ disableRequestLogging: true }),
    // A client-chosen id could be forged to muddle the logs.
    requestIdHeader: false,
    // plugins/stopping.ts refuses requests during a stop, in the app's error shape.
    return503OnClosing: false,
    // A first start creates the embedded database (initdb, migrations): seconds, and more than
    // avvio's default 10 s per plugin on a machine busy with other work, which stopped the start.
    pluginTimeout: 120_000,
    forceCloseConnections: 'idle',
    // Malformed URLs and overlong parameters get the same error shape as everything else.
    frameworkErrors: sendFrameworkError,
    // The router routes an absolute-form target (`GET http://host/path`) by its path; the hooks
    // and handlers that read request.url must see that same path.
    rewriteUrl: (request) => originForm(request.url ?? '/'),
  })
  if (onRoute) app.addHook('onRoute', onRoute)
  // Routes declare their input and answers with the shared zod schemas (json-schema.ts).
  app.setValidatorCompiler(zodValidatorCompiler)
  app.setSerializerCompiler(zodSerializerCompiler)
  // JSON is the only body the API takes; anything else is answered 415.
  app.removeContentTypeParser('text/plain')
  // Callback-style: every request passes here, and an async function costs promises.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    request.log.debug({ req: request }, 'incoming request')
    done()
  })
  app.addHook('onResponse', (request, reply, done) => {
    // The message is built only when it is written: at LOG_LEVEL=warn a request costs nothing here.
    if (!writesInfo.has(request.log.level)) return done()
    const ms = reply.elapsedTime
    request.log.info(
      { req: request, res: { statusCode: reply.statusCode }, responseTime: ms },
      `${request.method} ${redactUrl(request.url)} ${reply.statusCode} in ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`,
    )
    done()
  })

  try {
    await app.register(configPlugin, { config })
    await app.register(errorsPlugin)
    await app.register(stoppingPlugin)
    await app.register(securityPlugin)
    await app.register(csrfPlugin)
    await app.register(nulGuardPlugin)
    await app.register(dbPlugin, { database })
    await app.register(backupPlugin)
    await app.register(purgePlugin)
    await app.register(notificationsPlugin, { resources })
    await app.register(metricsPlugin)
    await app.register(authPlugin, { passwordHashing })
    await app.register(apiKeysPlugin)
    // After the database: start-up's long synchronous work must not count as overload.
    await app.register(loadSheddingPlugin)
    await app.register(openApiPlugin)
    const prefix = config.basePath
    await app.register(authRoutes, { prefix })
    await app.register(accountRoutes, { prefix })
    await app.register(confirmationRoutes, { prefix })
    await app.register(peopleRoutes, { prefix })
    await app.register(notificationRoutes, { prefix })
    await app.register(adminRoutes, { prefix })
    await app.register(apiKeyRoutes, { prefix })
    await app.register(auditExportRoutes, { prefix })
    await app.register(searchRoutes, { prefix, resources })
    await app.register(healthRoutes, { prefix })
    await app.register(configRoutes, { prefix })
    await app.register(termsRoutes, { prefix })
    await app.register(resourceRoutes, { prefix, resources })
    if (extraRoutes) await app.register(extraRoutes, { prefix })
    await app.register(clientPlugin)
    await app.ready()
  } catch (error) {
    await app.close().catch(() => {})
    throw error
  }
  return app
}
