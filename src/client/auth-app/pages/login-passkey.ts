import { startAuthentication } from '@simplewebauthn/browser'
import { post } from '#client/features/auth/api/sign-in-api.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'

// Signing in with a passkey, through better-auth's passkey plugin: a challenge from the server, the
// browser's prompt (or its autofill, "conditional UI"), and the answer checked by the server. A
// chunk of its own with the WebAuthn client, fetched when Login offers passkeys or one is asked for.

type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON']

/**
 * The challenge the autofill offer waits with. The server keeps one challenge per browser (a
 * cookie): the button's prompt answers this one rather than asking for another, which would leave
 * the two ceremonies answering each other's challenge.
 */
let offered: Promise<RequestOptions> | null = null

const challenge = () => fetchJson<RequestOptions>('/api/auth/passkey/generate-authenticate-options')

async function answer(optionsJSON: RequestOptions, useBrowserAutofill: boolean): Promise<void> {
  const response = await startAuthentication({ optionsJSON, useBrowserAutofill })
  await post('/api/auth/passkey/verify-authentication', { response })
}

/** Offers passkeys among the email field's suggestions; resolves once one signed in. */
export async function offerPasskeys(): Promise<void> {
  offered = challenge()
  await answer(await offered, true)
}

/** The browser's prompt: resolves once signed in; throws its refusal (NotAllowedError...) or the server's. */
export async function signInWithPasskey(): Promise<void> {
  const optionsJSON = await (offered ?? challenge())
  offered = null
  // Starting this prompt ends the autofill offer (the WebAuthn client aborts it).
  await answer(optionsJSON, false)
}

/** A prompt the person closed, or one replaced by another: nothing to tell them. */
export function isDismissed(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
}
