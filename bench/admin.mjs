// bench/admin: the dashboard's API, the people search and the search palette's API with 100,000
// people and 1,000,000 audit events on the embedded database: each request's p50, p99 and max.
// Seeds a throwaway data directory with `npm run db:seed:large` (slow), or uses BENCH_DATA_DIR when
// given.
//   npm run build && node bench/admin.mjs
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { machine, percentile, rssMb, startServer } from './lib.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3413)
const ROUNDS = Number(process.env.ROUNDS ?? 30)
const givenDir = process.env.BENCH_DATA_DIR
const dataDir = givenDir ?? (await mkdtemp(join(tmpdir(), 'foyer-bench-admin-')))
if (!givenDir) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli.ts', 'seed-large'], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  })
  if (seeded.status !== 0) throw new Error('seeding failed')
}
const server = await startServer({ port: PORT, dataDir, env: { RATE_LIMIT: 'false' } })
const headers = { origin: server.origin, 'content-type': 'application/json' }

async function timed(path, cookie) {
  const started = performance.now()
  const response = await fetch(`${server.base}${path}`, { headers: { cookie } })
  const body = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`)
  return { ms: performance.now() - started, body }
}

try {
  const email = `bench.admin.${Date.now()}@example.org`
  const signUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Admin',
      email,
      password: 'bench pass phrase words',
    }),
  })
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`)
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  const me = await timed('/api/me', cookie)
  if (me.body.role !== 'admin')
    throw new Error('the bench account is not an administrator (the data directory has one)')

  const cases = [
    ['GET /api/dashboard (administrator)', () => '/api/dashboard'],
    ['people search, part of an email', (i) => `/api/admin/users?q=person${1000 + i * 37}`],
    [
      'people search, part of a name',
      (i) => `/api/admin/users?q=${encodeURIComponent(`lovelace ${i * 13}`)}`,
    ],
    ['people search, a common word (many matches)', () => '/api/admin/users?q=hopper'],
    ['people list, newest first (page 1)', () => '/api/admin/users'],
    ['people list by name, page 2000', () => '/api/admin/users?sort=name&order=asc&page=2000'],
    ['search palette: part of an email', (i) => `/api/search?q=person${2000 + i * 41}`],
    ['search palette: a common word', () => '/api/search?q=hopper'],
    ['search palette: an event kind', () => `/api/search?q=${encodeURIComponent('failed sign')}`],
    ['audit log, page 1', () => '/api/admin/audit'],
    ['audit log, failed sign-ins', () => '/api/admin/audit?kind=sign_in_failed'],
  ]
  const results = []
  for (const [name, path] of cases) {
    for (let i = 0; i < 3; i++) await timed(path(i), cookie)
    const samples = []
    let total = 0
    for (let i = 0; i < ROUNDS; i++) {
      const { ms, body } = await timed(path(i), cookie)
      samples.push(ms)
      total = body.total ?? body.people?.total ?? (Array.isArray(body.people) ? body.people.length : 0)
    }
    results.push({
      name,
      p50: percentile(samples, 50),
      p99: percentile(samples, 99),
      max: Math.max(...samples),
      total,
    })
  }
  const memory = await rssMb(server.pid)
  console.log(`\nbench/admin on ${machine()}, embedded database, 100,000 people and 1,000,000 events`)
  console.log(
    `  ${'request'.padEnd(46)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'max ms'.padStart(7)}  total`,
  )
  for (const row of results) {
    console.log(
      `  ${row.name.padEnd(46)} ${row.p50.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)} ${row.max.toFixed(1).padStart(7)}  ${row.total}`,
    )
  }
  console.log(`  server resident memory (MB)                    ${memory}`)
  await mkdir('bench/results', { recursive: true })
  await writeFile(
    'bench/results/admin.json',
    `${JSON.stringify({ machine: machine(), rounds: ROUNDS, results, memory }, null, 2)}\n`,
  )
} finally {
  await server.stop()
  if (!givenDir) await rm(dataDir, { recursive: true, force: true })
}
