import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEventHandler, type ReactNode, useId } from 'react'
import { CancelButton } from '#client/components/cancel-button.tsx'

type FormDialogProps = {
  open: boolean
  title: string
  /** What will happen, in a sentence or two: the dialog's description. */
  description: ReactNode
  /** The label of the button that does it ("Ban", "Change role"), never just "OK". */
  confirmLabel: string
  onSubmit: FormEventHandler<HTMLFormElement>
  onCancel: () => void
  isPending?: boolean
  color?: 'primary' | 'error'
  /** The server's refusal, shown above the buttons. */
  error?: string | null
  children?: ReactNode
}

/**
 * A dialog whose body is a form: named by its title, described by its text, submitted with Enter or
 * its button. It cannot be dismissed while the request runs; focus goes back to the control that
 * opened it when it closes (MUI's focus trap).
 */
export function FormDialog({
  open,
  title,
  description,
  confirmLabel,
  onSubmit,
  onCancel,
  isPending = false,
  color = 'primary',
  error,
  children,
}: FormDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      {/* A column like the dialog's paper, so that a long form scrolls inside DialogContent. */}
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, overflow: 'hidden' }}
      >
        <DialogTitle id={titleId} component="h2" variant="h5">
          {title}
        </DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 0.5 }}>
            <Typography id={textId} component="div">
              {description}
            </Typography>
            {children}
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <CancelButton onClick={onCancel} disabled={isPending} />
          <Button type="submit" variant="contained" color={color} loading={isPending} aria-busy={isPending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
