import { describe, expect, it, onTestFinished } from 'vitest'
import { dataDirWithNewDatabase } from '../test/temp-dir.ts'
import { openDatabase } from './database.ts'

// DATA_DIR's database answers from a thread of its own: the event loop keeps serving
// while a query runs, and what the app relies on (errors with their codes, LISTEN/NOTIFY, dumps)
// works through it as it does in-process.
const embedded = !process.env.DATABASE_URL

async function openInTempDir() {
  const database = await openDatabase({ dataDir: await dataDirWithNewDatabase('foyer-thread-test-') })
  // Before the directory goes: onTestFinished runs the later ones first.
  onTestFinished(() => database.close())
  return database
}

describe.runIf(embedded)('the embedded database in its own thread', () => {
  it('leaves the event loop free while a query runs', async () => {
    const database = await openInTempDir()
    let ticks = 0
    const timer = setInterval(() => ticks++, 10)
    try {
      await database.pool.query('SELECT pg_sleep(0.5)')
    } finally {
      clearInterval(timer)
    }
    // On the main thread the query would hold the loop for all 500 ms: no tick at all.
    expect(ticks).toBeGreaterThan(20)
  })

  it('answers queries with parameters (the extended protocol, sent to the thread at Sync)', async () => {
    const database = await openInTempDir()
    const { rows } = await database.pool.query('SELECT $1::int + 1 AS n, $2::text AS t', [41, 'x'])
    expect(rows).toEqual([{ n: 42, t: 'x' }])
    await expect(database.pool.query('SELECT $1::int', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
    })
    const { rows: after } = await database.pool.query('SELECT $1::int AS n', [7])
    expect(after).toEqual([{ n: 7 }])
  })

  it('reports errors with their PostgreSQL code, and the connection stays usable', async () => {
    const database = await openInTempDir()
    await database.pool.query('CREATE TABLE t (id int PRIMARY KEY)')
    await database.pool.query('INSERT INTO t VALUES (1)')
    await expect(database.pool.query('INSERT INTO t VALUES (1)')).rejects.toMatchObject({ code: '23505' })
    const { rows } = await database.pool.query('SELECT count(*)::int AS n FROM t')
    expect(rows).toEqual([{ n: 1 }])
  })

  it('delivers notifications to listeners, and stops after unlisten', async () => {
    const database = await openInTempDir()
    const engine = database.pglite
    if (!engine) throw new Error('no embedded engine')
    const received: string[] = []
    const unlisten = await engine.listen('foyer_test', (payload) => received.push(payload))
    await database.pool.query(`SELECT pg_notify('foyer_test', 'one')`)
    expect(received).toEqual(['one'])
    await unlisten()
    await database.pool.query(`SELECT pg_notify('foyer_test', 'two')`)
    expect(received).toEqual(['one'])
  })

  it('dumps the data directory as a tarball that opens with the rows in it', async () => {
    const database = await openInTempDir()
    await database.pool.query('CREATE TABLE t (id int)')
    await database.pool.query('INSERT INTO t VALUES (7)')
    const dump = await database.pglite?.dumpDataDir('none')
    if (!dump) throw new Error('no dump')
    const copy = await openDatabase({ dump })
    try {
      const { rows } = await copy.pool.query('SELECT id FROM t')
      expect(rows).toEqual([{ id: 7 }])
    } finally {
      await copy.close()
    }
  })
})
