import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import pg from 'pg'
import { projectRoot } from '../project-root.ts'

// The real server as a child process (src/server/index.ts through tsx, or a build), for tests and
// benchmarks that stop it, kill it and start it again: what `app.inject` cannot show.

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null }

export type ServerProcess = {
  child: ChildProcess
  /** http://127.0.0.1:<port> */
  origin: string
  /** The origin and the base path: where the API lives. */
  base: string
  /** Every line the server wrote to stdout so far (JSON log lines at LOG_LEVEL). */
  output: string[]
  /** What it wrote to stderr. */
  errors: () => string
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
  /** The script to run: the sources through tsx (default) or a build such as dist/server/index.js. */
  entry?: string
  timeoutMs?: number
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
  entry = 'src/server/index.ts',
  timeoutMs = 60_000,
}: StartOptions): Promise<ServerProcess> {
  const chosenPort = port ?? (await freePort())
  const origin = `http://127.0.0.1:${chosenPort}`
  const started = performance.now()
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry]
  const child = spawn(process.execPath, args, {
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
    stdio: ['ignore', 'pipe', 'pipe'],
  })
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
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
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
