import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link as RouterLink, useNavigate } from 'react-router'
import { type SignUpResult, signUp, useAuthStatus } from '#client/features/auth/api/auth-api.ts'
import { AuthFormLayout, SubmitButton } from '#client/features/auth/components/auth-form-layout.tsx'
import { AuthTextField, EmailField } from '#client/features/auth/components/auth-text-field.tsx'
import { FormError } from '#client/features/auth/components/form-error.tsx'
import { PasswordField } from '#client/features/auth/components/password-field.tsx'
import { PasswordStrength } from '#client/features/auth/components/password-strength.tsx'
import { applyFieldErrors, toApiRequestError } from '#client/features/auth/lib/server-error.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { HOME_PATH, PASSWORD_MIN_LENGTH, signUpSchema } from '#shared/auth.ts'

const fieldOrder = ['firstName', 'lastName', 'company', 'email', 'password'] as const

export function Component() {
  const navigate = useNavigate()
  const { data: authStatus } = useAuthStatus()
  const strengthId = useId()
  const [serverError, setServerError] = useState<{ key: number; error: ApiRequestError } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signUpSchema), mode: 'onTouched' })
  const [firstName, lastName, company, email, password] = useWatch({ control, name: fieldOrder })

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    let result: SignUpResult
    try {
      result = await signUp(values)
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
