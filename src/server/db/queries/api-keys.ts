import type { Kysely } from 'kysely'
import { type ApiKey, type ApiKeyScope, apiKeyScopes, type OwnedApiKey } from '#shared/api-keys.ts'
import type { DB } from '../schema.ts'

// Personal API keys, as better-auth's API key plugin stores them (migration 0018): created and
// verified through the plugin, listed and revoked here (the plugin has no administrator's list).

/** A key's scopes from the plugin's permissions ({ people: ['read', 'write'] }). */
export function scopesOf(permissions: string | Record<string, string[]> | null): ApiKeyScope[] {
  let parsed: unknown = permissions
  if (typeof permissions === 'string') {
    try {
      parsed = JSON.parse(permissions)
    } catch {
      return []
    }
  }
  if (!parsed || typeof parsed !== 'object') return []
  const granted = parsed as Record<string, unknown>
  return apiKeyScopes.filter((scope) => {
    const [action, resource = ''] = scope.split(':')
    const actions = granted[resource]
    return Array.isArray(actions) && actions.includes(action)
  })
}

/** The plugin's permissions for a set of scopes. */
export function permissionsOf(scopes: readonly ApiKeyScope[]): Record<string, string[]> {
  const permissions: Record<string, string[]> = {}
  for (const scope of scopes) {
    const [action = '', resource = ''] = scope.split(':')
    const actions = permissions[resource] ?? []
    if (!actions.includes(action)) permissions[resource] = [...actions, action]
  }
  return permissions
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

type KeyRow = {
  id: string
  name: string | null
  start: string | null
  permissions: string | null
  createdAt: Date | string
  expiresAt: Date | string | null
  lastRequest: Date | string | null
}

export function toApiKey(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name ?? '',
    start: row.start,
    scopes: scopesOf(row.permissions),
    createdAt: new Date(row.createdAt).toISOString(),
    expiresAt: iso(row.expiresAt),
    lastUsedAt: iso(row.lastRequest),
  }
}

const keyColumns = [
  'apikey.id',
  'apikey.name',
  'apikey.start',
  'apikey.permissions',
  'apikey.createdAt',
  'apikey.expiresAt',
  'apikey.lastRequest',
] as const

/** A person's keys that have not expired, newest first. */
export async function apiKeysOf(db: Kysely<DB>, userId: string): Promise<ApiKey[]> {
  const rows = await db
    .selectFrom('apikey')
    .select(keyColumns)
    .where('referenceId', '=', userId)
    .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', new Date())]))
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute()
  return rows.map(toApiKey)
}

/** Everyone's keys that have not expired (or one person's), with their owners, newest first. */
export async function allApiKeys(db: Kysely<DB>, userId?: string): Promise<OwnedApiKey[]> {
  let query = db
    .selectFrom('apikey')
    .innerJoin('user', 'user.id', 'apikey.referenceId')
    .select([...keyColumns, 'user.id as ownerId', 'user.name as ownerName', 'user.email as ownerEmail'])
    .where((eb) => eb.or([eb('apikey.expiresAt', 'is', null), eb('apikey.expiresAt', '>', new Date())]))
  if (userId !== undefined) query = query.where('apikey.referenceId', '=', userId)
  const rows = await query.orderBy('apikey.createdAt', 'desc').orderBy('apikey.id').limit(500).execute()
  return rows.map((row) => ({
    ...toApiKey(row),
    owner: { id: row.ownerId, name: row.ownerName, email: row.ownerEmail },
  }))
}

/** One key (of its owner, when named), or undefined. */
export async function apiKeyById(db: Kysely<DB>, id: string, ownerId?: string) {
  let query = db
    .selectFrom('apikey')
    .select([...keyColumns, 'apikey.referenceId'])
    .where('id', '=', id)
  if (ownerId !== undefined) query = query.where('referenceId', '=', ownerId)
  return query.executeTakeFirst()
}

/** Deletes a key; true when it was there (a revocation twice at once deletes it once). */
export async function deleteApiKey(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('apikey').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Deletes every key of a person; how many there were. */
export async function deleteApiKeysOf(db: Kysely<DB>, userId: string): Promise<number> {
  const result = await db.deleteFrom('apikey').where('referenceId', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows)
}
