import sharp, { type OutputInfo } from 'sharp'
import { AVATAR_SIZE, type AVATAR_TYPES } from '#shared/account.ts'
import { HttpError } from '../http-error.ts'

// Avatars (issue 4): PNG, JPEG or WebP recognised by their first bytes (never by name or declared
// type), decoded by libvips off the event loop, cropped to a square, downscaled and re-encoded as
// WebP. Re-encoding drops everything but pixels (metadata, EXIF location, embedded payloads).

type ImageType = (typeof AVATAR_TYPES)[number]

/** The image type the bytes begin with, or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

export type Crop = { x: number; y: number; size: number }

/** Refuses images bigger than this many pixels before decoding them (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000

export const unsupportedImage = () =>
  new HttpError(415, 'unsupported_image', 'Use a PNG, JPEG or WebP image.', {
    avatar: 'Use a PNG, JPEG or WebP image.',
  })

/** The stored avatar: a WebP square of AVATAR_SIZE pixels. */
export async function processAvatar(bytes: Buffer, crop: Crop | null): Promise<Buffer> {
  if (!sniffImageType(bytes)) throw unsupportedImage()
  let oriented: { data: Buffer; info: OutputInfo }
  try {
    // Upright first (EXIF orientation), so the crop is in the pixels the person saw.
    oriented = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .toBuffer({ resolveWithObject: true })
  } catch {
    throw new HttpError(422, 'unreadable_image', 'This image cannot be read. Try another file.', {
      avatar: 'This image cannot be read. Try another file.',
    })
  }
  const { width, height } = oriented.info
  const side = Math.min(width, height)
  const square = crop ?? {
    x: Math.floor((width - side) / 2),
    y: Math.floor((height - side) / 2),
    size: side,
  }
  if (square.x + square.size > width || square.y + square.size > height) {
    throw new HttpError(400, 'bad_crop', `The square must lie inside the image (${width}×${height} pixels).`)
  }
  return sharp(oriented.data, { limitInputPixels: MAX_INPUT_PIXELS })
    .extract({ left: square.x, top: square.y, width: square.size, height: square.size })
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
}
