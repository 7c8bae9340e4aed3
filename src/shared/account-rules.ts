// The limits, lists, labels and checks of `account.ts` that need no schema. The browser's first load
// imports them from here, so that it does not evaluate zod and every schema (decision 001).

export const JOB_TITLE_MAX_LENGTH = 100
export const LOCATION_MAX_LENGTH = 100
export const BIO_MAX_LENGTH = 1000
export const URL_MAX_LENGTH = 500

/** Avatars: PNG, JPEG or WebP (recognised by their bytes), at most 2 MB, stored as a square. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
/** The side, in pixels, of the stored square. */
export const AVATAR_SIZE = 256

export const socialKinds = [
  'website',
  'github',
  'gitlab',
  'linkedin',
  'x',
  'mastodon',
  'bluesky',
  'youtube',
] as const
export type SocialKind = (typeof socialKinds)[number]
export const socialLabels: Record<SocialKind, string> = {
  website: 'Website',
  github: 'GitHub',
  gitlab: 'GitLab',
  linkedin: 'LinkedIn',
  x: 'X',
  mastodon: 'Mastodon',
  bluesky: 'Bluesky',
  youtube: 'YouTube',
}

/** True for an absolute http(s) URL with a host and no credentials. */
export function isHttpUrl(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return (
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.hostname !== '' &&
    !url.username &&
    !url.password
  )
}

// History's kinds, labels and page sizes, apart so that History loads only them (issue 9).
export * from './history-rules.ts'
