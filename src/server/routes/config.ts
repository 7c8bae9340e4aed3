import type { FastifyPluginAsync } from 'fastify'
import { apiPaths } from '#shared/api-paths.ts'
import { publicConfigSchema } from '#shared/public-config.ts'
import { publicConfig } from '../config.ts'
import { jsonSchema } from '../json-schema.ts'

export const configRoutes: FastifyPluginAsync = async (app) => {
  const body = publicConfig(app.config)

  app.get(
    apiPaths.config,
    { schema: { response: { 200: jsonSchema(publicConfigSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache')
      return body
    },
  )
}
