import { isLeavingPage } from './page-load.ts'

/** How many pieces of work that end or replace this tab's session on purpose are under way. */
let changes = 0
/** Who waits for those to end (sessionChangesSettled). */
let waiting: (() => void)[] = []

/**
 * Runs work after which this tab's session is gone or replaced on purpose (signing out, deleting
 * the account, stopping an impersonation): meanwhile, and once the tab has asked for another page,
 * the layout does not read a missing session as one that ended elsewhere. Its notification stream
 * and a request still carrying the old cookie would otherwise send the tab to Login.
 */
export async function whileSessionChanges<T>(work: () => Promise<T>): Promise<T> {
  changes++
  try {
    return await work()
  } finally {
    changes--
    if (changes === 0) {
      const settled = waiting
      waiting = []
      for (const resolve of settled) resolve()
    }
  }
}

export function isSessionChanging(): boolean {
  return changes > 0 || isLeavingPage()
}

/**
 * Resolves once no such work is under way (at once when none is): what the server says of the
 * session then is the session this tab keeps (a changed password's new cookie has arrived).
 */
export function sessionChangesSettled(): Promise<void> {
  if (changes === 0) return Promise.resolve()
  return new Promise((resolve) => waiting.push(resolve))
}
