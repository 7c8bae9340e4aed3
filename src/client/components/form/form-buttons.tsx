import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { defineMessage, useIntl } from 'react-intl'

const cancel = defineMessage({ id: 'components.form.cancel', defaultMessage: 'Cancel' })

/**
 * A form's Cancel. Pressed with a pointer, it leaves focus in the field being typed in: leaving the
 * field would run its check (mode onTouched) at mousedown, and a message shown above Cancel could
 * move it from under the pointer before mouseup, losing the click. From the keyboard, it takes
 * focus as any button does.
 */
export function CancelButton({
  onClick,
  disabled,
  label,
}: {
  onClick: () => void
  disabled: boolean
  label?: string
}) {
  const intl = useIntl()
  return (
    <Button onClick={onClick} onMouseDown={(event) => event.preventDefault()} disabled={disabled}>
      {label ?? intl.formatMessage(cancel)}
    </Button>
  )
}

/** The button that does what a form or a dialog is for, busy while it runs. */
export function ActionButton({
  children,
  isPending,
  color = 'primary',
  disabled,
  onClick,
}: {
  children: ReactNode
  isPending: boolean
  color?: 'primary' | 'error'
  disabled?: boolean
  /** Without it, the button submits its form. */
  onClick?: () => void
}) {
  return (
    <Button
      type={onClick ? 'button' : 'submit'}
      variant="contained"
      color={color}
      onClick={onClick}
      disabled={disabled}
      loading={isPending}
      aria-busy={isPending}
    >
      {children}
    </Button>
  )
}
