import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { HeaderPopover } from '#client/components/header-popover.tsx'
import { AccountMenu } from './account-menu.tsx'

/** The panel of the "Show more" button (loaded when first wanted, see more-menu.tsx). */
export function MoreMenuPanel({ anchorEl, onClose }: { anchorEl: HTMLElement | null; onClose: () => void }) {
  return (
    <HeaderPopover
      id="more-menu"
      anchorEl={anchorEl}
      onClose={onClose}
      labelledBy="more-menu-title"
      width={{ xs: 320 }}
    >
      <Typography id="more-menu-title" component="h2" sx={visuallyHidden}>
        More
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, p: 1.5 }}>
        <AccountMenu />
      </Stack>
    </HeaderPopover>
  )
}
