import { spawnSync } from 'node:child_process'
import { chromiumPath, hasChromium } from './chromium-path.mjs'

/**
 * The browser tests drive Debian's Chromium. When it is missing, install it if this process can
 * (root with apt-get); otherwise say in one line what to do. Returns whether Chromium is there.
 */
export function ensureChromium() {
  if (hasChromium()) return true
  const canInstall =
    process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0 && !process.env.CHROMIUM_PATH
  if (canInstall) {
    console.log("Chromium is missing: installing Debian's chromium package with apt-get…")
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
    if (hasChromium()) return true
  }
  console.error(
    `No Chromium at ${chromiumPath()}: install it with "sudo apt-get install -y chromium", or set CHROMIUM_PATH to a Chromium binary.`,
  )
  return false
}
