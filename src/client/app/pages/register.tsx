import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import {
  type SignUpResult,
  signUp,
  useAuthStatus,
  useInvitation,
} from '#client/features/auth/api/auth-api.ts'
import { AuthFormLayout, SubmitButton } from '#client/features/auth/components/auth-form-layout.tsx'
import { AuthTextField, EmailField } from '#client/features/auth/components/auth-text-field.tsx'
import { FormError } from '#client/features/auth/components/form-error.tsx'
import { PasswordField } from '#client/features/auth/components/password-field.tsx'
import { PasswordStrength } from '#client/features/auth/components/password-strength.tsx'
import { applyFieldErrors, toApiRequestError } from '#client/features/auth/lib/server-error.ts'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { roleWithArticle } from '#client/lib/permissions.ts'
import { HOME_PATH, PASSWORD_MIN_LENGTH, signUpSchema } from '#shared/auth.ts'

const fieldOrder = ['firstName', 'lastName', 'company', 'email', 'password'] as const

/** What an invitation link (?invite=) says: who invited, as what; or that it cannot be used. */
function InvitationNotice({
  invitation,
  error,
}: {
  invitation: ReturnType<typeof useInvitation>['data']
  error: unknown
}) {
  if (invitation)
    return (
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        {invitation.invitedBy} invited you to join as {roleWithArticle(invitation.role)}.
      </Alert>
    )
  if (!error) return null
  const isUnusable = error instanceof ApiRequestError && (error.status === 404 || error.status === 410)
  return (
    <Alert severity="warning" role="status" sx={{ mb: 3 }}>
      {isUnusable
        ? 'This invitation link has expired, has been used already or is not valid.'
        : 'This invitation link could not be checked.'}{' '}
      You can still create an account without it.
    </Alert>
  )
}

export function Component() {
  const navigate = useNavigate()
  const { data: authStatus } = useAuthStatus()
  const inviteToken = useSearchParams()[0].get('invite')
  const { data: invitation, error: invitationError } = useInvitation(inviteToken)
  const strengthId = useId()
  const [serverError, setServerError] = useState<{ key: number; error: ApiRequestError } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signUpSchema), mode: 'onTouched' })
  const [firstName, lastName, company, email, password] = useWatch({ control, name: fieldOrder })

  // The invitation names the address it was sent to: start from it, unless something is typed already.
  const invitedEmail = invitation?.email
  useEffect(() => {
    if (invitedEmail && !getValues('email')) setValue('email', invitedEmail)
  }, [invitedEmail, getValues, setValue])

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    let result: SignUpResult
    try {
      // Only a usable invitation goes along; without it this is an ordinary registration.
      result = await signUp(values, invitation && inviteToken ? inviteToken : undefined)
    } catch (caught) {
      const error = toApiRequestError(caught)
      if (applyFieldErrors(error, fieldOrder, setError)) return
      setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error }))
      return
    }
    if (result.requiresEmailVerification) {
      await navigate(`/verify-email?email=${encodeURIComponent(values.email)}`, { replace: true })
    } else {
      await navigate(HOME_PATH, { replace: true })
    }
  })

  return (
    <AuthFormLayout
      title="Sign up"
      aside={
        <Link component={RouterLink} to="/login" variant="body1" underline="hover">
          Already have an account?
        </Link>
      }
    >
      {authStatus?.needsAdministrator && (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          No one has an account here yet: the account you create becomes this instance&apos;s administrator.
        </Alert>
      )}
      {inviteToken && <InvitationNotice invitation={invitation} error={invitationError} />}
      {serverError && <FormError key={serverError.key} error={serverError.error} />}
      <form noValidate onSubmit={onSubmit}>
        <Stack sx={{ gap: 3 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3 }}>
            <AuthTextField
              label="First name"
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <AuthTextField
              label="Last name"
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </Stack>
          <AuthTextField
            label="Company (optional)"
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <EmailField error={errors.email?.message} {...register('email')} />
          <div>
            <PasswordField
              label="Password"
              autoComplete="new-password"
              helperText={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
              error={errors.password?.message}
              describedBy={strengthId}
              {...register('password')}
            />
            <PasswordStrength
              id={strengthId}
              password={password ?? ''}
              userInputs={[firstName, lastName, company, email].filter((value): value is string =>
                Boolean(value),
              )}
            />
          </div>
          <Typography variant="body2" color="text.secondary">
            By signing up, you agree to our{' '}
            <Link component={RouterLink} to="/terms">
              Terms
            </Link>{' '}
            and{' '}
            <Link component={RouterLink} to="/privacy">
              Privacy policy
            </Link>
            .
          </Typography>
          <SubmitButton isPending={isSubmitting}>Create account</SubmitButton>
        </Stack>
      </form>
    </AuthFormLayout>
  )
}
