import { describe, expect, it } from 'vitest'
import { initialsOf } from './initials.ts'

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL')
    expect(initialsOf('Ada King Lovelace')).toBe('AL')
    expect(initialsOf('ada')).toBe('A')
    expect(initialsOf('  ')).toBe('?')
    expect(initialsOf('Émile Zola')).toBe('ÉZ')
  })
})
