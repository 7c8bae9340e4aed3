import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest, sqlMigrationsDir } from '../db/migrations.ts'
import { projectRoot } from '../project-root.ts'

// Makes the migrated database once per test run: a PGlite dump that each test loads into memory
// (much quicker than migrating a new data directory), or, with DATABASE_URL, a PostgreSQL template
// database that each test copies with CREATE DATABASE ... TEMPLATE.

// One template per run, so that two runs on one server (a developer's and CI's) do not drop each
// other's template; a run removes its own when it ends.
const TEMPLATE_DATABASE = `foyer_test_template_${process.pid}`

export default async function setup() {
  const databaseUrl = process.env.DATABASE_URL
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`)
    await admin.end()
    const url = new URL(databaseUrl)
    url.pathname = `/${TEMPLATE_DATABASE}`
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 })
    await migrateToLatest(database.db as never)
    await database.close()
    process.env.FOYER_TEST_TEMPLATE_URL = url.toString()
    return async () => {
      const cleanup = new pg.Client({ connectionString: databaseUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`)
      await cleanup.end()
    }
  }
  // Cached across runs, keyed by the migrations (Foyer's and the project's SQL files): a new
  // migration makes a new template.
  const hasher = createHash('sha256').update(await readFile(join(projectRoot, 'src/server/db/migrations.ts')))
  const files = (await readdir(sqlMigrationsDir).catch(() => []))
    .filter((name) => name.endsWith('.sql'))
    .sort()
  for (const name of files) hasher.update(name).update(await readFile(join(sqlMigrationsDir, name)))
  const hash = hasher.digest('hex').slice(0, 16)
  const cacheDir = join(projectRoot, 'node_modules/.cache/foyer')
  const dumpPath = join(cacheDir, `template-${hash}.tar`)
  if (!(await readFile(dumpPath).catch(() => null))) {
    await mkdir(cacheDir, { recursive: true })
    const database = await openDatabase({ memory: true })
    await migrateToLatest(database.db as never)
    const dump = await database.pglite?.dumpDataDir('none')
    await database.close()
    if (!dump) throw new Error('PGlite gave no dump')
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()))
  }
  process.env.FOYER_TEST_DUMP = dumpPath
}
