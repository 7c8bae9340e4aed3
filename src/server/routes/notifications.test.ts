import { connect, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { Config } from '../config.ts'
import {
  callApi as call,
  cookieOf,
  me,
  PASSWORD,
  person,
  registered,
  signIn,
  signUp,
} from '../test/auth-helpers.ts'
import { listen, openEventStream } from '../test/event-stream.ts'
import { createSecondInstance, createTestApp } from '../test/test-app.ts'

// The notification inbox: made by server events, private to each person, pushed live.

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

async function inbox(app: FastifyInstance, config: Config, cookie: string, query = '') {
  const response = await call(app, config, cookie, 'GET', `/notifications${query}`)
  expect(response.statusCode).toBe(200)
  return response.json() as {
    items: Array<{
      id: string
      kind: string
      title: string
      body: string
      link: string
      actorName: string | null
      readAt: string | null
    }>
    total: number
    unread: number
  }
}

describe('notifications made by events', () => {
  it('a new account starts with a welcome and a "secure your account" (badge 2); administrators hear of it', async () => {
    const { app, config } = await createTestApp()
    const admin = await registered(app, config, person(1))
    const first = await inbox(app, config, admin.cookie)
    expect(first.unread).toBe(2)
    expect(first.items.map((n) => n.kind)).toEqual(['secure_account', 'welcome'])
    expect(first.items[1]).toMatchObject({
      title: 'Welcome to Foyer, Ada',
      link: '/account/profile/edit',
      readAt: null,
    })

    const evil = person(2, { firstName: '<img src=x onerror=alert(1)>', lastName: 'Mallory' })
    const mallory = await registered(app, config, evil)
    expect((await inbox(app, config, mallory.cookie)).unread).toBe(2)
    const adminInbox = await inbox(app, config, admin.cookie)
    expect(adminInbox.unread).toBe(3)
    // Stored as the text it is; the client shows it as text.
    expect(adminInbox.items[0]).toMatchObject({
      kind: 'new_registration',
      actorName: '<img src=x onerror=alert(1)> Mallory',
      title: 'New registration: <img src=x onerror=alert(1)> Mallory',
    })
  })

  it('a sign-in from a device not seen before, password and email changes, and throttling', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const kinds = async () => (await inbox(app, config, ada.cookie)).items.map((n) => n.kind)

    // Registration came from no known browser; the first Firefox sign-in is new, the second is not.
    await signIn(app, config, ada, { headers: { 'user-agent': firefox } })
    await signIn(app, config, ada, { headers: { 'user-agent': firefox.replace('133.0', '134.0') } })
    await signIn(app, config, ada, { headers: { 'user-agent': iphone }, remoteAddress: '10.9.9.9' })
    const signIns = (await inbox(app, config, ada.cookie)).items.filter((n) => n.kind === 'new_sign_in')
    expect(signIns.map((n) => n.title)).toEqual([
      'New sign-in from Safari 18 on iOS',
      'New sign-in from Firefox 133 on Linux',
    ])
    expect(signIns[0]?.body).toContain('10.9.9.9')

    const changed = await call(app, config, ada.cookie, 'POST', '/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: 'another long pass phrase',
      revokeOtherSessions: false,
    })
    expect(changed.statusCode).toBe(200)
    expect((await kinds())[0]).toBe('password_changed')
    await call(app, config, ada.cookie, 'POST', '/account/email', {
      newEmail: 'grace@example.org',
      currentPassword: 'another long pass phrase',
    })
    expect((await kinds())[0]).toBe('email_changed')

    for (let i = 0; i < 5; i++)
      await signIn(app, config, { email: 'grace@example.org', password: 'wrong guess' })
    const [throttled] = (await inbox(app, config, ada.cookie)).items
    expect(throttled).toMatchObject({ kind: 'sign_in_throttled', link: '/account/history' })
    expect(throttled?.body).toMatch(/5 failed sign-ins in a row/)
  })
})

