import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import IconButton from '@mui/material/IconButton'
import { styled } from '@mui/material/styles'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { Suspense } from 'react'
import { Link } from 'react-router'
import { NewTabHint, newTabProps } from '#client/components/external-link.tsx'
import { forwardPropsExcept } from '#client/components/forward-props.ts'
import { usePublicConfig } from '#client/features/config/api/use-public-config.ts'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import { menuIcons } from '#client/navigation/menu-icons.ts'
import { resolveItemLink } from '#client/navigation/menu-utils.ts'
import type { MenuAction, MenuItem } from '#client/navigation/types.ts'

// No item of the default menu has a chip: MUI's Chip (2.4 kB of gzip) comes with the first that does.
const NavChip = lazyPanel(() => import('./nav-chip.tsx').then((loaded) => loaded.NavChip))

// The menu's rows drawn as MUI's ListItem, ListItemButton, ListItemIcon and ListItemText draw them
// (with the theme's selected look), on ButtonBase as ListItemButton is (ripple, keyboard focus
// ring), without those four modules: the drawer is on every page.

const Row = styled('li')({
  display: 'flex',
  justifyContent: 'flex-start',
  alignItems: 'center',
  position: 'relative',
  width: '100%',
  boxSizing: 'border-box',
  textAlign: 'left',
})

const SELECTED_BORDER_WIDTH = 2

const RowButton = styled(ButtonBase, {
  shouldForwardProp: forwardPropsExcept('isDrawerOpen', 'hasActions'),
})<{ isDrawerOpen: boolean; hasActions: boolean }>(({ theme, isDrawerOpen, hasActions }) => ({
  display: 'flex',
  flexGrow: 1,
  justifyContent: isDrawerOpen ? 'flex-start' : 'center',
  alignItems: 'center',
  position: 'relative',
  minWidth: 0,
  boxSizing: 'border-box',
  textAlign: 'left',
  textDecoration: 'none',
  padding: isDrawerOpen ? theme.spacing(1, hasActions ? 6 : 2, 1, 3) : theme.spacing(1.25, 2, 1.25, 1.5),
  transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
  // ListItemButton's keyboard focus ring is drawn inside the row (MUI's applyInsetFocusVisible).
  '--_focusVisible-offset': -1,
  '--_focusVisible-behavior': 'inset',
  '&:hover': {
    backgroundColor: theme.palette.action.hover,
    '@media (hover: none)': { backgroundColor: 'transparent' },
  },
  '&[aria-current="page"]': {
    backgroundColor: theme.palette.primary.lighter,
    color: theme.palette.primary.dark,
    borderRight: `${SELECTED_BORDER_WIDTH}px solid ${theme.palette.primary.main}`,
    '&:hover': { backgroundColor: theme.palette.primary.lighter },
  },
  '&.Mui-disabled': { opacity: theme.palette.action.disabledOpacity },
}))

const RowIcon = styled('div', { shouldForwardProp: forwardPropsExcept('isDrawerOpen') })<{
  isDrawerOpen: boolean
}>(({ isDrawerOpen }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  minWidth: isDrawerOpen ? 28 : 'auto',
  color: 'inherit',
  fontSize: isDrawerOpen ? '1rem' : '1.25rem',
}))

const RowText = styled('div')({ flex: '1 1 auto', minWidth: 0, marginTop: 4, marginBottom: 4 })

const RowActions = styled('div')({
  position: 'absolute',
  right: 16,
  top: '50%',
  transform: 'translateY(-50%)',
})

type NavItemProps = {
  item: MenuItem
  isSelected: boolean
  /** The drawer is open (full width); collapsed, only the icon shows and the title is a tooltip. */
  isDrawerOpen: boolean
  /** Called after the item is chosen, so that a temporary drawer can close. */
  onChoose?: () => void
}

function ItemAction({ action }: { action: MenuAction }) {
  const Icon = action.icon
  if (action.type === 'function') {
    return (
      <Tooltip title={action.label}>
        <IconButton size="small" aria-label={action.label} onClick={action.run}>
          <Icon aria-hidden />
        </IconButton>
      </Tooltip>
    )
  }
  return (
    <Tooltip title={action.label}>
      <IconButton
        size="small"
        aria-label={action.target ? `${action.label} (opens in a new tab)` : action.label}
        href={action.url}
        {...(action.target ? newTabProps : {})}
      >
        <Icon aria-hidden />
      </IconButton>
    </Tooltip>
  )
}

export function NavItem({ item, isSelected, isDrawerOpen, onChoose }: NavItemProps) {
  const links = usePublicConfig()?.links
  const link = resolveItemLink(item, links)
  const Icon = item.icon ?? menuIcons[item.id]
  const linkProps = link.isExternal
    ? { component: 'a' as const, href: link.href }
    : { component: Link, to: link.href }
  const hasActions = Boolean(isDrawerOpen && item.actions?.length)
  const button = (
    <RowButton
      {...linkProps}
      {...(link.opensInNewTab ? newTabProps : {})}
      disabled={item.disabled}
      aria-current={isSelected ? 'page' : undefined}
      onClick={onChoose}
      isDrawerOpen={isDrawerOpen}
      hasActions={hasActions}
    >
      {Icon && (
        <RowIcon isDrawerOpen={isDrawerOpen}>
          <Icon aria-hidden />
        </RowIcon>
      )}
      {isDrawerOpen ? (
        <RowText>
          <Typography
            variant="h6"
            component="span"
            sx={{ display: 'block', color: 'inherit', fontWeight: isSelected ? 600 : 400 }}
          >
            {item.title}
            {link.opensInNewTab && <NewTabHint />}
          </Typography>
        </RowText>
      ) : (
        <HiddenTitle title={item.title} opensInNewTab={link.opensInNewTab} />
      )}
      {isDrawerOpen && item.chip && (
        <Suspense fallback={null}>
          <NavChip chip={item.chip} />
        </Suspense>
      )}
    </RowButton>
  )
  return (
    <Row>
      {isDrawerOpen ? (
        button
      ) : (
        <Tooltip title={item.title} placement="right" describeChild>
          {button}
        </Tooltip>
      )}
      {hasActions && (
        <RowActions>
          {item.actions?.map((action) => (
            <ItemAction key={action.id} action={action} />
          ))}
        </RowActions>
      )}
    </Row>
  )
}

/** The accessible name of an icon-only item: its title stays in the DOM, visually hidden. */
function HiddenTitle({ title, opensInNewTab }: { title: string; opensInNewTab: boolean }) {
  return (
    <Box component="span" sx={visuallyHidden}>
      {title}
      {opensInNewTab ? ' (opens in a new tab)' : ''}
    </Box>
  )
}
