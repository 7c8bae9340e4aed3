// bench/auth: sign-ins per second, and the latency of authenticated GET /api/me while 30 sign-ins
// per second run. Against the built server (npm run build) on a throwaway embedded
// database, rate limits off (they would stop the load after 10 attempts from one address).
//   node bench/auth.mjs
import autocannon from 'autocannon'
import { machine, rssMb, startServer } from './lib.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3411)
const PASSWORD = 'bench pass phrase words'
const server = await startServer({ port: PORT, env: { RATE_LIMIT: 'false' } })
const headers = { origin: server.origin, 'content-type': 'application/json' }

async function register(email) {
  const response = await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Person', email, password: PASSWORD }),
  })
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

const run = (options) =>
  new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
    autocannon.track(instance, {
      renderProgressBar: false,
      renderResultsTable: false,
      renderLatencyTable: false,
    })
  })

try {
  const cookie = await register('reader@example.org')
  await register('signer@example.org')
  const signInRequest = {
    method: 'POST',
    path: '/free/api/auth/sign-in/email',
    headers,
    body: JSON.stringify({ email: 'signer@example.org', password: PASSWORD, rememberMe: true }),
  }

  // 1. How many sign-ins a second the server completes (each one hashes a password with scrypt).
  const signIns = await run({ url: server.origin, connections: 8, duration: 10, requests: [signInRequest] })

  // 2. Authenticated reads while a steady 30 sign-ins per second run beside them.
  const idleMe = await run({
    url: `${server.base}/api/me`,
    connections: 10,
    duration: 5,
    headers: { cookie },
  })
  const [storm, reads] = await Promise.all([
    run({ url: server.origin, connections: 4, duration: 10, overallRate: 30, requests: [signInRequest] }),
    run({ url: `${server.base}/api/me`, connections: 10, duration: 10, headers: { cookie } }),
  ])
  // 3. Is the event loop free while passwords hash? /api/health touches no database, so its latency
  // during the storm shows the loop itself (scrypt runs on libuv's thread pool).
  const idleHealth = await run({
    url: `${server.base}/api/health`,
    connections: 4,
    duration: 5,
    overallRate: 200,
  })
  const [, health] = await Promise.all([
    run({ url: server.origin, connections: 4, duration: 10, overallRate: 30, requests: [signInRequest] }),
    run({ url: `${server.base}/api/health`, connections: 4, duration: 10, overallRate: 200 }),
  ])
  const memory = await rssMb(server.pid)

  const rows = [
    ['sign-ins per second (8 connections)', signIns.requests.average.toFixed(1)],
    ['sign-in latency p50 / p99 (ms)', `${signIns.latency.p50} / ${signIns.latency.p99}`],
    ['sign-in errors (non-2xx)', String(signIns.non2xx + signIns.errors)],
    [
      'GET /api/me alone: req/s, p50 / p99 (ms)',
      `${idleMe.requests.average.toFixed(0)}, ${idleMe.latency.p50} / ${idleMe.latency.p99}`,
    ],
    ['sign-ins per second during the storm', storm.requests.average.toFixed(1)],
    ['GET /api/me during 30 sign-ins/s: p50 / p99 (ms)', `${reads.latency.p50} / ${reads.latency.p99}`],
    ['GET /api/me during the storm: req/s', reads.requests.average.toFixed(0)],
    ['GET /api/me errors (non-2xx)', String(reads.non2xx + reads.errors)],
    [
      'GET /api/health at 200/s alone: p50 / p99 (ms)',
      `${idleHealth.latency.p50} / ${idleHealth.latency.p99}`,
    ],
    [
      'GET /api/health at 200/s during the storm: p50 / p99 (ms)',
      `${health.latency.p50} / ${health.latency.p99}`,
    ],
    ['server resident memory after (MB)', String(memory)],
    ['cold start to ready (ms)', server.readyMs.toFixed(0)],
  ]
  console.log(`\nbench/auth on ${machine()}, embedded database`)
  for (const [name, value] of rows) console.log(`  ${name.padEnd(50)} ${value}`)
} finally {
  await server.stop()
}
