import { connect, type Socket } from 'node:net'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import sharp from 'sharp'
import { describe, expect, it, onTestFinished } from 'vitest'
import { httpTimeouts } from './app.ts'
import { person, registered } from './test/auth-helpers.ts'
import { listen, openEventStream } from './test/event-stream.ts'
import { createTestApp } from './test/test-app.ts'

// Clients that hold a connection by sending slowly, through a real socket (app.inject has none).

// Short limits on receiving a request; the idle limit keeps its default unless a test says otherwise.
const short = { headersMs: 300, requestMs: 600, checkEveryMs: 50 }

async function portOf(app: FastifyInstance): Promise<number> {
  const address = new URL(await listen(app))
  return Number(address.port)
}

/** A raw connection, what the server sent on it, and when it was closed. */
function rawConnection(port: number) {
  const socket: Socket = connect(port, '127.0.0.1')
  const opened = performance.now()
  let received = ''
  socket.setEncoding('utf8').on('data', (chunk: string) => {
    received += chunk
  })
  socket.on('error', () => {})
  const closedAfterMs = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(performance.now() - opened)),
  )
  onTestFinished(() => {
    socket.destroy()
  })
  /** Writes `text` one byte every `everyMs` until it is all sent or the socket closes. */
  function trickle(text: string, everyMs: number) {
    let index = 0
    const timer = setInterval(() => {
      if (socket.destroyed || index >= text.length) return clearInterval(timer)
      socket.write(text[index++] ?? '')
    }, everyMs)
    onTestFinished(() => clearInterval(timer))
  }
  return { socket, trickle, closedAfterMs, received: () => received }
}

const endlessHeader = `X-Slow: ${'a'.repeat(10_000)}`

describe('slow clients', () => {
  it('cuts a connection whose headers come one byte at a time within 10 s, by default', {
    timeout: 20_000,
  }, async () => {
    expect(httpTimeouts.headersMs + httpTimeouts.checkEveryMs).toBeLessThan(10_000)
    expect(httpTimeouts.requestMs).toBeLessThanOrEqual(10_000)
    const { app } = await createTestApp()
    const connection = rawConnection(await portOf(app))
    connection.socket.write('GET /free/api/health HTTP/1.1\r\nHost: localhost\r\n')
    connection.trickle(endlessHeader, 100)
    const closedAfterMs = await connection.closedAfterMs
    expect(closedAfterMs).toBeLessThan(10_000)
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('cuts a connection that sends nothing', async () => {
    const { app } = await createTestApp({}, { httpTimeouts: short })
    const connection = rawConnection(await portOf(app))
    expect(await connection.closedAfterMs).toBeLessThan(short.headersMs + 10 * short.checkEveryMs + 500)
  })

  it('cuts a request whose body comes one byte at a time', async () => {
    const { app, config } = await createTestApp({}, { httpTimeouts: short })
    const connection = rawConnection(await portOf(app))
    const body = JSON.stringify({ email: 'ada@example.org', password: 'x'.repeat(500) })
    connection.socket.write(
      `POST /free/api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nOrigin: ${config.publicUrl}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    )
    connection.trickle(body, 20)
    expect(await connection.closedAfterMs).toBeLessThan(short.requestMs + 10 * short.checkEveryMs + 500)
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('cuts slow headers of a second request on a kept-alive connection', async () => {
    const { app } = await createTestApp({}, { httpTimeouts: short })
    const connection = rawConnection(await portOf(app))
    connection.socket.write('GET /free/api/health HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await expect.poll(connection.received).toMatch(/^HTTP\/1\.1 200 /)
    connection.trickle(`GET /free/api/health HTTP/1.1\r\nHost: localhost\r\n${endlessHeader}`, 20)
    await connection.closedAfterMs
    expect(connection.received()).toMatch(/HTTP\/1\.1 408 /)
  })

  it('answers a request that its handler works on for longer than the default limits on receiving one', {
    timeout: 30_000,
  }, async () => {
    // A sign-in waiting its turn to hash, a photo in the image queue: the client waits, nothing
    // moves on the connection, and the answer must still come.
    const workMs = Math.max(httpTimeouts.headersMs, httpTimeouts.requestMs) + 500
    const slowRoute: FastifyPluginAsync = async (scope) => {
      scope.get('/slow-answer', async () => {
        await new Promise((resolve) => setTimeout(resolve, workMs))
        return { ok: true }
      })
    }
    const { app } = await createTestApp({}, { extraRoutes: slowRoute, httpTimeouts: short })
    const connection = rawConnection(await portOf(app))
    connection.socket.write('GET /free/slow-answer HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await expect.poll(connection.received, { timeout: workMs + 2_000 }).toMatch(/^HTTP\/1\.1 200 /)
    expect(connection.socket.destroyed).toBe(false)
  })

  it('answers a photo upload that waits for 100 Continue, and one too large before its body', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const port = await portOf(app)
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c82828' } })
      .png()
      .toBuffer()
    const head = (length: number) =>
      `PUT /free/api/account/avatar HTTP/1.1\r\nHost: localhost\r\nOrigin: ${config.publicUrl}\r\n` +
      `Cookie: ${ada.cookie}\r\nContent-Type: image/png\r\nContent-Length: ${length}\r\n` +
      'Expect: 100-continue\r\n\r\n'

    const upload = rawConnection(port)
    upload.socket.write(head(png.length))
    await expect.poll(upload.received).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\n$/)
    upload.socket.write(png)
    await expect.poll(upload.received).toMatch(/HTTP\/1\.1 200 [\s\S]*"avatar":"\/free\/api\/people\//)

    const tooLarge = rawConnection(port)
    tooLarge.socket.write(head(5_000_000))
    await expect.poll(tooLarge.received).toMatch(/HTTP\/1\.1 413 [\s\S]*avatar_too_large/)
  })

  it('keeps a notification stream open past every timeout: they cover receiving the request only', async () => {
    const { app, config } = await createTestApp({}, { httpTimeouts: { ...short, idleMs: 400 } })
    const ada = await registered(app, config, person(1))
    const base = await listen(app)
    const stream = await openEventStream(`${base}/free/api/notifications/stream`, { cookie: ada.cookie })
    onTestFinished(() => stream.close())
    expect(stream.status).toBe(200)
    // Longer than each limit several times over, with nothing sent meanwhile (the heartbeat is slower).
    await new Promise((resolve) => setTimeout(resolve, 4 * short.requestMs))
    expect(stream.isEnded).toBe(false)
  })
})
