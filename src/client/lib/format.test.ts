import { describe, expect, it } from 'vitest'
import { formatDuration } from './format.ts'

describe('formatDuration', () => {
  it('names the two largest units of a duration', () => {
    expect(formatDuration(42)).toBe('42 s')
    expect(formatDuration(125)).toBe('2 min')
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe('2 h 5 min')
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h')
  })
  it('never goes below zero', () => {
    expect(formatDuration(-5)).toBe('0 s')
  })
})
