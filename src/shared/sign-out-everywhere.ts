import * as z from 'zod/mini'

// "Sign out everywhere": one's own other sessions, or an administrator's of a person, and the API
// keys with them when asked. Apart from account.ts: the pages use the types only, the server the schemas.

export const signOutEverywhereSchema = z.object({ endApiKeys: z.optional(z.boolean()) })
export type SignOutEverywhere = z.infer<typeof signOutEverywhereSchema>

/** Sessions ended, and API keys ended with them (0 unless they were asked to end). */
export const signedOutEverywhereSchema = z.object({ revoked: z.number(), apiKeysEnded: z.number() })
export type SignedOutEverywhere = z.infer<typeof signedOutEverywhereSchema>
