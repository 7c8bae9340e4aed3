import { mkdtemp, rm } from 'node:fs/promises'
import http from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { openEventStream } from './test/event-stream.ts'
import { createServerDatabase, type ServerProcess, startServer } from './test/server-process.ts'

// Graceful stop of the real server process (docs/deploy.md, "Stopping and upgrading"): under load, SIGTERM
// must answer every request the server took in, refuse new connections, end notification streams
// with a hint to come back, and exit 0 within SHUTDOWN_TIMEOUT_MS; a second signal ends it at once.
// Runs on the embedded database, or on a fresh PostgreSQL database when DATABASE_URL is set.

const PASSWORD = 'correct horse battery staple'
const CLIENTS = 50

let dataDir = ''
let databaseUrl: string | null = null
let dropDatabase = async () => {}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'foyer-stop-'))
  if (process.env.DATABASE_URL) {
    const database = await createServerDatabase(process.env.DATABASE_URL, 'foyer_stop')
    databaseUrl = database.url
    dropDatabase = database.drop
  }
})

afterAll(async () => {
  await dropDatabase()
  await rm(dataDir, { recursive: true, force: true })
})

async function start(env: Record<string, string> = {}) {
  const server = await startServer({ dataDir, databaseUrl, env, timeoutMs: 120_000 })
  // A failed assertion must not leave the server running.
  onTestFinished(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
  })
  return server
}

