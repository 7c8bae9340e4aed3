import Drawer from '@mui/material/Drawer'
import type { MenuNode } from '#client/navigation/types.ts'
import { FOCUS_RING } from '#client/theme/overrides/css-baseline.ts'
import { DRAWER_WIDTH } from '#shared/constants.ts'
import { DrawerBody } from './main-drawer.tsx'

/** The drawer below lg: an overlay that traps focus and gives it back to the toggle on close. */
export function TemporaryDrawer({
  id,
  isOpen,
  onClose,
  menu,
}: {
  id: string
  isOpen: boolean
  onClose: () => void
  menu?: MenuNode[]
}) {
  return (
    <Drawer
      id={id}
      variant="temporary"
      open={isOpen}
      onClose={onClose}
      data-testid="app-drawer"
      ModalProps={{ keepMounted: true }}
      slotProps={{
        paper: {
          'aria-label': 'Navigation menu',
          sx: {
            width: DRAWER_WIDTH,
            boxSizing: 'border-box',
            borderRight: 1,
            borderColor: 'divider',
            boxShadow: 'none',
            // The paper takes focus when it opens; it fills the viewport's height from its left
            // edge, so an outset ring would fall off screen on three sides.
            '&:focus-visible': { outlineOffset: -FOCUS_RING.outlineWidth },
          },
        },
      }}
    >
      <DrawerBody isOpen onChoose={onClose} menu={menu} />
    </Drawer>
  )
}
