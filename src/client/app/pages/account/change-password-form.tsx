import { zodResolver } from '@hookform/resolvers/zod'
import Stack from '@mui/material/Stack'
import { useEffect, useId } from 'react'
import { type Control, useForm, useWatch } from 'react-hook-form'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { ActionButton, CancelButton } from '#client/components/form/form-buttons.tsx'
import { FormCheckbox } from '#client/components/form/form-checkbox.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { FormPasswordField } from '#client/components/form/form-password-field.tsx'
import { useUnsavedChanges } from '#client/components/form/unsaved-changes.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { useAccount } from '#client/features/account/api/account-api.ts'
import { changePassword } from '#client/features/auth/api/auth-api.ts'
import { PasswordStrength } from '#client/features/auth/components/password-strength.tsx'
import { type ChangePassword, changePasswordSchema } from '#shared/auth.ts'
import { PASSWORD_MIN_LENGTH } from '#shared/auth-rules.ts'

// Account Settings' "Change password" form: a module of its own, which the page loads when the
// person is about to open it, beside the page as the delete dialog is.

const messages = defineMessages({
  unsaved: {
    id: 'account-pages.change-password.unsaved',
    description: 'What a form with changes would lose, in "Your changes to … are not saved."',
    defaultMessage: 'your password',
  },
  form: { id: 'account-pages.change-password.form', defaultMessage: 'Change your password' },
  currentPassword: {
    id: 'account-pages.change-password.current-password',
    defaultMessage: 'Current password',
  },
  newPassword: { id: 'account-pages.change-password.new-password', defaultMessage: 'New password' },
  signOutOthers: {
    id: 'account-pages.change-password.sign-out-others',
    defaultMessage: 'Sign out of my other sessions',
  },
  submit: { id: 'account-pages.change-password.submit', defaultMessage: 'Change password' },
})
const newPasswordHelp = defineMessage<{ min: number }>({
  id: 'account-pages.change-password.new-password.help',
  defaultMessage:
    'At least {min, plural, one {{min} character} other {{min} characters}}. A few unrelated words make a strong one.',
})

export type ChangePasswordFormProps = {
  /** Whether "Sign out of my other sessions" starts ticked. */
  signOutOthers: boolean
  /** After the change: whether the other sessions were signed out. The page closes the form. */
  onChanged: (didSignOutOthers: boolean) => void
  onCancel: () => void
}

/** The meter follows the new password on its own, so that the form does not render at each key. */
function NewPasswordStrength({
  id,
  control,
  userInputs,
}: {
  id: string
  control: Control<ChangePassword>
  userInputs: readonly string[]
}) {
  const password = useWatch({ control, name: 'newPassword' })
  return <PasswordStrength id={id} password={password ?? ''} userInputs={userInputs} />
}

/** The current password, the new one with its strength, and whether to sign out elsewhere. */
export function ChangePasswordForm({ signOutOthers, onChanged, onCancel }: ChangePasswordFormProps) {
  const { data: account } = useAccount()
  const intl = useIntl()
  const strengthId = useId()
  const {
    control,
    handleSubmit,
    setError,
    setFocus,
    formState: { isDirty, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', revokeOtherSessions: signOutOthers },
  })
  useUnsavedChanges(isDirty && !isSubmitting, intl.formatMessage(messages.unsaved))
  const serverError = useServerError(setError, ['currentPassword', 'newPassword'])
  useEffect(() => setFocus('currentPassword'), [setFocus])

  const onSubmit = handleSubmit(async (values) => {
    if (await serverError.attempt(() => changePassword(values))) onChanged(values.revokeOtherSessions)
  })

  const userInputs = account ? [account.firstName, account.lastName, account.email] : []

  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.form)}>
      {serverError.error && <FormErrorAlert error={serverError.error} sx={{ mb: 3 }} />}
      <Stack sx={{ gap: 3 }}>
        <FormPasswordField
          control={control}
          name="currentPassword"
          label={intl.formatMessage(messages.currentPassword)}
          autoComplete="current-password"
        />
        <div>
          <FormPasswordField
            control={control}
            name="newPassword"
            label={intl.formatMessage(messages.newPassword)}
            autoComplete="new-password"
            helperText={intl.formatMessage(newPasswordHelp, { min: PASSWORD_MIN_LENGTH })}
            describedBy={strengthId}
          />
          <NewPasswordStrength id={strengthId} control={control} userInputs={userInputs} />
        </div>
        <FormCheckbox
          control={control}
          name="revokeOtherSessions"
          label={intl.formatMessage(messages.signOutOthers)}
          sx={{ mt: -1.5 }}
        />
        <Stack direction="row" sx={{ gap: 1.5 }}>
          <ActionButton isPending={isSubmitting}>{intl.formatMessage(messages.submit)}</ActionButton>
          <CancelButton onClick={onCancel} disabled={isSubmitting} />
        </Stack>
      </Stack>
    </form>
  )
}
