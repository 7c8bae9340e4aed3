import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { CancelButton } from '#client/components/cancel-button.tsx'
import { FormError } from '#client/components/form-error.tsx'
import { useAccount } from '#client/features/account/api/account-api.ts'
import { changePasswordResolver } from '#client/features/account/lib/form-resolvers.ts'
import { changePassword } from '#client/features/auth/api/auth-api.ts'
import { PasswordField } from '#client/features/auth/components/password-field.tsx'
import { PasswordStrength } from '#client/features/auth/components/password-strength.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { applyFieldErrors, toApiRequestError } from '#client/lib/server-error.ts'
import type { ChangePassword } from '#shared/auth.ts'
import { PASSWORD_MIN_LENGTH } from '#shared/auth-rules.ts'

// Account Settings' "Change password" form: a module of its own, which the page loads when the
// person is about to open it, beside the page as the delete dialog is.

type ServerError = { key: number; error: ApiRequestError }

export type ChangePasswordFormProps = {
  /** Whether "Sign out of my other sessions" starts ticked. */
  signOutOthers: boolean
  /** After the change: whether the other sessions were signed out. The page closes the form. */
  onChanged: (didSignOutOthers: boolean) => void
  onCancel: () => void
}

/** The current password, the new one with its strength, and whether to sign out elsewhere. */
export function ChangePasswordForm({ signOutOthers, onChanged, onCancel }: ChangePasswordFormProps) {
  const { data: account } = useAccount()
  const strengthId = useId()
  const [serverError, setServerError] = useState<ServerError | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ChangePassword>({
    resolver: changePasswordResolver,
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', revokeOtherSessions: signOutOthers },
  })
  useEffect(() => setFocus('currentPassword'), [setFocus])
  const revoke = register('revokeOtherSessions')

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await changePassword(values)
    } catch (caught) {
      const error = toApiRequestError(caught)
      if (applyFieldErrors(error, ['currentPassword', 'newPassword'], setError)) return
      setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error }))
      return
    }
    onChanged(values.revokeOtherSessions)
  })

  const userInputs = account ? [account.firstName, account.lastName, account.email] : []

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change your password">
      {serverError && <FormError key={serverError.key} error={serverError.error} />}
      <Stack sx={{ gap: 3 }}>
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <div>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            helperText={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
            error={errors.newPassword?.message}
            describedBy={strengthId}
            {...register('newPassword')}
          />
          <PasswordStrength id={strengthId} password={watch('newPassword')} userInputs={userInputs} />
        </div>
        <FormControlLabel
          sx={{ mt: -1.5 }}
          control={
            <Checkbox
              name={revoke.name}
              defaultChecked={signOutOthers}
              onChange={revoke.onChange}
              onBlur={revoke.onBlur}
              slotProps={{ input: { ref: revoke.ref } }}
            />
          }
          label="Sign out of my other sessions"
        />
        <Stack direction="row" sx={{ gap: 1.5 }}>
          <Button type="submit" variant="contained" loading={isSubmitting} aria-busy={isSubmitting}>
            Change password
          </Button>
          <CancelButton onClick={onCancel} disabled={isSubmitting} />
        </Stack>
      </Stack>
    </form>
  )
}
