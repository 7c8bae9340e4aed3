import { availableParallelism } from 'node:os'
import { hashPassword, verifyPassword } from 'better-auth/crypto'

// better-auth's scrypt runs in libuv's thread pool (4 threads). On a 2-core machine four hashes at
// once take both cores, and every other request waits for the event loop's turn: a sign-in storm
// slows every read (`npm run bench` measures it). Hashes queue here instead, at most one fewer at a
// time than there are cores, so one core stays with the event loop.

/** How many password hashes run at once. */
const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1)

/** Runs `task`s at most `concurrency` at a time, in the order they came. */
export function createLimiter(concurrency: number) {
  let running = 0
  const waiting: Array<() => void> = []
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its slot straight to the next in line, so none can slip in between.
    if (running < concurrency) running++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const handOver = waiting.shift()
      if (handOver) handOver()
      else running--
    }
  }
}

const limit = createLimiter(HASH_CONCURRENCY)

/** How better-auth hashes and checks passwords (its `emailAndPassword.password` option). */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>
  verify: (data: { hash: string; password: string }) => Promise<boolean>
}

/** better-auth's own hash and verify (same format), queued. */
export const queuedPasswordHashing: PasswordHashing = {
  hash: (password) => limit(() => hashPassword(password)),
  verify: (data) => limit(() => verifyPassword(data)),
}
