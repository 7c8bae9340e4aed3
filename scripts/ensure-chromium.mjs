import { spawnSync } from 'node:child_process'
import { hasChromium, testChromiumPackage, testChromiumPath } from './chromium-path.mjs'

/**
 * The browser tests drive Debian's Chromium in its headless shell. When it is missing, install it
 * if this process can (root with apt-get); otherwise say in one line what to do. Returns whether it
 * is there.
 */
export function ensureChromium() {
  const path = testChromiumPath()
  if (hasChromium(path)) return true
  const canInstall =
    process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0 && !process.env.CHROMIUM_PATH
  if (canInstall) {
    console.log(`Chromium is missing: installing Debian's ${testChromiumPackage} package with apt-get…`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    spawnSync('apt-get', ['install', '-y', '-qq', testChromiumPackage], { stdio: 'inherit', env })
    if (hasChromium(path)) return true
  }
  console.error(
    `No Chromium at ${path}: install it with "sudo apt-get install -y ${testChromiumPackage}", or set CHROMIUM_PATH to a Chromium binary.`,
  )
  return false
}
