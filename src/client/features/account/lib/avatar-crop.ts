// The crop square's arithmetic, kept pure so that it has unit tests. The square is in the image's
// natural pixels, the coordinates the server crops with. Only the crop dialog's chunk loads it.

export type ImageSize = { width: number; height: number }
export type CropSquare = { x: number; y: number; size: number }

/** The crop can be zoomed until the square is this many natural pixels wide, at most 5×. */
const MIN_SQUARE = 64
const MAX_ZOOM = 5

export function maxZoomFor(image: ImageSize): number {
  const side = Math.min(image.width, image.height)
  return Math.max(1, Math.min(MAX_ZOOM, side / MIN_SQUARE))
}

/** Keeps the square inside the image. */
export function clampSquare(square: CropSquare, image: ImageSize): CropSquare {
  const size = Math.min(square.size, image.width, image.height)
  return {
    size,
    x: Math.min(Math.max(0, square.x), image.width - size),
    y: Math.min(Math.max(0, square.y), image.height - size),
  }
}

/** The largest square, centred: where a new photo's crop starts. */
export function initialSquare(image: ImageSize): CropSquare {
  const size = Math.min(image.width, image.height)
  return { size, x: (image.width - size) / 2, y: (image.height - size) / 2 }
}

/** The square at a zoom level (1: the shorter side), around the same centre. */
export function zoomSquare(square: CropSquare, zoom: number, image: ImageSize): CropSquare {
  const size = Math.min(image.width, image.height) / zoom
  const centreX = square.x + square.size / 2
  const centreY = square.y + square.size / 2
  return clampSquare({ size, x: centreX - size / 2, y: centreY - size / 2 }, image)
}

export function moveSquare(square: CropSquare, dx: number, dy: number, image: ImageSize): CropSquare {
  return clampSquare({ ...square, x: square.x + dx, y: square.y + dy }, image)
}

/** Whole pixels for the upload, still inside the image. */
export function roundSquare(square: CropSquare, image: ImageSize): CropSquare {
  const size = Math.max(1, Math.min(Math.floor(square.size), image.width, image.height))
  return {
    size,
    x: Math.min(Math.max(0, Math.round(square.x)), image.width - size),
    y: Math.min(Math.max(0, Math.round(square.y)), image.height - size),
  }
}
