import { zodResolver } from '@hookform/resolvers/zod'
import { type FormEvent, useState } from 'react'
import { useForm } from 'react-hook-form'
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

export function VerifyEmailPage() {
  const query = usePageQuery()
  const parsedEmail = emailSchema.safeParse(query.get('email') ?? '')
  const email = parsedEmail.success ? parsedEmail.data : null
  const error = query.get('error')

  if (query.get('verified') === '1' && !error) return <Verified />
  if (error) {
    return (
      <AuthFormLayout title="Verify your email" aside={<BackToLogin />}>
        <StatusMessage severity="warning">
          {error.toLowerCase() === 'token_expired'
            ? 'This verification link has expired.'
            : 'This verification link is not valid.'}{' '}
          Ask for a new one below.
        </StatusMessage>
        <SendAgain email={email} />
      </AuthFormLayout>
    )
  }
  return (
    <AuthFormLayout title="Check your inbox" aside={<BackToLogin />}>
      <p className="auth-lead">
        We have sent a link to {email ? <strong>{email}</strong> : 'your email address'}. Open it to verify
        the address, then sign in.
      </p>
      <SendAgain email={email} />
    </AuthFormLayout>
  )
}

function Verified() {
  const { data: me } = useAnswer(fetchMeIfSignedIn)
  return (
    <AuthFormLayout title="Email address verified">
      <StatusMessage severity="success">Your email address is verified.</StatusMessage>
      {me ? (
        <ButtonLink to={HOME_PATH}>Go to the dashboard</ButtonLink>
      ) : (
        <ButtonLink to="/login">Sign in</ButtonLink>
      )}
    </AuthFormLayout>
  )
}

/** "Send the link again": to the address from ?email= when there is one, else to one typed here. */
function SendAgain({ email }: { email: string | null }) {
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
        <StatusMessage severity="success">
          We have sent a new link to {sentTo}. It can take a few minutes to arrive; look in your spam folder
          too.
        </StatusMessage>
      )}
      {serverError && <FormError key={serverError.key} error={serverError.error} />}
      <form noValidate onSubmit={onSubmit} className="auth-form">
        {!email && <EmailField error={errors.email?.message} {...register('email')} />}
        <SubmitButton isPending={isSending}>Send the link again</SubmitButton>
      </form>
    </>
  )
}
