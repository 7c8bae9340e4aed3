import { CONFIRMATION_REQUIRED } from '#shared/confirmation-rules.ts'
import { ApiRequestError, fetchJson } from './fetch-json.ts'

// "Confirm it's you" (src/shared/confirmation.ts): a sensitive change answers 403
// `confirmation_required` unless the session was confirmed lately. Such changes are sent with
// fetchConfirmed: the app's dialog asks the person (main-layout.tsx registers it), and the change is
// sent again once they confirmed. Apart from fetchJson, which the sign-in pages load, and which
// never asks.

let confirmationHandler: (() => Promise<boolean>) | null = null
let confirming: Promise<boolean> | null = null

/**
 * What asks the person: resolves true once they confirmed, false if they cancelled (the change then
 * fails with the server's answer, "Confirm it's you to continue.").
 */
export function onConfirmationRequired(handler: (() => Promise<boolean>) | null): void {
  confirmationHandler = handler
}

/** One dialog for every change that asks at the same moment. */
function confirmOnce(handler: () => Promise<boolean>): Promise<boolean> {
  confirming ??= handler().finally(() => {
    confirming = null
  })
  return confirming
}

/** fetchJson for a sensitive change: asked to confirm, the person does, and it is sent again once. */
export async function fetchConfirmed<T>(path: string, init?: RequestInit): Promise<T> {
  try {
    return await fetchJson<T>(path, init)
  } catch (error) {
    const handler = confirmationHandler
    if (!(error instanceof ApiRequestError && error.code === CONFIRMATION_REQUIRED && handler)) throw error
    if (!(await confirmOnce(handler))) throw error
    return fetchJson<T>(path, init)
  }
}
