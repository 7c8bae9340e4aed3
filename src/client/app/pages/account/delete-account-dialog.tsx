import { useEffect, useState } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { preloadAccountActions, useAccountActions } from '#client/features/account/api/account-actions.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { whileSessionChanges } from '#client/lib/session-change.ts'

// Privacy Center's "Delete my account": the question, "Confirm it's you" unless the person confirmed
// lately, then the account gone and the person on Login. A module of its own beside the page, which
// loads it on intent.

const messages = defineMessages({
  title: { id: 'account-pages.delete-account.title', defaultMessage: 'Delete your account?' },
  description: {
    id: 'account-pages.delete-account.description-confirm',
    defaultMessage:
      'This cannot be undone: your account and everything in it are deleted now. Foyer may ask you to confirm it’s you first.',
  },
  action: { id: 'account-pages.delete-account.action', defaultMessage: 'Delete my account' },
})

/** Where the page goes once the account is gone; Login explains why. */
const deletedLoginPath = '/login?reason=deleted'

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  const intl = useIntl()
  const { deleteAccount, forgetSignedInPerson } = useAccountActions()
  // The call is a chunk of its own: fetched while the question is read.
  useEffect(preloadAccountActions, [])
  const [isWorking, setIsWorking] = useState(false)
  const [error, setError] = useState<ApiRequestError | null>(null)

  const close = () => {
    setError(null)
    onClose()
  }

  const onAction = () => {
    setError(null)
    setIsWorking(true)
    void whileSessionChanges(async () => {
      try {
        await deleteAccount()
      } catch (failure) {
        setError(toApiRequestError(failure))
        setIsWorking(false)
        return
      }
      // Leave the signed-in layout first (the session is gone: its notification stream says so
      // too), then forget the person.
      await navigate(deletedLoginPath, { replace: true })
      await forgetSignedInPerson()
    })
  }

  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      actionLabel={intl.formatMessage(messages.action)}
      color="error"
      maxWidth="xs"
      onAction={onAction}
      onCancel={close}
      isPending={isWorking}
      error={error}
    />
  )
}
