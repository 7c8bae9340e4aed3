import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { ActionDialog } from '#client/components/action-dialog.tsx'

const messages = defineMessages({
  title: { id: 'components.unsaved-changes.title', defaultMessage: 'Leave without saving?' },
  leave: { id: 'components.unsaved-changes.leave', defaultMessage: 'Leave without saving' },
  stay: { id: 'components.unsaved-changes.stay', defaultMessage: 'Stay on this page' },
})
const description = defineMessage<{ what: string }>({
  id: 'components.unsaved-changes.description',
  defaultMessage: 'Your changes to {what} are not saved. If you leave this page now, they are lost.',
})

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
  const intl = useIntl()
  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(description, { what })}
      actionLabel={intl.formatMessage(messages.leave)}
      cancelLabel={intl.formatMessage(messages.stay)}
      color="error"
      onCancel={onStay}
      onAction={onLeave}
      maxWidth="xs"
    />
  )
}
