import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { serveBackups } from '../db/backup.ts'

/**
 * On the embedded database opened from DATA_DIR, answers `npm run db:backup` on a Unix socket in
 * DATA_DIR (see db/backup.ts). Closed before the database is.
 */
const backupPlugin: FastifyPluginAsync = async (app) => {
  const stop = await serveBackups(app.database, app.log)
  // onClose hooks run in the reverse order of their plugins: this one before the database closes.
  if (stop) app.addHook('onClose', stop)
}

export default fp(backupPlugin, { name: 'foyer-backup', fastify: '5.x', dependencies: ['foyer-db'] })
