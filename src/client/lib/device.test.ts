import { describe, expect, it } from 'vitest'
import { deviceKind, deviceName } from './device.ts'

describe('deviceName', () => {
  it('names the browser and the system when both are known', () => {
    expect(deviceName({ browser: 'Firefox', os: 'Linux', kind: 'desktop' })).toBe('Firefox on Linux')
  })
  it('names what is known, else says it is unknown', () => {
    expect(deviceName({ browser: 'Safari', os: null, kind: null })).toBe('Safari')
    expect(deviceName({ browser: null, os: 'iOS', kind: null })).toBe('iOS')
    expect(deviceName({ browser: null, os: null, kind: null })).toBe('Unknown browser')
  })
})

describe('deviceKind', () => {
  it('names the kinds for people and passes unknown ones through', () => {
    expect(deviceKind({ browser: null, os: null, kind: 'mobile' })).toBe('Phone')
    expect(deviceKind({ browser: null, os: null, kind: 'watch' })).toBe('watch')
    expect(deviceKind({ browser: null, os: null, kind: null })).toBeNull()
  })
})
