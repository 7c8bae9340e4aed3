import { Outlet, useLocation, useMatches, useNavigation } from 'react-router'
import { Loader } from '#client/components/loader.tsx'
import { ScrollTop } from '#client/components/scroll-top.tsx'
import { SkipLink } from '#client/components/skip-link.tsx'
import { menuItems } from '#client/navigation/menu-items.ts'
import { pageTitleFor } from '#client/navigation/menu-utils.ts'

export const NOT_FOUND_ROUTE_ID = 'not-found'

/** The document title for a path: the page's menu title, then the product. */
export function documentTitle(pathname: string, isNotFound = false): string {
  const title = isNotFound ? 'Page not found' : pageTitleFor(menuItems, pathname)
  return title ? `${title} · Foyer` : 'Foyer'
}

/** Wraps every route: skip link, scroll to top, the loading bar while a page module loads. */
export function RootLayout() {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const isNotFound = useMatches().at(-1)?.id === NOT_FOUND_ROUTE_ID
  return (
    <>
      <title>{documentTitle(pathname, isNotFound)}</title>
      <SkipLink />
      <ScrollTop />
      {navigation.state === 'loading' && <Loader />}
      <Outlet />
    </>
  )
}
