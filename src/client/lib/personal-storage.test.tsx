import { beforeEach, describe, expect, it } from 'vitest'
import {
  forgetOthersPersonalData,
  forgetPersonalData,
  readPersonal,
  writePersonal,
} from './personal-storage.ts'

describe('what the browser keeps about the signed-in person', () => {
  beforeEach(() => localStorage.clear())

  it('is read back by that person only', () => {
    writePersonal('search-recent', 'ada', [{ label: 'Grace Hopper', detail: 'grace@example.org' }])
    expect(readPersonal('search-recent', 'ada')).toEqual([
      { label: 'Grace Hopper', detail: 'grace@example.org' },
    ])
    expect(readPersonal('search-recent', 'grace')).toBeUndefined()
  })

  it('is all removed on sign-out, with what earlier versions kept untagged, and nothing else', () => {
    writePersonal('search-recent', 'ada', [{ label: 'Grace Hopper' }])
    localStorage.setItem('foyer:search-recent', JSON.stringify([{ label: 'Grace Hopper' }]))
    localStorage.setItem('foyer:color-scheme', 'dark')
    forgetPersonalData()
    expect(Object.keys(localStorage)).toEqual(['foyer:color-scheme'])
  })

  it("keeps the signed-in person's own and removes anyone else's", () => {
    writePersonal('search-recent', 'ada', [{ label: 'Grace Hopper' }])
    writePersonal('other', 'grace', 'x')
    localStorage.setItem('foyer:search-recent', '[]')
    forgetOthersPersonalData('ada')
    expect(Object.keys(localStorage)).toEqual(['foyer:personal:search-recent'])
    forgetOthersPersonalData('grace')
    expect(localStorage.length).toBe(0)
  })
})
