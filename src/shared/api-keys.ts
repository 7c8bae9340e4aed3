import * as z from 'zod/mini'
import { can, type Permission } from './admin.ts'
import type { Role } from './auth.ts'
import { atMostCharacters } from './i18n/schema-sentences.ts'
import { sentence } from './i18n/sentence.ts'

// Personal API keys (docs/api.md): a script sends `Authorization: Bearer <key>` and acts as the key's
// owner, within the key's scopes and the owner's own permissions. better-auth's API key plugin keeps
// them (hashed); each scope is one of its permissions, `read:people` being { people: ['read'] }.

export const apiKeyScopes = ['read:people', 'write:people', 'read:audit', 'read:notifications'] as const
export type ApiKeyScope = (typeof apiKeyScopes)[number]

/** The permission a scope also needs of the key's owner; a scope their role lacks cannot be given. */
export const scopePermission: Record<ApiKeyScope, Permission | null> = {
  'read:people': 'people:manage',
  'write:people': 'people:manage',
  'read:audit': 'audit:read',
  'read:notifications': null,
}

/** The scopes a person of this role may give their keys. */
export function scopesFor(role: Role): ApiKeyScope[] {
  return apiKeyScopes.filter((scope) => {
    const permission = scopePermission[scope]
    return permission === null || can(role, permission)
  })
}

export const API_KEY_NAME_MAX = 64
/** The longest a key may live, and the choices Account Settings offers (days). */
export const API_KEY_MAX_DAYS = 365
export const apiKeyExpiryChoices = [7, 30, 90, 365] as const
/** Requests per key and minute (the key's own limit, apart from the sign-in limits). */
export const API_KEY_RATE = { max: 300, windowSeconds: 60 }

const scopeSchema = z.enum(apiKeyScopes)

/** POST {BASE}/api/account/api-keys: a new key for the signed-in person. */
export const createApiKeySchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, sentence({ id: 'schema.api-key.name-required', defaultMessage: 'Name the key' })),
      z.maxLength(API_KEY_NAME_MAX, atMostCharacters(API_KEY_NAME_MAX)),
    ),
  scopes: z
    .array(scopeSchema)
    .check(
      z.minLength(
        1,
        sentence({ id: 'schema.api-key.scope-required', defaultMessage: 'Choose at least one scope' }),
      ),
      z.maxLength(apiKeyScopes.length),
    ),
  /** Days until it expires, or null for a key that does not expire. */
  /** Every key ends: a key forgotten in a script stops working within a year. */
  expiresInDays: z.int().check(z.minimum(1), z.maximum(API_KEY_MAX_DAYS)),
})
export type CreateApiKey = z.infer<typeof createApiKeySchema>

/** A key as lists show it: never the key itself, which is shown once, when it is made. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell it apart. */
  start: z.nullable(z.string()),
  scopes: z.array(scopeSchema),
  createdAt: z.string(),
  expiresAt: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
})
export type ApiKey = z.infer<typeof apiKeySchema>

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) })
export type ApiKeyList = z.infer<typeof apiKeyListSchema>

/** The answer to a new key: the key itself, this once. */
export const createdApiKeySchema = z.object({ key: z.string(), apiKey: apiKeySchema })
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>

/** A key as administrators see it, with its owner. */
export const ownedApiKeySchema = z.extend(apiKeySchema, {
  owner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
})
export const ownedApiKeyListSchema = z.object({ items: z.array(ownedApiKeySchema) })
export type OwnedApiKey = z.infer<typeof ownedApiKeySchema>

export const apiKeyIdParamsSchema = z.object({ id: z.string().check(z.maxLength(100)) })
