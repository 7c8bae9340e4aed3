// Shared by the benchmarks: start the built production server on a throwaway data directory.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { availableParallelism, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { serverNodeArgs } from '../scripts/server-flags.mjs'

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, 'localhost', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** A new, empty data directory for a server of a benchmark. */
export function newDataDir() {
  return mkdtemp(join(tmpdir(), 'foyer-bench-'))
}

/**
 * Starts the built server (dist/server/index.js, or BENCH_ENTRY) on `port` (a free one if none is
 * given) and resolves once `readyPath` answers 200; readyMs is the time from spawning the process to
 * that answer.
 */
export async function startServer({
  port: givenPort,
  env = {},
  dataDir: givenDataDir,
  readyPath = '/api/health',
}) {
  const port = givenPort ?? (await freePort())
  const dataDir = givenDataDir ?? (await newDataDir())
  const origin = `http://localhost:${port}`
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=.tmp/profiles" profiles the server while it is measured.
  // The flags `npm start` gives the server on this Node line (scripts/server-flags.mjs).
  const nodeArgs = [...serverNodeArgs(), ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)]
  const child = spawn(process.execPath, [...nodeArgs, process.env.BENCH_ENTRY ?? 'dist/server/index.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // What `npm start` sets (package.json; decision 022): the server measured is the one people run.
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? '131072',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const started = performance.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    const ok = await fetch(`${origin}/free${readyPath}`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    origin,
    base: `${origin}/free`,
    pid: child.pid,
    dataDir,
    readyMs: performance.now() - started,
    async stop() {
      // Gone already (a Ctrl+C in a terminal reaches the server too): nothing to wait for.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      if (!givenDataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** The p-th percentile (0–100) of some numbers, 0 for none. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

/** Resident memory of a process in MB, from /proc. */
export async function rssMb(pid) {
  const { readFile } = await import('node:fs/promises')
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}

/** CPU time (user and system) a process has used so far, in ms, from /proc. */
export async function cpuMs(pid) {
  const { readFile } = await import('node:fs/promises')
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8')
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  // USER_HZ is 100 on Linux.
  return ticks * 10
}

export function machine() {
  return `${process.platform} ${process.arch}, Node ${process.version}, ${availableParallelism()} cores, ${Math.round(totalmem() / 2 ** 30)} GiB`
}

/**
 * Registers an account through the API (the first one is an administrator); returns its session's
 * cookie header.
 */
export async function signUp(server, { email, password, firstName = 'Bench', lastName = 'Person' }) {
  const response = await fetch(`${server.base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName, lastName, email, password }),
  })
  if (!response.ok) throw new Error(`sign-up of ${email} failed: ${response.status} ${await response.text()}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** A fresh database on the PostgreSQL server, dropped by the returned function. */
export async function throwawayDatabase(url) {
  const name = `foyer_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  const own = new URL(url)
  own.pathname = `/${name}`
  return {
    url: own.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}
