// Shared by the benchmarks: start the built production server on a throwaway data directory.
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'

export async function startServer({ port, env = {}, dataDir: givenDataDir }) {
  const dataDir = givenDataDir ?? (await mkdtemp(join(tmpdir(), 'foyer-bench-')))
  const origin = `http://localhost:${port}`
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const started = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const ok = await fetch(`${origin}/free/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    origin,
    base: `${origin}/free`,
    pid: child.pid,
    readyMs: performance.now() - started,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      if (!givenDataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Resident memory of a process in MB, from /proc. */
export async function rssMb(pid) {
  const { readFile } = await import('node:fs/promises')
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

export function machine() {
  return `${process.platform} ${process.arch}, Node ${process.version}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`
}
