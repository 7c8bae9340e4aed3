import { describe, expect, it } from 'vitest'
import { clampSquare, initialSquare, maxZoomFor, moveSquare, roundSquare, zoomSquare } from './avatar-crop.ts'

describe('the crop square', () => {
  const landscape = { width: 800, height: 600 }

  it('starts as the largest centred square', () => {
    expect(initialSquare(landscape)).toEqual({ x: 100, y: 0, size: 600 })
    expect(initialSquare({ width: 300, height: 500 })).toEqual({ x: 0, y: 100, size: 300 })
  })
  it('zooms around its centre and stays inside the image', () => {
    expect(zoomSquare({ x: 100, y: 0, size: 600 }, 2, landscape)).toEqual({ x: 250, y: 150, size: 300 })
    // Zooming out from a square in a corner pushes it back inside.
    expect(zoomSquare({ x: 0, y: 0, size: 120 }, 1, landscape)).toEqual({ x: 0, y: 0, size: 600 })
  })
  it('moves but never leaves the image', () => {
    expect(moveSquare({ x: 250, y: 150, size: 300 }, 10, -20, landscape)).toEqual({
      x: 260,
      y: 130,
      size: 300,
    })
    expect(moveSquare({ x: 250, y: 150, size: 300 }, 9999, 9999, landscape)).toEqual({
      x: 500,
      y: 300,
      size: 300,
    })
    expect(clampSquare({ x: -5, y: -5, size: 1000 }, landscape)).toEqual({ x: 0, y: 0, size: 600 })
  })
  it('rounds to whole pixels inside the image for the upload', () => {
    expect(roundSquare({ x: 499.6, y: 0.4, size: 300.9 }, landscape)).toEqual({ x: 500, y: 0, size: 300 })
    expect(roundSquare({ x: 500.4, y: 299.9, size: 300 }, landscape)).toEqual({ x: 500, y: 300, size: 300 })
  })
  it('allows zooming until the square is 64 pixels wide, at most five times', () => {
    expect(maxZoomFor(landscape)).toBe(5)
    expect(maxZoomFor({ width: 128, height: 200 })).toBe(2)
    expect(maxZoomFor({ width: 40, height: 40 })).toBe(1)
  })
})
