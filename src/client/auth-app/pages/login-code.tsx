import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { post } from '#client/features/auth/api/sign-in-api.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { applyFieldErrors, toApiRequestError } from '#client/lib/server-error.ts'
import {
  normalizeCode,
  TOTP_DIGITS,
  TRUSTED_BROWSER_DAYS,
  verifyRecoveryCodeSchema,
  verifyTotpSchema,
} from '#shared/two-factor.ts'
import { AuthFormLayout } from '../components/auth-layout.tsx'
import { Checkbox, SubmitButton, TextField, TextLink } from '../components/controls.tsx'
import { FormError } from '../components/messages.tsx'

// Login's second screen, for a person with two-factor sign-in: the code from their app (or a
// recovery code), after a right password. A chunk of its own, fetched when the password step asks for
// a code: most sign-ins never need it, and the sign-in pages keep their byte budget.

type Kind = 'authenticator' | 'recovery'

/** better-auth's endpoints for the second step (through Foyer's adapter). */
const verifyPaths: Record<Kind, string> = {
  authenticator: '/api/auth/two-factor/verify-totp',
  recovery: '/api/auth/two-factor/verify-backup-code',
}

const copy: Record<Kind, { label: string; helper: string; other: string }> = {
  authenticator: {
    label: 'Code from your authenticator app',
    helper: `The ${TOTP_DIGITS}-digit code the app shows for Foyer.`,
    other: 'Use a recovery code instead',
  },
  recovery: {
    label: 'Recovery code',
    helper: 'One of the codes you saved when you turned two-factor sign-in on, like abcde-12345.',
    other: 'Use your authenticator app instead',
  },
}

function CodeForm({
  kind,
  onSignedIn,
  onSwitch,
}: {
  kind: Kind
  onSignedIn: () => void
  onSwitch: () => void
}) {
  const [serverError, setServerError] = useState<{ key: number; error: ApiRequestError } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(kind === 'authenticator' ? verifyTotpSchema : verifyRecoveryCodeSchema),
    mode: 'onSubmit',
    defaultValues: { code: '', trustDevice: false },
  })
  useEffect(() => setFocus('code'), [setFocus])
  const onSubmit = handleSubmit(async ({ code, trustDevice }) => {
    setServerError(null)
    try {
      await post(verifyPaths[kind], { code: normalizeCode(code), trustDevice: trustDevice === true })
    } catch (caught) {
      const error = toApiRequestError(caught)
      if (applyFieldErrors(error, ['code'], setError)) return
      setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error }))
      return
    }
    onSignedIn()
  })
  const text = copy[kind]
  const isExpired = serverError?.error.code === 'two_factor_expired'
  return (
    <>
      {serverError && (
        <FormError key={serverError.key} error={serverError.error}>
          {isExpired && (
            <>
              {' '}
              <TextLink to="/login" look="strong">
                Sign in again
              </TextLink>
            </>
          )}
        </FormError>
      )}
      <form noValidate onSubmit={onSubmit} className="auth-form" aria-label="Second step of signing in">
        <TextField
          label={text.label}
          autoComplete="one-time-code"
          inputMode={kind === 'authenticator' ? 'numeric' : 'text'}
          spellCheck={false}
          error={errors.code?.message}
          helperText={text.helper}
          {...register('code')}
        />
        <Checkbox
          label={`Trust this browser for ${TRUSTED_BROWSER_DAYS} days`}
          {...register('trustDevice')}
        />
        <SubmitButton isPending={isSubmitting}>Verify</SubmitButton>
      </form>
      <div className="auth-code-switch">
        <button
          type="button"
          className="auth-link auth-link-quiet auth-link-button auth-target"
          onClick={onSwitch}
        >
          {text.other}
        </button>
      </div>
    </>
  )
}

/** The code screen: the form for one kind of code at a time, and the way to the other. */
export function LoginCode({ onSignedIn }: { onSignedIn: () => void }) {
  const [kind, setKind] = useState<Kind>('authenticator')
  useEffect(() => {
    document.title = 'Two-factor sign-in · Foyer'
  }, [])
  return (
    <AuthFormLayout
      title="Two-factor sign-in"
      aside={
        <TextLink to="/login" look="aside">
          Back to Login
        </TextLink>
      }
    >
      <p className="auth-lead">Your password was right. Now confirm it is you.</p>
      <CodeForm
        key={kind}
        kind={kind}
        onSignedIn={onSignedIn}
        onSwitch={() => setKind(kind === 'authenticator' ? 'recovery' : 'authenticator')}
      />
    </AuthFormLayout>
  )
}
