import type { FastifyPluginAsync } from 'fastify'
import { sql } from 'kysely'
import { apiPaths } from '#shared/api-paths.ts'
import { type Health, healthSchema } from '#shared/public-config.ts'
import { isMigrated } from '../db/migrations.ts'
import { jsonSchema } from '../json-schema.ts'
import { keepServingUnderPressure } from '../plugins/load-shedding.ts'

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const startedAt = Date.now()

  // Alive even while shedding load: an orchestrator must not restart a busy process.
  app.get(
    apiPaths.health,
    { schema: { response: { 200: jsonSchema(healthSchema) } }, config: keepServingUnderPressure },
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
  app.get(apiPaths.ready, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await sql`SELECT 1`.execute(app.database.db)
      migrated ||= await isMigrated(app.database.db as never)
      if (!migrated) return reply.code(503).send({ status: 'migrating', database: 'reachable' })
    } catch {
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ status: 'unavailable', database: 'unreachable' })
    }
    return { status: 'ready', database: app.database.kind }
  })
}