describe('the inbox API', () => {
  it('marks read and unread, filters, deletes, and pages on the server', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const [secure, welcome] = (await inbox(app, config, ada.cookie)).items
    const read = await call(app, config, ada.cookie, 'PATCH', `/notifications/${welcome?.id}`, { read: true })
    expect(read.statusCode).toBe(200)
    expect(read.json().readAt).toEqual(expect.any(String))
    expect(await inbox(app, config, ada.cookie, '?filter=unread')).toMatchObject({ total: 1, unread: 1 })
    await call(app, config, ada.cookie, 'PATCH', `/notifications/${welcome?.id}`, { read: false })
    expect((await inbox(app, config, ada.cookie)).unread).toBe(2)
    const page = await inbox(app, config, ada.cookie, '?limit=1&page=2')
    expect(page.items.map((n) => n.id)).toEqual([welcome?.id])
    expect(page.total).toBe(2)
    // Past the last page: no items, and still the counts.
    expect(await inbox(app, config, ada.cookie, '?limit=1&page=5')).toMatchObject({
      items: [],
      total: 2,
      unread: 2,
    })
    expect(await inbox(app, config, ada.cookie, '?filter=unread&page=3')).toMatchObject({
      items: [],
      total: 2,
      unread: 2,
    })
    const deleted = await call(app, config, ada.cookie, 'DELETE', `/notifications/${secure?.id}`)
    expect(deleted.json()).toEqual({ unread: 1 })
    expect((await inbox(app, config, ada.cookie)).items.map((n) => n.id)).toEqual([welcome?.id])
  })

  it('nobody can read, mark or delete someone else’s notifications (404)', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const bob = await registered(app, config, person(2))
    const bobs = (await inbox(app, config, bob.cookie)).items
    const adas = (await inbox(app, config, ada.cookie)).items
    expect(adas.some((n) => bobs.some((b) => b.id === n.id && b.kind !== 'new_registration'))).toBe(false)
    const target = bobs[0]?.id
    for (const [method, payload] of [
      ['PATCH', { read: true }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(app, config, ada.cookie, method, `/notifications/${target}`, payload)
      expect(response.statusCode).toBe(404)
    }
    expect(
      (await call(app, config, ada.cookie, 'PATCH', '/notifications/999999', { read: true })).statusCode,
    ).toBe(404)
    expect(
      (await call(app, config, ada.cookie, 'PATCH', '/notifications/abc', { read: true })).statusCode,
    ).toBe(404)
    expect((await inbox(app, config, bob.cookie)).unread).toBe(2)
    expect((await app.inject({ url: '/free/api/notifications' })).statusCode).toBe(401)
    expect((await app.inject({ url: '/free/api/notifications/stream' })).statusCode).toBe(401)
  })

  it('answers odd pagination and bodies with 400', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    for (const query of [
      'limit=-1',
      'limit=1000000000',
      'limit=abc',
      'page=0',
      'page=-3',
      'filter=everything',
      'limit=1e3',
    ]) {
      const response = await call(app, config, ada.cookie, 'GET', `/notifications?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.message).toBe('Some fields are invalid')
    }
    const id = (await inbox(app, config, ada.cookie)).items[0]?.id
    expect(
      (await call(app, config, ada.cookie, 'PATCH', `/notifications/${id}`, { read: 'yes' })).statusCode,
    ).toBe(400)
    expect(
      (await call(app, config, ada.cookie, 'POST', '/notifications/read-all', { upTo: "1' OR 1=1" }))
        .statusCode,
    ).toBe(400)
  })

  it('"mark all read" racing with new notifications marks exactly those up to its moment', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const adaId = (await me(app, config, ada.cookie)).json().id
    const upTo = (await inbox(app, config, ada.cookie)).items[0]?.id
    const extra = (n: number) => ({
      recipientId: adaId,
      kind: 'welcome',
      title: `extra ${n}`,
      body: '',
      link: null,
    })
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, n) => app.notifications.notify([extra(n)])),
      call(app, config, ada.cookie, 'POST', '/notifications/read-all', { upTo }),
      call(app, config, ada.cookie, 'POST', '/notifications/read-all', { upTo }),
      ...Array.from({ length: 10 }, (_, n) => app.notifications.notify([extra(n + 10)])),
    ])
    const marks = results
      .filter((r): r is Awaited<ReturnType<typeof call>> => r !== undefined)
      .map((r) => r.json().marked)
    expect(marks.reduce((sum: number, n: number) => sum + n, 0)).toBe(2)
    const all = await inbox(app, config, ada.cookie, '?limit=100')
    expect(all.total).toBe(22)
    expect(all.unread).toBe(20)
    expect(all.items.filter((n) => n.readAt === null).every((n) => n.title.startsWith('extra'))).toBe(true)
    expect(all.unread).toBe(all.items.filter((n) => n.readAt === null).length)
    const rest = await call(app, config, ada.cookie, 'POST', '/notifications/read-all', {})
    expect(rest.json()).toEqual({ marked: 20, unread: 0 })
  })
})

describe('the live stream', () => {
  it('pushes my notifications, not anyone else’s, catches up with Last-Event-ID, and ends with the session', async () => {
    const setup = await createTestApp()
    const { app, config } = setup
    const origin = await listen(app)
    const admin = await registered(app, config, person(1))
    const url = `${origin}/free/api/notifications/stream`
    const stream = await openEventStream(url, { cookie: admin.cookie })
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toContain('text/event-stream')
    expect(JSON.parse((await stream.next((e) => e.event === 'unread')).data)).toEqual({
      type: 'unread',
      unread: 2,
    })

    const bob = await registered(app, config, person(2))
    const pushed = await stream.next((e) => e.event === 'notification')
    const data = JSON.parse(pushed.data)
    expect(data).toMatchObject({
      type: 'notification',
      unread: 3,
      notification: { kind: 'new_registration' },
    })
    expect(pushed.id).toBe(data.notification.id)
    // Bob's own welcome never reached the administrator's stream.
    expect(stream.events.filter((e) => e.event === 'notification')).toHaveLength(1)

    const bobStream = await openEventStream(url, { cookie: bob.cookie, 'last-event-id': '0' })
    const caughtUp = await bobStream.next((e) => e.event === 'unread')
    const missed = bobStream.events
      .filter((e) => e.event === 'notification')
      .map((e) => JSON.parse(e.data).notification.kind)
    expect(missed).toEqual(['welcome', 'secure_account'])
    expect(JSON.parse(caughtUp.data).unread).toBe(2)

    // Mark all read on another device: the badge follows.
    await call(app, config, bob.cookie, 'POST', '/notifications/read-all', {})
    await bobStream.next((e) => e.event === 'unread' && JSON.parse(e.data).unread === 0)

    // Sign-out ends the stream.
    await call(app, config, bob.cookie, 'POST', '/auth/sign-out', {})
    const events = await bobStream.ended()
    expect(events.at(-1)).toMatchObject({ event: 'end', data: JSON.stringify({ reason: 'session_ended' }) })
    stream.close()
  })

  it('a stream that opens catches up alone: the person’s other streams hear nothing of it', async () => {
    const { app, config } = await createTestApp()
    const origin = await listen(app)
    const ada = await registered(app, config, person(1))
    const url = `${origin}/free/api/notifications/stream`
    const first = await openEventStream(url, { cookie: ada.cookie })
    await first.next((e) => e.event === 'unread')
    const second = await openEventStream(url, { cookie: ada.cookie })
    expect(JSON.parse((await second.next((e) => e.event === 'unread')).data).unread).toBe(2)
    // A real change afterwards reaches both; the first stream heard two counts, not three.
    await call(app, config, ada.cookie, 'POST', '/notifications/read-all', {})
    await first.next((e) => e.event === 'unread' && JSON.parse(e.data).unread === 0)
    await second.next((e) => e.event === 'unread' && JSON.parse(e.data).unread === 0)
    expect(first.events.filter((e) => e.event === 'unread').map((e) => JSON.parse(e.data).unread)).toEqual([
      2, 0,
    ])
    first.close()
    second.close()
  })

  it('an event handled by instance A reaches a stream held on instance B within a second', async () => {
    const first = await createTestApp()
    const { app: a, config } = first
    const b = await createSecondInstance(first)
    const origin = await listen(b)
    const admin = await registered(a, config, person(1))
    const stream = await openEventStream(`${origin}/free/api/notifications/stream`, { cookie: admin.cookie })
    await stream.next((e) => e.event === 'unread')
    const started = Date.now()
    const response = await signUp(a, config, person(2))
    expect(response.statusCode).toBe(200)
    const event = await stream.next((e) => e.event === 'notification', 1000)
    expect(JSON.parse(event.data).notification.title).toBe('New registration: Ada Tester2')
    expect(Date.now() - started).toBeLessThan(1000)
    // A session made on A works on B, and a sign-out on B ends it on A.
    const bob = cookieOf(response)
    expect((await me(b, config, bob)).statusCode).toBe(200)
    await call(b, config, bob, 'POST', '/auth/sign-out', {})
    expect((await me(a, config, bob)).statusCode).toBe(401)
    stream.close()
  })

  it('a server stop ends streams with a retry hint', async () => {
    const { app, config } = await createTestApp()
    const origin = await listen(app)
    const ada = await registered(app, config, person(1))
    const stream = await openEventStream(`${origin}/free/api/notifications/stream`, { cookie: ada.cookie })
    await stream.next((e) => e.event === 'unread')
    await app.close()
    const events = await stream.ended()
    expect(events.at(-1)).toMatchObject({ event: 'end', data: JSON.stringify({ reason: 'server_stopping' }) })
  })
})

describe('stream caps', () => {
  const TOKEN = 'a-metrics-token-of-some-length'

  async function openStreams(url: string, cookie: string, count: number) {
    return Promise.all(Array.from({ length: count }, () => openEventStream(url, { cookie })))
  }

  async function gauge(app: FastifyInstance) {
    const response = await app.inject({
      url: '/free/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    return Number(/^foyer_sse_streams_open (\d+)$/m.exec(response.body)?.[1] ?? Number.NaN)
  }

  async function gaugeSettlesAt(app: FastifyInstance, expected: number) {
    const deadline = Date.now() + 3000
    let value = await gauge(app)
    while (value !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      value = await gauge(app)
    }
    return value
  }

  /** Sends a stream request on a raw socket and cuts it after `delayMs`, before reading anything. */
  function openAndAbort(origin: string, cookie: string, delayMs: number) {
    const { hostname, port } = new URL(origin)
    return new Promise<void>((resolve) => {
      const socket = connect({ host: hostname, port: Number(port) }, () => {
        socket.write(
          `GET /free/api/notifications/stream HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
            `Accept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
        )
        setTimeout(() => {
          socket.destroy()
          resolve()
        }, delayMs)
      })
      socket.on('error', () => resolve())
    })
  }

  /** Connected sockets that then send their stream requests in the same moment; their statuses. */
  async function openAtOnce(origin: string, cookie: string, count: number) {
    const { hostname, port } = new URL(origin)
    const sockets = await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise<Socket>((resolve, reject) => {
            const socket = connect({ host: hostname, port: Number(port) }, () => resolve(socket))
            socket.on('error', reject)
          }),
      ),
    )
    const statuses = sockets.map(
      (socket) =>
        new Promise<number>((resolve) => {
          socket.once('data', (chunk) => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(String(chunk))?.[1])))
        }),
    )
    for (const socket of sockets) {
      socket.write(
        `GET /free/api/notifications/stream HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          `Accept: text/event-stream\r\nCookie: ${cookie}\r\n\r\n`,
      )
    }
    return {
      statuses: await Promise.all(statuses),
      close: () => {
        for (const socket of sockets) socket.destroy()
      },
    }
  }

  it('40 streams opened at once for one person: 20 accepted, the rest refused with 429', async () => {
    const { app, config } = await createTestApp({ METRICS_TOKEN: TOKEN })
    const origin = await listen(app)
    const ada = await registered(app, config, person(1))
    const { statuses, close } = await openAtOnce(origin, ada.cookie, 40)
    expect(statuses.filter((status) => status === 200)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(20)
    expect(await gauge(app)).toBe(20)
    close()
    expect(await gaugeSettlesAt(app, 0)).toBe(0)
  })

  it('streams cut while they are being set up leave no slot taken: the gauge returns to 0', async () => {
    const { app, config } = await createTestApp({ METRICS_TOKEN: TOKEN })
    const origin = await listen(app)
    const ada = await registered(app, config, person(1))
    // Cut at every moment of the set-up: while the session is read, while the last notification
    // is looked up, as the headers go out.
    await Promise.all(Array.from({ length: 60 }, (_, n) => openAndAbort(origin, ada.cookie, n % 15)))
    expect(await gaugeSettlesAt(app, 0)).toBe(0)

    // Signed out and in again, the person has all their slots.
    await call(app, config, ada.cookie, 'POST', '/auth/sign-out', {})
    const again = cookieOf(await signIn(app, config, ada))
    const streams = await openStreams(`${origin}/free/api/notifications/stream`, again, 20)
    expect(streams.map((stream) => stream.status)).toEqual(Array(20).fill(200))
    for (const stream of streams) stream.close()
    expect(await gaugeSettlesAt(app, 0)).toBe(0)
  })

  it('one client address holds at most NOTIFICATION_STREAMS_PER_ADDRESS streams, whoever signs in', async () => {
    const { app, config } = await createTestApp({
      METRICS_TOKEN: TOKEN,
      NOTIFICATION_STREAMS_PER_ADDRESS: '3',
    })
    const origin = await listen(app)
    const url = `${origin}/free/api/notifications/stream`
    const ada = await registered(app, config, person(1))
    const bob = await registered(app, config, person(2))
    const held = [...(await openStreams(url, ada.cookie, 2)), ...(await openStreams(url, bob.cookie, 1))]
    expect(held.map((stream) => stream.status)).toEqual([200, 200, 200])
    const refused = await openEventStream(url, { cookie: bob.cookie })
    expect(refused.status).toBe(429)
    expect(await refused.ended()).toEqual([])
    held[0]?.close()
    expect(await gaugeSettlesAt(app, 2)).toBe(2)
    const next = await openEventStream(url, { cookie: bob.cookie })
    expect(next.status).toBe(200)
    for (const stream of [...held, next]) stream.close()
    expect(await gaugeSettlesAt(app, 0)).toBe(0)
  })

  it('the process holds at most NOTIFICATION_STREAMS_MAX streams; past it, 503 with Retry-After', async () => {
    const { app, config } = await createTestApp({ METRICS_TOKEN: TOKEN, NOTIFICATION_STREAMS_MAX: '2' })
    const origin = await listen(app)
    const url = `${origin}/free/api/notifications/stream`
    const ada = await registered(app, config, person(1))
    const bob = await registered(app, config, person(2))
    const first = await openEventStream(url, { cookie: ada.cookie })
    const second = await openEventStream(url, { cookie: bob.cookie })
    const third = await openEventStream(url, { cookie: bob.cookie })
    expect([first.status, second.status, third.status]).toEqual([200, 200, 503])
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    first.close()
    second.close()
    expect(await gaugeSettlesAt(app, 0)).toBe(0)
  })
})
