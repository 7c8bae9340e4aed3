import { zodResolver } from '@hookform/resolvers/zod'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { type FormEvent, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link as RouterLink, useLocation } from 'react-router'
import { sendVerificationEmail, useMe } from '#client/features/auth/api/auth-api.ts'
import { AuthFormLayout, SubmitButton } from '#client/features/auth/components/auth-form-layout.tsx'
import { EmailField } from '#client/features/auth/components/auth-text-field.tsx'
import { FormError } from '#client/features/auth/components/form-error.tsx'
import { StatusMessage } from '#client/features/auth/components/status-message.tsx'
import { toApiRequestError } from '#client/features/auth/lib/server-error.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { emailSchema, forgotPasswordSchema, HOME_PATH } from '#shared/auth.ts'

// better-auth's verify endpoint redirects here: ?verified=1 once the address is verified, ?error=...
// when the link is not valid. Without either, this is the "check your inbox" step after sign-up.

const backToLogin = (
  <Link component={RouterLink} to="/login" variant="body1" underline="hover">
    Back to Login
  </Link>
)

export function Component() {
  const query = new URLSearchParams(useLocation().search)
  const parsedEmail = emailSchema.safeParse(query.get('email') ?? '')
  const email = parsedEmail.success ? parsedEmail.data : null
  const error = query.get('error')

  if (query.get('verified') === '1' && !error) return <Verified />
  if (error) {
    return (
      <AuthFormLayout title="Verify your email" aside={backToLogin}>
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
    <AuthFormLayout title="Check your inbox" aside={backToLogin}>
      <Typography sx={{ mb: 3 }}>
        We have sent a link to {email ? <strong>{email}</strong> : 'your email address'}. Open it to verify
        the address, then sign in.
      </Typography>
      <SendAgain email={email} />
    </AuthFormLayout>
  )
}

function Verified() {
  const { data: me } = useMe()
  return (
    <AuthFormLayout title="Email address verified">
      <StatusMessage severity="success">Your email address is verified.</StatusMessage>
      {me ? (
        <Button
          component={RouterLink}
          to={HOME_PATH}
          variant="contained"
          size="large"
          fullWidth
          disableElevation
        >
          Go to the dashboard
        </Button>
      ) : (
        <Button
          component={RouterLink}
          to="/login"
          variant="contained"
          size="large"
          fullWidth
          disableElevation
        >
          Sign in
        </Button>
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
      <form noValidate onSubmit={onSubmit}>
        <Stack sx={{ gap: 3 }}>
          {!email && <EmailField error={errors.email?.message} {...register('email')} />}
          <SubmitButton isPending={isSending}>Send the link again</SubmitButton>
        </Stack>
      </form>
    </>
  )
}
