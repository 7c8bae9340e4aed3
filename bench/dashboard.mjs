// `npm run bench:dashboard` (decision 010): what rendering the dashboard on the server costs. The
// built server (npm run build first) on a throwaway embedded database, an administrator signed up;
// then GET /free/dashboard/default with the foyer.view cookie (rendered, with the figures) and
// without it (the empty page the browser renders), each at BENCH_CONNECTIONS connections (10) for
// BENCH_DURATION seconds (10): requests a second, p50/p99 and the server's CPU time per page.
//   npm run bench:dashboard
import autocannon from 'autocannon'
import { cpuMs, machine, signUp, startServer } from './lib.mjs'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const DURATION = Number(process.env.BENCH_DURATION ?? 10)
const VIEW = 'foyer.view=lg%20en-US%20UTC'

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)))
  })

const server = await startServer({ env: { RATE_LIMIT: 'false' } })
try {
  const session = await signUp(server, {
    lastName: 'Dashboard',
    email: `bench.dashboard.${Date.now()}@example.org`,
    password: 'bench dashboard pass phrase',
  })
  const url = `${server.base}/dashboard/default`
  const cases = [
    { name: 'rendered on the server', cookie: `${session}; ${VIEW}`, marker: 'id="foyer-rendered"' },
    { name: 'left to the browser', cookie: session, marker: '<div id="root"></div>' },
  ]
  console.log(`bench:dashboard on ${machine()}, ${CONNECTIONS} connections, ${DURATION} s each`)
  for (const { name, cookie, marker } of cases) {
    const page = await fetch(url, { headers: { cookie } })
    const body = await page.text()
    if (!page.ok || !body.includes(marker)) throw new Error(`GET ${url} (${name}) is not what it should be`)
    // Warm up (the renderer's first run compiles), then measure.
    await run({ url, connections: CONNECTIONS, duration: 2, headers: { cookie } })
    const cpuBefore = await cpuMs(server.pid)
    const result = await run({ url, connections: CONNECTIONS, duration: DURATION, headers: { cookie } })
    const cpu = (await cpuMs(server.pid)) - cpuBefore
    const bad = result.non2xx + result.errors + result.timeouts
    console.log(
      `${name.padEnd(24)} ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} / p99 ${result.latency.p99} ms, ${(cpu / result.requests.total).toFixed(1)} ms of server CPU a page, ${Math.round(body.length / 1024)} kB of HTML${bad ? `, ${bad} failed` : ''}`,
    )
  }
} finally {
  await server.stop()
}
