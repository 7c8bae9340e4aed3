import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { type ReactNode, useId } from 'react'

export type ConfirmDialogProps = {
  open: boolean
  title: string
  children: ReactNode
  /** The label of the button that does it ("Revoke session"), never just "OK". */
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
  isPending?: boolean
  color?: 'primary' | 'error'
}

// The dialog of confirm-dialog.tsx, loaded the first time one opens (or on intent).

/**
 * Asks before an action that cannot be undone. Named by its title, described by its text; focus
 * goes back to the control that opened it when it closes (MUI's focus trap).
 */
export function ConfirmDialogPanel({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onCancel,
  isPending = false,
  color = 'primary',
}: ConfirmDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} component="h2" variant="h5">
        {title}
      </DialogTitle>
      <DialogContent id={textId}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={color}
          onClick={onConfirm}
          loading={isPending}
          aria-busy={isPending}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
