import { Outlet, useLocation, useMatches, useNavigation } from 'react-router'
import { Loader } from '#client/components/loader.tsx'
import { ScrollTop } from '#client/components/scroll-top.tsx'
import { SkipLink } from '#client/components/skip-link.tsx'
import { menuItems } from '#client/navigation/menu-items.ts'
import { pageTitleFor, requiredPermissionFor } from '#client/navigation/menu-utils.ts'
import type { MenuNode } from '#client/navigation/types.ts'
import { useRoleMenu } from './layout/use-role-menu.ts'

export const NOT_FOUND_ROUTE_ID = 'not-found'

/** The title of the screen a route that needs a permission shows to people without it. */
export const FORBIDDEN_TITLE = 'Permission needed'

/**
 * The document title for a path: the page's title in the menu the person may see, then the product.
 * A page whose permission they lack reads "Permission needed", as its 403 screen does.
 */
export function documentTitle(pathname: string, isNotFound = false, tree: MenuNode[] = menuItems): string {
  const title = isNotFound
    ? 'Page not found'
    : (pageTitleFor(tree, pathname) ?? (requiredPermissionFor(menuItems, pathname) ? FORBIDDEN_TITLE : null))
  return title ? `${title} · Foyer` : 'Foyer'
}

/** Wraps every route: skip link, scroll to top, the loading bar while a page module loads. */
export function RootLayout() {
  const navigation = useNavigation()
  const { pathname } = useLocation()
  const isNotFound = useMatches().at(-1)?.id === NOT_FOUND_ROUTE_ID
  const tree = useRoleMenu()
  return (
    <>
      <title>{documentTitle(pathname, isNotFound, tree)}</title>
      <SkipLink />
      <ScrollTop />
      {navigation.state === 'loading' && <Loader />}
      <Outlet />
    </>
  )
}
