import { getAuthenticatorName } from '@better-auth/passkey'
import type { Kysely } from 'kysely'
import type { PasskeySummary } from '#shared/passkeys.ts'
import type { DB } from '../schema.ts'

// A person's passkeys as Account Settings lists them (better-auth's plugin stores them; the last use
// is Foyer's column).

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

/** The person's passkeys, oldest first (or the one of `id`, when it is theirs). */
export async function passkeysOf(db: Kysely<DB>, userId: string, id?: string): Promise<PasskeySummary[]> {
  let query = db
    .selectFrom('passkey')
    .select(['id', 'name', 'aaguid', 'createdAt', 'lastUsedAt', 'deviceType'])
    .where('userId', '=', userId)
  if (id !== undefined) query = query.where('id', '=', id)
  const rows = await query.orderBy('createdAt').orderBy('id').execute()
  return rows.map((row) => ({
    id: row.id,
    name: row.name || 'Passkey',
    provider: getAuthenticatorName(row.aaguid ?? undefined) ?? null,
    createdAt: iso(row.createdAt),
    lastUsedAt: iso(row.lastUsedAt),
    isSynced: row.deviceType === 'multiDevice',
  }))
}

/** A passkey signed someone in just now. */
export async function markPasskeyUsed(db: Kysely<DB>, credentialID: string): Promise<void> {
  await db
    .updateTable('passkey')
    .set({ lastUsedAt: new Date() })
    .where('credentialID', '=', credentialID)
    .execute()
}
