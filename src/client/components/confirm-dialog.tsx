import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'
import type { ConfirmDialogProps } from './confirm-dialog-panel.tsx'

// MUI's Dialog, Modal, focus trap, backdrop and transitions cost a page ~8 kB of gzip: the
// dialog loads the first time it opens, or before when the person shows intent (preloadConfirmDialog
// on pointer over or focus of the control that opens it), then stays mounted to animate closing.
const ConfirmDialogPanel = lazyPanel(() =>
  import('./confirm-dialog-panel.tsx').then((loaded) => loaded.ConfirmDialogPanel),
)

export const preloadConfirmDialog = ConfirmDialogPanel.preload

/**
 * Asks before an action that cannot be undone. Named by its title, described by its text; focus
 * goes back to the control that opened it when it closes (MUI's focus trap).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <OpenedOnce isOpen={props.open}>
      <ConfirmDialogPanel {...props} />
    </OpenedOnce>
  )
}
