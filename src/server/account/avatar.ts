import sharp, { type OutputInfo, type Sharp } from 'sharp'
import { AVATAR_SIZE, type AVATAR_TYPES } from '#shared/account.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import { HttpError } from '../http-error.ts'

// Avatars: PNG, JPEG or WebP recognised by their first bytes (never by name or declared
// type), decoded by libvips off the event loop, cropped to a square, downscaled and re-encoded as
// WebP. Re-encoding drops everything but pixels (metadata, EXIF location, embedded payloads).
// The header is read first, and an image with too many pixels is refused before any is decoded;
// the rest is decoded shrunk (decision 017).

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

/** A square in the image as the person sees it (upright, after its EXIF orientation). */
export type Crop = { x: number; y: number; size: number }

/** Images with more pixels than this are refused from their header, before decoding. */
export const MAX_INPUT_PIXELS = 16_000_000

/** An image that passed the header checks, and the square of its stored pixels to keep. */
export type AvatarPlan = {
  bytes: Buffer
  /** EXIF orientation, 1 (upright) to 8. */
  orientation: number
  /** The stored (not yet oriented) size and square. */
  width: number
  height: number
  square: { left: number; top: number; size: number }
}

export const unsupportedImage = () => {
  const message = sentence({
    id: 'server.avatar.unsupported-image',
    defaultMessage: 'Use a PNG, JPEG or WebP image.',
  })
  return new HttpError(415, 'unsupported_image', message, { avatar: message })
}

const unreadableImage = () => {
  const message = sentence({
    id: 'server.avatar.unreadable-image',
    defaultMessage: 'This image cannot be read. Try another file.',
  })
  return new HttpError(422, 'unreadable_image', message, { avatar: message })
}

function tooManyPixels(pixels: number) {
  const megapixels = (n: number) => Math.round(n / 100_000) / 10
  const message = sentence(
    {
      id: 'server.avatar.too-many-pixels',
      defaultMessage: 'Use an image of at most {max, number} megapixels (this one has {pixels, number}).',
    },
    { max: megapixels(MAX_INPUT_PIXELS), pixels: megapixels(pixels) },
  )
  return new HttpError(422, 'image_too_large', message, { avatar: message })
}

/**
 * Where a square of the upright image lies in the stored pixels: EXIF orientations 5 to 8 turn
 * the image a quarter, 2, 4, 5 and 7 mirror it.
 */
function storedSquare(
  { x, y, size }: Crop,
  orientation: number,
  width: number,
  height: number,
): AvatarPlan['square'] {
  const [left, top] = (() => {
    switch (orientation) {
      case 2:
        return [width - x - size, y]
      case 3:
        return [width - x - size, height - y - size]
      case 4:
        return [x, height - y - size]
      case 5:
        return [y, x]
      case 6:
        return [y, height - x - size]
      case 7:
        return [width - y - size, height - x - size]
      case 8:
        return [width - y - size, x]
      default:
        return [x, y]
    }
  })()
  return { left, top, size }
}

/** Turns a square of stored pixels upright, as its EXIF orientation says. */
function upright(image: Sharp, orientation: number): Sharp {
  switch (orientation) {
    case 2:
      return image.flop()
    case 3:
      return image.rotate(180)
    case 4:
      return image.flip()
    case 5:
      return image.rotate(90).flip()
    case 6:
      return image.rotate(90)
    case 7:
      return image.rotate(90).flop()
    case 8:
      return image.rotate(270)
    default:
      return image
  }
}

/**
 * Checks an upload from its first bytes and its header only (type, pixel count, crop), without
 * decoding it. `crop` is in the upright image; none means the centred square.
 */
export async function planAvatar(bytes: Buffer, crop: Crop | null): Promise<AvatarPlan> {
  if (!sniffImageType(bytes)) throw unsupportedImage()
  let width: number
  let height: number
  let orientation: number
  try {
    const meta = await sharp(bytes).metadata()
    width = meta.width
    height = meta.height
    orientation = meta.orientation ?? 1
  } catch {
    throw unreadableImage()
  }
  if (!(width > 0 && height > 0)) throw unreadableImage()
  if (width * height > MAX_INPUT_PIXELS) throw tooManyPixels(width * height)
  if (!(orientation >= 1 && orientation <= 8)) orientation = 1
  const isTurned = orientation >= 5
  const shownWidth = isTurned ? height : width
  const shownHeight = isTurned ? width : height
  const side = Math.min(shownWidth, shownHeight)
  const square = crop ?? {
    x: Math.floor((shownWidth - side) / 2),
    y: Math.floor((shownHeight - side) / 2),
    size: side,
  }
  if (square.x + square.size > shownWidth || square.y + square.size > shownHeight) {
    throw new HttpError(
      400,
      'bad_crop',
      sentence(
        {
          id: 'server.avatar.crop-outside-image',
          defaultMessage: 'The square must lie inside the image ({width}×{height} pixels).',
        },
        { width: shownWidth, height: shownHeight },
      ),
    )
  }
  return { bytes, orientation, width, height, square: storedSquare(square, orientation, width, height) }
}

/** The stored avatar: a WebP square of AVATAR_SIZE pixels, upright. */
export async function renderAvatar({
  bytes,
  orientation,
  width,
  height,
  square,
}: AvatarPlan): Promise<Buffer> {
  const scale = AVATAR_SIZE / square.size
  let image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
  if (scale < 1) {
    // Resized first and cut after: JPEG and WebP decoders then shrink while they decode, instead
    // of decoding every pixel. Orienting here would make sharp turn the full-size image first.
    const resizedWidth = Math.max(AVATAR_SIZE, Math.round(width * scale))
    const resizedHeight = Math.max(AVATAR_SIZE, Math.round(height * scale))
    image = image.resize(resizedWidth, resizedHeight, { fit: 'fill' }).extract({
      left: Math.min(Math.round(square.left * scale), resizedWidth - AVATAR_SIZE),
      top: Math.min(Math.round(square.top * scale), resizedHeight - AVATAR_SIZE),
      width: AVATAR_SIZE,
      height: AVATAR_SIZE,
    })
  } else {
    // A square smaller than the avatar: nothing to shrink, it is cut and enlarged.
    image = image
      .extract({ left: square.left, top: square.top, width: square.size, height: square.size })
      .resize(AVATAR_SIZE, AVATAR_SIZE)
  }
  let small: { data: Buffer; info: OutputInfo }
  try {
    small = await image.raw().toBuffer({ resolveWithObject: true })
  } catch {
    throw unreadableImage()
  }
  const { width: w, height: h, channels } = small.info
  return upright(sharp(small.data, { raw: { width: w, height: h, channels } }), orientation)
    .webp({ quality: 82 })
    .toBuffer()
}
