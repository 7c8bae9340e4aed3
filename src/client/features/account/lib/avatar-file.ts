import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '#shared/profile-limits.ts'

// The check of a chosen photo, before the crop dialog opens (the page loads it; the crop's
// arithmetic, avatar-crop.ts, loads with the dialog).

/** Why a chosen file cannot be a photo, or null. The server checks again, by content. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'Choose a PNG, JPEG or WebP image.'
  if (file.size > AVATAR_MAX_BYTES)
    return `Choose an image of at most ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`
  if (file.size === 0) return 'This file is empty.'
  return null
}
