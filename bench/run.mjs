// `npm run bench`: the built server (npm run build; nothing is built here)
// against a bare Fastify "hello" in a process of its own, the ceiling of this machine (measured
// before and after the rest: a large difference means something else used the machine). On the
// embedded database (a throwaway DATA_DIR) and, with BENCH_DATABASE_URL or DATABASE_URL, on a
// throwaway database of that PostgreSQL server:
//   - GET /free/, /free/api/me and /free/api/notifications at 100 connections: throughput, p50/p99,
//     and throughput as a share of the ceiling;
//   - a sign-in storm (30 correct sign-ins a second, several accounts) and the p99 of GET /api/me
//     at a modest rate meanwhile;
//   - 200 slow clients sending their request headers a byte a second while a normal request is timed;
//   - cold start to ready (new database, then a restart on it) and resident memory, idle and under load;
//   - a resource's list at 100,000 records (bench/resources.ts: sorted, filtered, searched, deep).
// Prints one table, every figure with its goal, and saves bench/results/<time>.json.
// Rate limits stay on: the server starts with TRUST_PROXY=loopback and each sign-up and sign-in
// says it comes from a different address in X-Forwarded-For, as many people behind a proxy would.
//   npm run bench
//   BENCH_DURATION=10 BENCH_STORM_SECONDS=10 BENCH_SLOW_SECONDS=10 BENCH_CONNECTIONS=100
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench
//   BENCH_ENTRY=<another build's server/index.js>, BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=..."
//   BENCH_ONLY=me BENCH_ROUNDS=3: only the ceiling and GET /free/api/me (embedded database), back to
//   back BENCH_ROUNDS times, with the median of each: to compare two builds on a noisy machine.
//   BENCH_RESOURCES=0: without the resource lists at 100,000 records.
//   BENCH_ONLY=storm: only the sign-in storm on the embedded database (with BENCH_NODE_ARGS, to profile it).
// Figures are only worth comparing when taken on an otherwise idle machine.
import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { buildReason } from '../scripts/build-check.mjs'
import { cpuMs, machine, newDataDir, percentile, rssMb, startServer, throwawayDatabase } from './lib.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const env = process.env
const number = (name, fallback) => {
  const value = Number(env[name] ?? fallback)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`)
  return value
}
const DURATION = number('BENCH_DURATION', 10)
const STORM_SECONDS = number('BENCH_STORM_SECONDS', 10)
const SLOW_SECONDS = number('BENCH_SLOW_SECONDS', 10)
const CONNECTIONS = number('BENCH_CONNECTIONS', 100)
const SIGN_INS_PER_SECOND = number('BENCH_SIGN_INS_PER_SECOND', 30)
const SLOW_CLIENTS = number('BENCH_SLOW_CLIENTS', 200)
const PORT = number('BENCH_PORT', 3431)
const databaseUrl = env.BENCH_DATABASE_URL || env.DATABASE_URL || ''
const PASSWORD = 'bench pass phrase words'
const SIGNERS = 6
/** GET /api/me beside the sign-in storm: what a few dozen people reading pages would send. */
const STORM_READS_PER_SECOND = 100

// Goals the server is held to (marked "required"); the others are ours, so that a regression shows
// (marked "target").
const goals = {
  meShare: { text: '≥ 0.5× ceiling req/s (required)', met: (r) => r.share >= 0.5 },
  meP99: { text: 'p99 ≤ 20 ms (required)', met: (r) => r.p99 <= 20 },
  indexP99: { text: 'p99 ≤ 50 ms (target)', met: (r) => r.p99 <= 50 },
  listP99: { text: 'p99 ≤ 50 ms (target)', met: (r) => r.p99 <= 50 },
  stormReadsP99: { text: 'p99 ≤ 50 ms (required)', met: (r) => r.p99 <= 50 },
  // The storm is the load, beyond what two cores hash with scrypt: none may fail.
  stormSignIns: { text: 'none refused or failed (target)', met: (r) => r.answered > 0 && r.failed === 0 },
  slowNormal: {
    text: 'every one answered, max < 1000 ms (required)',
    met: (r) => r.requests > 0 && r.failed === 0 && r.max < 1000,
  },
  coldStart: { text: '≤ 10 s (target)', met: (r) => r.ms <= 10_000 },
  restart: { text: '≤ 3 s (target)', met: (r) => r.ms <= 3000 },
  // A small server's: a 1 GB machine runs Foyer and something else (decision 022).
  rssIdle: { text: '≤ 300 MB (required)', met: (r) => r.mb <= 300 },
  rssLoad: { text: '≤ 450 MB (required)', met: (r) => r.mb <= 450 },
  resourceListP95: { text: 'p95 ≤ 100 ms, one client (required)', met: (r) => r.p95 <= 100 },
}

const entry = env.BENCH_ENTRY ?? 'dist/server/index.js'
if (!existsSync(join(root, entry)) || !existsSync(join(root, 'dist/client/index.html'))) {
  console.error(
    `npm run bench measures the built server, and ${entry} or dist/client is missing: run \`npm run build\` first.`,
  )
  process.exit(1)
}
const stale = buildReason(root, env)
if (stale)
  console.warn(`note: dist/ may not match the sources (${stale}); \`npm run build\` to measure them.`)

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })

