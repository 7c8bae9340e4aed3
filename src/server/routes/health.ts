import type { FastifyPluginAsync } from 'fastify'
import { apiPaths } from '#shared/api-paths.ts'
import { type Health, healthSchema } from '#shared/public-config.ts'
import { jsonSchema } from '../json-schema.ts'

export const healthRoutes: FastifyPluginAsync = async (app) => {
  const startedAt = Date.now()

  app.get(
    apiPaths.health,
    { schema: { response: { 200: jsonSchema(healthSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return {
        status: 'ok',
        version: app.config.version,
        uptimeSeconds: Math.floor((Date.now() - startedAt) / 1000),
      } satisfies Health
    },
  )
}
