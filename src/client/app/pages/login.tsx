import { zodResolver } from '@hookform/resolvers/zod'
import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { type UseFormRegisterReturn, useForm } from 'react-hook-form'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { signIn } from '#client/features/auth/api/auth-api.ts'
import { AuthFormLayout, SubmitButton } from '#client/features/auth/components/auth-form-layout.tsx'
import { EmailField } from '#client/features/auth/components/auth-text-field.tsx'
import { FormError } from '#client/features/auth/components/form-error.tsx'
import { PasswordField } from '#client/features/auth/components/password-field.tsx'
import { applyFieldErrors, toApiRequestError } from '#client/features/auth/lib/server-error.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { safeNextPath, signInSchema } from '#shared/auth.ts'

type ServerError = { key: number; error: ApiRequestError; email: string }

export function Component() {
  const location = useLocation()
  const navigate = useNavigate()
  const query = new URLSearchParams(location.search)
  const [serverError, setServerError] = useState<ServerError | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), mode: 'onTouched' })

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await signIn(values)
    } catch (caught) {
      const error = toApiRequestError(caught)
      if (error.code === 'bad_request' && applyFieldErrors(error, ['email', 'password'], setError)) return
      setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error, email: values.email }))
      return
    }
    await navigate(safeNextPath(query.get('next')), { replace: true })
  })

  return (
    <AuthFormLayout
      title="Login"
      aside={
        <Link component={RouterLink} to="/register" variant="body1" underline="hover">
          Don&apos;t have an account?
        </Link>
      }
    >
      {query.get('reason') === 'expired' && (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          Your session has ended. Sign in again to continue.
        </Alert>
      )}
      {query.get('reason') === 'banned' && (
        <Alert severity="warning" role="status" sx={{ mb: 3 }}>
          An administrator has suspended your account.
        </Alert>
      )}
      {query.get('reason') === 'deleted' && (
        <Alert severity="info" role="status" sx={{ mb: 3 }}>
          Your account has been deleted.
        </Alert>
      )}
      {query.get('reset') === '1' && (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          Your password is changed. Sign in with the new one.
        </Alert>
      )}
      {serverError && (
        <FormError key={serverError.key} error={serverError.error}>
          {serverError.error.code === 'email_not_verified' && (
            <>
              {' '}
              <Link
                component={RouterLink}
                to={`/verify-email?email=${encodeURIComponent(serverError.email)}`}
                color="inherit"
                sx={{ fontWeight: 600 }}
              >
                Verify your email address
              </Link>
            </>
          )}
          {serverError.error.code === 'account_throttled' && (
            <>
              {' '}
              <Link component={RouterLink} to="/forgot-password" color="inherit" sx={{ fontWeight: 600 }}>
                Reset your password
              </Link>
            </>
          )}
        </FormError>
      )}
      <form noValidate onSubmit={onSubmit}>
        <Stack sx={{ gap: 3 }}>
          <EmailField error={errors.email?.message} {...register('email')} />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <RememberAndForgot registration={register('rememberMe')} />
          <SubmitButton isPending={isSubmitting}>Login</SubmitButton>
        </Stack>
      </form>
    </AuthFormLayout>
  )
}

function RememberAndForgot({ registration }: { registration: UseFormRegisterReturn }) {
  const { ref, name, onChange, onBlur } = registration
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: -1.5 }}
    >
      <FormControlLabel
        control={<Checkbox name={name} onChange={onChange} onBlur={onBlur} slotProps={{ input: { ref } }} />}
        label="Keep me signed in"
      />
      <Link
        component={RouterLink}
        to="/forgot-password"
        variant="body1"
        color="text.primary"
        underline="hover"
      >
        Forgot password?
      </Link>
    </Stack>
  )
}
