import { zodResolver } from '@hookform/resolvers/zod'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link as RouterLink } from 'react-router'
import { requestPasswordReset } from '#client/features/auth/api/auth-api.ts'
import { AuthFormLayout, SubmitButton } from '#client/features/auth/components/auth-form-layout.tsx'
import { EmailField } from '#client/features/auth/components/auth-text-field.tsx'
import { FormError } from '#client/features/auth/components/form-error.tsx'
import { StatusMessage } from '#client/features/auth/components/status-message.tsx'
import { toApiRequestError } from '#client/features/auth/lib/server-error.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { forgotPasswordSchema } from '#shared/auth.ts'

const backToLogin = (
  <Link component={RouterLink} to="/login" variant="body1" underline="hover">
    Back to Login
  </Link>
)

/**
 * Whether the server may not have sent the email: no answer at all, too many requests, or a server
 * failure. Any other answer gets the same confirmation, so that the screen never tells whether an
 * account uses the address.
 */
function mayNotHaveSent(error: ApiRequestError): boolean {
  return error.status === 0 || error.status === 429 || error.status >= 500
}

export function Component() {
  const [isSent, setIsSent] = useState(false)
  const [serverError, setServerError] = useState<{ key: number; error: ApiRequestError } | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), mode: 'onTouched' })

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null)
    try {
      await requestPasswordReset(email)
    } catch (caught) {
      const error = toApiRequestError(caught)
      if (mayNotHaveSent(error)) {
        setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error }))
        return
      }
    }
    setIsSent(true)
  })

  if (isSent) {
    return (
      <AuthFormLayout title="Check your email" aside={backToLogin}>
        <StatusMessage severity="success" takesFocus>
          If an account uses this address, we have sent a link to reset its password. The link works for 1
          hour.
        </StatusMessage>
        <Typography variant="body2" color="text.secondary">
          No email after a few minutes? Look in your spam folder, or{' '}
          <Link component="button" type="button" variant="body2" onClick={() => setIsSent(false)}>
            ask for another link
          </Link>
          .
        </Typography>
      </AuthFormLayout>
    )
  }

  return (
    <AuthFormLayout title="Forgot password" aside={backToLogin}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Enter the email address of your account and we will send you a link to choose a new password.
      </Typography>
      {serverError && <FormError key={serverError.key} error={serverError.error} />}
      <form noValidate onSubmit={onSubmit}>
        <Stack sx={{ gap: 3 }}>
          <EmailField error={errors.email?.message} {...register('email')} />
          <SubmitButton isPending={isSubmitting}>Send reset link</SubmitButton>
        </Stack>
      </form>
    </AuthFormLayout>
  )
}
