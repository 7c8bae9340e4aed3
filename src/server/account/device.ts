import Bowser from 'bowser'
import type { Device } from '#shared/account.ts'

// The device and browser of a session or an event, as read from its user agent.
// Bowser (MIT) knows the common browsers and systems; anything else shows as unknown, not guessed.

const cache = new Map<string, Device>()
const CACHE_LIMIT = 500

export function deviceOf(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: null, os: null, kind: null }
  const cached = cache.get(userAgent)
  if (cached) return cached
  const parsed = Bowser.parse(userAgent)
  const version = parsed.browser.version?.split('.')[0]
  const device: Device = {
    browser: parsed.browser.name ? `${parsed.browser.name}${version ? ` ${version}` : ''}` : null,
    os: parsed.os.name
      ? `${parsed.os.name}${parsed.os.versionName ? ` ${parsed.os.versionName}` : ''}`
      : null,
    kind: parsed.platform.type ?? null,
  }
  if (cache.size >= CACHE_LIMIT) cache.clear()
  cache.set(userAgent, device)
  return device
}
