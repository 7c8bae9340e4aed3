import { defineMessage, defineMessages, type IntlShape } from 'react-intl'
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '#shared/profile-limits.ts'
import type { ImageSize } from './avatar-crop.ts'

// The checks of a chosen photo, before the crop dialog opens, so that every refusal shows in one
// place, beside the Upload photo button (the page loads this; the crop's arithmetic,
// avatar-crop.ts, loads with the dialog).

const messages = defineMessages({
  type: { id: 'account.avatar.problem.type', defaultMessage: 'Choose a PNG, JPEG or WebP image.' },
  empty: { id: 'account.avatar.problem.empty', defaultMessage: 'This file is empty.' },
})
const tooBig = defineMessage<{ megabytes: number }>({
  id: 'account.avatar.problem.size',
  defaultMessage: 'Choose an image of at most {megabytes, number} MB.',
})

/** Why a chosen file cannot be a photo, or null. The server checks again, by content. */
export function avatarFileProblem(intl: IntlShape, file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return intl.formatMessage(messages.type)
  if (file.size > AVATAR_MAX_BYTES)
    return intl.formatMessage(tooBig, { megabytes: AVATAR_MAX_BYTES / (1024 * 1024) })
  if (file.size === 0) return intl.formatMessage(messages.empty)
  return null
}

/** What is said of a file whose type says image but whose content the browser cannot decode. */
export const unreadableImage = defineMessage({
  id: 'account.avatar.problem.unreadable',
  defaultMessage: 'This file could not be read as an image. Choose a PNG, JPEG or WebP image.',
})

/**
 * The size of a chosen photo as the browser draws it (turned as its EXIF data says, as an <img> is),
 * or null when the browser cannot decode it: a file named .png that is not one.
 */
export async function decodedImageSize(file: Blob): Promise<ImageSize | null> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size.width > 0 && size.height > 0 ? size : null
  } catch {
    return null
  }
}
