import { useMemo } from 'react'
import { useIntl } from 'react-intl'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { menuItems } from '#client/navigation/menu-items.ts'
import { menuForRole } from '#client/navigation/menu-utils.ts'
import { translatedMenu } from '#client/navigation/page-titles.ts'
import type { MenuNode } from '#client/navigation/types.ts'

/**
 * The menu tree the signed-in person may see, for the drawer, the breadcrumbs and the page
 * search, in the page's language: the app's menu unless another is given, without the sample pages
 * where they are off. It reads who is signed in from
 * the SWR cache that the main layout and the route guards fill, so that signed-out pages do not ask
 * the server.
 */
export function useRoleMenu(menu: MenuNode[] = menuItems): MenuNode[] {
  const role = useKnownMe().data?.role
  const samplePages = usePublicConfig()?.samplePages ?? true
  const intl = useIntl()
  return useMemo(
    () => translatedMenu(menuForRole(menu, role, { samplePages }), intl),
    [menu, role, samplePages, intl],
  )
}
