// bench/resources: a resource's list with 100,000 records, the way its page asks for it: the first
// page, sorted by a number, filtered and sorted by a date, searched, and a page deep in the list.
// Each request's p50 and p95 for one client, then four at once; the goal is p95 ≤ 100 ms for one
// (issue 26): the embedded database answers one query at a time, so four wait for each other. On the
// embedded database, or with BENCH_DATABASE_URL on a throwaway database of that PostgreSQL server.
//   npm run bench:resources (npm run bench runs it too, with --json, and puts its figures in its table)
// The server runs in a process of its own (this script, with --serve), built from the sources with
// the resource the generator makes of the arguments below: no build is needed.
import { fork } from 'node:child_process'
import { rm } from 'node:fs/promises'
import { sql } from 'kysely'
import { definitionOf } from '../scripts/new-resource.ts'
import { freePort, newDataDir, percentile, signUp, throwawayDatabase } from './lib.mjs'

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000)
/** One person paging through a list (the goal), then four at once on the one database. */
const CLIENT_COUNTS = [1, 4]
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)

const projects = definitionOf('projects', [
  'name:text!',
  'notes:longtext:searchable',
  'status:enum(active,paused,archived)!',
  'budget:number',
  'due:date',
  'owner:person',
])

const lists: Array<[string, string]> = process.env.BENCH_LISTS
  ? JSON.parse(process.env.BENCH_LISTS)
  : [
      ['first page (newest first)', ''],
      ['sorted by budget', '?sort=-budget'],
      ['filtered by status, sorted by due date', '?filter[status]=paused&sort=due'],
      ['searched ("gemini 4")', '?q=gemini%204'],
      ['page 2,000 of 4,000, sorted by name', '?sort=name&page=2000'],
    ]

/** The server: Foyer from the sources with the bench's resource, its table seeded, on `port`. */
async function serve(port: number, dataDir: string, databaseUrl: string) {
  const { buildApp } = await import('../src/server/app.ts')
  const { loadConfig } = await import('../src/server/config.ts')
  const { migrationSql } = await import('../src/server/resources/migration-sql.ts')
  const config = loadConfig({
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    RATE_LIMIT: 'false',
    LOG_LEVEL: 'warn',
    SERVE_CLIENT: 'false',
  })
  const app = await buildApp({ config, logger: false, resources: [projects] })
  await app.ready()
  const db = app.database.db
  await sql.raw(migrationSql(projects)).execute(db)
  const names = ['Apollo', 'Gemini', 'Mercury', 'Skylab', 'Artemis', 'Vostok', 'Soyuz', 'Voyager']
  await sql`
    INSERT INTO "projects" ("id", "name", "notes", "status", "budget", "due", "createdAt", "updatedAt")
    SELECT gen_random_uuid()::text,
      (${sql.raw(`ARRAY[${names.map((name) => `'${name}'`).join(', ')}]`)})[1 + n % 8] || ' ' || n,
      'Sample notes for project ' || n,
      (ARRAY['active', 'paused', 'archived'])[1 + n % 3],
      (n * 7919) % 1000000,
      date '2026-01-01' + (n % 1000),
      now() - n * interval '1 minute',
      now() - n * interval '1 minute'
    FROM generate_series(1, ${RECORDS}) AS n`.execute(db)
  await sql`ANALYZE "projects"`.execute(db)
  await app.listen({ port, host: '127.0.0.1' })
  process.send?.('ready')
}

type ListFigures = {
  name: string
  total: number
  byClients: Record<number, { p50: number; p95: number }>
}

/** Figures of each list: p50 and p95 in ms, by how many clients asked at once. */
async function measure(): Promise<ListFigures[]> {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? ''
  const throwaway = databaseUrl ? await throwawayDatabase(databaseUrl) : null
  const dataDir = await newDataDir()
  const port = await freePort()
  const child = fork(
    new URL(import.meta.url).pathname,
    ['--serve', String(port), dataDir, throwaway?.url ?? ''],
    {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    },
  )
  try {
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve())
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)))
    })
    const origin = `http://localhost:${port}`
    const base = `${origin}/free`
    const cookie = await signUp(
      { base, origin },
      { email: 'reader@example.org', password: 'correct horse battery staple' },
    )
    const figures = []
    for (const [name, query] of lists) {
      // A few to warm up the caches first, as a page that people use would be.
      for (let n = 0; n < 5; n++) await fetch(`${base}/api/projects${query}`, { headers: { cookie } })
      const byClients: Record<number, { p50: number; p95: number }> = {}
      let total = 0
      for (const clients of CLIENT_COUNTS) {
        const timings: number[] = []
        let sent = 0
        const client = async () => {
          while (sent < REQUESTS) {
            sent++
            const started = performance.now()
            const response = await fetch(`${base}/api/projects${query}`, { headers: { cookie } })
            const body = (await response.json()) as { total?: number }
            if (!response.ok) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`)
            timings.push(performance.now() - started)
            total = body.total ?? 0
          }
        }
        await Promise.all(Array.from({ length: clients }, client))
        byClients[clients] = {
          p50: Math.round(percentile(timings, 50)),
          p95: Math.round(percentile(timings, 95)),
        }
      }
      figures.push({ name, total, byClients })
    }
    return figures
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    await rm(dataDir, { recursive: true, force: true })
    await throwaway?.drop()
  }
}

const [mode, port, dataDir, url] = process.argv.slice(2)
if (mode === '--serve') {
  await serve(Number(port), dataDir as string, url ?? '')
} else if (mode === '--json') {
  // For npm run bench, which puts these figures in its table.
  console.log(JSON.stringify({ records: RECORDS, lists: await measure() }))
} else {
  const figures = await measure()
  const where = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'the embedded database'
  console.log(`A resource's list with ${RECORDS.toLocaleString('en')} records on ${where}:`)
  for (const f of figures) {
    const [one, four] = CLIENT_COUNTS.map((clients) => f.byClients[clients])
    const met = (one?.p95 ?? Infinity) <= 100 ? 'met' : 'NOT MET'
    console.log(
      `  ${f.name.padEnd(40)} p50 ${one?.p50} / p95 ${one?.p95} ms; 4 at once p95 ${four?.p95} ms (${f.total} matching)  p95 ≤ 100 ms: ${met}`,
    )
  }
}
