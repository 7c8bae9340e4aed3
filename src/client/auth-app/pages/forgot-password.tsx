import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { requestPasswordReset } from '#client/features/auth/api/sign-in-api.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { forgotPasswordSchema } from '#shared/auth.ts'
import { AuthFormLayout } from '../components/auth-layout.tsx'
import { BackToLogin, EmailField, SubmitButton } from '../components/controls.tsx'
import { FormError, StatusMessage } from '../components/messages.tsx'
import { useSignInOptions } from '../sign-in-options.ts'

/**
 * Whether the server may not have sent the email: no answer at all, too many requests, or a server
 * failure. Any other answer gets the same confirmation, so that the screen never tells whether an
 * account uses the address.
 */
function mayNotHaveSent(error: ApiRequestError): boolean {
  return error.status === 0 || error.status === 429 || error.status >= 500
}

export function ForgotPasswordPage() {
  const [isSent, setIsSent] = useState(false)
  const { passwordSignIn } = useSignInOptions()
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

  if (!passwordSignIn) {
    return (
      <AuthFormLayout title="Forgot password" aside={<BackToLogin />}>
        <p className="auth-lead auth-muted">
          Passwords do not sign in here: sign in with your organisation&apos;s provider, which keeps your
          password.
        </p>
      </AuthFormLayout>
    )
  }

  if (isSent) {
    return (
      <AuthFormLayout title="Check your email" aside={<BackToLogin />}>
        <StatusMessage severity="success" takesFocus>
          If an account uses this address, we have sent a link to reset its password. The link works for 1
          hour.
        </StatusMessage>
        <p className="auth-body2 auth-muted">
          No email after a few minutes? Look in your spam folder, or{' '}
          <button
            type="button"
            className="auth-link auth-link-inline auth-link-button"
            onClick={() => setIsSent(false)}
          >
            ask for another link
          </button>
          .
        </p>
      </AuthFormLayout>
    )
  }

  return (
    <AuthFormLayout title="Forgot password" aside={<BackToLogin />}>
      <p className="auth-lead auth-muted">
        Enter the email address of your account and we will send you a link to choose a new password.
      </p>
      {serverError && <FormError key={serverError.key} error={serverError.error} />}
      <form noValidate onSubmit={onSubmit} className="auth-form">
        <EmailField error={errors.email?.message} {...register('email')} />
        <SubmitButton isPending={isSubmitting}>Send reset link</SubmitButton>
      </form>
    </AuthFormLayout>
  )
}
