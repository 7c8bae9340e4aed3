import * as z from 'zod/mini'
import { atMostCharacters } from './i18n/schema-sentences.ts'
import { sentence } from './i18n/sentence.ts'

// Passkeys (WebAuthn) through better-auth's passkey plugin: what Account Settings sends and lists.

export const PASSKEY_NAME_MAX_LENGTH = 60

/** The name a person gives a passkey ("Work laptop"), to tell it apart in the list. */
export const passkeyNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(
      1,
      sentence({ id: 'schema.passkeys.name-it', defaultMessage: 'Name this passkey, like "Work laptop"' }),
    ),
    z.maxLength(PASSKEY_NAME_MAX_LENGTH, atMostCharacters(PASSKEY_NAME_MAX_LENGTH)),
  )

export const addPasskeySchema = z.object({ name: passkeyNameSchema })

/** A passkey as Account Settings lists it. */
export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Where it is kept, when the authenticator says (iCloud Keychain, Google Password Manager...). */
  provider: z.nullable(z.string()),
  createdAt: z.nullable(z.string()),
  lastUsedAt: z.nullable(z.string()),
  /** Synced between devices (a passkey manager), or kept on one device or key. */
  isSynced: z.boolean(),
})
export type PasskeySummary = z.infer<typeof passkeySummarySchema>
