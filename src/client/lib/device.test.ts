import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { deviceKind, deviceName } from './device.ts'

const intl = createIntl({ locale: 'en' })

describe('deviceName', () => {
  it('names the browser and the system when both are known', () => {
    expect(deviceName(intl, { browser: 'Firefox', os: 'Linux', kind: 'desktop' })).toBe('Firefox on Linux')
  })
  it('names what is known, else says it is unknown', () => {
    expect(deviceName(intl, { browser: 'Safari', os: null, kind: null })).toBe('Safari')
    expect(deviceName(intl, { browser: null, os: 'iOS', kind: null })).toBe('iOS')
    expect(deviceName(intl, { browser: null, os: null, kind: null })).toBe('Unknown browser')
  })
})

describe('deviceKind', () => {
  it('names the kinds for people and passes unknown ones through', () => {
    expect(deviceKind(intl, { browser: null, os: null, kind: 'mobile' })).toBe('Phone')
    expect(deviceKind(intl, { browser: null, os: null, kind: 'watch' })).toBe('watch')
    expect(deviceKind(intl, { browser: null, os: null, kind: null })).toBeNull()
  })
})
