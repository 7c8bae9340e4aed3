// bench/notifications: with 500 open notification streams, the time from an event to its delivery
// (p50/p99) and the server's memory. Against the built server (npm run build) on a
// throwaway embedded database (or DATABASE_URL), rate limits off.
//   node bench/notifications.mjs            STREAMS=500 PEOPLE=50 EVENTS=200
import { mkdir, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { machine, percentile, rssMb, startServer } from './lib.mjs'

const PORT = Number(process.env.BENCH_PORT ?? 3412)
const STREAMS = Number(process.env.STREAMS ?? 500)
const PEOPLE = Number(process.env.PEOPLE ?? 50)
const EVENTS = Number(process.env.EVENTS ?? 200)
const PASSWORD = 'bench pass phrase words'
// Every stream comes from this one address: its cap is raised to the streams measured.
const server = await startServer({
  port: PORT,
  env: { RATE_LIMIT: 'false', NOTIFICATION_STREAMS_PER_ADDRESS: String(STREAMS) },
})
const headers = { origin: server.origin, 'content-type': 'application/json' }
const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY })

async function register(n) {
  const response = await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: `Person${n}`,
      email: `p${n}@example.org`,
      password: PASSWORD,
    }),
  })
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  return { n, cookie, email: `p${n}@example.org` }
}

const latencies = []
let delivered = 0

/** One SSE stream; resolves when its first event (the unread count) has arrived. */
function openStream(cookie) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${server.base}/api/notifications/stream`,
      { agent, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`))
        let buffer = ''
        let isOpen = false
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          const receivedAt = Date.now()
          buffer += chunk
          let cut = buffer.indexOf('\n\n')
          while (cut >= 0) {
            const block = buffer.slice(0, cut)
            buffer = buffer.slice(cut + 2)
            cut = buffer.indexOf('\n\n')
            if (block.includes('event: unread') && !isOpen) {
              isOpen = true
              resolve(request)
            }
            if (block.includes('event: notification')) {
              const data = JSON.parse(block.slice(block.indexOf('data: ') + 6))
              latencies.push(receivedAt - Date.parse(data.notification.createdAt))
              delivered++
            }
          }
        })
      },
    )
    request.on('error', reject)
  })
}

try {
  const atStart = await rssMb(server.pid)
  const people = []
  for (let n = 0; n < PEOPLE; n++) people.push(await register(n))
  // After the registrations' password hashing (scrypt's buffers), before any stream.
  const idle = await rssMb(server.pid)
  const perPerson = Math.ceil(STREAMS / PEOPLE)
  const opening = performance.now()
  const streams = []
  for (const person of people) {
    for (let i = 0; i < perPerson && streams.length < STREAMS; i++) streams.push(openStream(person.cookie))
  }
  const requests = await Promise.all(streams)
  const openMs = performance.now() - opening
  const withStreams = await rssMb(server.pid)

  // Events: email changes (each makes an "email changed" notification for its person, delivered to
  // that person's streams), sent 4 at a time.
  const started = performance.now()
  let next = 0
  const expected = EVENTS * perPerson
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < EVENTS) {
        const k = next++
        const person = people[k % people.length]
        const email = `p${person.n}.${k}@example.org`
        const response = await fetch(`${server.base}/api/account/email`, {
          method: 'POST',
          headers: { ...headers, cookie: person.cookie },
          body: JSON.stringify({ newEmail: email, currentPassword: PASSWORD }),
        })
        if (!response.ok) throw new Error(`email change failed: ${response.status} ${await response.text()}`)
      }
    }),
  )
  const deadline = Date.now() + 10_000
  while (delivered < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  const elapsed = (performance.now() - started) / 1000
  const underLoad = await rssMb(server.pid)
  for (const request of requests) request.destroy()

  const result = {
    machine: machine(),
    database: process.env.DATABASE_URL ? 'postgresql' : 'embedded',
    streams: requests.length,
    people: PEOPLE,
    events: EVENTS,
    deliveries: delivered,
    expectedDeliveries: expected,
    openAllMs: Math.round(openMs),
    deliveryP50Ms: percentile(latencies, 50),
    deliveryP99Ms: percentile(latencies, 99),
    deliveryMaxMs: percentile(latencies, 100),
    eventsPerSecond: Number((EVENTS / elapsed).toFixed(1)),
    rssAtStartMb: atStart,
    rssAfterSignUpsMb: idle,
    rssWithStreamsMb: withStreams,
    rssAfterEventsMb: underLoad,
  }
  const rows = [
    ['open streams', `${result.streams} (${PEOPLE} people)`],
    ['time to open them all (ms)', String(result.openAllMs)],
    ['events (email changes) / deliveries', `${EVENTS} / ${delivered} of ${expected}`],
    [
      'event to delivery p50 / p99 / max (ms)',
      `${result.deliveryP50Ms} / ${result.deliveryP99Ms} / ${result.deliveryMaxMs}`,
    ],
    ['events per second (each checks a password)', String(result.eventsPerSecond)],
    [
      'server memory: start / after sign-ups / 500 streams / after events (MB)',
      `${atStart} / ${idle} / ${withStreams} / ${underLoad}`,
    ],
  ]
  console.log(`\nbench/notifications on ${result.machine}, ${result.database} database`)
  for (const [name, value] of rows) console.log(`  ${name.padEnd(48)} ${value}`)
  await mkdir('bench/results', { recursive: true })
  await writeFile('bench/results/notifications.json', `${JSON.stringify(result, null, 2)}\n`)
} finally {
  agent.destroy()
  await server.stop()
}
