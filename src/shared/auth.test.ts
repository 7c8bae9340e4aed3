import { describe, expect, it } from 'vitest'
import { inEnglish } from '#shared/test/in-english.ts'
import {
  codePointLength,
  emailSchema,
  passwordSchema,
  safeNextPath,
  signInSchema,
  signUpSchema,
} from './auth.ts'

describe('safeNextPath', () => {
  it('keeps a path inside the app, with its query and hash', () => {
    expect(safeNextPath('/typography')).toBe('/typography')
    expect(safeNextPath('/color?x=1#y')).toBe('/color?x=1#y')
  })

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '%2F%2Fevil.example',
    '/%2F/evil.example',
    '/%5Cevil.example',
    '%252F%252Fevil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    '/x\nSet-Cookie: a=b',
    '/%0d%0aLocation:%20https://evil.example',
    'typography',
    '/login',
    '/register?next=/x',
  ])('falls back to the dashboard for %j', (next) => {
    expect(safeNextPath(next)).toBe('/dashboard/default')
  })
})

describe('the password rules', () => {
  it('count code points, so that 8 emoji make a long-enough password', () => {
    expect(codePointLength('🦊🐢🦉🐙🦔🦋🐝🐞')).toBe(8)
    expect(passwordSchema.safeParse('🦊🐢🦉🐙🦔🦋🐝🐞').success).toBe(true)
    expect(passwordSchema.safeParse('🦊🐢🦉🐙🦔🦋🐝').success).toBe(false)
  })

  it('allow any character, spaces included, from 8 to 128', () => {
    expect(passwordSchema.safeParse('a b c d ').success).toBe(true)
    expect(passwordSchema.safeParse('x'.repeat(128)).success).toBe(true)
    const tooLong = passwordSchema.safeParse('x'.repeat(129))
    expect(tooLong.success).toBe(false)
    expect(inEnglish(tooLong.error?.issues[0]?.message)).toBe('Use at most 128 characters')
  })
})

describe('the sign-in and sign-up schemas', () => {
  it('trim the email and drop fields they do not know', () => {
    const parsed = signUpSchema.parse({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      email: ' ada@example.org ',
      password: 'long enough words',
      role: 'admin',
    })
    expect(parsed).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      password: 'long enough words',
    })
  })

  it('need rememberMe as a boolean', () => {
    expect(signInSchema.safeParse({ email: 'a@b.org', password: 'x', rememberMe: 'yes' }).success).toBe(false)
  })
})

describe('the email schema', () => {
  it('keeps an address trimmed and in lower case, as it is stored and looked up', () => {
    expect(emailSchema.parse('  Mixed.Case@Example.COM ')).toBe('mixed.case@example.com')
  })
})
