import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { PGLITE_DIR } from '../db/database.ts'
import { createDatabase } from '../db/pglite-thread.ts'
import { projectRoot } from '../project-root.ts'

// Global setup of the solo API files: one new embedded database, made as a first start makes it
// (createDatabase: initdb in a process of its own, seconds of work), which dataDirWithNewDatabase
// (temp-dir.ts) copies into the data directories of the tests whose point is not the first start.
export default async function setup() {
  const dir = join(projectRoot, 'node_modules/.cache/foyer', `new-database-${process.pid}`)
  await rm(dir, { recursive: true, force: true })
  // PGlite makes only the last folder of its path.
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await createDatabase(join(dir, PGLITE_DIR))
  process.env.FOYER_TEST_NEW_DATABASE = dir
  return () => rm(dir, { recursive: true, force: true })
}
