import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import { testDatabase } from '../test/test-database.ts'
import { isMigrated, migrateToLatest, sqlMigrationsDir } from './migrations.ts'

// A team's own migrations: SQL files in migrations/, applied once each, after Foyer's, in the order
// of their names; a failing one stops with its name. On both databases.

/**
 * A migrations directory with `files` besides the project's own (a team's resources: the test
 * database has run them, and a directory without them would be refused for missing them).
 */
async function directory(files: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'foyer-migrations-'))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  await cp(sqlMigrationsDir, dir, { recursive: true }).catch(() => {})
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text)
  return dir
}

describe('SQL migrations', () => {
  it('applies each file once, in the order of the names, and names the one that fails', async () => {
    const { db } = await testDatabase()
    const dir = await directory({
      '20261128-widget-colour.sql': 'ALTER TABLE "widget" ADD COLUMN "colour" text;',
      '20261127-widgets.sql':
        'CREATE TABLE "widget" ("id" text PRIMARY KEY);\nCREATE INDEX "widget_id_idx" ON "widget" ("id");',
      'README.md': 'not a migration',
    })
    expect(await isMigrated(db as never, dir)).toBe(false)
    expect(await migrateToLatest(db as never, dir)).toEqual(['20261127-widgets', '20261128-widget-colour'])
    expect(await migrateToLatest(db as never, dir)).toEqual([])
    expect(await isMigrated(db as never, dir)).toBe(true)
    await sql`INSERT INTO "widget" ("id", "colour") VALUES ('w1', 'blue')`.execute(db)

    await writeFile(join(dir, '20261129-broken.sql'), 'ALTER TABLE "widget" ADD COLUMN "colour" text;')
    await expect(migrateToLatest(db as never, dir)).rejects.toThrow(
      /database migration 20261129-broken failed: .*colour/,
    )
    // It stays pending; once mended it runs, and so does one whose name sorts before those applied
    // (as a Foyer release's own migration does after a team's).
    expect(await isMigrated(db as never, dir)).toBe(false)
    await writeFile(join(dir, '20261129-broken.sql'), 'ALTER TABLE "widget" ADD COLUMN "size" integer;')
    await writeFile(join(dir, '0000-early.sql'), 'ALTER TABLE "widget" ADD COLUMN "early" boolean;')
    expect(await migrateToLatest(db as never, dir)).toEqual(['0000-early', '20261129-broken'])
  })
})
