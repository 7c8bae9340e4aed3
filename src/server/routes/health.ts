import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import { apiPaths } from '#shared/api-paths.ts'
import { type Health, healthSchema, type NotReady, readySchema } from '#shared/public-config.ts'
import { isMigrated } from '../db/migrations.ts'
import { keepServingUnderPressure } from '../plugins/load-shedding.ts'
import { sendAsIs } from '../send-as-is.ts'

function notReady(reply: FastifyReply, body: NotReady) {
  return sendAsIs(reply.code(503).type('application/json; charset=utf-8'), JSON.stringify(body))
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const startedAt = Date.now()

  // Alive even while shedding load: an orchestrator must not restart a busy process.
  app.get(
    apiPaths.health,
    {
      schema: {
        summary: 'Whether the process is alive (a liveness probe), with its version and uptime',
        tags: ['Instance'],
        response: { 200: healthSchema },
      },
      config: keepServingUnderPressure,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return {
        status: 'ok',
        version: app.config.version,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      } satisfies Health
    },
  )

  // Once every migration of this build is applied it stays so: the probe stops asking (and
  // listing migrations/) then.
  let migrated = false

  // Ready: the database answers and every migration is applied (a load balancer's readiness probe).
  // Its 503 is the probe's own answer, written here: a 503 declared in the schema would also write
  // the stop's and the load shedding's 503 errors, which have the error shape.
  app.get(
    apiPaths.ready,
    {
      schema: {
        summary: 'Whether the instance can serve (a readiness probe): database reachable, migrations applied',
        description:
          'While it cannot: 503 with `{ "status": "migrating" | "unavailable", "database": "reachable" | "unreachable" }`.',
        tags: ['Instance'],
        response: { 200: readySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      try {
        await sql`SELECT 1`.execute(app.database.db)
        migrated ||= await isMigrated(app.database.db as never)
        if (!migrated) return notReady(reply, { status: 'migrating', database: 'reachable' })
      } catch {
        return notReady(reply.header('retry-after', '5'), { status: 'unavailable', database: 'unreachable' })
      }
      return { status: 'ready' as const, database: app.database.kind }
    },
  )
}
