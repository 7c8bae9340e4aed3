import { describe, expect, it } from 'vitest'
import {
  bandAt,
  bands,
  fontSizeInPixels,
  formatTick,
  isLabelled,
  LABEL_GAP,
  labelStride,
  textWidth,
  valueAxis,
  valueToY,
} from './chart-scale.ts'

describe('valueAxis', () => {
  it('steps by 1, 2 or 5 and ends on the first tick at or above the highest count', () => {
    expect(valueAxis(5)).toEqual({ step: 1, top: 5, ticks: [0, 1, 2, 3, 4, 5] })
    expect(valueAxis(6)).toEqual({ step: 2, top: 6, ticks: [0, 2, 4, 6] })
    expect(valueAxis(34)).toEqual({ step: 10, top: 40, ticks: [0, 10, 20, 30, 40] })
    expect(valueAxis(12)).toEqual({ step: 5, top: 15, ticks: [0, 5, 10, 15] })
  })

  it('never steps by a fraction: counts are whole numbers', () => {
    expect(valueAxis(1).ticks).toEqual([0, 1])
    expect(valueAxis(3).ticks).toEqual([0, 1, 2, 3])
    expect(valueAxis(2.5).ticks).toEqual([0, 1, 2, 3])
  })

  it('gives a series of zeros, or nothing at all, an axis from 0 to 1', () => {
    expect(valueAxis(0)).toEqual({ step: 1, top: 1, ticks: [0, 1] })
    expect(valueAxis(Math.max(...[]))).toEqual({ step: 1, top: 1, ticks: [0, 1] })
  })

  it('keeps about five intervals for large counts, with exact integer ticks', () => {
    expect(valueAxis(123_456)).toEqual({ step: 50_000, top: 150_000, ticks: [0, 50_000, 100_000, 150_000] })
    expect(valueAxis(1_000_000).ticks).toEqual([0, 200_000, 400_000, 600_000, 800_000, 1_000_000])
    for (const max of [7, 10, 11, 99, 100, 101, 999, 4321, 98_765, 10 ** 9 + 1]) {
      const { step, top, ticks } = valueAxis(max)
      expect(Number.isInteger(step) && /^[125]0*$/.test(String(step)), `step ${step} for ${max}`).toBe(true)
      expect(top).toBeGreaterThanOrEqual(max)
      expect(top - step).toBeLessThan(max)
      expect(ticks.length - 1).toBeGreaterThanOrEqual(2)
      expect(ticks.length - 1).toBeLessThanOrEqual(5)
    }
  })
})

describe('valueToY', () => {
  it('puts 0 on the baseline and the top of the axis at the top of the plot', () => {
    expect(valueToY(0, 10, 250, 200)).toBe(250)
    expect(valueToY(10, 10, 250, 200)).toBe(50)
    expect(valueToY(5, 10, 250, 200)).toBe(150)
  })
})

describe('bands and bandAt', () => {
  it('gives each day an equal band and finds the day under a point, clamped to the ends', () => {
    const { size, center } = bands(30, 40, 300)
    expect(size).toBe(10)
    expect(center(0)).toBe(45)
    expect(center(29)).toBe(335)
    expect(bandAt(0, 30, 0, size)).toBe(0)
    expect(bandAt(105, 30, 0, size)).toBe(10)
    expect(bandAt(-20, 30, 0, size)).toBe(0)
    expect(bandAt(5000, 30, 0, size)).toBe(29)
  })

  it('gives a single day the whole width, centred', () => {
    const { size, center } = bands(1, 40, 300)
    expect(size).toBe(300)
    expect(center(0)).toBe(190)
    expect(bandAt(250, 1, 0, size)).toBe(0)
  })
})

describe('labelStride', () => {
  it('thins the day labels of 30 days on a phone so that none overlap', () => {
    const fontSize = 12
    const labelWidth = textWidth('30 Aug', fontSize)
    // A 390 px phone: the card's padding and the axes leave about 300 px for the days.
    const { size } = bands(30, 0, 300)
    const stride = labelStride(size, labelWidth)
    expect(stride).toBeGreaterThan(1)
    expect(stride * size).toBeGreaterThanOrEqual(labelWidth + LABEL_GAP)
    expect((stride - 1) * size).toBeLessThan(labelWidth + LABEL_GAP)
  })

  it('labels every day when there is room', () => {
    expect(labelStride(80, 40)).toBe(1)
  })

  it('always labels the last day and counts back from it', () => {
    const labelled = Array.from({ length: 30 }, (_, index) => index).filter((index) =>
      isLabelled(index, 30, 4),
    )
    expect(labelled).toEqual([1, 5, 9, 13, 17, 21, 25, 29])
    expect(isLabelled(0, 1, 7)).toBe(true)
  })
})

describe('formatTick', () => {
  it('keeps large counts short', () => {
    expect(formatTick(0, 'en')).toBe('0')
    expect(formatTick(950, 'en')).toBe('950')
    expect(formatTick(1_500, 'en')).toBe('1.5K')
    expect(formatTick(150_000, 'en')).toBe('150K')
  })
})

describe('fontSizeInPixels', () => {
  it('reads the theme’s rem, px and unitless sizes', () => {
    expect(fontSizeInPixels('0.75rem', 16)).toBe(12)
    expect(fontSizeInPixels('13px', 16)).toBe(13)
    expect(fontSizeInPixels(14, 16)).toBe(14)
    expect(fontSizeInPixels(undefined, 16)).toBe(16)
  })
})
