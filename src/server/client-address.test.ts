import { describe, expect, it } from 'vitest'
import { addressKey } from './client-address.ts'

describe('addressKey', () => {
  it('keeps an IPv4 address as it is, and reads an IPv4-mapped IPv6 address as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::FFFF:203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:cb00:7107')).toBe('203.0.113.7')
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts every IPv6 address of one /64 as one client, whatever its spelling', () => {
    const key = '2001:db8:aa:1::/64'
    expect(addressKey('2001:db8:aa:1::1')).toBe(key)
    expect(addressKey('2001:0DB8:00aa:0001:ffff:ffff:ffff:fffe')).toBe(key)
    expect(addressKey('2001:db8:aa:1:1234:5678:1.2.3.4')).toBe(key)
    expect(addressKey('2001:db8:aa:1::9%eth0')).toBe(key)
    expect(addressKey('2001:db8:aa:2::1')).not.toBe(key)
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('fe80::1')).toBe('fe80:0:0:0::/64')
  })

  it('keeps anything that is not an address as it is', () => {
    expect(addressKey('unknown')).toBe('unknown')
  })

  it('counts a request whose connection closed before it was read (no address) as one unknown client', () => {
    expect(addressKey(undefined)).toBe('unknown')
    expect(addressKey('')).toBe('unknown')
  })
})
