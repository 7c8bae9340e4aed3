import { existsSync } from 'node:fs'

/** Debian's Chromium, or the one CHROMIUM_PATH names (Playwright's own download cannot work here). */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

export function hasChromium() {
  return existsSync(chromiumPath())
}
