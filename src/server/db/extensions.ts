import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** The extensions the migrations use (people search by trigram). */
const extensions = { pg_trgm }

/**
 * PostgreSQL's memory settings for the embedded engine, wherever PGlite is opened (initdb's own
 * instance on a first start takes them too). PGlite's defaults are a server's: 128 MB of shared
 * buffers, which its WebAssembly memory holds resident from the start, and room for 100
 * connections, where it has one. Decision 022 has the figures: with these, the embedded database
 * holds about 140 MB less at rest, and a data directory of Foyer's size still fits its buffers.
 */
const memorySettings = [
  'shared_buffers=16MB',
  'max_connections=5',
  'wal_buffers=1MB',
  'temp_buffers=1MB',
  'maintenance_work_mem=16MB',
]

/** What every PGlite Foyer opens is given: its extensions and its memory settings. */
export const engineOptions = {
  extensions,
  startParams: [...PGlite.defaultStartParams, ...memorySettings.flatMap((setting) => ['-c', setting])],
}
