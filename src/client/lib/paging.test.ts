import { describe, expect, it } from 'vitest'
import { pageIndex } from './paging.ts'

describe('pageIndex', () => {
  it('counts from 0 what the address counts from 1', () => {
    expect(pageIndex(1, 10, 57)).toBe(0)
    expect(pageIndex(6, 10, 57)).toBe(5)
  })

  it('shows a page past the last, or before the first, as the nearest one', () => {
    expect(pageIndex(9, 10, 57)).toBe(5)
    expect(pageIndex(0, 10, 57)).toBe(0)
    expect(pageIndex(3, 10, 0)).toBe(0)
  })
})
