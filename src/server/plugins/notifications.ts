import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { accessOf, type ResourceDefinition } from '#shared/resource.ts'
import { createPubSub, type PubSub } from '../db/pubsub.ts'
import { createNotificationService, type NotificationService } from '../notifications/service.ts'

declare module 'fastify' {
  interface FastifyInstance {
    pubsub: PubSub
    notifications: NotificationService
  }
}

/** How soon a client whose stream ended with a stop should come back (to another instance). */
const RECONNECT_AFTER_STOP_MS = 1000

const notificationsPlugin: FastifyPluginAsync<{ resources: readonly ResourceDefinition[] }> = async (
  app,
  { resources },
) => {
  const pubsub = createPubSub(app.database, app.log)
  const notifications = createNotificationService({
    db: app.database.db,
    pubsub,
    logger: app.log,
    limits: app.config.notificationStreams,
    mayReadResource: (name, role) => {
      const definition = resources.find((resource) => resource.name === name)
      if (!definition) return false
      const { all, own } = accessOf(definition, role, 'read')
      return all || own
    },
  })
  await notifications.ready
  app.decorate('pubsub', pubsub)
  app.decorate('notifications', notifications)
  // Streams would hold the server open: end them first, telling clients when to come back.
  // The LISTEN connection goes back to the pool before the database closes.
  app.addHook('preClose', async () => {
    notifications.closeAll(RECONNECT_AFTER_STOP_MS)
    await pubsub.close()
  })
}

export default fp(notificationsPlugin, {
  name: 'foyer-notifications',
  fastify: '5.x',
  dependencies: ['foyer-db'],
})
