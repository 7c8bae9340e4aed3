import { isIPv4, isIPv6 } from 'node:net'

/**
 * The key a per-client limit counts an address under. An IPv4 address is one client; an IPv6
 * client is usually handed a whole /64, so any address in it counts as the same client.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '')
  if (isIPv4(address)) return address
  if (!isIPv6(address)) return ip
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address, as lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase()
  // A trailing dotted quad is the last two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const middle = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0')
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16).toString(16))
}
