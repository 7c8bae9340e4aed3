import { describe, expect, it } from 'vitest'
import { originForm, parseAuthTarget } from './request-target.ts'

describe('originForm', () => {
  it('keeps an origin-form target and takes the path and query of an absolute-form one', () => {
    expect(originForm('/free/api/me?x=1')).toBe('/free/api/me?x=1')
    expect(originForm('http://x/free/api/me?x=1')).toBe('/free/api/me?x=1')
    expect(originForm('HTTPS://example.org:8443/a')).toBe('/a')
    expect(originForm('http://x')).toBe('/')
    expect(originForm('http://x?a=1')).toBe('/?a=1')
    // Not HTTP: left for the router to refuse.
    expect(originForm('ftp://x/free')).toBe('ftp://x/free')
    expect(originForm('*')).toBe('*')
  })
})

describe('parseAuthTarget', () => {
  const prefix = '/free/api/auth'

  it('reads the endpoint path and the query as sent', () => {
    expect(parseAuthTarget('/free/api/auth/sign-in/email', prefix)).toEqual({
      path: '/sign-in/email',
      query: null,
    })
    expect(parseAuthTarget('/free/api/auth/verify-email?token=a.b-c_d&callbackURL=%2Ffree', prefix)).toEqual({
      path: '/verify-email',
      query: 'token=a.b-c_d&callbackURL=%2Ffree',
    })
    expect(parseAuthTarget('http://x/free/api/auth/get-session', prefix).path).toBe('/get-session')
  })

  it.each([
    '/free/api/auth/get-session%3F/%2e%2e/list-sessions',
    '/free/api/auth/get-session%3f/../list-sessions',
    '/free/api/auth/x/%2E%2e/get-session',
    '/free/api/auth/x/%252e%252e/get-session',
    '/free/api/auth/x/..;/get-session',
    '/free/api/auth/./get-session',
    '/free/api/auth/get-session%2Fx',
    '/free/api/auth/get-session%5cx',
    '/free/api/auth/get-session\\x',
    '/free/api/auth//get-session',
    '/free/api/auth/get-session/',
    '/free/api/auth/get-session;x',
    '/free/api/auth/get-session#x',
    '/free/api/auth/get-session%00',
    '/free/api/auth/get-session?a=1?b',
    '/free/api/auth/get-session?a=%00',
    '/free/api/auth/get-session?a=1#b',
    '/free/api/aut%68/get-session',
    '/free/api/auth',
    '/free/api/auth/',
  ])('refuses %s with 400', (target) => {
    expect(() => parseAuthTarget(target, prefix)).toThrow(
      expect.objectContaining({ statusCode: 400, code: 'bad_request' }),
    )
  })
})
