// The profile's limits (account-rules.ts re-exports them): a module of their own, so that the pages
// that only need a limit (Edit Profile's counter and photo check) do not load the lists and labels
// of the links.

export const JOB_TITLE_MAX_LENGTH = 100
export const LOCATION_MAX_LENGTH = 100
export const BIO_MAX_LENGTH = 1000
export const URL_MAX_LENGTH = 500

/** Avatars: PNG, JPEG or WebP (recognised by their bytes), at most 2 MB, stored as a square. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const
/** The side, in pixels, of the stored square. */
export const AVATAR_SIZE = 256
