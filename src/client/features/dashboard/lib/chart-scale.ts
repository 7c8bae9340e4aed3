// The arithmetic of the dashboard's charts (decision 008): pure, so it is tested without a DOM.
import { writeNumber } from '#client/lib/format.ts'

/** The number of intervals the value axis aims at: at most this many, at least two when max > 1. */
const TARGET_INTERVALS = 5

/** The value axis of a chart of counts: from 0 to `top`, with a grid line at every tick. */
export type ValueAxis = { step: number; top: number; ticks: number[] }

/**
 * Ticks for counts from 0 to `max`: a step of 1, 2 or 5 × 10^n, never below 1 (counts are
 * integers, so 0.5 would label a value that cannot occur), and at most five intervals. A series of
 * zeros (or nothing) still gets an axis from 0 to 1.
 */
export function valueAxis(max: number): ValueAxis {
  const highest = Number.isFinite(max) ? Math.max(1, Math.ceil(max)) : 1
  const wanted = highest / TARGET_INTERVALS
  // The decade below the wanted step, found by multiplying: integer steps only, no rounding error.
  let decade = 1
  while (decade * 10 < wanted) decade *= 10
  const step =
    [1, 2, 5].map((factor) => factor * decade).find((candidate) => candidate >= wanted) ?? decade * 10
  const top = Math.ceil(highest / step) * step
  return { step, top, ticks: Array.from({ length: top / step + 1 }, (_, index) => index * step) }
}

/** Where `value` sits between `bottom` (value 0) and `bottom - height` (value `top`), in pixels. */
export function valueToY(value: number, top: number, bottom: number, height: number): number {
  return bottom - (Math.max(0, value) / top) * height
}

/**
 * `count` equal bands across `width` pixels from `start`: each day owns one, its bar in it and its
 * point at its centre.
 */
export function bands(count: number, start: number, width: number) {
  const size = count > 0 ? width / count : width
  return { size, center: (index: number) => start + (index + 0.5) * size }
}

/** The index of the band under `x` (pixels), clamped to the first and the last. */
export function bandAt(x: number, count: number, start: number, size: number): number {
  if (count <= 0 || size <= 0) return 0
  return Math.min(count - 1, Math.max(0, Math.floor((x - start) / size)))
}

/** The minimum space between two labels of the day axis, in pixels. */
export const LABEL_GAP = 8

/**
 * Every how many days a label fits: labels `labelWidth` wide, centred on bands `bandSize` apart,
 * never closer than LABEL_GAP. The caller labels the last day and every `stride`-th before it.
 */
export function labelStride(bandSize: number, labelWidth: number): number {
  if (bandSize <= 0) return 1
  return Math.max(1, Math.ceil((labelWidth + LABEL_GAP) / bandSize))
}

/** Whether the day at `index` of `count` carries a label, counting back from the last day. */
export function isLabelled(index: number, count: number, stride: number): boolean {
  return (count - 1 - index) % stride === 0
}

/**
 * A generous guess at the width of `text` in pixels: SVG text cannot be measured before it is laid
 * out (nor at all in jsdom). Public Sans' digits and letters are about 0.55 em; 0.62 leaves room.
 */
export function textWidth(text: string, fontSize: number): number {
  return text.length * fontSize * 0.62
}

/** "0", "950", "1.5K", "120K": a tick label that stays short for large counts. */
export function formatTick(value: number, locale?: string): string {
  return writeNumber(value, { notation: 'compact', maximumFractionDigits: 1 }, locale)
}

/** A theme font size ("0.75rem", "12px" or 12) in pixels, for SVG text and the guesses above. */
export function fontSizeInPixels(size: string | number | undefined, htmlFontSize: number): number {
  if (typeof size === 'number') return size
  const value = Number.parseFloat(size ?? '')
  if (!Number.isFinite(value)) return htmlFontSize
  return size?.endsWith('rem') ? value * htmlFontSize : value
}
