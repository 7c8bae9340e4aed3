import MuiBreadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { defineMessages, useIntl } from 'react-intl'
import { Link as RouterLink, useLocation } from 'react-router'
import { breadcrumbsFor, type Crumb } from '#client/navigation/menu-utils.ts'
import type { MenuNode } from '#client/navigation/types.ts'
import {
  BREADCRUMB_ITEMS_AFTER_COLLAPSE,
  BREADCRUMB_ITEMS_BEFORE_COLLAPSE,
  BREADCRUMB_MAX_ITEMS,
} from '#shared/constants.ts'
import { useRoleMenu } from './use-role-menu.ts'

const messages = defineMessages({
  home: { id: 'breadcrumbs.home', defaultMessage: 'Home' },
  label: { id: 'breadcrumbs.label', defaultMessage: 'Breadcrumb' },
  expand: { id: 'breadcrumbs.expand', defaultMessage: 'Show all breadcrumbs' },
})

function CrumbItem({ crumb, isLast }: { crumb: Crumb; isLast: boolean }) {
  if (isLast)
    return (
      <Typography variant="subtitle1" component="span" color="textPrimary" aria-current="page">
        {crumb.title}
      </Typography>
    )
  return crumb.url ? (
    <Link component={RouterLink} to={crumb.url} variant="h6" color="textSecondary" underline="hover">
      {crumb.title}
    </Link>
  ) : (
    <Typography variant="h6" component="span" color="textSecondary">
      {crumb.title}
    </Typography>
  )
}

/** A trail of crumbs: more than 8 collapse in the middle (1 before, 1 after) and expand on click. */
export function BreadcrumbTrail({ crumbs, label }: { crumbs: Crumb[]; label?: string }) {
  const intl = useIntl()
  return (
    <MuiBreadcrumbs
      aria-label={label ?? intl.formatMessage(messages.label)}
      maxItems={BREADCRUMB_MAX_ITEMS}
      itemsBeforeCollapse={BREADCRUMB_ITEMS_BEFORE_COLLAPSE}
      itemsAfterCollapse={BREADCRUMB_ITEMS_AFTER_COLLAPSE}
      expandText={intl.formatMessage(messages.expand)}
      sx={{ mb: 2 }}
    >
      {crumbs.map((crumb, index) => (
        <CrumbItem key={crumb.id} crumb={crumb} isLast={index === crumbs.length - 1} />
      ))}
    </MuiBreadcrumbs>
  )
}

/**
 * The breadcrumbs of the current page, derived during render from the menu tree the
 * signed-in person may see, or from the given tree.
 */
export function Breadcrumbs({ tree }: { tree?: MenuNode[] }) {
  const { pathname } = useLocation()
  const roleTree = useRoleMenu()
  const intl = useIntl()
  const crumbs = breadcrumbsFor(tree ?? roleTree, pathname)?.map((crumb) =>
    crumb.id === 'home' ? { ...crumb, title: intl.formatMessage(messages.home) } : crumb,
  )
  return crumbs ? <BreadcrumbTrail crumbs={crumbs} /> : null
}
