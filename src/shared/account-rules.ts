// The limits, lists, labels and checks of `account.ts` that need no schema. The browser's first load
// imports them from here, so that it does not evaluate zod and every schema (decision 001).

export {
  AVATAR_MAX_BYTES,
  AVATAR_SIZE,
  AVATAR_TYPES,
  BIO_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  URL_MAX_LENGTH,
} from './profile-limits.ts'

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

// History's kinds, labels and page sizes, apart so that History loads only them.
export * from './history-rules.ts'
