import { describe, expect, it } from 'vitest'
import { contrastRatio, meetsAA, relativeLuminance } from './contrast.ts'

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0)
    expect(relativeLuminance('#ffffff')).toBe(1)
  })

  it('weights green most and blue least, as WCAG does', () => {
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4)
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4)
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4)
  })

  it('linearises sRGB: mid grey #808080 is about 0.216, not 0.5', () => {
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4)
  })

  it('reads #rgb as #rrggbb, in either case, with or without surrounding spaces', () => {
    expect(relativeLuminance('#777')).toBe(relativeLuminance('#777777'))
    expect(relativeLuminance('#AbC')).toBe(relativeLuminance('#aabbcc'))
    expect(relativeLuminance(' #fff ')).toBe(1)
  })

  it('refuses what is not a hex colour', () => {
    for (const bad of ['', '#ff', '#ffff', '#gggggg', 'red', 'rgb(0, 0, 0)', '#1234567']) {
      expect(() => relativeLuminance(bad), bad).toThrow(/Not a #rgb or #rrggbb colour/)
    }
  })
})

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21)
    expect(contrastRatio('#4150b0', '#4150b0')).toBe(1)
  })

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio('#fff', '#000')).toBe(contrastRatio('#000', '#fff'))
    expect(contrastRatio('#0a6fa3', '#f4f5f8')).toBe(contrastRatio('#f4f5f8', '#0a6fa3'))
  })

  it('matches published values', () => {
    // #777 on white is the classic "just fails AA" grey.
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2)
    // #767676 is the lightest grey that passes AA on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2)
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2)
    expect(contrastRatio('#808080', '#000000')).toBeCloseTo(5.32, 2)
  })

  it('gives any colour ratios against white and black whose product is 21', () => {
    for (const hex of ['#4150b0', '#f0a31c', '#777', '#123456']) {
      expect(contrastRatio(hex, '#fff') * contrastRatio(hex, '#000')).toBeCloseTo(21, 10)
    }
  })
})

describe('meetsAA', () => {
  it('asks 4.5:1 of normal text', () => {
    expect(meetsAA(4.5)).toBe(true)
    expect(meetsAA(4.49)).toBe(false)
    expect(meetsAA(contrastRatio('#777', '#fff'))).toBe(false)
    expect(meetsAA(contrastRatio('#767676', '#fff'))).toBe(true)
  })

  it('asks 3:1 of large text', () => {
    expect(meetsAA(3, { large: true })).toBe(true)
    expect(meetsAA(2.99, { large: true })).toBe(false)
    expect(meetsAA(contrastRatio('#777', '#fff'), { large: true })).toBe(true)
  })

  it('does not round a ratio up to the threshold', () => {
    expect(meetsAA(4.4999)).toBe(false)
  })
})
