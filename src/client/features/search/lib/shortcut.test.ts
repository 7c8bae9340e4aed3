import { describe, expect, it } from 'vitest'
import { isSearchShortcut } from './shortcut.ts'

describe('isSearchShortcut', () => {
  it('recognises only the plain shortcut, Ctrl+K or ⌘K', () => {
    const base = { key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false }
    expect(isSearchShortcut({ ...base, ctrlKey: true })).toBe(true)
    expect(isSearchShortcut({ ...base, key: 'K', metaKey: true })).toBe(true)
    expect(isSearchShortcut(base)).toBe(false)
    expect(isSearchShortcut({ ...base, ctrlKey: true, shiftKey: true })).toBe(false)
    expect(isSearchShortcut({ ...base, ctrlKey: true, altKey: true })).toBe(false)
    expect(isSearchShortcut({ ...base, key: 'j', ctrlKey: true })).toBe(false)
  })
})
