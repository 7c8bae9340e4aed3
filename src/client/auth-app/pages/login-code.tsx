import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessage, defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
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
import { BackToLogin, Checkbox, SubmitButton, TextField, TextLink } from '../components/controls.tsx'
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

const copy: Record<Kind, Record<'label' | 'helper' | 'other', MessageDescriptor>> = {
  authenticator: defineMessages({
    label: { id: 'auth.code.authenticator.label', defaultMessage: 'Code from your authenticator app' },
    helper: {
      id: 'auth.code.authenticator.help',
      defaultMessage: 'The {digits}-digit code the app shows for Foyer.',
    },
    other: { id: 'auth.code.authenticator.switch', defaultMessage: 'Use a recovery code instead' },
  }),
  recovery: defineMessages({
    label: { id: 'auth.code.recovery.label', defaultMessage: 'Recovery code' },
    helper: {
      id: 'auth.code.recovery.help',
      defaultMessage: 'One of the codes you saved when you turned two-factor sign-in on, like abcde-12345.',
    },
    other: { id: 'auth.code.recovery.switch', defaultMessage: 'Use your authenticator app instead' },
  }),
}

const messages = defineMessages({
  signInAgain: { id: 'auth.code.sign-in-again', defaultMessage: 'Sign in again' },
  form: { id: 'auth.code.form', defaultMessage: 'Second step of signing in' },
  verify: { id: 'auth.code.verify', defaultMessage: 'Verify' },
  title: { id: 'auth.code.title', defaultMessage: 'Two-factor sign-in' },
  documentTitle: { id: 'auth.code.document-title', defaultMessage: 'Two-factor sign-in · Foyer' },
  lead: { id: 'auth.code.lead', defaultMessage: 'Your password was right. Now confirm it is you.' },
})
const trust = defineMessage<{ days: number }>({
  id: 'auth.code.trust',
  defaultMessage: 'Trust this browser for {days, plural, one {# day} other {# days}}',
})

function CodeForm({
  kind,
  onSignedIn,
  onSwitch,
}: {
  kind: Kind
  onSignedIn: () => void
  onSwitch: () => void
}) {
  const intl = useIntl()
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
                {intl.formatMessage(messages.signInAgain)}
              </TextLink>
            </>
          )}
        </FormError>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        className="auth-form"
        aria-label={intl.formatMessage(messages.form)}
      >
        <TextField
          label={intl.formatMessage(text.label)}
          autoComplete="one-time-code"
          inputMode={kind === 'authenticator' ? 'numeric' : 'text'}
          spellCheck={false}
          error={errors.code?.message}
          helperText={intl.formatMessage(text.helper, { digits: TOTP_DIGITS })}
          {...register('code')}
        />
        <Checkbox
          label={intl.formatMessage(trust, { days: TRUSTED_BROWSER_DAYS })}
          {...register('trustDevice')}
        />
        <SubmitButton isPending={isSubmitting}>{intl.formatMessage(messages.verify)}</SubmitButton>
      </form>
      <div className="auth-code-switch">
        <button
          type="button"
          className="auth-link auth-link-quiet auth-link-button auth-target"
          onClick={onSwitch}
        >
          {intl.formatMessage(text.other)}
        </button>
      </div>
    </>
  )
}

/** The code screen: the form for one kind of code at a time, and the way to the other. */
export function LoginCode({ onSignedIn }: { onSignedIn: () => void }) {
  const intl = useIntl()
  const [kind, setKind] = useState<Kind>('authenticator')
  const documentTitle = intl.formatMessage(messages.documentTitle)
  useEffect(() => {
    document.title = documentTitle
  }, [documentTitle])
  return (
    <AuthFormLayout title={intl.formatMessage(messages.title)} aside={<BackToLogin />}>
      <p className="auth-lead">{intl.formatMessage(messages.lead)}</p>
      <CodeForm
        key={kind}
        kind={kind}
        onSignedIn={onSignedIn}
        onSwitch={() => setKind(kind === 'authenticator' ? 'recovery' : 'authenticator')}
      />
    </AuthFormLayout>
  )
}
