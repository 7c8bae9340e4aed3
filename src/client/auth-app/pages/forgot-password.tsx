import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { requestPasswordReset } from '#client/features/auth/api/sign-in-api.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { forgotPasswordSchema } from '#shared/auth.ts'
import { AuthFormLayout } from '../components/auth-layout.tsx'
import { BackToLogin, EmailField, SubmitButton } from '../components/controls.tsx'
import { FormError, StatusMessage } from '../components/messages.tsx'
import { useSignInOptions } from '../sign-in-options.ts'

const messages = defineMessages({
  noPasswords: {
    id: 'auth.forgot-password.no-passwords',
    defaultMessage:
      "Passwords do not sign in here: sign in with your organisation''s provider, which keeps your password.",
  },
  sentTitle: { id: 'auth.forgot-password.sent.title', defaultMessage: 'Check your email' },
  sent: {
    id: 'auth.forgot-password.sent',
    defaultMessage:
      'If an account uses this address, we have sent a link to reset its password. The link works for 1 hour.',
  },
  lead: {
    id: 'auth.forgot-password.lead',
    defaultMessage:
      'Enter the email address of your account and we will send you a link to choose a new password.',
  },
  submit: { id: 'auth.forgot-password.submit', defaultMessage: 'Send reset link' },
})

/**
 * Whether the server may not have sent the email: no answer at all, too many requests, or a server
 * failure. Any other answer gets the same confirmation, so that the screen never tells whether an
 * account uses the address.
 */
function mayNotHaveSent(error: ApiRequestError): boolean {
  return error.status === 0 || error.status === 429 || error.status >= 500
}

export function ForgotPasswordPage() {
  const intl = useIntl()
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

  const title = intl.formatMessage(pageTitles['/forgot-password'])
  if (!passwordSignIn) {
    return (
      <AuthFormLayout title={title} aside={<BackToLogin />}>
        <p className="auth-lead auth-muted">{intl.formatMessage(messages.noPasswords)}</p>
      </AuthFormLayout>
    )
  }

  if (isSent) {
    return (
      <AuthFormLayout title={intl.formatMessage(messages.sentTitle)} aside={<BackToLogin />}>
        <StatusMessage severity="success" takesFocus>
          {intl.formatMessage(messages.sent)}
        </StatusMessage>
        <p className="auth-body2 auth-muted">
          <FormattedMessage
            id="auth.forgot-password.no-email"
            defaultMessage="No email after a few minutes? Look in your spam folder, or <again>ask for another link</again>."
            values={{
              again: (chunks) => (
                <button
                  type="button"
                  className="auth-link auth-link-inline auth-link-button"
                  onClick={() => setIsSent(false)}
                >
                  {chunks}
                </button>
              ),
            }}
          />
        </p>
      </AuthFormLayout>
    )
  }

  return (
    <AuthFormLayout title={title} aside={<BackToLogin />}>
      <p className="auth-lead auth-muted">{intl.formatMessage(messages.lead)}</p>
      {serverError && <FormError key={serverError.key} error={serverError.error} />}
      <form noValidate onSubmit={onSubmit} className="auth-form">
        <EmailField error={errors.email?.message} {...register('email')} />
        <SubmitButton isPending={isSubmitting}>{intl.formatMessage(messages.submit)}</SubmitButton>
      </form>
    </AuthFormLayout>
  )
}
