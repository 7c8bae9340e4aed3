import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { visuallyHidden } from '@mui/utils'
import { Suspense } from 'react'
import { Link } from 'react-router'
import { NewTabHint, newTabProps } from '#client/components/external-link.tsx'
import { Hint } from '#client/components/hint.tsx'
import { usePublicConfig } from '#client/features/config/api/use-public-config.ts'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import { menuIcons } from '#client/navigation/menu-icons.ts'
import { resolveItemLink } from '#client/navigation/menu-utils.ts'
import type { MenuAction, MenuItem } from '#client/navigation/types.ts'

// No item of the default menu has a chip: MUI's Chip (2.4 kB of gzip) comes with the first that does.
const NavChip = lazyPanel(() => import('./nav-chip.tsx').then((loaded) => loaded.NavChip))

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
      <Hint title={action.label}>
        <IconButton size="small" aria-label={action.label} onClick={action.run}>
          <Icon aria-hidden />
        </IconButton>
      </Hint>
    )
  }
  return (
    <Hint title={action.label}>
      <IconButton
        size="small"
        aria-label={action.target ? `${action.label} (opens in a new tab)` : action.label}
        href={action.url}
        {...(action.target ? newTabProps : {})}
      >
        <Icon aria-hidden />
      </IconButton>
    </Hint>
  )
}

export function NavItem({ item, isSelected, isDrawerOpen, onChoose }: NavItemProps) {
  const links = usePublicConfig()?.links
  const link = resolveItemLink(item, links)
  const Icon = item.icon ?? menuIcons[item.id]
  const linkProps = link.isExternal
    ? { component: 'a' as const, href: link.href }
    : { component: Link, to: link.href }
  const button = (
    <ListItemButton
      {...linkProps}
      {...(link.opensInNewTab ? newTabProps : {})}
      selected={isSelected}
      disabled={item.disabled}
      aria-current={isSelected ? 'page' : undefined}
      onClick={onChoose}
      sx={{
        pl: isDrawerOpen ? 3 : 1.5,
        py: isDrawerOpen ? 1 : 1.25,
        justifyContent: isDrawerOpen ? 'flex-start' : 'center',
      }}
    >
      {Icon && (
        <ListItemIcon
          sx={{
            minWidth: isDrawerOpen ? 28 : 'auto',
            color: 'inherit',
            fontSize: isDrawerOpen ? '1rem' : '1.25rem',
          }}
        >
          <Icon aria-hidden />
        </ListItemIcon>
      )}
      {isDrawerOpen ? (
        <ListItemText
          primary={
            <>
              {item.title}
              {link.opensInNewTab && <NewTabHint />}
            </>
          }
          slotProps={{
            primary: {
              variant: 'h6',
              component: 'span',
              sx: { color: 'inherit', fontWeight: isSelected ? 600 : 400 },
            },
          }}
        />
      ) : (
        <HiddenTitle title={item.title} opensInNewTab={link.opensInNewTab} />
      )}
      {isDrawerOpen && item.chip && (
        <Suspense fallback={null}>
          <NavChip chip={item.chip} />
        </Suspense>
      )}
    </ListItemButton>
  )
  return (
    <ListItem
      disablePadding
      secondaryAction={
        isDrawerOpen && item.actions?.length
          ? item.actions.map((action) => <ItemAction key={action.id} action={action} />)
          : undefined
      }
    >
      {isDrawerOpen ? (
        button
      ) : (
        <Hint title={item.title} placement="right" describeChild>
          {button}
        </Hint>
      )}
    </ListItem>
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
