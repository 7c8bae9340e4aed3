import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar'
import { useEffect, useSyncExternalStore } from 'react'
import { defineMessages, useIntl } from 'react-intl'

// The app's one way to say that something worked: a toast at the bottom of the screen that fades by
// itself, one at a time, naming what happened to what. An action that can be taken back offers Undo:
// the change waits (hidden from the page meanwhile) until the toast goes, then `commit` runs; Undo
// runs `undo` instead. A toast that a newer one replaces, or a page being left, commits at once.
// Failures stay beside what failed, in the page: a toast is gone before someone reads it twice.

export type ToastInput = {
  /** What happened to what: "Notification deleted", "Ada Lovelace is now an administrator". */
  message: string
  severity?: 'success' | 'info' | 'error'
  /** Offers Undo; the change is taken back by this instead of `commit` running. */
  undo?: () => void
  /** The change, done once the toast is gone without Undo. */
  commit?: () => void
}

type Toast = ToastInput & { id: number; isOpen: boolean; isSettled: boolean }

/** How long a toast stays, and one with Undo: time enough to read it and change one's mind. */
export const TOAST_MS = 5000
export const UNDO_TOAST_MS = 8000

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function update(next: Toast[]) {
  toasts = next
  for (const listener of listeners) listener()
}

/** Its change done or taken back, exactly once. */
function settle(toast: Toast, isUndone: boolean) {
  if (toast.isSettled) return
  toast.isSettled = true
  if (isUndone) toast.undo?.()
  else toast.commit?.()
}

/** Shows a toast; the one on screen (if any) goes, its change done. */
export function showToast(input: ToastInput): void {
  commitPendingToasts()
  update([
    ...toasts.map((toast) => ({ ...toast, isOpen: false })),
    { ...input, id: nextId++, isOpen: true, isSettled: false },
  ])
}

/** Every change still waiting on a toast is done now (a newer toast, or the page being left). */
function commitPendingToasts(): void {
  for (const toast of toasts) settle(toast, false)
}

/** No toast any more, nothing done or undone (between tests). */
export function dropToasts(): void {
  update([])
}

function close(id: number, isUndone: boolean) {
  const toast = toasts.find((candidate) => candidate.id === id)
  if (!toast) return
  settle(toast, isUndone)
  update(toasts.map((candidate) => (candidate.id === id ? { ...candidate, isOpen: false } : candidate)))
}

function forget(id: number) {
  update(toasts.filter((toast) => toast.id !== id))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const noToasts: Toast[] = []

const messages = defineMessages({
  dismiss: { id: 'components.toast.dismiss', defaultMessage: 'Dismiss' },
  undo: { id: 'components.toast.undo', defaultMessage: 'Undo' },
})

/** Where the toasts show: once, in the app's providers. */
export function Toaster() {
  const intl = useIntl()
  const current = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  )
  useEffect(() => {
    // fetch(…, { keepalive }) lets a change sent now outlive the page.
    window.addEventListener('pagehide', commitPendingToasts)
    return () => window.removeEventListener('pagehide', commitPendingToasts)
  }, [])
  return current.map((toast) => {
    const onClose = (_event: unknown, reason?: SnackbarCloseReason) => {
      // A click elsewhere is someone carrying on, not dismissing what they were told.
      if (reason !== 'clickaway') close(toast.id, false)
    }
    return (
      <Snackbar
        key={toast.id}
        open={toast.isOpen}
        autoHideDuration={toast.undo ? UNDO_TOAST_MS : TOAST_MS}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        slotProps={{ transition: { onExited: () => forget(toast.id) } }}
      >
        <Alert
          severity={toast.severity ?? 'success'}
          variant="filled"
          role={toast.severity === 'error' ? 'alert' : 'status'}
          onClose={onClose}
          closeText={intl.formatMessage(messages.dismiss)}
          action={
            toast.undo ? (
              <Button color="inherit" size="small" onClick={() => close(toast.id, true)}>
                {intl.formatMessage(messages.undo)}
              </Button>
            ) : undefined
          }
          sx={{ width: '100%', alignItems: 'center' }}
        >
          {toast.message}
        </Alert>
      </Snackbar>
    )
  })
}
