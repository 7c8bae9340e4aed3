import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import * as z from 'zod/mini'
import { resetPassword } from '#client/features/auth/api/sign-in-api.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { applyFieldErrors, toApiRequestError } from '#client/lib/server-error.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { resetPasswordSchema } from '#shared/auth.ts'
import { PASSWORD_MIN_LENGTH } from '#shared/auth-rules.ts'
import { AuthFormLayout } from '../components/auth-layout.tsx'
import { BackToLogin, ButtonLink, PasswordField, SubmitButton } from '../components/controls.tsx'
import { FormError, PasswordStrength, StatusMessage } from '../components/messages.tsx'
import { leaveFor, usePageQuery } from '../navigation.ts'

// The token comes from the link in the email, not from the person: the form holds only the password.
const newPasswordSchema = z.pick(resetPasswordSchema, { newPassword: true })
const tokenSchema = resetPasswordSchema.shape.token

const messages = defineMessages({
  invalid: {
    id: 'auth.reset-password.invalid',
    defaultMessage: 'This reset link has expired or is not valid. Links work for 1 hour and only once.',
  },
  newLink: { id: 'auth.reset-password.new-link', defaultMessage: 'Ask for a new link' },
  title: { id: 'auth.reset-password.title', defaultMessage: 'Choose a new password' },
  lead: {
    id: 'auth.reset-password.lead',
    defaultMessage: 'Choose a password that you do not use on any other site.',
  },
  password: { id: 'auth.reset-password.password', defaultMessage: 'New password' },
  submit: { id: 'auth.reset-password.submit', defaultMessage: 'Change password' },
})
const passwordHelp = defineMessage<{ min: number }>({
  id: 'auth.reset-password.password.help',
  defaultMessage: 'At least {min} characters. A few unrelated words make a strong one.',
})

function InvalidLink({ takesFocus = false }: { takesFocus?: boolean }) {
  const intl = useIntl()
  return (
    <AuthFormLayout title={intl.formatMessage(pageTitles['/reset-password'])} aside={<BackToLogin />}>
      <StatusMessage severity="warning" takesFocus={takesFocus}>
        {intl.formatMessage(messages.invalid)}
      </StatusMessage>
      <ButtonLink to="/forgot-password">{intl.formatMessage(messages.newLink)}</ButtonLink>
    </AuthFormLayout>
  )
}

export function ResetPasswordPage() {
  const query = usePageQuery()
  const token = query.get('token')
  const hasUsableToken = !query.get('error') && tokenSchema.safeParse(token).success
  const [isTokenRefused, setIsTokenRefused] = useState(false)

  if (!hasUsableToken) return <InvalidLink />
  if (isTokenRefused) return <InvalidLink takesFocus />
  return <NewPasswordForm token={token ?? ''} onTokenRefused={() => setIsTokenRefused(true)} />
}

function NewPasswordForm({ token, onTokenRefused }: { token: string; onTokenRefused: () => void }) {
  const intl = useIntl()
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
    leaveFor('/login?reset=1')
  })

  return (
    <AuthFormLayout title={intl.formatMessage(messages.title)} aside={<BackToLogin />}>
      <p className="auth-lead auth-muted">{intl.formatMessage(messages.lead)}</p>
      {serverError && <FormError key={serverError.key} error={serverError.error} />}
      <form noValidate onSubmit={onSubmit} className="auth-form">
        <div>
          <PasswordField
            label={intl.formatMessage(messages.password)}
            autoComplete="new-password"
            helperText={intl.formatMessage(passwordHelp, { min: PASSWORD_MIN_LENGTH })}
            error={errors.newPassword?.message}
            describedBy={strengthId}
            {...register('newPassword')}
          />
          <PasswordStrength id={strengthId} password={newPassword ?? ''} userInputs={[]} />
        </div>
        <SubmitButton isPending={isSubmitting}>{intl.formatMessage(messages.submit)}</SubmitButton>
      </form>
    </AuthFormLayout>
  )
}
