import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { onTestFinished } from 'vitest'
import { PGLITE_DIR } from '../db/database.ts'

/** A new directory under the system's temporary one, removed when the test finishes. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  return dir
}

/**
 * A new DATA_DIR holding a new, empty embedded database, as a first start leaves it before it
 * migrates: a copy of the one the solo files' global setup made (new-database.ts), for the tests
 * whose point is not the first start (the tests of a first start use tempDir). Without that setup
 * (another project), the directory is empty and the first open makes the database.
 */
export async function dataDirWithNewDatabase(prefix: string): Promise<string> {
  const dir = await tempDir(prefix)
  const made = process.env.FOYER_TEST_NEW_DATABASE
  if (made) await cp(join(made, PGLITE_DIR), join(dir, PGLITE_DIR), { recursive: true })
  return dir
}
