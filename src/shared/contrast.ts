// WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio). The theme's tests and the
// Color page both use these, so the numbers the page shows are the ones the tests hold to.

const HEX_PATTERN = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

/** The WCAG AA minimum for normal text, and for large text (18 pt, or 14 pt bold) and UI parts. */
export const AA_NORMAL_RATIO = 4.5
export const AA_LARGE_RATIO = 3

function channels(hex: string): [number, number, number] {
  const match = HEX_PATTERN.exec(hex.trim())
  if (!match?.[1]) throw new Error(`Not a #rgb or #rrggbb colour: ${hex}`)
  const digits =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1]
  return [0, 2, 4].map((start) => Number.parseInt(digits.slice(start, start + 2), 16)) as [
    number,
    number,
    number,
  ]
}

function linear(channel: number): number {
  const srgb = channel / 255
  // WCAG 2.2 uses the sRGB standard's 0.04045 threshold (2.0 printed 0.03928; no 8-bit value falls between).
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4
}

/** Relative luminance of a #rgb or #rrggbb colour, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map(linear) as [number, number, number]
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue
}

/** Contrast ratio between two colours, from 1 to 21; the order of the arguments does not matter. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA)
  const b = relativeLuminance(hexB)
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** Whether a ratio meets WCAG AA: 4.5:1 for normal text, 3:1 for large text. No rounding up. */
export function meetsAA(ratio: number, { large = false }: { large?: boolean } = {}): boolean {
  return ratio >= (large ? AA_LARGE_RATIO : AA_NORMAL_RATIO)
}
