import { defineMessage, defineMessages, type IntlShape } from 'react-intl'
import { mutate } from 'swr'
import { fetchConfirmed } from '#client/lib/fetch-confirmed.ts'
import { whileSessionChanges } from '#client/lib/session-change.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { normalizeCode } from '#shared/two-factor.ts'

// Two-factor sign-in of the signed-in person, through better-auth's endpoints (under
// {BASE}/api/auth/two-factor/, checked by Foyer's adapter). Turning it on or off gives this tab a
// new session (better-auth replaces the old one): meanwhile the old one's end is expected.

export const twoFactorApiPaths = {
  enable: '/api/auth/two-factor/enable',
  verifyTotp: '/api/auth/two-factor/verify-totp',
  generateRecoveryCodes: '/api/auth/two-factor/generate-backup-codes',
  disable: '/api/auth/two-factor/disable',
} as const

const codesFileHeading = defineMessage<{ account: string }>({
  id: 'account.two-factor.codes-file.heading',
  defaultMessage: 'Foyer recovery codes for {account}',
})
const codesFile = defineMessages({
  use: {
    id: 'account.two-factor.codes-file.use',
    defaultMessage: 'Each code signs you in once when you cannot use your authenticator app.',
  },
  keep: {
    id: 'account.two-factor.codes-file.keep',
    defaultMessage: 'Keep them somewhere safe, apart from your password.',
  },
})

// Changes to the second factor of an account without a password ask "Confirm it's you" first.
const post = <T>(path: string, body: unknown) =>
  fetchConfirmed<T>(path, { method: 'POST', body: JSON.stringify(body) })

/** What setting up an app starts with: its secret as an otpauth:// address, and recovery codes. */
export type TwoFactorSetup = { totpURI: string; secret: string; backupCodes: string[] }

/** The secret of an otpauth:// address, for typing into an app that cannot scan. */
export function secretOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get('secret') ?? ''
}

/**
 * The password (none for an account of a sign-in provider): better-auth makes a secret and recovery
 * codes, not in use until confirmed.
 */
export async function startTwoFactor(password?: string): Promise<TwoFactorSetup> {
  const { totpURI, backupCodes } = await post<{ totpURI: string; backupCodes: string[] }>(
    twoFactorApiPaths.enable,
    { password },
  )
  return { totpURI, secret: secretOf(totpURI), backupCodes }
}

/** The app's first code: two-factor is on. */
export function confirmTwoFactor(code: string): Promise<void> {
  return whileSessionChanges(async () => {
    await post(twoFactorApiPaths.verifyTotp, { code: normalizeCode(code) })
    await mutate(apiPaths.me)
  })
}

/** New recovery codes (the old ones stop working). */
export async function regenerateRecoveryCodes(password?: string): Promise<string[]> {
  const { backupCodes } = await post<{ backupCodes: string[] }>(twoFactorApiPaths.generateRecoveryCodes, {
    password,
  })
  return backupCodes
}

/** The password and a code (from the app, or a recovery code): two-factor is off. */
export function turnOffTwoFactor(password: string | undefined, code: string): Promise<void> {
  return whileSessionChanges(async () => {
    await post(twoFactorApiPaths.disable, { password, code })
    await mutate(apiPaths.me)
  })
}

/** The recovery codes as a text file to keep. */
export function recoveryCodesFile(intl: IntlShape, codes: readonly string[], account: string): Blob {
  const text = [
    intl.formatMessage(codesFileHeading, { account }),
    '',
    intl.formatMessage(codesFile.use),
    intl.formatMessage(codesFile.keep),
    '',
    ...codes,
    '',
  ].join('\n')
  return new Blob([text], { type: 'text/plain;charset=utf-8' })
}
