import { describe, expect, it } from 'vitest'
import { matchesPagePattern, pagePaths, pagePatternOf } from './page-routes.ts'

const isKnownPagePath = (path: string) => pagePatternOf(path) !== null

describe('isKnownPagePath', () => {
  it('knows every listed page', () => {
    for (const path of pagePaths) expect(isKnownPagePath(path)).toBe(true)
  })

  it('treats the root as a page, with or without its slash', () => {
    expect(isKnownPagePath('/')).toBe(true)
    expect(isKnownPagePath('')).toBe(true)
  })

  it('accepts a trailing slash after a page path', () => {
    expect(isKnownPagePath('/dashboard/default/')).toBe(true)
    expect(isKnownPagePath('/help/')).toBe(true)
  })

  it('rejects paths that are not pages', () => {
    expect(isKnownPagePath('/nope')).toBe(false)
    expect(isKnownPagePath('/dashboard')).toBe(false)
    expect(isKnownPagePath('/dashboard/default/extra')).toBe(false)
    expect(isKnownPagePath('/dashboard//default')).toBe(false)
    expect(isKnownPagePath('/help//')).toBe(false)
    expect(isKnownPagePath('help')).toBe(false)
  })

  it('compares segments exactly, letter case included', () => {
    expect(isKnownPagePath('/Help')).toBe(false)
    expect(isKnownPagePath('/helpdesk')).toBe(false)
  })
})

describe('matchesPagePattern', () => {
  it('lets a :param segment stand for any non-empty segment', () => {
    expect(matchesPagePattern('/users/:id', '/users/42')).toBe(true)
    expect(matchesPagePattern('/users/:id', '/users/42/')).toBe(true)
    expect(matchesPagePattern('/users/:id/edit', '/users/abc/edit')).toBe(true)
  })

  it('does not let a :param segment match an empty or missing segment', () => {
    expect(matchesPagePattern('/users/:id', '/users/')).toBe(false)
    expect(matchesPagePattern('/users/:id', '/users')).toBe(false)
    expect(matchesPagePattern('/users/:id', '/users/42/more')).toBe(false)
  })
})
