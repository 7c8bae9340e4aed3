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

/** Whether a path relative to the base path (e.g. '/dashboard/default', with or without a trailing slash) is a page. */
export function isKnownPagePath(path: string): boolean {
  if (!path.startsWith('/') && path !== '') return false
  return pagePaths.some((pattern) => matchesPagePattern(pattern, path))
}
