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

/**
 * The planner's cost of reading a page out of order. PostgreSQL's default (4, for spinning disks)
 * made it scan a whole resource's table rather than use its indexes: with 100,000 records, counting
 * a search's matches took 272 ms instead of 27 (`npm run bench:resources`). The embedded database's
 * pages are in memory or the page cache, where a random read costs about what a sequential one does.
 */
const plannerSettings = ['random_page_cost=1.1']

/** What every PGlite Foyer opens is given: its extensions, its memory and its planner settings. */
export const engineOptions = {
  extensions,
  startParams: [
    ...PGlite.defaultStartParams,
    ...[...memorySettings, ...plannerSettings].flatMap((setting) => ['-c', setting]),
  ],
}
