import { zodResolver } from '@hookform/resolvers/zod'
import Stack from '@mui/material/Stack'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessages, useIntl } from 'react-intl'
import { ActionButton, CancelButton } from '#client/components/form/form-buttons.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useUnsavedChanges } from '#client/components/form/unsaved-changes.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { preloadAccountActions, useAccountActions } from '#client/features/account/api/account-actions.ts'
import { type Account, type ChangeEmailResult, changeEmailSchema } from '#shared/account.ts'

// Account Settings' "Change email address" form: a module of its own, which the page loads when the
// person is about to open it, beside the page as the delete dialog is.

const messages = defineMessages({
  unsaved: {
    id: 'account-pages.change-email.unsaved',
    description: 'What a form with changes would lose, in "Your changes to … are not saved."',
    defaultMessage: 'your email address',
  },
  same: { id: 'account-pages.change-email.same', defaultMessage: 'This is already your email address.' },
  form: { id: 'account-pages.change-email.form', defaultMessage: 'Change your email address' },
  newEmail: { id: 'account-pages.change-email.new-email', defaultMessage: 'New email address' },
  submit: { id: 'account-pages.change-email.submit', defaultMessage: 'Change email' },
})

export type ChangeEmailFormProps = {
  account: Account
  /** After the server has answered: the page closes the form and says what happened. */
  onChanged: (result: ChangeEmailResult) => void
  onCancel: () => void
  /** Whether the first field takes focus as the form opens (not when the page opened it itself). */
  takesFocus: boolean
}

/** The new address; "Confirm it's you" asks for the rest when the session was not confirmed lately. */
export function ChangeEmailForm({ account, onChanged, onCancel, takesFocus }: ChangeEmailFormProps) {
  const { changeEmail } = useAccountActions()
  const intl = useIntl()
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { isDirty, isSubmitting },
  } = useForm({
    resolver: zodResolver(changeEmailSchema),
    mode: 'onTouched',
    defaultValues: { newEmail: '' },
  })
  useUnsavedChanges(isDirty && !isSubmitting, intl.formatMessage(messages.unsaved))
  const serverError = useServerError(setError, ['newEmail'])
  useEffect(() => {
    if (takesFocus) setFocus('newEmail')
  }, [takesFocus, setFocus])
  // The call is a chunk of its own: fetched while the form is filled in.
  useEffect(preloadAccountActions, [])

  const onSubmit = handleSubmit(async (values) => {
    serverError.clear()
    if (values.newEmail.toLowerCase() === account.email.toLowerCase()) {
      setError(
        'newEmail',
        { type: 'same', message: intl.formatMessage(messages.same) },
        { shouldFocus: true },
      )
      return
    }
    await serverError.attempt(async () => onChanged(await changeEmail(values)))
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.form)}>
      {serverError.error && <FormErrorAlert error={serverError.error} sx={{ mb: 3 }} />}
      <Stack sx={{ gap: 3 }}>
        <FormTextField
          control={control}
          name="newEmail"
          label={intl.formatMessage(messages.newEmail)}
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { inputMode: 'email', spellCheck: false } }}
        />
        <Stack direction="row" sx={{ gap: 1.5 }}>
          <ActionButton isPending={isSubmitting}>{intl.formatMessage(messages.submit)}</ActionButton>
          <CancelButton onClick={onCancel} disabled={isSubmitting} />
        </Stack>
      </Stack>
    </form>
  )
}
