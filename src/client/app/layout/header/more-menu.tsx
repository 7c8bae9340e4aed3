import MoreOutlinedIcon from '@ant-design/icons-svg/es/asn/MoreOutlined'
import IconButton from '@mui/material/IconButton'
import { useState } from 'react'
import { antIcon } from '#client/components/ant-icon.tsx'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'

const MoreOutlined = antIcon(MoreOutlinedIcon)

const MoreMenuPanel = lazyPanel(() => import('./more-menu-panel.tsx').then((loaded) => loaded.MoreMenuPanel))

/** Below the large breakpoint the profile button moves into this panel (search has its own icon). */
export function MoreMenu() {
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  const isOpen = Boolean(anchorEl)
  return (
    <>
      <IconButton
        aria-label="Show more"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-controls={isOpen ? 'more-menu' : undefined}
        onPointerEnter={MoreMenuPanel.preload}
        onFocus={MoreMenuPanel.preload}
        onClick={(event) => setAnchorEl(isOpen ? null : event.currentTarget)}
        sx={{ color: 'text.primary', bgcolor: isOpen ? 'grey.100' : 'grey.50', ml: 0.75 }}
      >
        <MoreOutlined rotate={90} aria-hidden />
      </IconButton>
      <OpenedOnce isOpen={isOpen}>
        <MoreMenuPanel anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
      </OpenedOnce>
    </>
  )
}
