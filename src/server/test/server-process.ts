import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import type { Readable } from 'node:stream'
import pg from 'pg'
import { projectRoot } from '../project-root.ts'

// The real server as a child process (a build of src/server/index.ts, or the sources through tsx), for tests and
// benchmarks that stop it, kill it and start it again: what `app.inject` cannot show.

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null }

export type ServerProcess = {
  child: ChildProcess
  /** The server's process id: the child's, or with `unreaped` the one its parent started. */
  pid: number
  /** http://127.0.0.1:<port> */
  origin: string
  /** The origin and the base path: where the API lives. */
  base: string
  /** Every line the server wrote to stdout so far (JSON log lines at LOG_LEVEL). */
  output: string[]
  /** What it wrote to stderr. */
  errors: () => string
  /** With `unreaped`, resolves once the server is dead (a zombie), its status unknown (null). */
  exited: Promise<ServerExit>
  /** From spawn to the first 200 of /api/ready. */
  readyMs: number
}

export type StartOptions = {
  dataDir: string
  /** A PostgreSQL database for the server, or null for the embedded one in dataDir. */
  databaseUrl?: string | null
  port?: number
  env?: Record<string, string>
  /**
   * The script to run: by default the solo API files' build of the sources (server-build.ts), else
   * the sources through tsx; or a build such as dist/server/index.js.
   */
  entry?: string
  timeoutMs?: number
  /**
   * Runs the server under a parent that never reaps it (as a container's PID 1 may not), so that
   * once killed it stays a zombie; `child` is then that parent, a shell turned into `sleep`.
   */
  unreaped?: boolean
}

/** Linux: the state letter of a process ('Z' for a zombie), or null once it is gone. */
async function processState(pid: number): Promise<string | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null)
  return stat ? (/\) (\S) /.exec(stat)?.[1] ?? null) : null
}

async function diedOf(pid: number): Promise<ServerExit> {
  for (;;) {
    const state = await processState(pid)
    if (state === null || state === 'Z' || state === 'X') return { code: null, signal: null }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** A TCP port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Starts the server and resolves once GET /api/ready answers 200. */
export async function startServer({
  dataDir,
  databaseUrl = null,
  port,
  env = {},
  entry = process.env.FOYER_TEST_SERVER ?? 'src/server/index.ts',
  timeoutMs = 60_000,
  unreaped = false,
}: StartOptions): Promise<ServerProcess> {
  const chosenPort = port ?? (await freePort())
  const origin = `http://127.0.0.1:${chosenPort}`
  const started = performance.now()
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry]
  // The shell starts the server in the background, writes its id on fd 3 and becomes `sleep`,
  // which never waits for its children.
  const [command, commandArgs] = unreaped
    ? ['/bin/sh', ['-c', '"$@" & echo $! >&3; exec sleep 86400', 'sh', process.execPath, ...args]]
    : [process.execPath, args]
  const child = spawn(command, commandArgs, {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(chosenPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      BASE_PATH: '/free',
      DATA_DIR: dataDir,
      // Empty means unset: the parent's DATABASE_URL (the test run's) must not leak in.
      DATABASE_URL: databaseUrl ?? '',
      SERVE_CLIENT: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', unreaped ? 'pipe' : 'ignore'],
  })
  let pid = child.pid ?? 0
  if (unreaped) {
    const told = child.stdio[3] as Readable | null
    if (!told) throw new Error('no pipe for the server id')
    let text = ''
    for await (const chunk of told) {
      text += String(chunk)
      if (text.includes('\n')) break
    }
    pid = Number.parseInt(text, 10)
  }
  const output: string[] = []
  let partial = ''
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n')
    partial = lines.pop() ?? ''
    output.push(...lines)
  })
  let stderr = ''
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk
  })
  const exited = unreaped
    ? diedOf(pid)
    : new Promise<ServerExit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
  let exit: ServerExit | null = null
  void exited.then((value) => {
    exit = value
  })

  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (exit) {
      throw new Error(`the server exited (${JSON.stringify(exit)}) before it was ready: ${stderr}`)
    }
    if (Date.now() > deadline) {
      if (unreaped) process.kill(pid, 'SIGKILL')
      child.kill('SIGKILL')
      throw new Error(`the server was not ready within ${timeoutMs} ms: ${stderr}`)
    }
    const status = await fetch(`${origin}/free/api/ready`).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) break
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  return {
    child,
    pid,
    origin,
    base: `${origin}/free`,
    output,
    errors: () => stderr,
    exited,
    readyMs: performance.now() - started,
  }
}

/**
 * A new, empty database on the PostgreSQL server of `databaseUrl`, for a server process of its own
 * (the server migrates it at start), and a function that drops it.
 */
export async function createServerDatabase(
  databaseUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: databaseUrl })
      await again.connect()
      try {
        await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await again.end()
      }
    },
  }
}
