import { type CSSObject, emphasize, styled } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { TextLink } from '#client/components/text-link.tsx'
import { breadcrumbsFor, type Crumb } from '#client/navigation/menu-utils.ts'
import type { MenuNode } from '#client/navigation/types.ts'
import {
  BREADCRUMB_ITEMS_AFTER_COLLAPSE,
  BREADCRUMB_ITEMS_BEFORE_COLLAPSE,
  BREADCRUMB_MAX_ITEMS,
} from '#shared/constants.ts'
import { useRoleMenu } from './use-role-menu.ts'

// The breadcrumbs of MUI (its markup and look: a nav in body1 and text.secondary, a list whose
// separators are hidden from assistive technology, a grey "…" button for the collapsed middle),
// without its module and the SVG icon machinery it brings, on every page.

const Trail = styled('nav')(({ theme }) => ({
  ...(theme.typography.body1 as CSSObject),
  margin: 0,
  marginBottom: theme.spacing(2),
  color: theme.palette.text.secondary,
}))

const List = styled('ol')({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  padding: 0,
  margin: 0,
  listStyle: 'none',
})

const Separator = styled('li')({ display: 'flex', userSelect: 'none', marginLeft: 8, marginRight: 8 })

const ExpandButton = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: `0 calc(${theme.spacing(1)} * 0.5)`,
  padding: 0,
  border: 0,
  borderRadius: 2,
  cursor: 'pointer',
  appearance: 'none',
  backgroundColor: theme.palette.grey[100],
  color: theme.palette.grey[700],
  '&:hover, &:focus': { backgroundColor: theme.palette.grey[200] },
  '&:active': { backgroundColor: emphasize(theme.palette.grey[200], 0.12) },
}))

/** MUI's MoreHoriz icon, at the size MUI's collapsed breadcrumbs draw it. */
function MoreHorizontal() {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 24 24" width={24} height={16} fill="currentColor">
      <path d="M6 10c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm12 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm-6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z" />
    </svg>
  )
}

function CrumbItem({ crumb, isLast }: { crumb: Crumb; isLast: boolean }) {
  if (isLast)
    return (
      <Typography variant="subtitle1" color="textPrimary" aria-current="page">
        {crumb.title}
      </Typography>
    )
  return crumb.url ? (
    <TextLink to={crumb.url} variant="h6" color="textSecondary" underline="hover">
      {crumb.title}
    </TextLink>
  ) : (
    <Typography variant="h6" color="textSecondary">
      {crumb.title}
    </Typography>
  )
}

/** A trail of crumbs: more than 8 collapse in the middle (1 before, 1 after) and expand on click. */
export function BreadcrumbTrail({ crumbs, label = 'Breadcrumb' }: { crumbs: Crumb[]; label?: string }) {
  const [isExpanded, setExpanded] = useState(false)
  const listRef = useRef<HTMLOListElement>(null)
  const items = crumbs.map((crumb, index) => (
    <li key={crumb.id}>
      <CrumbItem crumb={crumb} isLast={index === crumbs.length - 1} />
    </li>
  ))
  const isCollapsed = !isExpanded && crumbs.length > BREADCRUMB_MAX_ITEMS
  const expand = () => {
    setExpanded(true)
    // The button goes away: focus stays in the trail, on its first link.
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>('a[href],button,[tabindex]')?.focus(),
    )
  }
  const shown = isCollapsed
    ? [
        ...items.slice(0, BREADCRUMB_ITEMS_BEFORE_COLLAPSE),
        <li key="collapsed">
          <ExpandButton type="button" aria-label="Show all breadcrumbs" onClick={expand}>
            <MoreHorizontal />
          </ExpandButton>
        </li>,
        ...items.slice(items.length - BREADCRUMB_ITEMS_AFTER_COLLAPSE),
      ]
    : items
  return (
    <Trail aria-label={label}>
      <List ref={listRef}>
        {shown.flatMap((item, index) =>
          index === 0
            ? [item]
            : [
                <Separator key={`separator-${item.key}`} aria-hidden>
                  /
                </Separator>,
                item,
              ],
        )}
      </List>
    </Trail>
  )
}

/**
 * The breadcrumbs of the current page, derived during render from the menu tree the
 * signed-in person may see, or from the given tree.
 */
export function Breadcrumbs({ tree }: { tree?: MenuNode[] }) {
  const { pathname } = useLocation()
  const roleTree = useRoleMenu()
  const crumbs = breadcrumbsFor(tree ?? roleTree, pathname)
  return crumbs ? <BreadcrumbTrail crumbs={crumbs} /> : null
}
