import { defineMessages, type MessageDescriptor } from 'react-intl'
import useSWR, { mutate } from 'swr'
import { fetchConfirmed } from '#client/lib/fetch-confirmed.ts'
import { fetchJson } from '#client/lib/fetch-json.ts'
import type { PasskeySummary } from '#shared/passkeys.ts'

// Passkeys of the signed-in person, through better-auth's passkey plugin (under
// {BASE}/api/auth/passkey/, checked by Foyer's adapter). The browser's WebAuthn client
// (@simplewebauthn/browser) is fetched only when a passkey is added.

export const passkeyApiPaths = {
  list: '/api/auth/passkey/list-user-passkeys',
  registerOptions: '/api/auth/passkey/generate-register-options',
  verifyRegistration: '/api/auth/passkey/verify-registration',
  remove: '/api/auth/passkey/delete-passkey',
} as const

const refusals = defineMessages({
  cancelled: {
    id: 'account.passkeys.error.cancelled',
    defaultMessage: 'The passkey was not made: the prompt was closed or timed out.',
  },
  known: {
    id: 'account.passkeys.error.known',
    defaultMessage: 'This device already holds a passkey for your account.',
  },
  unsupported: {
    id: 'account.passkeys.error.unsupported',
    defaultMessage: 'This browser cannot make passkeys.',
  },
})

const post = <T>(path: string, body: unknown) =>
  fetchJson<T>(path, { method: 'POST', body: JSON.stringify(body) })

export function usePasskeys() {
  return useSWR(passkeyApiPaths.list, (key: string) => fetchJson<PasskeySummary[]>(key))
}

/**
 * Asks the browser (and the person: a fingerprint, a face, a PIN or a security key) for a new
 * passkey, and registers it under `name`. A cancelled prompt throws the browser's NotAllowedError.
 */
export async function addPasskey(name: string): Promise<void> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([
    import('@simplewebauthn/browser'),
    fetchConfirmed<Parameters<typeof import('@simplewebauthn/browser').startRegistration>[0]['optionsJSON']>(
      passkeyApiPaths.registerOptions,
    ),
  ])
  const response = await startRegistration({ optionsJSON })
  await fetchConfirmed(passkeyApiPaths.verifyRegistration, {
    method: 'POST',
    body: JSON.stringify({ response, name }),
  })
  await mutate(passkeyApiPaths.list)
}

export async function removePasskey(id: string): Promise<void> {
  await post(passkeyApiPaths.remove, { id })
  await mutate(passkeyApiPaths.list)
}

/** What a browser's refusal means to the person (they closed the prompt, or it timed out). */
export function passkeyErrorMessage(error: unknown): MessageDescriptor | null {
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return refusals.cancelled
  if (error instanceof Error && error.name === 'InvalidStateError') return refusals.known
  if (error instanceof Error && error.name === 'NotSupportedError') return refusals.unsupported
  return null
}
