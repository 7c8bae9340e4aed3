import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl'
import {
  fetchAuthStatus,
  fetchInvitation,
  type SignUpResult,
  signUp,
} from '#client/features/auth/api/sign-in-api.ts'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { applyFieldErrors, toApiRequestError } from '#client/lib/server-error.ts'
import { SET_UP_PARAM, signUpSchema } from '#shared/auth.ts'
import { HOME_PATH, PASSWORD_MIN_LENGTH, type Role } from '#shared/auth-rules.ts'
import { AuthFormLayout } from '../components/auth-layout.tsx'
import { EmailField, PasswordField, SubmitButton, TextField, TextLink } from '../components/controls.tsx'
import { Alert, FormError, PasswordStrength } from '../components/messages.tsx'
import { ProviderButtons } from '../components/provider-buttons.tsx'
import { leaveFor, usePageQuery } from '../navigation.ts'
import { useSignInOptions } from '../sign-in-options.ts'
import { useAnswer } from '../use-answer.ts'
import { useTypedBeforeHydration } from '../use-typed-before-hydration.ts'

const fieldOrder = ['firstName', 'lastName', 'company', 'email', 'password'] as const

const messages = defineMessages({
  unusable: {
    id: 'auth.register.invitation.unusable',
    defaultMessage:
      'This invitation link has expired, has been used already or is not valid. You can still create an account without it.',
  },
  unchecked: {
    id: 'auth.register.invitation.unchecked',
    defaultMessage: 'This invitation link could not be checked. You can still create an account without it.',
  },
  setUpTitle: { id: 'auth.register.set-up.title', defaultMessage: 'Create the administrator account' },
  title: { id: 'auth.register.title', defaultMessage: 'Sign up' },
  login: { id: 'auth.register.login', defaultMessage: 'Already have an account?' },
  setUpLead: {
    id: 'auth.register.set-up.lead',
    defaultMessage:
      'This instance has no account yet. The account you create now administers it: next, you can invite your team and set the links people see.',
  },
  needsAdministrator: {
    id: 'auth.register.needs-administrator',
    defaultMessage:
      "No one has an account here yet: the account you create becomes this instance''s administrator.",
  },
  firstName: { id: 'auth.register.first-name', defaultMessage: 'First name' },
  lastName: { id: 'auth.register.last-name', defaultMessage: 'Last name' },
  company: { id: 'auth.register.company', defaultMessage: 'Company (optional)' },
  password: { id: 'auth.register.password', defaultMessage: 'Password' },
  submit: { id: 'auth.register.submit', defaultMessage: 'Create account' },
})
const invited = defineMessage<{ invitedBy: string; role: Role }>({
  id: 'auth.register.invited',
  defaultMessage:
    '{role, select, admin {{invitedBy} invited you to join as an administrator.} member {{invitedBy} invited you to join as a member.} other {{invitedBy} invited you to join as {role}.}}',
})
const newPasswordHelp = defineMessage<{ min: number }>({
  id: 'auth.register.password.help',
  defaultMessage: 'At least {min} characters. A few unrelated words make a strong one.',
})

/** What an invitation link (?invite=) says: who invited, as what; or that it cannot be used. */
function InvitationNotice({
  invitation,
  error,
}: {
  invitation: Awaited<ReturnType<typeof fetchInvitation>> | undefined
  error: unknown
}) {
  const intl = useIntl()
  if (invitation)
    return (
      <Alert severity="info" role="status">
        {intl.formatMessage(invited, { invitedBy: invitation.invitedBy, role: invitation.role })}
      </Alert>
    )
  if (!error) return null
  const isUnusable = error instanceof ApiRequestError && (error.status === 404 || error.status === 410)
  return (
    <Alert severity="warning" role="status">
      {intl.formatMessage(isUnusable ? messages.unusable : messages.unchecked)}
    </Alert>
  )
}

export function RegisterPage() {
  const intl = useIntl()
  const { data: authStatus } = useAnswer(fetchAuthStatus)
  const { passwordSignIn } = useSignInOptions()
  const query = usePageQuery()
  const inviteToken = query.get('invite')
  // A new instance (the server sends Login and Register here): the first account administers it.
  // Said from the first render, which the query decides; an address made up later says it no more.
  const isSetUp = query.get(SET_UP_PARAM) === '1' && authStatus?.needsAdministrator !== false
  const loadInvitation = useMemo(
    () => (inviteToken ? () => fetchInvitation(inviteToken) : null),
    [inviteToken],
  )
  const { data: invitation, error: invitationError } = useAnswer(loadInvitation)
  const strengthId = useId()
  const [serverError, setServerError] = useState<{ key: number; error: ApiRequestError } | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signUpSchema), mode: 'onTouched' })
  // watch, not useWatch: it reads the form's values as they are at each render, those typed before
  // the script ran included (useTypedBeforeHydration renders again once they are known).
  const [firstName, lastName, company, email, password] = watch(fieldOrder)
  useTypedBeforeHydration(getValues, setValue, fieldOrder)

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
    leaveFor(
      result.requiresEmailVerification
        ? `/verify-email?email=${encodeURIComponent(values.email)}`
        : HOME_PATH,
    )
  })

  return (
    <AuthFormLayout
      title={intl.formatMessage(isSetUp ? messages.setUpTitle : messages.title)}
      aside={
        isSetUp ? undefined : (
          <TextLink to="/login" look="aside">
            {intl.formatMessage(messages.login)}
          </TextLink>
        )
      }
    >
      {isSetUp ? (
        <p className="auth-lead auth-muted">{intl.formatMessage(messages.setUpLead)}</p>
      ) : (
        authStatus?.needsAdministrator && (
          <Alert severity="info" role="status">
            {intl.formatMessage(messages.needsAdministrator)}
          </Alert>
        )
      )}
      {inviteToken && <InvitationNotice invitation={invitation} error={invitationError} />}
      {serverError && <FormError key={serverError.key} error={serverError.error} />}
      {passwordSignIn && (
        <form noValidate onSubmit={onSubmit} className="auth-form">
          <div className="auth-form-pair">
            <TextField
              label={intl.formatMessage(messages.firstName)}
              autoComplete="given-name"
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextField
              label={intl.formatMessage(messages.lastName)}
              autoComplete="family-name"
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </div>
          <TextField
            label={intl.formatMessage(messages.company)}
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <EmailField error={errors.email?.message} {...register('email')} />
          <div>
            <PasswordField
              label={intl.formatMessage(messages.password)}
              autoComplete="new-password"
              helperText={intl.formatMessage(newPasswordHelp, { min: PASSWORD_MIN_LENGTH })}
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
          <p className="auth-body2 auth-muted">
            <FormattedMessage
              id="auth.register.terms"
              defaultMessage="By signing up, you agree to our <terms>Terms</terms> and <privacy>Privacy policy</privacy>."
              values={{
                terms: (chunks) => <TextLink to="/terms">{chunks}</TextLink>,
                privacy: (chunks) => <TextLink to="/privacy">{chunks}</TextLink>,
              }}
            />
          </p>
          <SubmitButton isPending={isSubmitting}>{intl.formatMessage(messages.submit)}</SubmitButton>
        </form>
      )}
      <ProviderButtons next={HOME_PATH} action="signUp" />
    </AuthFormLayout>
  )
}
