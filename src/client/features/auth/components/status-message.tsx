import Alert, { type AlertColor } from '@mui/material/Alert'
import { type ReactNode, useEffect, useRef } from 'react'

type StatusMessageProps = {
  severity: AlertColor
  /** Take focus when shown in place of the form that was just sent, so that focus is not lost. */
  takesFocus?: boolean
  children: ReactNode
}

/** A message that replaces or tops a form (sent, expired link...), read out politely (role status). */
export function StatusMessage({ severity, takesFocus = false, children }: StatusMessageProps) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takesFocus) ref.current?.focus()
  }, [takesFocus])
  return (
    <Alert
      ref={ref}
      severity={severity}
      role="status"
      tabIndex={takesFocus ? -1 : undefined}
      sx={{ mb: 3, outline: 'none' }}
    >
      {children}
    </Alert>
  )
}
