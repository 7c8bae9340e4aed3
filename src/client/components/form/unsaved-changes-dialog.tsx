import { ActionDialog } from '#client/components/action-dialog.tsx'

/** "Leave without saving?": Cancel stays on the page with the changes, the action drops them. */
export function UnsavedChangesDialog({
  open,
  what,
  onStay,
  onLeave,
}: {
  open: boolean
  what: string
  onStay: () => void
  onLeave: () => void
}) {
  return (
    <ActionDialog
      open={open}
      title="Leave without saving?"
      description={`Your changes to ${what} are not saved. If you leave this page now, they are lost.`}
      actionLabel="Leave without saving"
      cancelLabel="Stay on this page"
      color="error"
      onCancel={onStay}
      onAction={onLeave}
      maxWidth="xs"
    />
  )
}
