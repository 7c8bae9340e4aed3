import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import * as z from 'zod/mini'
import { resetPassword } from '#client/features/auth/api/auth-api.ts'
import { AuthFormLayout, SubmitButton } from '#client/features/auth/components/auth-form-layout.tsx'
import { FormError } from '#client/features/auth/components/form-error.tsx'
import { PasswordField } from '#client/features/auth/components/password-field.tsx'
import { PasswordStrength } from '#client/features/auth/components/password-strength.tsx'
import { StatusMessage } from '#client/features/auth/components/status-message.tsx'
import { applyFieldErrors, toApiRequestError } from '#client/features/auth/lib/server-error.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { PASSWORD_MIN_LENGTH, resetPasswordSchema } from '#shared/auth.ts'

// The token comes from the link in the email, not from the person: the form holds only the password.
const newPasswordSchema = z.pick(resetPasswordSchema, { newPassword: true })
const tokenSchema = resetPasswordSchema.shape.token

const backToLogin = (
  <Link component={RouterLink} to="/login" variant="body1" underline="hover">
    Back to Login
  </Link>
)

function InvalidLink({ takesFocus = false }: { takesFocus?: boolean }) {
  return (
    <AuthFormLayout title="Reset password" aside={backToLogin}>
      <StatusMessage severity="warning" takesFocus={takesFocus}>
        This reset link has expired or is not valid. Links work for 1 hour and only once.
      </StatusMessage>
      <Button
        component={RouterLink}
        to="/forgot-password"
        variant="contained"
        size="large"
        fullWidth
        disableElevation
      >
        Ask for a new link
      </Button>
    </AuthFormLayout>
  )
}

export function Component() {
  const query = new URLSearchParams(useLocation().search)
  const token = query.get('token')
  const hasUsableToken = !query.get('error') && tokenSchema.safeParse(token).success
  const [isTokenRefused, setIsTokenRefused] = useState(false)

  if (!hasUsableToken) return <InvalidLink />
  if (isTokenRefused) return <InvalidLink takesFocus />
  return <NewPasswordForm token={token ?? ''} onTokenRefused={() => setIsTokenRefused(true)} />
}

function NewPasswordForm({ token, onTokenRefused }: { token: string; onTokenRefused: () => void }) {
  const navigate = useNavigate()
  const strengthId = useId()
  const [serverError, setServerError] = useState<{ key: number; error: ApiRequestError } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordSchema), mode: 'onTouched' })
  const newPassword = useWatch({ control, name: 'newPassword' })

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await resetPassword(token, values.newPassword)
    } catch (caught) {
      const error = toApiRequestError(caught)
      if (error.code === 'invalid_token') return onTokenRefused()
      if (applyFieldErrors(error, ['newPassword'], setError)) return
      setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error }))
      return
    }
    await navigate('/login?reset=1', { replace: true })
  })

  return (
    <AuthFormLayout title="Choose a new password" aside={backToLogin}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose a password that you do not use on any other site.
      </Typography>
      {serverError && <FormError key={serverError.key} error={serverError.error} />}
      <form noValidate onSubmit={onSubmit}>
        <Stack sx={{ gap: 3 }}>
          <div>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              helperText={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
              error={errors.newPassword?.message}
              describedBy={strengthId}
              {...register('newPassword')}
            />
            <PasswordStrength id={strengthId} password={newPassword ?? ''} userInputs={[]} />
          </div>
          <SubmitButton isPending={isSubmitting}>Change password</SubmitButton>
        </Stack>
      </form>
    </AuthFormLayout>
  )
}
