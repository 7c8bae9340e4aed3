import MuiBreadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLocation } from 'react-router'
import { breadcrumbsFor, type Crumb } from '#client/navigation/menu-utils.ts'
import type { MenuNode } from '#client/navigation/types.ts'
import {
  BREADCRUMB_ITEMS_AFTER_COLLAPSE,
  BREADCRUMB_ITEMS_BEFORE_COLLAPSE,
  BREADCRUMB_MAX_ITEMS,
} from '#shared/constants.ts'
import { useRoleMenu } from './use-role-menu.ts'

/** A trail of crumbs: more than 8 collapse in the middle (1 before, 1 after) and expand on click. */
export function BreadcrumbTrail({ crumbs, label = 'Breadcrumb' }: { crumbs: Crumb[]; label?: string }) {
  return (
    <MuiBreadcrumbs
      aria-label={label}
      separator="/"
      maxItems={BREADCRUMB_MAX_ITEMS}
      itemsBeforeCollapse={BREADCRUMB_ITEMS_BEFORE_COLLAPSE}
      itemsAfterCollapse={BREADCRUMB_ITEMS_AFTER_COLLAPSE}
      expandText="Show all breadcrumbs"
      sx={{ mb: 2 }}
    >
      {crumbs.map((crumb, index) => {
        const isLast = index === crumbs.length - 1
        if (isLast) {
          return (
            <Typography key={crumb.id} variant="subtitle1" color="text.primary" aria-current="page">
              {crumb.title}
            </Typography>
          )
        }
        return crumb.url ? (
          <Link
            key={crumb.id}
            component={RouterLink}
            to={crumb.url}
            variant="h6"
            color="text.secondary"
            underline="hover"
          >
            {crumb.title}
          </Link>
        ) : (
          <Typography key={crumb.id} variant="h6" color="text.secondary">
            {crumb.title}
          </Typography>
        )
      })}
    </MuiBreadcrumbs>
  )
}

/**
 * The breadcrumbs of the current page, derived during render (SPEC section 2) from the menu tree the
 * signed-in person may see, or from the given tree.
 */
export function Breadcrumbs({ tree }: { tree?: MenuNode[] }) {
  const { pathname } = useLocation()
  const roleTree = useRoleMenu()
  const crumbs = breadcrumbsFor(tree ?? roleTree, pathname)
  return crumbs ? <BreadcrumbTrail crumbs={crumbs} /> : null
}
