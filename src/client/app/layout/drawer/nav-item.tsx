import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Tooltip from '@mui/material/Tooltip'
import { visuallyHidden } from '@mui/utils'
import { Link } from 'react-router'
import { NewTabHint, newTabProps } from '#client/components/external-link.tsx'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { menuIconOf } from '#client/navigation/menu-icons.ts'
import { resolveItemLink } from '#client/navigation/menu-utils.ts'
import type { MenuAction, MenuChip, MenuItem } from '#client/navigation/types.ts'

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

function NavChip({ chip }: { chip: MenuChip }) {
  return (
    <Chip
      label={chip.label}
      color={chip.color ?? 'primary'}
      variant={chip.variant ?? 'filled'}
      size={chip.size ?? 'small'}
      avatar={chip.avatar ? <Avatar aria-hidden>{chip.avatar}</Avatar> : undefined}
    />
  )
}

export function NavItem({ item, isSelected, isDrawerOpen, onChoose }: NavItemProps) {
  const links = usePublicConfig()?.links
  const role = useKnownMe().data?.role
  const link = resolveItemLink(item, links, role)
  if (!link) return null
  const Icon = item.icon ?? menuIconOf(item.id)
  const linkProps = link.isExternal
    ? { component: 'a' as const, href: link.href }
    : { component: Link, to: link.href }
  const hasActions = Boolean(isDrawerOpen && item.actions?.length)
  const button = (
    <ListItemButton
      {...linkProps}
      {...(link.opensInNewTab ? newTabProps : {})}
      disabled={item.disabled}
      selected={isSelected}
      aria-current={isSelected ? 'page' : undefined}
      onClick={onChoose}
      sx={isDrawerOpen ? { pl: 3 } : { justifyContent: 'center', py: 1.25, pl: 1.5 }}
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
            primary: { variant: 'h6', color: 'inherit', sx: { fontWeight: isSelected ? 600 : 400 } },
          }}
        />
      ) : (
        <Box component="span" sx={visuallyHidden}>
          {item.title}
          {link.opensInNewTab ? ' (opens in a new tab)' : ''}
        </Box>
      )}
      {isDrawerOpen && item.chip && <NavChip chip={item.chip} />}
    </ListItemButton>
  )
  return (
    <ListItem
      disablePadding
      secondaryAction={
        hasActions ? item.actions?.map((action) => <ItemAction key={action.id} action={action} />) : undefined
      }
    >
      {isDrawerOpen ? (
        button
      ) : (
        <Tooltip title={item.title} placement="right" describeChild>
          {button}
        </Tooltip>
      )}
    </ListItem>
  )
}
