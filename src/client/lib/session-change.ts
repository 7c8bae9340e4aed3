import { isLeavingPage } from './page-load.ts'

let changes = 0

/**
 * Runs work that replaces this tab's session on purpose (stopping an impersonation): meanwhile, and
 * once the tab has asked for another page, a session that ended is not news to act on; its stream
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