async function signUp(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Ada', lastName: 'Stopper', email, password: PASSWORD }),
  })
  if (response.status !== 200) throw new Error(`sign-up: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

type Outcome = {
  seq: number
  path: string
  /** A status line and the whole body arrived. */
  isComplete: boolean
  status: number | null
  /** The body of an answer other than 200. */
  body: string
  retryAfter: string | undefined
  /** ECONNREFUSED, ECONNRESET...: what ended a request that got no complete answer. */
  error: string | null
}

type Sent = { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string }

/** One HTTP request on a keep-alive agent, resolved (never rejected) with what came of it. */
function send(agent: http.Agent, origin: string, seq: number, request: Sent): Promise<Outcome> {
  const url = new URL(`${request.path}${request.path.includes('?') ? '&' : '?'}n=${seq}`, origin)
  return new Promise((resolve) => {
    const outcome: Outcome = {
      seq,
      path: request.path,
      isComplete: false,
      status: null,
      body: '',
      retryAfter: undefined,
      error: null,
    }
    const req = http.request(
      url,
      {
        method: request.method,
        agent,
        headers: {
          ...request.headers,
          ...(request.body ? { 'content-length': String(Buffer.byteLength(request.body)) } : {}),
        },
      },
      (res) => {
        outcome.status = res.statusCode ?? null
        outcome.retryAfter = res.headers['retry-after']
        res.setEncoding('utf8').on('data', (chunk: string) => {
          if (res.statusCode !== 200) outcome.body += chunk
        })
        res.on('end', () => resolve({ ...outcome, isComplete: res.complete }))
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ ...outcome, error: error.code ?? error.message }),
        )
        res.on('aborted', () => resolve({ ...outcome, error: 'aborted' }))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ ...outcome, error: error.code ?? error.message }),
    )
    req.end(request.body)
  })
}

/** Whether a new TCP connection to the server is refused. */
function isRefused(origin: string): Promise<boolean> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname)
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}

/** The `n` of every request the server logged as taken in ("incoming request", at debug level). */
function acceptedSeqs(output: string[]): Set<number> {
  const seqs = new Set<number>()
  for (const line of output) {
    if (!line.includes('"incoming request"')) continue
    const url = (JSON.parse(line) as { req?: { url?: string } }).req?.url ?? ''
    const n = new URL(url, 'http://x').searchParams.get('n')
    if (n !== null) seqs.add(Number(n))
  }
  return seqs
}

/**
 * Sends a POST whose body arrives in two parts: the server has the request (headers and half the
 * body) but cannot answer it until `finish` sends the rest.
 */
function slowSignUp(server: ServerProcess, email: string) {
  const body = JSON.stringify({ firstName: 'Ada', lastName: 'Slow', email, password: PASSWORD })
  const half = Math.floor(body.length / 2)
  let finish = () => {}
  const response = new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(`${server.base}/api/auth/sign-up/email`, {
        method: 'POST',
        // Keep-alive, as a browser or a proxy in front would: the stop must still end the connection.
        agent: new http.Agent({ keepAlive: true }),
        headers: {
          origin: server.origin,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
        },
      })
      req.on('response', (res) => {
        let text = ''
        res.setEncoding('utf8').on('data', (chunk: string) => {
          text += chunk
        })
        res.on('end', () =>
          res.complete
            ? resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text })
            : reject(new Error('incomplete')),
        )
        res.on('error', reject)
      })
      req.on('error', reject)
      req.write(body.slice(0, half))
      finish = () => req.end(body.slice(half))
    },
  )
  return { response, finish: () => finish() }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('stopping the server', () => {
  it('answers every request it took in, refuses new connections, ends streams with a retry hint and exits 0', {
    timeout: 180_000,
  }, async () => {
    const server = await start({ LOG_LEVEL: 'debug' })
    const cookie = await signUp(server, 'ada.stream@example.org')
    const stream = await openEventStream(`${server.base}/api/notifications/stream`, { cookie })
    expect(stream.status).toBe(200)
    await stream.next((event) => event.event === 'unread', 30_000)

    // 50 keep-alive clients, each looping on the liveness check, the readiness check (a database
    // query), the signed-in person (a session lookup) and, for a few, a sign-up (a write).
    let seq = 0
    let isStopping = false
    const outcomes: Outcome[] = []
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      for (let round = 0; ; round++) {
        const n = seq++
        const kind = client < 5 && round % 4 === 3 ? 3 : round % 3
        const request: Sent =
          kind === 0
            ? { method: 'GET', path: '/free/api/health' }
            : kind === 1
              ? { method: 'GET', path: '/free/api/ready' }
              : kind === 2
                ? { method: 'GET', path: '/free/api/me', headers: { cookie } }
                : {
                    method: 'POST',
                    path: '/free/api/auth/sign-up/email',
                    headers: { origin: server.origin, 'content-type': 'application/json' },
                    body: JSON.stringify({
                      firstName: 'Ada',
                      lastName: 'Load',
                      email: `ada.load${n}@example.org`,
                      password: PASSWORD,
                    }),
                  }
        const outcome = await send(agent, server.origin, n, request)
        outcomes.push(outcome)
        // Once the listener is closed the client has nowhere to go.
        if (isStopping && outcome.error === 'ECONNREFUSED') break
        // As a browser or a proxy would, a refused client waits as long as it is told to.
        if (outcome.status === 503) await pause(Number(outcome.retryAfter) * 1000)
      }
      agent.destroy()
    })

    // Let the load run, then stop the server in the middle of it.
    const loadStarted = Date.now()
    while (outcomes.filter((outcome) => outcome.isComplete).length < 300 || Date.now() - loadStarted < 1000) {
      await pause(50)
    }
    const stopAt = performance.now()
    isStopping = true
    server.child.kill('SIGTERM')
    const exit = await server.exited
    const stopMs = performance.now() - stopAt
    await Promise.all(clients)

    expect(exit).toEqual({ code: 0, signal: null })
    expect(stopMs).toBeLessThan(10_000)
    expect(await isRefused(server.origin)).toBe(true)

    // Every request the server took in got its whole answer.
    const accepted = acceptedSeqs(server.output)
    expect(accepted.size).toBeGreaterThan(300)
    const lost = outcomes.filter((outcome) => accepted.has(outcome.seq) && !outcome.isComplete)
    expect(lost).toEqual([])
    // The others were refused in so many words (503 in the usual error shape), or found the
    // listener closed. A reset can still hit a request written on an idle keep-alive connection at
    // the instant the listener closes it (HTTP allows it); it must stay rare, never the rule.
    const complete = outcomes.filter((outcome) => outcome.isComplete)
    const refusedAnswers = complete.filter((outcome) => outcome.status === 503)
    expect(complete.length - refusedAnswers.length).toBe(complete.filter((o) => o.status === 200).length)
    for (const outcome of refusedAnswers) {
      expect(outcome.retryAfter).toBe('2')
      expect(JSON.parse(outcome.body)).toMatchObject({
        error: { code: 'server_stopping', retryAfterSeconds: 2 },
        requestId: expect.any(String),
      })
    }
    const failures = outcomes.filter((outcome) => !outcome.isComplete)
    const refusedConnections = failures.filter((outcome) => outcome.error === 'ECONNREFUSED').length
    const resets = failures.length - refusedConnections
    expect(failures.every((o) => o.error === 'ECONNREFUSED' || o.error === 'ECONNRESET')).toBe(true)
    expect(resets).toBeLessThanOrEqual(CLIENTS / 10)
    console.info(
      'graceful stop under load:',
      JSON.stringify({
        requests: outcomes.length,
        accepted: accepted.size,
        answered503: refusedAnswers.length,
        refusedConnections,
        resetBeforeAccepted: resets,
        stopMs: Math.round(stopMs),
      }),
    )

    // The stream ended with the reason and, first, a hint to reconnect within a second.
    const ended = await stream.ended()
    expect(ended.at(-1)).toMatchObject({ event: 'end', data: JSON.stringify({ reason: 'server_stopping' }) })
    expect(stream.retries.at(-1)).toBe(1000)
  })

  it('finishes a request in flight while refusing new connections, and closes its keep-alive connection', {
    timeout: 180_000,
  }, async () => {
    const server = await start()
    const slow = slowSignUp(server, 'ada.slow@example.org')
    // The server has the headers: the request is in flight.
    await pause(300)
    server.child.kill('SIGTERM')
    const deadline = Date.now() + 10_000
    while (!(await isRefused(server.origin))) {
      if (Date.now() > deadline) throw new Error('the server still accepts connections')
      await pause(25)
    }
    // Stopping, not stopped: the request in flight holds it.
    expect(server.child.exitCode).toBeNull()
    slow.finish()
    const answer = await slow.response
    const answeredAt = performance.now()
    expect(answer.status).toBe(200)
    // Without it the keep-alive connection would hold the stop until SHUTDOWN_TIMEOUT_MS cut it.
    expect(answer.headers.connection).toBe('close')
    expect(await server.exited).toEqual({ code: 0, signal: null })
    expect(performance.now() - answeredAt).toBeLessThan(5000)
  })

  it('ends at once on a second signal during a slow stop', { timeout: 180_000 }, async () => {
    const server = await start({ SHUTDOWN_TIMEOUT_MS: '60000' })
    const slow = slowSignUp(server, 'ada.never@example.org')
    slow.response.catch(() => {})
    await pause(300)
    server.child.kill('SIGTERM')
    while (!(await isRefused(server.origin))) await pause(25)
    expect(server.child.exitCode).toBeNull()
    const secondAt = performance.now()
    server.child.kill('SIGINT')
    const exit = await server.exited
    expect(performance.now() - secondAt).toBeLessThan(2000)
    expect(exit.code).not.toBe(0)
  })

  it('starts again on the same data after those stops, with what was written during them', {
    timeout: 180_000,
  }, async () => {
    const server = await start()
    // The sign-up answered during a stop was committed.
    const response = await fetch(`${server.base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ada.slow@example.org', password: PASSWORD, rememberMe: false }),
    })
    expect(response.status).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).toEqual({ code: 0, signal: null })
  })
})
