import { randomBytes } from 'node:crypto'
import { MAX_PAGE_LIMIT } from '#shared/account.ts'
import type { PeoplePage } from '#shared/admin.ts'
import { openDatabase } from '../db/database.ts'
import { freePort, type ServerProcess, startServer } from './server-process.ts'

// kill -9 during writes: writes go to the real server over HTTP, the
// server is killed with SIGKILL at a random moment, started again on the same data, and every write
// it acknowledged (a 2xx answer, sent after the commit) must still be there; the restart must come
// up ready by itself. Used by src/server/crash.test.ts (20 rounds) and bench/crash.mjs (100).

const PASSWORD = 'correct horse battery staple'

export type CrashLoopOptions = {
  rounds: number
  /** The embedded database lives here (and the server's other files, on PostgreSQL too). */
  dataDir: string
  /** A PostgreSQL database for the server, or null for the embedded one. */
  databaseUrl: string | null
  /** The server to run: the sources (default) or a build, see startServer. */
  entry?: string
  /** People who change their own profile in a loop (the first one is the administrator). */
  profileWriters?: number
  /** Loops that register new people. */
  signUpWriters?: number
  /** How long the load runs before the kill: a random time between these bounds, in ms. */
  killAfterMs?: [number, number]
  /** Makes the kill times repeatable (printed in the result). */
  seed?: number
  startTimeoutMs?: number
  onRound?: (round: RoundReport) => void
}

export type RoundReport = {
  round: number
  /** Writes acknowledged in this round, before the kill. */
  acknowledged: number
  killedAfterMs: number
  /** From the restart's spawn to GET /api/ready answering 200. */
  restartReadyMs: number
}

export type CrashLoopResult = {
  seed: number
  rounds: number
  /** Every acknowledged write: sign-ups (setup included) and profile changes. */
  acknowledged: number
  /** Acknowledged writes missing after a restart (or at the end), described. Must be empty. */
  lost: string[]
  restartReadyMs: number[]
  /** The final check, in the database itself after a clean stop. */
  finalCheck: { people: number; profiles: number }
}

/** mulberry32: a small seeded generator, so that a failing run can be repeated. */
export function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Writer = { email: string; cookie: string; lastAcknowledged: number; next: number }

