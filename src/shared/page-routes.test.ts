import { describe, expect, it } from 'vitest'
import { matchesPagePattern, pagePaths, pagePatternOf } from './page-routes.ts'

const isPage = (path: string) => pagePatternOf(path) !== null

describe('pagePatternOf: which paths are pages', () => {
  it('knows every listed page', () => {
    for (const path of pagePaths) expect(isPage(path)).toBe(true)
  })

  it('treats the root as a page, with or without its slash', () => {
    expect(isPage('/')).toBe(true)
    expect(isPage('')).toBe(true)
  })

  it('accepts a trailing slash after a page path', () => {
    expect(isPage('/dashboard/default/')).toBe(true)
    expect(isPage('/help/')).toBe(true)
  })

  it('rejects paths that are not pages', () => {
    expect(isPage('/nope')).toBe(false)
    expect(isPage('/dashboard')).toBe(false)
    expect(isPage('/dashboard/default/extra')).toBe(false)
    expect(isPage('/dashboard//default')).toBe(false)
    expect(isPage('/help//')).toBe(false)
    expect(isPage('help')).toBe(false)
  })

  it('compares segments exactly, letter case included', () => {
    expect(isPage('/Help')).toBe(false)
    expect(isPage('/helpdesk')).toBe(false)
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
