import MoreOutlined from '@ant-design/icons/MoreOutlined'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { visuallyHidden } from '@mui/utils'
import { useState } from 'react'
import { HeaderPopover } from '#client/components/header-popover.tsx'
import { AccountMenu } from './account-menu.tsx'

/** Below the large breakpoint the profile button moves into this panel (search has its own icon). */
export function MoreMenu() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  const isOpen = Boolean(anchorEl)
  const close = () => setAnchorEl(null)
  return (
    <>
      <IconButton
        aria-label="Show more"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'more-menu' : undefined}
        onClick={(event) => setAnchorEl(isOpen ? null : event.currentTarget)}
        sx={{ color: 'text.primary', bgcolor: isOpen ? 'grey.100' : 'grey.50', ml: 0.75 }}
      >
        <MoreOutlined rotate={90} aria-hidden />
      </IconButton>
      <HeaderPopover
        id="more-menu"
        anchorEl={anchorEl}
        onClose={close}
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
    </>
  )
}
