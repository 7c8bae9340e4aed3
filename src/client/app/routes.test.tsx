import { type LoaderFunctionArgs, matchRoutes, type RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { switchLanguage } from '#client/i18n/language.ts'
import type { PageModule } from '#client/lib/lazy-page.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { adminMe, memberMe } from '#client/test/admin-fixtures.ts'
import { testIntl } from '#client/test/intl.ts'
import { jsonResponse, mockFetch } from '#client/test/mock-fetch.ts'
import type { Me } from '#shared/auth.ts'
import { notFoundPage, type Page, type PagePath, pageEntries, pages, permissionOf } from '#shared/pages.ts'
import { knownMe, loadAuthPage, requireSignedIn } from './guards.ts'
import { pageModuleLoader as mainLayoutPage } from './layout/main-layout.tsx'
import { pageModuleLoader as minimalLayoutPage } from './layout/minimal-layout.tsx'
import { documentTitle, NOT_FOUND_LAYOUT_ID, NOT_FOUND_ROUTE_ID } from './root-layout.tsx'
import { PageRouteError } from './route-error.tsx'
import { routes } from './routes.tsx'

// The router is derived from the page table: each page's path leads to the module, layout and guard
// the table names. The server preloads each page's chunks from the same table (vite.config.ts).

/** The page files, read here on their own to compare with what the router loads. */
const pageFiles = import.meta.glob<PageModule>(['./pages/**/*.tsx', '!./pages/**/*.test.tsx'])

/** A path of the pattern, with a made-up id for a `:param` segment. */
const samplePath = (pattern: string) => pattern.replace(/:\w+/g, 'u42')

function matchesOf(path: string) {
  const matches = matchRoutes(routes, path)
  if (!matches) throw new Error(`no route for ${path}`)
  return matches.map((match) => match.route)
}

async function componentOf(route: RouteObject) {
  if (typeof route.lazy !== 'function') throw new Error('the route loads no module')
  return (await route.lazy()).Component
}

async function fileComponent(module: string) {
  const load = pageFiles[`./pages/${module}.tsx`]
  if (!load) throw new Error(`no file src/client/app/pages/${module}.tsx`)
  return (await load()).Component
}

function serveMe(me: Me) {
  mockFetch({ 'GET /api/me': () => jsonResponse(200, me) })
}

/** What the route's own loader does for a request of that path: its value, or what it threw. */
async function runLoader(route: RouteObject | undefined, path: string) {
  if (typeof route?.loader !== 'function') throw new Error(`${path} has no loader of its own`)
  const args = {
    request: new Request(`http://localhost${path}`),
    params: {},
  } as unknown as LoaderFunctionArgs
  try {
    return { value: await route.loader(args) }
  } catch (error) {
    return { thrown: error }
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

const appPages = pageEntries.filter(
  (entry): entry is [PagePath, Exclude<Page, { layout: 'auth' }>] => entry[1].layout !== 'auth',
)

describe('the page table', () => {
  it('names for every page of the app a module its layout can load', () => {
    const missing = [...appPages.map(([, page]) => page), notFoundPage].filter((page) =>
      page.layout === 'main' ? !mainLayoutPage(page.module) : !minimalLayoutPage(page.module),
    )
    expect(missing).toEqual([])
  })
})

describe('the router derived from the page table', () => {
  for (const [path, page] of appPages) {
    it(`leads ${path} to ${page.module} in the ${page.layout} layout`, async () => {
      const matched = matchesOf(samplePath(path))
      const route = matched.at(-1)
      if (!route) throw new Error('no route')
      expect(matched.map((r) => r.id).includes(page.layout)).toBe(true)
      expect(await componentOf(route)).toBe(await fileComponent(page.module))
    })
  }

  it('guards every page of the main layout with the sign-in check', () => {
    for (const [path] of appPages.filter(([, page]) => page.layout === 'main'))
      expect(matchesOf(samplePath(path))[1]?.loader, path).toBe(requireSignedIn)
  })

  for (const [path, page] of appPages.filter(([, p]) => permissionOf(p))) {
    it(`answers ${path} with a 403 naming ${permissionOf(page)} to someone without it, inside the layout`, async () => {
      const route = matchesOf(samplePath(path)).at(-1)
      expect(route?.ErrorBoundary).toBe(PageRouteError)
      serveMe(memberMe)
      const { thrown } = await runLoader(route, samplePath(path))
      // react-router's data(): the router hands it to the route's error screen as a 403.
      expect(thrown).toMatchObject({ data: { permission: permissionOf(page) }, init: { status: 403 } })
      vi.unstubAllGlobals()
      serveMe(adminMe)
      expect(await runLoader(route, samplePath(path))).toEqual({ value: adminMe })
    })
  }

  it('gives pages that need no permission no loader of their own', () => {
    for (const [path] of appPages.filter(([, page]) => !permissionOf(page)))
      expect(matchesOf(samplePath(path)).at(-1)?.loader, path).toBeUndefined()
  })

  it('hands the sign-in pages over to auth.html', () => {
    const authPaths = pageEntries.filter(([, page]) => page.layout === 'auth').map(([path]) => path)
    expect(authPaths).toContain('/login')
    for (const path of authPaths) expect(matchesOf(path).at(-1)?.loader, path).toBe(loadAuthPage)
  })

  it('shows the not-found page for any other path, in a layout that asks who is signed in', async () => {
    const matched = matchesOf('/no/such/page')
    expect(matched.map((route) => route.id)).toEqual(['root', NOT_FOUND_LAYOUT_ID, NOT_FOUND_ROUTE_ID])
    expect(matched[1]?.loader).toBe(knownMe)
    const route = matched.at(-1)
    if (!route) throw new Error('no route')
    expect(await componentOf(route)).toBe(await fileComponent(notFoundPage.module))
  })
})

describe('documentTitle', () => {
  const intl = testIntl()

  it('names the page from the table, then the product', () => {
    expect(documentTitle(intl, '/color', false, 'member')).toBe('Color · Foyer')
    expect(documentTitle(intl, '/about/', false, 'member')).toBe('About us · Foyer')
    expect(documentTitle(intl, '/', false, 'member')).toBe('Dashboard · Foyer')
    expect(documentTitle(intl, '/people/u42', false, 'member')).toBe('Profile · Foyer')
    expect(documentTitle(intl, '/account/privacy?tab=1', false, 'member')).toBe(
      `${pages['/account/privacy'].title} · Foyer`,
    )
  })

  it('reads "Permission needed" on a page whose permission the role lacks', () => {
    expect(documentTitle(intl, '/admin/users', false, 'member')).toBe('Permission needed · Foyer')
    expect(documentTitle(intl, '/admin/users/u42', false, null)).toBe('Permission needed · Foyer')
    expect(documentTitle(intl, '/admin/users/u42', false, 'admin')).toBe('Person · Foyer')
  })

  it('is in the page’s language', async () => {
    await switchLanguage('fr')
    try {
      const french = testIntl()
      expect(documentTitle(french, '/color', false, 'member')).toBe('Couleur · Foyer')
      expect(documentTitle(french, '/admin/users', false, 'member')).toBe('Autorisation requise · Foyer')
      expect(documentTitle(french, '/nowhere', true, 'member')).toBe('Page introuvable · Foyer')
    } finally {
      await switchLanguage('en')
    }
  })

  it('has each page’s English title as the table says it', () => {
    for (const [path, page] of pageEntries) {
      const message = pageTitles[path as PagePath]
      if (message) expect(message.defaultMessage, path).toBe(page.title)
    }
    for (const path of Object.keys(pages)) expect(pageTitles[path as PagePath], path).toBeDefined()
  })

  it('names the not-found page, and only the product for a path that is no page', () => {
    expect(documentTitle(intl, '/nowhere', true, 'member')).toBe('Page not found · Foyer')
    expect(documentTitle(intl, '/nowhere', false, 'member')).toBe('Foyer')
  })
})
