import { describe, expect, it } from 'vitest'
import { passwordProblem } from './password-policy.ts'

const context = { email: 'jane.doe@example.com', names: ['Jane', 'Doe'] }

describe('passwordProblem', () => {
  it('accepts a long passphrase with spaces, and one made of emoji', () => {
    expect(passwordProblem('correct horse battery staple', context)).toBeNull()
    expect(passwordProblem('🦊🐢🦉🐙🦔🦋🐝🐞', context)).toBeNull()
  })

  it('counts code points, not UTF-16 units', () => {
    expect(passwordProblem('🦊🐢🦉🐙🦔🦋🐝', context)).toBe('Use at least 8 characters')
    expect(passwordProblem('🦊'.repeat(128), context)).toBeNull()
    expect(passwordProblem('🦊'.repeat(129), context)).toBe('Use at most 128 characters')
  })

  it('compares after NFKC normalisation', () => {
    // Fullwidth letters normalise to ASCII: this is "password1", a common password.
    expect(passwordProblem('ｐａｓｓｗｏｒｄ１', context)).toMatch(/commonly used/)
  })

  it('refuses passwords on the common list, also with digits or symbols around them', () => {
    expect(passwordProblem('password', context)).toMatch(/commonly used/)
    expect(passwordProblem('iloveyou', context)).toMatch(/commonly used/)
    expect(passwordProblem('Baseball!!', context)).toMatch(/commonly used/)
    expect(passwordProblem('qwertyuiop', context)).toMatch(/commonly used/)
  })

  it("refuses passwords built from the person's name or email, or from the product's name", () => {
    expect(passwordProblem('janedoe2024', context)).toMatch(/your name or email/)
    expect(passwordProblem('Jane.Doe!', context)).toMatch(/your name or email/)
    expect(passwordProblem('example123', context)).toMatch(/your name or email/)
    expect(passwordProblem('Foyer2026!', context)).toMatch(/product's name/)
  })

  it('lets a name appear inside a password that is mostly something else', () => {
    expect(passwordProblem('jane likes mountain rivers', context)).toBeNull()
  })
})
