import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { AVATAR_MAX_BYTES } from '#shared/profile-limits.ts'
import { planAvatar, renderAvatar } from '../account/avatar.ts'
import type { Config } from '../config.ts'
import { setAvatar } from '../db/queries/account.ts'
import type { DB } from '../db/schema.ts'
import { fetchOutside } from '../outbound.ts'

// Single sign-on with better-auth's social providers and its generic OAuth plugin (the provider
// `oidc`): what auth.ts gives better-auth, and the rules Foyer adds (who may create an account, the
// provider's photo kept as Foyer's own avatar).

/** better-auth's path for a provider's answer (the generic provider's too). */
export function isProviderCallback(path: string | undefined): boolean {
  return path === '/callback/:id' || (path?.startsWith('/callback/') ?? false)
}

/** better-auth's social providers for those configured (the generic one is a plugin of its own). */
export function socialProvidersOf(config: Config) {
  const providers: Record<string, { clientId: string; clientSecret: string; tenantId?: string }> = {}
  for (const provider of config.sso.providers) {
    if (provider.id === 'oidc') continue
    providers[provider.id] = {
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      ...(provider.tenantId ? { tenantId: provider.tenantId } : {}),
    }
  }
  return providers
}

/**
 * Whether signing in again at this provider can confirm it's you: it must say when the person
 * signed in (an OpenID Connect ID token's auth_time). GitHub's OAuth has no ID token.
 */
export const confirmsAtProvider = (providerId: string) => providerId !== 'github'

/** First and last name from a provider's profile: its given and family names, else its name split. */
export function nameParts(profile: { name?: unknown; given_name?: unknown; family_name?: unknown }): {
  firstName: string
  lastName: string
} {
  const given = typeof profile.given_name === 'string' ? profile.given_name.trim() : ''
  const family = typeof profile.family_name === 'string' ? profile.family_name.trim() : ''
  if (given) return { firstName: given, lastName: family }
  const name = typeof profile.name === 'string' ? profile.name.trim() : ''
  const space = name.indexOf(' ')
  return space < 0
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() }
}

/**
 * The refusal of an account for an address the provider did not verify: better-auth's own code for
 * it, which Login and Account Settings already put in a sentence.
 */
export const UNVERIFIED_ADDRESS = 'email_not_verified'

/** `text` cut to at most `max` characters (whole code points: no half of an emoji left behind). */
export function atMost(text: string, max: number): string {
  const characters = [...text]
  return characters.length <= max ? text : characters.slice(0, max).join('').trimEnd()
}

/** Whether an account may be created through a provider for this address's domain (SIGN_UP_DOMAINS). */
export function mayCreateThroughProvider(config: Config, email: string): boolean {
  const domains = config.sso.signUpDomains
  if (!domains) return true
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase()
  return domains.includes(domain)
}

/** How long fetching a provider's photo may take, and how large it may be. */
const PHOTO_TIMEOUT_MS = 5000

/**
 * A new account's photo from its provider, fetched once by the server and kept as its avatar: the
 * pages never ask another host for an image. A photo that cannot be had leaves the initials. The
 * address is the provider's claim, so anyone who controls a provider's profile chooses it: it is
 * fetched from the public internet only (outbound.ts).
 */
export async function adoptProviderPhoto(
  db: Kysely<DB>,
  userId: string,
  url: string,
  logger: FastifyBaseLogger,
  allowPrivate: boolean,
): Promise<void> {
  // The provider's address stays out of the user's row whatever happens next.
  await db.updateTable('user').set({ image: null }).where('id', '=', userId).execute()
  try {
    const photo = await fetchOutside(url, {
      allowPrivate,
      timeoutMs: PHOTO_TIMEOUT_MS,
      maxBytes: AVATAR_MAX_BYTES,
    })
    if (!photo) return
    const bytes = await renderAvatar(await planAvatar(photo, null))
    await setAvatar(db, userId, bytes, 'image/webp')
  } catch (error) {
    logger.info({ err: error, component: 'auth' }, 'could not keep the photo a provider gave')
  }
}
