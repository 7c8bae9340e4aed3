import { lookup } from 'node:dns'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

// What the server fetches from an address someone else chose (a provider's photo): only from the
// public internet. Every address a name resolves to is checked, the connection goes to the checked
// address itself (a second lookup could answer otherwise: DNS rebinding), and each redirect is
// checked again.

export type OutboundRules = {
  /** Loopback and private addresses and plain http too: tests and local set-ups (decision 031). */
  allowPrivate: boolean
  timeoutMs: number
  maxBytes: number
}

/** Redirects followed at most: a photo's address may move once or twice, not wander. */
const MAX_REDIRECTS = 2

/**
 * Whether the server may connect to this address: public unicast only. Loopback, private (RFC 1918,
 * fc00::/7), link-local, shared (CGNAT), unspecified, multicast, broadcast, reserved and the IPv6
 * forms that carry an IPv4 address (mapped, 6to4, Teredo, NAT64) are refused, by ipaddr.js's ranges.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  let parsed = ipaddr.parse(address)
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address()
  return parsed.range() === 'unicast'
}

export class OutboundRefused extends Error {}

/** A lookup that answers only with addresses the rules allow, every one of them checked. */
function checkedLookup(rules: OutboundRules): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4)
      const refused = addresses.find(({ address }) => !rules.allowPrivate && !isPublicAddress(address))
      if (refused || addresses.length === 0)
        return callback(new OutboundRefused(`${hostname} is not a public address`), '', 4)
      if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses)
      const [first] = addresses
      return callback(null, first?.address ?? '', first?.family ?? 4)
    })
  }
}

function getOnce(url: URL, rules: OutboundRules, signal: AbortSignal): Promise<IncomingMessage> {
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { lookup: checkedLookup(rules), signal, headers: { accept: 'image/*' } })
    outgoing.on('response', resolve)
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/**
 * GETs `address` under the rules: https only (http too where private addresses are allowed), at
 * most two redirects, at most `maxBytes`, within `timeoutMs`. Null when the answer is not a 200;
 * throws OutboundRefused for an address the rules refuse.
 */
export async function fetchOutside(address: string, rules: OutboundRules): Promise<Buffer | null> {
  const signal = AbortSignal.timeout(rules.timeoutMs)
  let url = new URL(address)
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'https:' && !(rules.allowPrivate && url.protocol === 'http:'))
      throw new OutboundRefused(`${url.protocol} is not fetched`)
    // An address written as a number is connected to without a lookup: it is checked here.
    const literal = url.hostname.replace(/^\[(.*)\]$/, '$1')
    if (isIP(literal) && !rules.allowPrivate && !isPublicAddress(literal))
      throw new OutboundRefused(`${literal} is not a public address`)
    const response = await getOnce(url, rules, signal)
    const status = response.statusCode ?? 0
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume()
      if (hop >= MAX_REDIRECTS) throw new OutboundRefused('too many redirects')
      url = new URL(response.headers.location, url)
      continue
    }
    if (status !== 200) {
      response.resume()
      return null
    }
    if (Number(response.headers['content-length'] ?? 0) > rules.maxBytes) {
      response.destroy()
      return null
    }
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.byteLength
      if (size > rules.maxBytes) {
        response.destroy()
        return null
      }
      chunks.push(chunk)
    }
    return Buffer.concat(chunks)
  }
}
