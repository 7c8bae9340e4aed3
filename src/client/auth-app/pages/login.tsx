import { zodResolver } from '@hookform/resolvers/zod'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessages, useIntl } from 'react-intl'
import { signIn } from '#client/features/auth/api/sign-in-api.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { applyFieldErrors, toApiRequestError } from '#client/lib/server-error.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { signInSchema } from '#shared/auth.ts'
import { safeNextPath } from '#shared/auth-rules.ts'
import { SSO_TWO_FACTOR_PARAM } from '#shared/sso.ts'
import { AuthFormLayout } from '../components/auth-layout.tsx'
import { Checkbox, EmailField, PasswordField, SubmitButton, TextLink } from '../components/controls.tsx'
import { Alert, FormError } from '../components/messages.tsx'
import { ProviderButtons } from '../components/provider-buttons.tsx'
import { leaveFor, usePageQuery } from '../navigation.ts'
import { useSignInOptions } from '../sign-in-options.ts'
import { useIsHydrated } from '../use-is-hydrated.ts'

type ServerError = { key: number; error: ApiRequestError; email: string }

const messages = defineMessages({
  expired: { id: 'auth.login.expired', defaultMessage: 'Your session has ended. Sign in again to continue.' },
  banned: { id: 'auth.login.banned', defaultMessage: 'An administrator has banned your account.' },
  deleted: { id: 'auth.login.deleted', defaultMessage: 'Your account has been deleted.' },
  reset: { id: 'auth.login.reset', defaultMessage: 'Your password is changed. Sign in with the new one.' },
  register: { id: 'auth.login.register', defaultMessage: "Don''t have an account?" },
  verifyEmail: { id: 'auth.login.verify-email', defaultMessage: 'Verify your email address' },
  resetPassword: { id: 'auth.login.reset-password', defaultMessage: 'Reset your password' },
  password: { id: 'auth.login.password', defaultMessage: 'Password' },
  rememberMe: { id: 'auth.login.remember-me', defaultMessage: 'Keep me signed in' },
  forgotPassword: { id: 'auth.login.forgot-password', defaultMessage: 'Forgot password?' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Login' },
  passkey: { id: 'auth.login.passkey', defaultMessage: 'Sign in with a passkey' },
})

// The code screen of a person with two-factor sign-in: fetched once the password step asks for it.
const loadLoginCode = () => import('./login-code.tsx')
const LoginCode = lazy(() => loadLoginCode().then((module) => ({ default: module.LoginCode })))
// Passkeys: the WebAuthn client, fetched when the browser can offer passkeys or one is asked for.
const loadPasskey = () => import('./login-passkey.ts')

/** Why the app sent someone here (?reason=, ?reset=): said above the form. */
function ArrivalNotices({ query }: { query: URLSearchParams }) {
  const intl = useIntl()
  const reason = query.get('reason')
  // A provider's sign-in that came back refused: the server says why (src/shared/sso-errors.ts).
  const { providerError } = useSignInOptions()
  return (
    <>
      {providerError && (
        <Alert severity="error" role="alert">
          {providerError}
        </Alert>
      )}
      {reason === 'expired' && (
        <Alert severity="info" role="status">
          {intl.formatMessage(messages.expired)}
        </Alert>
      )}
      {reason === 'banned' && (
        <Alert severity="warning" role="status">
          {intl.formatMessage(messages.banned)}
        </Alert>
      )}
      {reason === 'deleted' && (
        <Alert severity="info" role="status">
          {intl.formatMessage(messages.deleted)}
        </Alert>
      )}
      {query.get('reset') === '1' && (
        <Alert severity="success" role="status">
          {intl.formatMessage(messages.reset)}
        </Alert>
      )}
    </>
  )
}

export function LoginPage() {
  const intl = useIntl()
  const query = usePageQuery()
  const [serverError, setServerError] = useState<ServerError | null>(null)
  const { passwordSignIn } = useSignInOptions()
  // A provider's sign-in of a person with two-factor sign-in comes back here for the code.
  const [needsCode, setNeedsCode] = useState(() => query.get(SSO_TWO_FACTOR_PARAM) === '1')
  const [isPasskeyPending, setIsPasskeyPending] = useState(false)
  const isHydrated = useIsHydrated()
  const next = safeNextPath(query.get('next'))

  // Where the browser offers passkeys in the email field's suggestions (conditional UI), they are
  // asked for as soon as the page is ready; choosing one signs in.
  useEffect(() => {
    let isActive = true
    void window.PublicKeyCredential?.isConditionalMediationAvailable?.()
      .then(async (isAvailable) => {
        if (!isAvailable || !isActive) return
        await (await loadPasskey()).offerPasskeys()
        leaveFor(next)
      })
      .catch(() => undefined)
    return () => {
      isActive = false
    }
  }, [next])

  const signInWithPasskey = async () => {
    setServerError(null)
    setIsPasskeyPending(true)
    const passkey = await loadPasskey()
    try {
      await passkey.signInWithPasskey()
      leaveFor(next)
    } catch (caught) {
      setIsPasskeyPending(false)
      if (passkey.isDismissed(caught)) return
      setServerError((previous) => ({
        key: (previous?.key ?? 0) + 1,
        error: toApiRequestError(caught),
        email: '',
      }))
    }
  }
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), mode: 'onTouched' })

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      if ((await signIn(values))?.twoFactorRedirect === true) {
        setNeedsCode(true)
        return
      }
    } catch (caught) {
      const error = toApiRequestError(caught)
      if (error.code === 'bad_request' && applyFieldErrors(error, ['email', 'password'], setError)) return
      setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error, email: values.email }))
      return
    }
    leaveFor(next)
  })

  if (needsCode)
    return (
      <Suspense fallback={null}>
        <LoginCode onSignedIn={() => leaveFor(next)} />
      </Suspense>
    )

  return (
    <AuthFormLayout
      title={intl.formatMessage(pageTitles['/login'])}
      aside={
        <TextLink to="/register" look="aside">
          {intl.formatMessage(messages.register)}
        </TextLink>
      }
    >
      <ArrivalNotices query={query} />
      {serverError && (
        <FormError key={serverError.key} error={serverError.error}>
          {serverError.error.code === 'email_not_verified' && (
            <>
              {' '}
              <TextLink to={`/verify-email?email=${encodeURIComponent(serverError.email)}`} look="strong">
                {intl.formatMessage(messages.verifyEmail)}
              </TextLink>
            </>
          )}
          {serverError.error.code === 'account_throttled' && (
            <>
              {' '}
              <TextLink to="/forgot-password" look="strong">
                {intl.formatMessage(messages.resetPassword)}
              </TextLink>
            </>
          )}
        </FormError>
      )}
      {passwordSignIn && (
        <form noValidate onSubmit={onSubmit} className="auth-form">
          <EmailField error={errors.email?.message} autoComplete="username webauthn" {...register('email')} />
          <PasswordField
            label={intl.formatMessage(messages.password)}
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <div className="auth-form-row">
            <Checkbox label={intl.formatMessage(messages.rememberMe)} {...register('rememberMe')} />
            <TextLink to="/forgot-password" look="quiet">
              {intl.formatMessage(messages.forgotPassword)}
            </TextLink>
          </div>
          <SubmitButton isPending={isSubmitting}>{intl.formatMessage(messages.submit)}</SubmitButton>
        </form>
      )}
      <button
        type="button"
        className="auth-button auth-button-outlined auth-passkey-button"
        onClick={() => void signInWithPasskey()}
        disabled={isPasskeyPending || !isHydrated}
        data-waiting={isHydrated ? undefined : ''}
        aria-busy={isPasskeyPending}
      >
        {intl.formatMessage(messages.passkey)}
      </button>
      <ProviderButtons next={next} action="signIn" />
    </AuthFormLayout>
  )
}
