// `npm start`: builds when dist/ is missing or stale, then runs the server in this process, so
// the signals that stop it reach the server's own graceful shutdown directly.
import { spawnSync } from 'node:child_process'
import { closeSync, mkdirSync, openSync, utimesSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildReason, buildStampPath } from './build-check.mjs'
import { serverNodeArgs } from './server-flags.mjs'

// The server's V8 flags (server-flags.mjs) size its heap, so they must be on the command line: when
// they are missing, this process becomes one with them (process.execve replaces it in place, same
// process id, so signals still reach the server itself). Node 20 has no execve and needs no flag.
const missing = serverNodeArgs().filter((flag) => !process.execArgv.includes(flag))
if (missing.length > 0 && typeof process.execve === 'function') {
  process.execve(
    process.execPath,
    [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)],
    process.env,
  )
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const reason = buildReason(root, process.env)

if (reason) {
  console.error(`foyer: building first, because ${reason}`)
  // Files saved while the build runs must count as changed next time: stamp the start time.
  const startedAt = new Date()
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env })
  if (build.status !== 0) {
    console.error(`foyer: the build failed${build.error ? ` (${build.error.message})` : ''}`)
    process.exit(1)
  }
  const stamp = join(root, buildStampPath)
  mkdirSync(dirname(stamp), { recursive: true })
  closeSync(openSync(stamp, 'a'))
  utimesSync(stamp, startedAt, startedAt)
}

await import('../dist/server/index.js')
