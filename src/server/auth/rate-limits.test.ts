import { describe, expect, it } from 'vitest'
import { clientAddressKey } from './rate-limits.ts'

describe('the client address key of rate limits', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every address of one IPv6 /64 as one client, and the next /64 as another', () => {
    const keys = [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:a:b:c:d%eth0',
    ].map(clientAddressKey)
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64')
    expect(clientAddressKey('fe80::1')).toBe('fe80:0:0:0::/64')
  })

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, in either notation', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientAddressKey('::ffff:cb00:7107')).toBe('203.0.113.7')
    expect(clientAddressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('keeps anything that is not an address as it is', () => {
    expect(clientAddressKey('unknown')).toBe('unknown')
  })
})
