import { apiPaths } from './api-paths.ts'

// The client's page routes, relative to the base path. The server answers these with index.html
// and status 200; any other extension-less path under the base path gets index.html with 404, so
// the client can render its not-found page while crawlers and monitors see the right status.

export const pagePaths = [
  '/',
  '/dashboard/default',
  '/typography',
  '/color',
  '/shadow',
  '/sample-page',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/help',
  '/about',
  '/privacy',
  '/terms',
  '/account/profile',
  '/account/profile/edit',
  '/account/social',
  '/account/billing',
  '/account/settings',
  '/account/privacy',
  '/account/history',
  '/people/:id',
  '/notifications',
  '/admin/users',
  '/admin/users/:id',
  '/admin/audit',
] as const
export type PagePath = (typeof pagePaths)[number]

/**
 * The API answers a page asks for as it first renders. For a signed-in visitor the server names them
 * in the page as preloads, so the browser fetches them alongside the page's scripts instead of
 * after them. Each must be the exact URL the page fetches.
 */
export const pageData: Partial<Record<PagePath, readonly string[]>> = {
  '/': [apiPaths.dashboard],
  '/dashboard/default': [apiPaths.dashboard],
}

/**
 * The pages the server renders for a signed-in person (decision 010), with the API answers their
 * first render needs besides who is signed in and the public configuration. Each must be the exact
 * URL the page fetches.
 */
export const serverRenderedPages: Partial<Record<PagePath, readonly string[]>> = {
  '/': [apiPaths.dashboard, apiPaths.health],
  '/dashboard/default': [apiPaths.dashboard, apiPaths.health],
}

/**
 * The pages around signing in. They are not part of the app's router: the server answers them with
 * auth.html, a light page of their own without MUI (decisions 007 and 004: their own, smaller budget).
 */
export const authPagePaths = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
] as const satisfies readonly PagePath[]
export type AuthPagePath = (typeof authPagePaths)[number]

export function isAuthPagePath(pattern: string | null): pattern is AuthPagePath {
  return authPagePaths.some((path) => path === pattern)
}

/** The layout and page module (under src/client/app) of each page of the app, as routes.tsx loads them. */
export const pageModules: Record<
  Exclude<PagePath, AuthPagePath>,
  { layout: 'main' | 'minimal'; page: string }
> = {
  '/': { layout: 'main', page: 'dashboard' },
  '/dashboard/default': { layout: 'main', page: 'dashboard' },
  '/typography': { layout: 'main', page: 'typography' },
  '/color': { layout: 'main', page: 'color' },
  '/shadow': { layout: 'main', page: 'shadow' },
  '/sample-page': { layout: 'main', page: 'sample-page' },
  '/help': { layout: 'main', page: 'help' },
  '/about': { layout: 'main', page: 'about' },
  '/privacy': { layout: 'main', page: 'privacy' },
  '/terms': { layout: 'main', page: 'terms' },
  '/account/profile': { layout: 'main', page: 'account/profile' },
  '/account/profile/edit': { layout: 'main', page: 'account/edit-profile' },
  '/account/social': { layout: 'main', page: 'account/social-profile' },
  '/account/billing': { layout: 'main', page: 'account/billing' },
  '/account/settings': { layout: 'main', page: 'account/settings' },
  '/account/privacy': { layout: 'main', page: 'account/privacy-center' },
  '/account/history': { layout: 'main', page: 'account/history' },
  '/people/:id': { layout: 'main', page: 'person' },
  '/notifications': { layout: 'main', page: 'notifications' },
  '/admin/users': { layout: 'main', page: 'admin/people' },
  '/admin/users/:id': { layout: 'main', page: 'admin/person' },
  '/admin/audit': { layout: 'main', page: 'admin/audit-log' },
}
/** What an unknown path shows. */
export const notFoundModule = { layout: 'minimal', page: 'not-found' } as const

function segmentsOf(path: string): string[] {
  return path.split('/').slice(1)
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** Whether a path matches a pattern whose `:name` segments stand for any non-empty segment. */
export function matchesPagePattern(pattern: string, path: string): boolean {
  const expected = segmentsOf(pattern)
  const actual = segmentsOf(withoutTrailingSlash(path || '/'))
  if (expected.length !== actual.length) return false
  return expected.every((segment, index) => {
    const value = actual[index] ?? ''
    return segment.startsWith(':') ? value !== '' : segment === value
  })
}

/** The page pattern a path relative to the base path matches ('/people/:id' for '/people/42'), or null. */
export function pagePatternOf(path: string): PagePath | null {
  if (!path.startsWith('/') && path !== '') return null
  return pagePaths.find((pattern) => matchesPagePattern(pattern, path)) ?? null
}
