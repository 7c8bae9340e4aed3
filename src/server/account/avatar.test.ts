import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AVATAR_SIZE } from '#shared/account.ts'
import { type Crop, planAvatar, renderAvatar } from './avatar.ts'

// The avatar is cut from the stored pixels and turned upright only at the end, so that the
// decoder can shrink while it decodes: it must match cutting the upright image.

/** An image of four coloured quarters, each with a band of another colour, so any turn shows. */
async function quarters(width: number, height: number) {
  const w = Math.floor(width / 2)
  const h = Math.floor(height / 2)
  const block = (colour: string, band: string) =>
    sharp({ create: { width: w, height: h, channels: 3, background: colour } })
      .composite([
        {
          input: { create: { width: Math.floor(w / 4), height: h, channels: 3, background: band } },
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer()
  return sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([
      { input: await block('#ff0000', '#ffff00'), left: 0, top: 0 },
      { input: await block('#00ff00', '#ff00ff'), left: w, top: 0 },
      { input: await block('#0000ff', '#00ffff'), left: 0, top: h },
      { input: await block('#ffffff', '#000000'), left: w, top: h },
    ])
    .png()
    .toBuffer()
}

/** The reference: the whole image decoded and turned upright, then cut and scaled. */
async function reference(bytes: Buffer, crop: Crop) {
  return sharp(await sharp(bytes).autoOrient().toBuffer())
    .extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size })
    .resize(AVATAR_SIZE, AVATAR_SIZE)
    .raw()
    .toBuffer()
}

async function pixels(webp: Buffer) {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true })
  expect([info.width, info.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE])
  return data
}

/** The mean difference of two images' channel values, 0 to 255. */
function meanDifference(a: Buffer, b: Buffer) {
  expect(a.length).toBe(b.length)
  let sum = 0
  for (let i = 0; i < a.length; i++) sum += Math.abs((a[i] ?? 0) - (b[i] ?? 0))
  return sum / a.length
}

describe('the avatar pipeline', () => {
  it('crops the square seen upright, for each of the eight EXIF orientations', async () => {
    const picture = await quarters(600, 400)
    for (let orientation = 1; orientation <= 8; orientation++) {
      const bytes = await sharp(picture).webp({ lossless: true }).withMetadata({ orientation }).toBuffer()
      const isTurned = orientation >= 5
      // Off-centre, across the quarters, and smaller than the avatar or larger.
      const crops: Crop[] = isTurned
        ? [
            { x: 50, y: 120, size: 300 },
            { x: 10, y: 300, size: 150 },
          ]
        : [
            { x: 120, y: 50, size: 300 },
            { x: 300, y: 10, size: 150 },
          ]
      for (const crop of crops) {
        const made = await pixels(await renderAvatar(await planAvatar(bytes, crop)))
        const expected = await reference(bytes, crop)
        expect(
          meanDifference(made, expected),
          `orientation ${orientation}, ${JSON.stringify(crop)}`,
        ).toBeLessThan(4)
      }
    }
  })

  it('shrinks a large JPEG while decoding it and still cuts the right square', async () => {
    const bytes = await sharp(await quarters(4000, 3000))
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const plan = await planAvatar(bytes, null)
    // Upright it is 3000×4000: the centred square is 3000 wide, from y = 500.
    expect(plan.square).toEqual({ left: 500, top: 0, size: 3000 })
    const made = await pixels(await renderAvatar(plan))
    expect(meanDifference(made, await reference(bytes, { x: 0, y: 500, size: 3000 }))).toBeLessThan(4)
  })
})
