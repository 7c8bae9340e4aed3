import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import type { PaperProps } from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import { type FormEventHandler, type ReactNode, useId } from 'react'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { ActionButton, CancelButton } from './form/form-buttons.tsx'
import { FormErrorAlert } from './form/form-error-alert.tsx'

export type ActionDialogProps = {
  open: boolean
  title: string
  /** What will happen, in a sentence or two: the dialog's description. */
  description: ReactNode
  /** The label of the button that does it ("Revoke session", "Ban"), never just "OK". */
  actionLabel: string
  /** Cancel's label, where "Cancel" would be unclear ("Stay on this page"). */
  cancelLabel?: string
  onCancel: () => void
  isPending?: boolean
  isActionDisabled?: boolean
  color?: 'primary' | 'error'
  /** The failed call, shown above the buttons. */
  error?: ApiRequestError | null
  maxWidth?: 'xs' | 'sm'
  children?: ReactNode
} & (
  | { onAction: () => void; onSubmit?: never }
  /** The form variant: the dialog's paper is the form, submitted with Enter or the action button. */
  | { onSubmit: FormEventHandler<HTMLFormElement>; onAction?: never }
)

/** The dialog's paper as the form, so that a long form scrolls inside DialogContent. */
const formPaper = (onSubmit: FormEventHandler<HTMLFormElement>): PaperProps<'form'> => ({
  component: 'form',
  noValidate: true,
  onSubmit,
})

/**
 * Every dialog of the app: named by its title, described by its text, with Cancel and the button
 * that acts. It cannot be dismissed while the action runs; focus goes back to the control that
 * opened it when it closes (MUI's focus trap).
 */
export function ActionDialog({
  open,
  title,
  description,
  actionLabel,
  cancelLabel,
  onCancel,
  isPending = false,
  isActionDisabled = false,
  color = 'primary',
  error,
  maxWidth = 'sm',
  children,
  onAction,
  onSubmit,
}: ActionDialogProps) {
  const titleId = useId()
  const textId = useId()
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth={maxWidth}
      fullWidth
      slotProps={onSubmit ? { paper: formPaper(onSubmit) } : undefined}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2.5 }}>
          <DialogContentText id={textId} component="div">
            {description}
          </DialogContentText>
          {children}
          {error && <FormErrorAlert error={error} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <CancelButton onClick={onCancel} disabled={isPending} label={cancelLabel} />
        <ActionButton color={color} isPending={isPending} disabled={isActionDisabled} onClick={onAction}>
          {actionLabel}
        </ActionButton>
      </DialogActions>
    </Dialog>
  )
}
