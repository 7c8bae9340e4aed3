import { defineMessages, type IntlShape, useIntl } from 'react-intl'
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router'
import { Loader } from '#client/components/loader.tsx'
import { ScrollTop } from '#client/components/scroll-top.tsx'
import { SkipLink } from '#client/components/skip-link.tsx'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { pageTitle } from '#client/navigation/page-titles.ts'
import { can } from '#shared/admin-rules.ts'
import type { Role } from '#shared/auth-rules.ts'
import { pageAt, pagePatternOf, permissionOf } from '#shared/pages.ts'

export const NOT_FOUND_ROUTE_ID = 'not-found'
/** The layout route around the not-found page: its loader says who is signed in (or null). */
export const NOT_FOUND_LAYOUT_ID = 'not-found-layout'
/** The routes whose loader answers who is signed in, which the server's render answers for them. */
export const ME_LOADER_ROUTE_IDS = ['main', NOT_FOUND_LAYOUT_ID] as const

const titles = defineMessages({
  /** The title of the screen a route that needs a permission shows to people without it. */
  forbidden: { id: 'page.forbidden', defaultMessage: 'Permission needed' },
  notFound: { id: 'page.not-found', defaultMessage: 'Page not found' },
})

/**
 * The document title for a path, in the page's language: the page's title (src/shared/pages.ts),
 * then the product. A page whose permission the person's role lacks reads "Permission needed", as its
 * 403 screen does.
 */
export function documentTitle(
  intl: IntlShape,
  pathname: string,
  isNotFound: boolean,
  role: Role | null | undefined,
): string {
  if (isNotFound) return `${intl.formatMessage(titles.notFound)} · Foyer`
  const pattern = pagePatternOf(pathname.split(/[?#]/)[0] ?? '')
  const page = pattern ? pageAt(pathname) : null
  if (!pattern || !page) return 'Foyer'
  const permission = permissionOf(page)
  const title =
    permission && !can(role, permission)
      ? intl.formatMessage(titles.forbidden)
      : pageTitle(intl, pattern, page.title)
  return `${title} · Foyer`
}

/** Wraps every route: skip link, scroll to top, the loading bar while a page module loads. */
export function RootLayout() {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const isNotFound = useMatches().at(-1)?.id === NOT_FOUND_ROUTE_ID
  const role = useKnownMe().data?.role
  const intl = useIntl()
  return (
    <>
      <title>{documentTitle(intl, pathname, isNotFound, role)}</title>
      <SkipLink />
      <ScrollTop />
      {navigation.state === 'loading' && <Loader />}
      <Outlet />
    </>
  )
}
