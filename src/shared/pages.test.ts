import { describe, expect, it } from 'vitest'
import { apiPaths } from './api-paths.ts'
import {
  authPagePaths,
  isAuthPagePath,
  matchesPagePattern,
  PAGE_BUDGET_KB,
  pageAt,
  pageEntries,
  pagePaths,
  pagePatternOf,
  pages,
  SIGN_IN_BUDGET_KB,
} from './pages.ts'

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

describe('the page table', () => {
  it('holds the sign-in pages to their budget and every other page to the app’s', () => {
    for (const [path, page] of pageEntries)
      expect([path, page.budgetKb]).toEqual([
        path,
        page.layout === 'auth' ? SIGN_IN_BUDGET_KB : PAGE_BUDGET_KB,
      ])
  })

  it('lists the pages of auth.html apart, Login among them', () => {
    expect(authPagePaths).toEqual([
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
    ])
    expect(isAuthPagePath('/login')).toBe(true)
    expect(isAuthPagePath('/dashboard/default')).toBe(false)
    expect(isAuthPagePath(null)).toBe(false)
  })

  it('gives each menu entry its own id and its own place in its group', () => {
    const entries = pageEntries.flatMap(([, page]) => (page.menu ? [page.menu] : []))
    expect(new Set(entries.map((menu) => menu.id)).size).toBe(entries.length)
    const places = entries.map((menu) => `${menu.group} ${menu.order}`)
    expect(new Set(places).size).toBe(places.length)
  })

  it('makes a menu entry’s aliases pages of the same module', () => {
    for (const [path, page] of pageEntries)
      for (const alias of page.menu?.aliases ?? []) {
        const aliased = pageAt(alias)
        expect(
          aliased && 'module' in aliased && 'module' in page && aliased.module === page.module,
          alias,
        ).toBe(true)
        expect(path).not.toBe(alias)
      }
  })

  it('preloads only API paths the server has', () => {
    const known = new Set<string>(Object.values(apiPaths))
    for (const [path, page] of pageEntries)
      for (const apiPath of page.preloads ?? []) expect(known.has(apiPath), `${path}: ${apiPath}`).toBe(true)
  })

  it('finds the page at a path, ignoring a query, a hash and a trailing slash', () => {
    expect(pageAt('/people/42?tab=2')).toBe(pages['/people/:id'])
    expect(pageAt('/help/#links')).toBe(pages['/help'])
    expect(pageAt('/nope')).toBeNull()
  })
})
