import { existsSync } from 'node:fs'

/**
 * The browser the tests drive: Debian's Chromium in its headless shell (the chromium-headless-shell
 * package), the build Playwright itself runs headless tests in, or the one CHROMIUM_PATH names
 * (Playwright's own download cannot work here). Decision 030: the same tests took longer in the
 * full browser's headless mode.
 */
export function testChromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell'
}

/** The Debian package that holds testChromiumPath()'s default. */
export const testChromiumPackage = 'chromium-headless-shell'

/** Debian's full Chromium (the chromium package), or CHROMIUM_PATH: for Lighthouse and the benchmarks, which measure what a person's browser does. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium'
}

export function hasChromium(path = chromiumPath()) {
  return existsSync(path)
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
