import { existsSync } from 'node:fs'

/** Debian's Chromium, or the one CHROMIUM_PATH names (Playwright's own download cannot work here). */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

export function hasChromium() {
  return existsSync(chromiumPath())
}

/** Headless and quiet on a closed network: no sandbox (root in CI), no GPU, no background requests. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
