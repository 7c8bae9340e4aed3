import Popover from '@mui/material/Popover'
import type { ReactNode } from 'react'

type HeaderPopoverProps = {
  id: string
  anchorEl: HTMLElement | null
  onClose: () => void
  /** The id of the element that names the panel. */
  labelledBy: string
  width: number | Record<string, number>
  minWidth?: number
  children: ReactNode
}

/**
 * A panel that drops from a top bar button: it takes focus when it opens, gives it back to the
 * button when it closes, and closes on a click outside or Escape.
 */
export function HeaderPopover({
  id,
  anchorEl,
  onClose,
  labelledBy,
  width,
  minWidth,
  children,
}: HeaderPopoverProps) {
  return (
    <Popover
      id={id}
      open={Boolean(anchorEl)}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      disableScrollLock
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': labelledBy,
          sx: {
            mt: 1,
            width,
            minWidth,
            maxWidth: 'calc(100vw - 16px)',
            boxShadow: (theme) => theme.customShadows.z1,
          },
        },
      }}
    >
      {children}
    </Popover>
  )
}
