import Avatar from '@mui/material/Avatar'
import Chip from '@mui/material/Chip'
import type { MenuChip } from '#client/navigation/types.ts'

/** The chip a menu item may carry, loaded by nav-item.tsx only when one does. */
export function NavChip({ chip }: { chip: MenuChip }) {
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
