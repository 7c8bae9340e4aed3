import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessages, useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { ActionDialog } from '#client/components/action-dialog.tsx'
import { FormPasswordField } from '#client/components/form/form-password-field.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { preloadAccountActions, useAccountActions } from '#client/features/account/api/account-actions.ts'
import { whileSessionChanges } from '#client/lib/session-change.ts'
import { deleteAccountSchema } from '#shared/account.ts'

// Privacy Center's "Delete my account": the password asked again, then the account gone and the
// person on Login. A module of its own beside the page, which loads it on intent.

const messages = defineMessages({
  title: { id: 'account-pages.delete-account.title', defaultMessage: 'Delete your account?' },
  description: {
    id: 'account-pages.delete-account.description',
    defaultMessage:
      'This cannot be undone. Enter your password to confirm that you want your account and everything in it deleted now.',
  },
  action: { id: 'account-pages.delete-account.action', defaultMessage: 'Delete my account' },
  password: { id: 'account-pages.delete-account.password', defaultMessage: 'Password' },
})

/** Where the page goes once the account is gone; Login explains why. */
const deletedLoginPath = '/login?reason=deleted'

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  const intl = useIntl()
  const { deleteAccount, forgetSignedInPerson } = useAccountActions()
  // The call is a chunk of its own: fetched while the password is typed.
  useEffect(preloadAccountActions, [])
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useForm({
    resolver: zodResolver(deleteAccountSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  })
  const serverError = useServerError(setError, ['password'])

  const close = () => {
    reset()
    serverError.clear()
    onClose()
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    await whileSessionChanges(async () => {
      if (!(await serverError.attempt(() => deleteAccount(password)))) return
      // Leave the signed-in layout first (the session is gone: its notification stream says so
      // too), then forget the person.
      await navigate(deletedLoginPath, { replace: true })
      await forgetSignedInPerson()
    })
  })

  return (
    <ActionDialog
      open={open}
      title={intl.formatMessage(messages.title)}
      description={intl.formatMessage(messages.description)}
      actionLabel={intl.formatMessage(messages.action)}
      color="error"
      maxWidth="xs"
      onSubmit={onSubmit}
      onCancel={close}
      isPending={isSubmitting}
      error={serverError.error}
    >
      <FormPasswordField
        control={control}
        name="password"
        label={intl.formatMessage(messages.password)}
        autoComplete="current-password"
      />
    </ActionDialog>
  )
}
