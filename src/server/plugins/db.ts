import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { type Database, openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrations.ts'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
  }
}

/**
 * Opens the database named by the configuration (or takes one the caller opened, as tests do),
 * applies pending migrations, and closes it when the app closes, if it opened it.
 */
const dbPlugin: FastifyPluginAsync<{ database?: Database }> = async (app, options) => {
  const { config } = app
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
    ))
  if (!options.database) app.addHook('onClose', () => database.close())
  const applied = await migrateToLatest(database.db as never)
  if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated')
  app.decorate('database', database)
}

export default fp(dbPlugin, { name: 'foyer-db', fastify: '5.x', dependencies: ['foyer-config'] })
