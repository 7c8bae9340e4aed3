import { isIPv4, isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address (valid, without a zone). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) => {
    if (part === '') return []
    return part.split(':').flatMap((group) => {
      if (!group.includes('.')) return [Number.parseInt(group, 16)]
      const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
      return [(a << 8) | b, (c << 8) | d]
    })
  }
  const [head = '', tail] = address.split('::')
  const start = parse(head)
  if (tail === undefined) return start
  const end = parse(tail)
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end]
}

/**
 * The client a per-address limit counts against. One IPv6 subscriber usually holds a whole /64,
 * so an IPv6 address counts as its /64; an IPv4-mapped IPv6 address counts as its IPv4 address.
 * A request whose connection closed before it was read has no address (Node no longer knows the
 * socket's peer): those count together, as one unknown client.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown'
  const address = ip.replace(/%.*$/, '')
  if (isIPv4(address) || !isIPv6(address)) return address
  const groups = ipv6Groups(address)
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