export async function runCrashLoop({
  rounds,
  dataDir,
  databaseUrl,
  entry,
  profileWriters = 4,
  signUpWriters = 2,
  killAfterMs = [200, 1500],
  seed = randomBytes(4).readUInt32LE(0),
  startTimeoutMs = 120_000,
  onRound,
}: CrashLoopOptions): Promise<CrashLoopResult> {
  const next = random(seed)
  const port = await freePort()
  const env = { AUTH_SECRET: randomBytes(36).toString('base64url') }
  const start = () => startServer({ dataDir, databaseUrl, port, env, entry, timeoutMs: startTimeoutMs })
  const signedUp: string[] = []
  const lost: string[] = []
  const restartReadyMs: number[] = []
  let acknowledged = 0

  async function signUp(server: ServerProcess, email: string): Promise<string | null> {
    const response = await fetch(`${server.base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ada', lastName: 'Crash', email, password: PASSWORD }),
    })
    await response.arrayBuffer()
    if (response.status !== 200) return null
    signedUp.push(email)
    acknowledged++
    return response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ')
  }

  /** The answer's status, or 0 when none came (the server was killed). */
  async function setProfile(server: ServerProcess, writer: Writer, seq: number): Promise<number> {
    const response = await fetch(`${server.base}/api/account`, {
      method: 'PATCH',
      headers: { origin: server.origin, 'content-type': 'application/json', cookie: writer.cookie },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Crash',
        jobTitle: `write ${seq}`,
        company: '',
        location: '',
        bio: '',
      }),
    })
    const body = await response.text()
    // A refusal would make the loop test nothing: stop it with the reason.
    if (response.status >= 400 && response.status < 500) {
      throw new Error(`PATCH /api/account: ${response.status} ${body}`)
    }
    return response.status
  }

  let server = await start()
  const writers: Writer[] = []
  try {
    for (let i = 0; i < profileWriters; i++) {
      const email = `crash.writer${i}@example.org`
      const cookie = await signUp(server, email)
      if (!cookie) throw new Error(`could not register ${email}`)
      writers.push({ email, cookie, lastAcknowledged: 0, next: 1 })
    }
    // The first account of an instance is its administrator: it can list everyone.
    const admin = writers[0]
    if (!admin) throw new Error('the loop needs at least one profile writer')

    async function listed(prefix: string): Promise<Set<string>> {
      const emails = new Set<string>()
      for (let page = 1; ; page++) {
        const response = await fetch(
          `${server.base}/api/admin/users?q=${encodeURIComponent(prefix)}&limit=${MAX_PAGE_LIMIT}&page=${page}&sort=email`,
          { headers: { cookie: admin?.cookie ?? '' } },
        )
        if (response.status !== 200)
          throw new Error(`listing people: ${response.status} ${await response.text()}`)
        const body = (await response.json()) as PeoplePage
        for (const person of body.items) emails.add(person.email)
        if (page * MAX_PAGE_LIMIT >= body.total) return emails
      }
    }

    for (let round = 1; round <= rounds; round++) {
      let isKilled = false
      let roundAcknowledged = 0
      const roundSignUps: string[] = []
      // The kill's moment counts from the round's first acknowledged write: a server just restarted
      // can take longer than the shortest delay to answer its first write, and a kill before it would
      // hit a server that was not yet writing.
      let firstWrite = () => {}
      const writing = new Promise<void>((resolve) => {
        firstWrite = resolve
      })
      const loops = [
        ...writers.map(async (writer) => {
          while (!isKilled) {
            const seq = writer.next++
            // An answer that arrives after the kill counts too: the server wrote it after the commit,
            // and the kernel still delivers what was written before SIGKILL.
            const status = await setProfile(server, writer, seq).catch((error: Error) =>
              error.message.startsWith('PATCH') ? Promise.reject(error) : 0,
            )
            if (status === 200) {
              writer.lastAcknowledged = seq
              acknowledged++
              roundAcknowledged++
              firstWrite()
            }
          }
        }),
        ...Array.from({ length: signUpWriters }, async (_, loop) => {
          for (let i = 0; !isKilled; i++) {
            const email = `crash.r${round}.w${loop}.${i}@example.org`
            const cookie = await signUp(server, email).catch(() => null)
            if (cookie) {
              roundSignUps.push(email)
              roundAcknowledged++
              firstWrite()
            }
          }
        }),
      ]
      const [min, max] = killAfterMs
      const killedAfterMs = Math.round(min + next() * (max - min))
      await writing
      await pause(killedAfterMs)
      server.child.kill('SIGKILL')
      await server.exited
      isKilled = true
      await Promise.all(loops)

      server = await start()
      restartReadyMs.push(server.readyMs)

      for (const writer of writers) {
        const response = await fetch(`${server.base}/api/account`, { headers: { cookie: writer.cookie } })
        if (response.status !== 200) {
          lost.push(`round ${round}: the session of ${writer.email} (GET /api/account ${response.status})`)
          continue
        }
        const { jobTitle } = (await response.json()) as { jobTitle: string | null }
        const stored = Number(/^write (\d+)$/.exec(jobTitle ?? '')?.[1] ?? 0)
        // An unacknowledged write in flight at the kill may have been committed too: later is fine.
        if (stored < writer.lastAcknowledged) {
          lost.push(
            `round ${round}: ${writer.email} has "write ${stored}", acknowledged "write ${writer.lastAcknowledged}"`,
          )
        }
      }
      if (roundSignUps.length > 0) {
        const present = await listed(`crash.r${round}.`)
        for (const email of roundSignUps)
          if (!present.has(email)) lost.push(`round ${round}: sign-up ${email}`)
      }
      onRound?.({ round, acknowledged: roundAcknowledged, killedAfterMs, restartReadyMs: server.readyMs })
    }

    server.child.kill('SIGTERM')
    const exit = await server.exited
    if (exit.code !== 0) lost.push(`the last stop exited with ${JSON.stringify(exit)}`)
  } finally {
    // Whatever went wrong, no server is left running.
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL')
  }

  // The same facts, read from the database itself rather than through the server.
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir })
  let finalCheck = { people: 0, profiles: 0 }
  try {
    const people = await database.db.selectFrom('user').select(['email', 'jobTitle']).execute()
    const byEmail = new Map(people.map((person) => [person.email, person.jobTitle]))
    for (const email of signedUp) if (!byEmail.has(email)) lost.push(`at the end: sign-up ${email}`)
    for (const writer of writers) {
      const stored = Number(/^write (\d+)$/.exec(byEmail.get(writer.email) ?? '')?.[1] ?? 0)
      if (stored < writer.lastAcknowledged) lost.push(`at the end: ${writer.email} has "write ${stored}"`)
    }
    finalCheck = { people: people.length, profiles: writers.length }
  } finally {
    await database.close()
  }
  return { seed, rounds, acknowledged, lost, restartReadyMs, finalCheck }
}