const summary = (result) => ({
  answered: result.requests.total,
  sent: result.requests.sent,
  perSecond: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  max: result.latency.max,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  statuses: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  ),
})

/** Distinct client addresses, so that per-address rate limits see many people (TRUST_PROXY). */
let addressCount = 0
const nextAddress = () => {
  addressCount++
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`
}

async function measureCeiling() {
  const port = PORT - 1
  const child = fork(join(root, 'bench/ceiling-server.mjs'), { env: { PORT: String(port) } })
  await new Promise((resolve, reject) => {
    child.once('message', resolve)
    child.once('exit', (code) => reject(new Error(`the ceiling server exited with ${code}`)))
  })
  try {
    const cpuBefore = await cpuMs(child.pid)
    const result = summary(
      await run({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration: DURATION }),
    )
    result.cpuUs = Math.round((((await cpuMs(child.pid)) - cpuBefore) * 1000) / Math.max(1, result.answered))
    return result
  } finally {
    child.kill('SIGTERM')
  }
}

/** Waits until the server answers GET /api/health quickly again (the previous phase's backlog done). */
async function quiesce(server) {
  const deadline = performance.now() + 60_000
  let quick = 0
  while (quick < 3 && performance.now() < deadline) {
    const started = performance.now()
    const ok = await fetch(`${server.base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    quick = ok && performance.now() - started < 20 ? quick + 1 : 0
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Samples the server's resident memory until stopped; resolves to the highest value (MB). */
function sampleRss(pid) {
  let highest = 0
  const timer = setInterval(() => {
    rssMb(pid).then(
      (mb) => {
        highest = Math.max(highest, mb)
      },
      () => {},
    )
  }, 200)
  return () => {
    clearInterval(timer)
    return highest
  }
}

async function signUp(server, email) {
  const response = await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Person', email, password: PASSWORD }),
  })
  if (!response.ok) throw new Error(`sign-up of ${email} failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

async function signInStorm(server, cookie) {
  const accounts = Array.from({ length: SIGNERS }, (_, n) => `signer${n}@example.org`)
  let n = 0
  const signIn = {
    method: 'POST',
    path: '/free/api/auth/sign-in/email',
    setupRequest(request) {
      n++
      return {
        ...request,
        headers: {
          origin: server.origin,
          'content-type': 'application/json',
          'x-forwarded-for': nextAddress(),
        },
        body: JSON.stringify({ email: accounts[n % accounts.length], password: PASSWORD, rememberMe: true }),
      }
    },
  }
  const reads = (duration) =>
    run({
      url: `${server.base}/api/me`,
      connections: 10,
      duration,
      overallRate: STORM_READS_PER_SECOND,
      headers: { cookie },
    })
  const calm = summary(await reads(Math.min(5, STORM_SECONDS)))
  const [storm, during] = await Promise.all([
    run({
      url: server.origin,
      // Enough connections that the rate, not waiting for answers, sets the pace.
      connections: Math.max(10, SIGN_INS_PER_SECOND),
      duration: STORM_SECONDS,
      overallRate: SIGN_INS_PER_SECOND,
      requests: [signIn],
    }),
    reads(STORM_SECONDS),
  ])
  const signIns = summary(storm)
  return {
    calmReads: calm,
    signIns: { ...signIns, failed: signIns.non2xx + signIns.errors },
    reads: summary(during),
  }
}

/** Slow clients hold connections, sending a header byte a second; a normal request is timed meanwhile. */
async function slowClients(server, cookie) {
  const { hostname, port } = new URL(server.origin)
  const sockets = []
  let closedByServer = 0
  for (let i = 0; i < SLOW_CLIENTS; i++) {
    const socket = net.connect(Number(port), hostname)
    socket.on('error', () => {})
    socket.on('close', () => {
      if (!socket.stoppedByUs) closedByServer++
    })
    socket.once('connect', () =>
      socket.write(`GET /free/api/health HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow: `),
    )
    sockets.push(socket)
  }
  await Promise.race([
    Promise.all(sockets.map((socket) => new Promise((resolve) => socket.once('connect', resolve)))),
    new Promise((resolve) => setTimeout(resolve, 5000)),
  ])
  const trickle = setInterval(() => {
    for (const socket of sockets) if (socket.writable) socket.write('a')
  }, 1000)
  const latencies = []
  let failed = 0
  const agent = new http.Agent({ keepAlive: false })
  const deadline = performance.now() + SLOW_SECONDS * 1000
  // A new visitor each time: a new connection, then GET /api/me.
  while (performance.now() < deadline) {
    const started = performance.now()
    const status = await new Promise((resolve) => {
      const request = http.get(
        `${server.base}/api/me`,
        { agent, headers: { cookie }, timeout: 5000 },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.statusCode))
        },
      )
      request.on('timeout', () => request.destroy())
      request.on('error', () => resolve(0))
    })
    latencies.push(performance.now() - started)
    if (status !== 200) failed++
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  clearInterval(trickle)
  const stillOpen = sockets.filter((s) => !s.destroyed).length
  for (const socket of sockets) {
    socket.stoppedByUs = true
    socket.destroy()
  }
  return {
    requests: latencies.length,
    failed,
    p50: Math.round(percentile(latencies, 50)),
    max: Math.round(percentile(latencies, 100)),
    slowStillOpen: stillOpen,
    slowClosedByServer: closedByServer,
  }
}

/**
 * The server's environment on a database (an empty URL: the embedded one). The benchmark plays many
 * people behind one address: it says who they are in X-Forwarded-For, which the server believes
 * from loopback only. Rate limits stay on.
 */
const serverEnvOn = (databaseUrl = '') => ({
  DATABASE_URL: databaseUrl,
  TRUST_PROXY: 'loopback',
  RATE_LIMIT: 'true',
})

/** The reader (whose cookie it returns) and the people of the sign-in storm. */
async function signUpAll(server) {
  const cookie = await signUp(server, 'reader@example.org')
  for (let n = 0; n < SIGNERS; n++) await signUp(server, `signer${n}@example.org`)
  return cookie
}

async function measureDatabase(kind) {
  const database = kind === 'postgres' ? await throwawayDatabase(databaseUrl) : null
  const serverEnv = serverEnvOn(database?.url)
  const port = PORT + (kind === 'postgres' ? 1 : 0)
  // Given to both starts, so that the restart opens the same data directory (a server started
  // without one removes the directory it made when it stops: the restart would be a cold start).
  const dataDir = await newDataDir()
  let server = await startServer({ port, env: serverEnv, dataDir, readyPath: '/api/ready' })
  const results = { coldStart: { ms: Math.round(server.readyMs) } }
  try {
    const cookie = await signUpAll(server)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    results.rssIdle = { mb: await rssMb(server.pid) }

    const stopSampling = sampleRss(server.pid)
    const load = async (path, headers = {}) => {
      await quiesce(server)
      return run({ url: `${server.base}${path}`, connections: CONNECTIONS, duration: DURATION, headers })
    }
    results.index = summary(await load('/', { 'accept-encoding': 'gzip, deflate, br' }))
    results.me = summary(await load('/api/me', { cookie }))
    results.notifications = summary(await load('/api/notifications', { cookie }))
    results.rssLoad = { mb: stopSampling() }

    await quiesce(server)
    results.storm = await signInStorm(server, cookie)
    await quiesce(server)
    results.slow = await slowClients(server, cookie)

    await server.stop()
    server = await startServer({ port, env: serverEnv, dataDir, readyPath: '/api/ready' })
    results.restart = { ms: Math.round(server.readyMs) }
  } finally {
    await server.stop()
    await rm(dataDir, { recursive: true, force: true })
    await database?.drop()
  }
  return results
}

/** BENCH_ONLY=me: the ceiling and GET /api/me alternately, for before/after comparisons. */
async function measureMeOnly(rounds) {
  const server = await startServer({ port: PORT, env: serverEnvOn(), readyPath: '/api/ready' })
  const ceilings = []
  const mes = []
  try {
    const cookie = await signUp(server, 'reader@example.org')
    const me = (duration) =>
      run({ url: `${server.base}/api/me`, connections: CONNECTIONS, duration, headers: { cookie } })
    // Unmeasured, so that the first round does not time the JIT compiler warming up.
    await me(2)
    for (let round = 0; round < rounds; round++) {
      ceilings.push(await measureCeiling())
      await quiesce(server)
      const cpuBefore = await cpuMs(server.pid)
      const m = summary(await me(DURATION))
      // The server's CPU time per answer: steadier than throughput when other work shares the machine.
      m.cpuUs = Math.round((((await cpuMs(server.pid)) - cpuBefore) * 1000) / Math.max(1, m.answered))
      mes.push(m)
      const c = ceilings.at(-1)
      console.log(
        `round ${round + 1}: ceiling ${c.perSecond} req/s, ${c.cpuUs} µs of CPU each; /api/me ${m.perSecond} req/s (${Math.round((m.perSecond / c.perSecond) * 100) / 100}×), p50 ${m.p50} / p99 ${m.p99} ms, ${m.cpuUs} µs of CPU each${m.non2xx + m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : ''}`,
      )
    }
  } finally {
    await server.stop()
  }
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = sorted.length >> 1
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
  const shares = mes.map((m, i) => m.perSecond / ceilings[i].perSecond)
  console.log(
    `\nmedians of ${rounds} rounds on ${machine()}, ${CONNECTIONS} connections, ${DURATION} s a run: ceiling ${median(ceilings.map((c) => c.perSecond))} req/s, ${median(ceilings.map((c) => c.cpuUs))} µs of CPU each; /api/me ${median(mes.map((m) => m.perSecond))} req/s, ${Math.round(median(shares) * 100) / 100}× ceiling, p99 ${median(mes.map((m) => m.p99))} ms, ${median(mes.map((m) => m.cpuUs))} µs of server CPU each`,
  )
}

/** BENCH_ONLY=storm: only the sign-in storm on the embedded database (to profile it). */
async function measureStormOnly() {
  const server = await startServer({ port: PORT, env: serverEnvOn(), readyPath: '/api/ready' })
  try {
    const cookie = await signUpAll(server)
    await quiesce(server)
    const { calmReads, signIns, reads } = await signInStorm(server, cookie)
    console.log(
      `sign-ins ${signIns.perSecond}/s (${signIns.failed} failed), p99 ${signIns.p99} ms; reads meanwhile p50 ${reads.p50} / p99 ${reads.p99} ms (calm: p99 ${calmReads.p99} ms)`,
    )
  } finally {
    await server.stop()
  }
}

if (env.BENCH_ONLY === 'me') {
  await measureMeOnly(number('BENCH_ROUNDS', 3))
  process.exit(0)
} else if (env.BENCH_ONLY === 'storm') {
  await measureStormOnly()
  process.exit(0)
} else if (env.BENCH_ONLY) {
  throw new Error(`BENCH_ONLY=${env.BENCH_ONLY}: the partial runs are BENCH_ONLY=me and BENCH_ONLY=storm`)
}

/**
 * A resource's list at BENCH_RECORDS (100,000) records on a database: bench/resources.ts in a
 * process of its own (it runs the sources through tsx), with its figures as JSON.
 */
function measureResources(url) {
  return new Promise((resolve, reject) => {
    const child = fork(join(root, 'bench/resources.ts'), ['--json'], {
      execArgv: ['--import', 'tsx'],
      env: { ...env, BENCH_DATABASE_URL: url ?? '' },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? ''
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last))
      else reject(new Error(`bench/resources.ts exited with ${code}: ${out.slice(-500)}`))
    })
  })
}

// The ceiling before and after: the better of the two is what the machine can do; a large
// difference says that something else was using it meanwhile.
const ceilingBefore = await measureCeiling()
const databases = { embedded: await measureDatabase('embedded') }
if (databaseUrl) databases.postgres = await measureDatabase('postgres')
// BENCH_RESOURCES=0 leaves the resource lists out (a memory or throughput comparison in minutes).
if (env.BENCH_RESOURCES !== '0') {
  databases.embedded.resources = await measureResources('')
  if (databaseUrl) databases.postgres.resources = await measureResources(databaseUrl)
}
const ceilingAfter = await measureCeiling()
const ceiling = ceilingAfter.perSecond > ceilingBefore.perSecond ? ceilingAfter : ceilingBefore
const ceilingDrift =
  Math.abs(ceilingAfter.perSecond - ceilingBefore.perSecond) / Math.max(1, ceiling.perSecond)
for (const r of Object.values(databases))
  for (const run of [r.index, r.me, r.notifications])
    run.share = Math.round((run.perSecond / Math.max(1, ceiling.perSecond)) * 100) / 100

const failures = (r) =>
  Object.entries(r.statuses)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, count]) => `${count}× ${code}`)
    .concat(r.errors > 0 ? [`${r.errors} errors`] : [])
    .join(', ')
const throughput = (r) =>
  `${r.perSecond} req/s${r.share !== undefined ? ` (${r.share}× ceiling)` : ''}, p50 ${r.p50} / p99 ${r.p99} ms${failures(r) ? `, ${failures(r)}` : ''}${r.answered === 0 ? ', nothing answered' : ''}`
// A figure counts only if every request was answered with success (autocannon leaves out the
// latency of requests still waiting when a run ends, which would flatter a stalled server).
const clean = (r) => r.answered > 0 && r.non2xx + r.errors === 0 && r.sent - r.answered <= CONNECTIONS
const checks = [
  {
    measurement: 'ceiling: bare Fastify hello',
    database: '',
    result: `${throughput(ceiling)} (before ${ceilingBefore.perSecond}, after ${ceilingAfter.perSecond} req/s)`,
    goal: 'none: the reference for the shares',
    met: null,
  },
]
for (const [database, r] of Object.entries(databases)) {
  const check = (measurement, result, goal, value, extra = true) =>
    checks.push({ measurement, database, result, goal: goal.text, met: goal.met(value) && extra })
  check('GET /free/ (index, gzip)', throughput(r.index), goals.indexP99, r.index, clean(r.index))
  check('GET /free/api/me', throughput(r.me), goals.meShare, r.me, clean(r.me))
  check('GET /free/api/me', '(the same run)', goals.meP99, r.me, clean(r.me))
  check(
    'GET /free/api/notifications',
    throughput(r.notifications),
    goals.listP99,
    r.notifications,
    clean(r.notifications),
  )
  const { signIns, reads, calmReads } = r.storm
  check(
    `sign-ins at ${SIGN_INS_PER_SECOND}/s`,
    `${signIns.perSecond}/s, p50 ${signIns.p50} / p99 ${signIns.p99} ms, ${signIns.failed} failed, ${signIns.sent - signIns.answered} unanswered`,
    goals.stormSignIns,
    signIns,
  )
  check(
    `GET /api/me at ${STORM_READS_PER_SECOND}/s during them`,
    `p50 ${reads.p50} / p99 ${reads.p99} ms, ${reads.answered}/${reads.sent} answered (alone: p50 ${calmReads.p50} / p99 ${calmReads.p99})`,
    goals.stormReadsP99,
    reads,
    clean(reads) && reads.answered >= STORM_READS_PER_SECOND * STORM_SECONDS * 0.9,
  )
  check(
    `GET /api/me beside ${SLOW_CLIENTS} slow clients`,
    `${r.slow.requests - r.slow.failed}/${r.slow.requests} answered, p50 ${r.slow.p50} / max ${r.slow.max} ms (slow ones still open: ${r.slow.slowStillOpen})`,
    goals.slowNormal,
    r.slow,
  )
  check('start to ready, new database', `${r.coldStart.ms} ms`, goals.coldStart, r.coldStart)
  check('restart to ready, same database', `${r.restart.ms} ms`, goals.restart, r.restart)
  check('resident memory, idle', `${r.rssIdle.mb} MB`, goals.rssIdle, r.rssIdle)
  check('resident memory, under load (peak)', `${r.rssLoad.mb} MB`, goals.rssLoad, r.rssLoad)
  for (const list of r.resources?.lists ?? []) {
    const [one, four] = [list.byClients[1], list.byClients[4]]
    check(
      `resource list, ${r.resources.records.toLocaleString('en')} records: ${list.name}`,
      `p50 ${one.p50} / p95 ${one.p95} ms (4 at once: p95 ${four.p95} ms), ${list.total} matching`,
      goals.resourceListP95,
      one,
    )
  }
}

const settings = {
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  stormSeconds: STORM_SECONDS,
  signInsPerSecond: SIGN_INS_PER_SECOND,
  slowClients: SLOW_CLIENTS,
  slowSeconds: SLOW_SECONDS,
}
const table = [
  ['measurement', 'database', 'result', 'goal', ''],
  ...checks.map((c) => [
    c.measurement,
    c.database,
    c.result,
    c.goal,
    c.met === null ? '' : c.met ? 'met' : 'NOT MET',
  ]),
]
const widths = [0, 1, 2, 3].map((i) => Math.max(...table.map((row) => row[i].length)))
console.log(
  `\nnpm run bench on ${machine()}: ${CONNECTIONS} connections, ${DURATION} s a run, LOG_LEVEL=warn, rate limits on`,
)
console.log(
  'Sign-ins and slow clients come from many addresses (X-Forwarded-For, trusted from loopback only).\n',
)
for (const row of table) console.log(row.map((cell, i) => (i < 4 ? cell.padEnd(widths[i]) : cell)).join('  '))
if (ceilingDrift > 0.2) {
  console.log(
    `\nThe ceiling moved by ${Math.round(ceilingDrift * 100)}% during the run: something else was using the machine, so these figures are not reliable.`,
  )
}

const resultsDir = join(root, 'bench/results')
await mkdir(resultsDir, { recursive: true })
const file = join(resultsDir, `${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`)
await writeFile(
  file,
  `${JSON.stringify({ at: new Date().toISOString(), machine: machine(), settings, checks, ceiling: { before: ceilingBefore, after: ceilingAfter }, databases }, null, 2)}\n`,
)
console.log(`\nsaved ${file}`)
