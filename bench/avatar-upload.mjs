// bench/avatar-upload: sign-in latency (p50/p95) alone, then while profile photos are uploaded
// (decision 017): four clients each sending, one after another, a 40-megapixel lossless WebP of a
// few kilobytes (refused from its header), then the largest photo taken (16 megapixels, PNG, which
// has no shrink-on-load). Also the uploads' answers and the server's peak memory. Runs the build
// when it is up to date with the sources (npm run build), else the sources through tsx; on a
// throwaway embedded database, rate limits off (they would stop the load, not the decoding).
//   npm run bench:avatar                 SIGN_INS=30 UPLOADERS=4 PAUSE_MS=100
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { buildReason } from '../scripts/build-check.mjs'
import { machine, percentile, rssMb, startServer } from './lib.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const SIGN_INS = Number(process.env.SIGN_INS ?? 30)
const UPLOADERS = Number(process.env.UPLOADERS ?? 4)
const PAUSE_MS = Number(process.env.PAUSE_MS ?? 100)
const PASSWORD = 'bench pass phrase words'

const staleBecause = buildReason(root, process.env)
if (staleBecause && !process.env.BENCH_ENTRY) {
  process.env.BENCH_ENTRY = 'src/server/index.ts'
  process.env.BENCH_NODE_ARGS = `--import tsx ${process.env.BENCH_NODE_ARGS ?? ''}`.trim()
}
const entry = process.env.BENCH_ENTRY ?? 'dist/server/index.js'

const plain = (width, height) => sharp({ create: { width, height, channels: 3, background: '#c83232' } })
const images = {
  '40 MP lossless WebP': await plain(8000, 5000).webp({ lossless: true }).toBuffer(),
  '16 MP PNG': await plain(4000, 4000).png({ compressionLevel: 9 }).toBuffer(),
}

const server = await startServer({ env: { RATE_LIMIT: 'false', SERVE_CLIENT: 'false' } })
const json = { origin: server.origin, 'content-type': 'application/json' }

async function register(email) {
  const response = await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Person', email, password: PASSWORD }),
  })
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** Sign-ins one after another; their latencies in ms. */
async function signIns(count = SIGN_INS) {
  const latencies = []
  for (let n = 0; n < count; n++) {
    const started = performance.now()
    const response = await fetch(`${server.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'signer@example.org', password: PASSWORD, rememberMe: true }),
    })
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
    latencies.push(performance.now() - started)
  }
  return latencies
}

/**
 * Uploads `bytes` from each cookie, the next one PAUSE_MS after each answer, until `isDone()`; the
 * answers' statuses. The pause keeps quick refusals from turning into a plain request flood.
 */
async function uploadUntil(cookies, bytes, isDone) {
  const counts = {}
  const latencies = []
  const upload = async (cookie) => {
    while (!isDone()) {
      const started = performance.now()
      const response = await fetch(`${server.base}/api/account/avatar`, {
        method: 'PUT',
        headers: { origin: server.origin, cookie, 'content-type': 'application/octet-stream' },
        body: bytes,
      })
      await response.arrayBuffer()
      latencies.push(performance.now() - started)
      counts[response.status] = (counts[response.status] ?? 0) + 1
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    }
  }
  await Promise.all(cookies.map(upload))
  return { counts, latencies }
}

/** The largest resident memory of the server seen until `isDone()`, sampled every 50 ms. */
async function peakMemory(isDone) {
  let peak = 0
  while (!isDone()) {
    peak = Math.max(peak, await rssMb(server.pid))
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return peak
}

const figures = (latencies) =>
  `${percentile(latencies, 50).toFixed(0)} / ${percentile(latencies, 95).toFixed(0)}`

try {
  await register('signer@example.org')
  const uploaders = []
  for (let n = 0; n < UPLOADERS; n++) uploaders.push(await register(`uploader${n}@example.org`))
  await signIns(5) // warm-up: the first sign-ins compile and cache
  const rows = []
  const alone = await signIns()
  rows.push(['sign-in alone: p50 / p95 (ms)', figures(alone)])
  rows.push(['server memory before uploads (MB)', String(await rssMb(server.pid))])
  for (const [name, bytes] of Object.entries(images)) {
    let isDone = false
    const uploads = uploadUntil(uploaders, bytes, () => isDone)
    const memory = peakMemory(() => isDone)
    const during = await signIns()
    isDone = true
    const uploaded = await uploads
    rows.push([`sign-in during ${UPLOADERS} uploaders of a ${name}: p50 / p95 (ms)`, figures(during)])
    rows.push(['  upload answer: p50 / p95 (ms)', figures(uploaded.latencies)])
    rows.push([
      `  uploads answered (${(bytes.length / 1024).toFixed(1)} kB each)`,
      Object.entries(uploaded.counts)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', '),
    ])
    rows.push(['  server peak memory (MB)', String(await memory)])
  }
  console.log(`\nbench/avatar-upload on ${machine()}, embedded database, ${entry}`)
  for (const [name, value] of rows) console.log(`  ${name.padEnd(70)} ${value}`)
} finally {
  await server.stop()
}
