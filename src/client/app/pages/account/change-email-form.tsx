import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { CancelButton } from '#client/components/cancel-button.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { preloadAccountActions, useAccountActions } from '#client/features/account/api/account-actions.ts'
import { changeEmailResolver } from '#client/features/account/lib/form-resolvers.ts'
import { AuthTextField } from '#client/features/auth/components/auth-text-field.tsx'
import { PasswordField } from '#client/features/auth/components/password-field.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { applyFieldErrors, toApiRequestError } from '#client/lib/server-error.ts'
import type { Account, ChangeEmail, ChangeEmailResult } from '#shared/account.ts'

// Account Settings' "Change email address" form: a module of its own, which the page loads when the
// person is about to open it, beside the page as the delete dialog is.

type ServerError = { key: number; error: ApiRequestError }

export type ChangeEmailFormProps = {
  account: Account
  /** After the server has answered: the page closes the form and says what happened. */
  onChanged: (result: ChangeEmailResult) => void
  onCancel: () => void
  /** Whether the first field takes focus as the form opens (not when the page opened it itself). */
  takesFocus: boolean
}

/** The new address and the current password. */
export function ChangeEmailForm({ account, onChanged, onCancel, takesFocus }: ChangeEmailFormProps) {
  const { changeEmail } = useAccountActions()
  const [serverError, setServerError] = useState<ServerError | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ChangeEmail>({
    resolver: changeEmailResolver,
    mode: 'onTouched',
    defaultValues: { newEmail: '', currentPassword: '' },
  })
  useEffect(() => {
    if (takesFocus) setFocus('newEmail')
  }, [takesFocus, setFocus])
  // The call is a chunk of its own: fetched while the form is filled in.
  useEffect(preloadAccountActions, [])

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    if (values.newEmail.toLowerCase() === account.email.toLowerCase()) {
      setError(
        'newEmail',
        { type: 'same', message: 'This is already your email address.' },
        { shouldFocus: true },
      )
      return
    }
    try {
      onChanged(await changeEmail(values))
    } catch (caught) {
      const error = toApiRequestError(caught)
      if (applyFieldErrors(error, ['newEmail', 'currentPassword'], setError)) return
      setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error }))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change your email address">
      {serverError && <FormError key={serverError.key} error={serverError.error} />}
      <Stack sx={{ gap: 3 }}>
        <AuthTextField
          label="New email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          error={errors.newEmail?.message}
          {...register('newEmail')}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <Stack direction="row" sx={{ gap: 1.5 }}>
          <Button type="submit" variant="contained" loading={isSubmitting} aria-busy={isSubmitting}>
            Change email
          </Button>
          <CancelButton onClick={onCancel} disabled={isSubmitting} />
        </Stack>
      </Stack>
    </form>
  )
}
