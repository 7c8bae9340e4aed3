import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { apiPaths } from '#shared/api-paths.ts'
import { publicConfigSchema } from '#shared/public-config.ts'
import { publicConfig } from '../config.ts'

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  const body = publicConfig(app.config)

  app.get(
    apiPaths.config,
    {
      schema: {
        summary: 'The deployment’s public settings: version, links, sign-in options',
        tags: ['Instance'],
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache')
      return body
    },
  )
}
