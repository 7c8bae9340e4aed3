import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { describe, expect, it, onTestFinished } from 'vitest'
import { freePort, type ServerProcess, startServer } from './test/server-process.ts'
import { dataDirWithNewDatabase } from './test/temp-dir.ts'

// The embedded database's lock on DATA_DIR, through the real server: a server killed with SIGKILL
// whose parent has not reaped it (a zombie, as under a PID 1 that reaps late) no longer holds it,
// and a live one keeps a second server out. Only the embedded database locks DATA_DIR.

const embedded = !process.env.DATABASE_URL
// ROUNDS: fewer on Node's other lines (scripts/node-lines.mjs).
const ROUNDS = Number(process.env.ROUNDS ?? 10)

describe.runIf(embedded && existsSync('/proc/self/stat'))('the lock on DATA_DIR', () => {
  it(`lets a server killed with SIGKILL start again at once, ${ROUNDS} times in a row, while the dead one is a zombie`, {
    timeout: 60_000 + ROUNDS * 30_000,
  }, async () => {
    const dataDir = await dataDirWithNewDatabase('foyer-lock-')
    const port = await freePort()
    const env = { AUTH_SECRET: randomBytes(36).toString('base64url') }
    const servers: ServerProcess[] = []
    onTestFinished(() => {
      for (const server of servers) {
        // The child is the parent that never reaps (`sleep`): the server is another process.
        try {
          process.kill(server.pid, 'SIGKILL')
        } catch {
          // Gone already.
        }
        if (server.child.exitCode === null) server.child.kill('SIGKILL')
      }
    })
    const start = async () => {
      const server = await startServer({ dataDir, port, env, unreaped: true, timeoutMs: 60_000 })
      servers.push(server)
      return server
    }

    let server = await start()
    for (let round = 1; round <= ROUNDS; round++) {
      process.kill(server.pid, 'SIGKILL')
      await server.exited
      // Nobody reaped it: a lock that trusts kill(pid, 0) would think it alive.
      expect(() => process.kill(server.pid, 0)).not.toThrow()
      server = await start()
      const response = await fetch(`${server.base}/api/ready`)
      expect(response.status, `round ${round}`).toBe(200)
    }
  })

  it('refuses a second server on the same DATA_DIR while the first lives, saying which process holds it', {
    timeout: 120_000,
  }, async () => {
    const dataDir = await dataDirWithNewDatabase('foyer-lock-')
    const env = { AUTH_SECRET: randomBytes(36).toString('base64url') }
    const first = await startServer({ dataDir, env })
    onTestFinished(() => {
      first.child.kill('SIGKILL')
    })
    await expect(startServer({ dataDir, env })).rejects.toThrow(
      `foyer: could not start: Error: DATA_DIR ${dataDir} is in use by process ${first.pid}: stop it first, or set DATABASE_URL to share a PostgreSQL server`,
    )
    // The first one goes on serving.
    expect((await fetch(`${first.base}/api/ready`)).status).toBe(200)
  })
})
