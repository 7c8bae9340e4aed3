import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
  }
}

const configPlugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.decorate('config', config)
}

export default fp(configPlugin, { name: 'foyer-config', fastify: '5.x' })
