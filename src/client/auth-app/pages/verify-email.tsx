import { zodResolver } from '@hookform/resolvers/zod'
import { type FormEvent, useState } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { fetchMeIfSignedIn, sendVerificationEmail } from '#client/features/auth/api/sign-in-api.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { toApiRequestError } from '#client/lib/server-error.ts'
import { emailSchema, forgotPasswordSchema } from '#shared/auth.ts'
import { HOME_PATH } from '#shared/auth-rules.ts'
import { AuthFormLayout } from '../components/auth-layout.tsx'
import { BackToLogin, ButtonLink, EmailField, SubmitButton } from '../components/controls.tsx'
import { FormError, StatusMessage } from '../components/messages.tsx'
import { usePageQuery } from '../navigation.ts'
import { useAnswer } from '../use-answer.ts'

// better-auth's verify endpoint redirects here: ?verified=1 once the address is verified, ?error=...
// when the link is not valid. Without either, this is the "check your inbox" step after sign-up.

const messages = defineMessages({
  title: { id: 'auth.verify-email.title', defaultMessage: 'Verify your email' },
  expired: {
    id: 'auth.verify-email.expired',
    defaultMessage: 'This verification link has expired. Ask for a new one below.',
  },
  invalid: {
    id: 'auth.verify-email.invalid',
    defaultMessage: 'This verification link is not valid. Ask for a new one below.',
  },
  inboxTitle: { id: 'auth.verify-email.inbox.title', defaultMessage: 'Check your inbox' },
  sent: {
    id: 'auth.verify-email.inbox.sent',
    defaultMessage: 'We have sent a link to your email address. Open it to verify the address, then sign in.',
  },
  verifiedTitle: { id: 'auth.verify-email.verified.title', defaultMessage: 'Email address verified' },
  verified: { id: 'auth.verify-email.verified', defaultMessage: 'Your email address is verified.' },
  dashboard: { id: 'auth.verify-email.verified.dashboard', defaultMessage: 'Go to the dashboard' },
  signIn: { id: 'auth.verify-email.verified.sign-in', defaultMessage: 'Sign in' },
  submit: { id: 'auth.verify-email.send-again', defaultMessage: 'Send the link again' },
})
const sentAgain = defineMessage<{ email: string }>({
  id: 'auth.verify-email.sent-again',
  defaultMessage:
    'We have sent a new link to {email}. It can take a few minutes to arrive; look in your spam folder too.',
})

export function VerifyEmailPage() {
  const intl = useIntl()
  const query = usePageQuery()
  const parsedEmail = emailSchema.safeParse(query.get('email') ?? '')
  const email = parsedEmail.success ? parsedEmail.data : null
  const error = query.get('error')

  if (query.get('verified') === '1' && !error) return <Verified />
  if (error) {
    return (
      <AuthFormLayout title={intl.formatMessage(messages.title)} aside={<BackToLogin />}>
        <StatusMessage severity="warning">
          {intl.formatMessage(error.toLowerCase() === 'token_expired' ? messages.expired : messages.invalid)}
        </StatusMessage>
        <SendAgain email={email} />
      </AuthFormLayout>
    )
  }
  return (
    <AuthFormLayout title={intl.formatMessage(messages.inboxTitle)} aside={<BackToLogin />}>
      <p className="auth-lead">
        {email ? (
          <FormattedMessage
            id="auth.verify-email.inbox.sent-to-address"
            defaultMessage="We have sent a link to <strong>{email}</strong>. Open it to verify the address, then sign in."
            values={{ email, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        ) : (
          intl.formatMessage(messages.sent)
        )}
      </p>
      <SendAgain email={email} />
    </AuthFormLayout>
  )
}

function Verified() {
  const intl = useIntl()
  const { data: me } = useAnswer(fetchMeIfSignedIn)
  return (
    <AuthFormLayout title={intl.formatMessage(messages.verifiedTitle)}>
      <StatusMessage severity="success">{intl.formatMessage(messages.verified)}</StatusMessage>
      {me ? (
        <ButtonLink to={HOME_PATH}>{intl.formatMessage(messages.dashboard)}</ButtonLink>
      ) : (
        <ButtonLink to="/login">{intl.formatMessage(messages.signIn)}</ButtonLink>
      )}
    </AuthFormLayout>
  )
}

/** "Send the link again": to the address from ?email= when there is one, else to one typed here. */
function SendAgain({ email }: { email: string | null }) {
  const intl = useIntl()
  const [isSending, setIsSending] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [serverError, setServerError] = useState<{ key: number; error: ApiRequestError } | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), mode: 'onTouched' })

  async function send(address: string) {
    setServerError(null)
    setSentTo(null)
    setIsSending(true)
    try {
      await sendVerificationEmail(address)
      setSentTo(address)
    } catch (caught) {
      const error = toApiRequestError(caught)
      setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error }))
    } finally {
      setIsSending(false)
    }
  }

  const onSubmit = email
    ? (event: FormEvent) => {
        event.preventDefault()
        void send(email)
      }
    : handleSubmit(({ email: typed }) => send(typed))

  return (
    <>
      {sentTo && (
        <StatusMessage severity="success">{intl.formatMessage(sentAgain, { email: sentTo })}</StatusMessage>
      )}
      {serverError && <FormError key={serverError.key} error={serverError.error} />}
      <form noValidate onSubmit={onSubmit} className="auth-form">
        {!email && <EmailField error={errors.email?.message} {...register('email')} />}
        <SubmitButton isPending={isSending}>{intl.formatMessage(messages.submit)}</SubmitButton>
      </form>
    </>
  )
}
