import { isLeavingPage } from './page-load.ts'

/** How many pieces of work that end or replace this tab's session on purpose are under way. */
let changes = 0

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
  }
}

export function isSessionChanging(): boolean {
  return changes > 0 || isLeavingPage()
}
