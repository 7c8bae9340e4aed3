import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { fetchOutside, isPublicAddress, OutboundRefused, type OutboundRules } from './outbound.ts'

// What the server fetches from an address someone else chose (a provider's photo).

describe('the addresses the server connects to for someone else', () => {
  it('are public unicast ones only', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])
      expect(isPublicAddress(address), address).toBe(true)
  })

  it('are never loopback, private, link-local, shared, unspecified, multicast, or an IPv4 one in IPv6 dress', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fc00::1',
      'fd12:3456::1',
      'fe80::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '64:ff9b::7f00:1',
      '2002:7f00:1::',
      'not an address',
    ])
      expect(isPublicAddress(address), address).toBe(false)
  })
})

describe('fetching from outside', () => {
  const servers: Server[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
  })

  /** A loopback server answering by `handle`; its address. */
  async function serve(
    handle: (path: string) => { status: number; headers?: Record<string, string>; body?: string },
  ) {
    const asked: string[] = []
    const server = createServer((request, response) => {
      asked.push(request.url ?? '')
      const { status, headers = {}, body = '' } = handle(request.url ?? '')
      response.writeHead(status, headers).end(body)
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked }
  }

  const publicOnly: OutboundRules = { allowPrivate: false, timeoutMs: 5000, maxBytes: 100 }
  const local: OutboundRules = { ...publicOnly, allowPrivate: true }

  it('refuses plain http, and a loopback address by number or by name, without connecting', async () => {
    const { origin, asked } = await serve(() => ({ status: 200, body: 'photo' }))
    await expect(fetchOutside(`${origin}/a.png`, publicOnly)).rejects.toThrow(OutboundRefused)
    const port = new URL(origin).port
    await expect(fetchOutside(`https://127.0.0.1:${port}/a.png`, publicOnly)).rejects.toThrow(OutboundRefused)
    await expect(fetchOutside(`https://localhost:${port}/a.png`, publicOnly)).rejects.toThrow(OutboundRefused)
    await expect(fetchOutside(`https://[::ffff:127.0.0.1]:${port}/a.png`, publicOnly)).rejects.toThrow(
      OutboundRefused,
    )
    expect(asked).toEqual([])
  })

  it('where private addresses are allowed, fetches, follows two redirects and no third, and keeps to the size', async () => {
    const { origin, asked } = await serve((path) => {
      const hop = Number(path.slice(1))
      if (path === '/big') return { status: 200, body: 'x'.repeat(101) }
      if (path === '/missing') return { status: 404 }
      return hop < 9 ? { status: 302, headers: { location: `/${hop + 1}` } } : { status: 200, body: 'photo' }
    })
    expect((await fetchOutside(`${origin}/9`, local))?.toString()).toBe('photo')
    expect((await fetchOutside(`${origin}/7`, local))?.toString()).toBe('photo')
    await expect(fetchOutside(`${origin}/6`, local)).rejects.toThrow('too many redirects')
    expect(await fetchOutside(`${origin}/big`, local)).toBeNull()
    expect(await fetchOutside(`${origin}/missing`, local)).toBeNull()
    await expect(fetchOutside('file:///etc/passwd', local)).rejects.toThrow(OutboundRefused)
    expect(asked.slice(0, 4)).toEqual(['/9', '/7', '/8', '/9'])
  })
})
