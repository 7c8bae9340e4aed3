import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useLocation } from 'react-router'
import { useSWRConfig } from 'swr'
import { Grid } from '#client/components/grid.tsx'
import { LazyAlert } from '#client/components/lazy-alert.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { Skeleton } from '#client/components/skeleton.tsx'
import { Tag } from '#client/components/tag.tsx'
import { useAccountActions } from '#client/features/account/api/account-actions.ts'
import { useAccount } from '#client/features/account/api/account-api.ts'
import { SessionsCard } from '#client/features/account/components/sessions-card.tsx'
import { changePassword } from '#client/features/auth/api/auth-api.ts'
import { AuthTextField } from '#client/features/auth/components/auth-text-field.tsx'
import { LazyFormError, preloadFormMessages } from '#client/features/auth/components/lazy-form-error.tsx'
import { PasswordField } from '#client/features/auth/components/password-field.tsx'
import { PasswordStrength } from '#client/features/auth/components/password-strength.tsx'
import { applyFieldErrors, toApiRequestError } from '#client/features/auth/lib/server-error.ts'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formLogic, useIntentForm } from '#client/lib/intent-form.tsx'
import type { Account, ChangeEmail, ChangeEmailResult } from '#shared/account.ts'
import { apiPaths } from '#shared/api-paths.ts'
import type { ChangePassword } from '#shared/auth.ts'
import { PASSWORD_MIN_LENGTH } from '#shared/auth-rules.ts'

const changeEmailLogic = formLogic<ChangeEmail>(() =>
  import('#client/features/account/lib/form-resolvers.ts').then((module) => module.changeEmailResolver),
)
const changePasswordLogic = formLogic<ChangePassword>(() =>
  import('#client/features/account/lib/form-resolvers.ts').then((module) => module.changePasswordResolver),
)

type ServerError = { key: number; error: ApiRequestError }

/** What the link of a confirmation email says when it lands here (?email=changed or invalid). */
function EmailLinkOutcome() {
  const outcome = new URLSearchParams(useLocation().search).get('email')
  if (outcome === 'changed')
    return (
      <LazyAlert severity="success" role="status" sx={{ mb: 2 }}>
        Your email address is changed. Use the new one to sign in from now on.
      </LazyAlert>
    )
  if (outcome === 'invalid')
    return (
      <LazyAlert severity="warning" role="status" sx={{ mb: 2 }}>
        This confirmation link has expired or is not valid. Ask for a new one below.
      </LazyAlert>
    )
  return null
}

function EmailChangeForm({ account }: { account: Account }) {
  const { changeEmail } = useAccountActions()
  const [serverError, setServerError] = useState<ServerError | null>(null)
  const [result, setResult] = useState<ChangeEmailResult | null>(null)
  const form = useIntentForm({
    preload: preloadFormMessages,
    logic: changeEmailLogic,
    defaultValues: { newEmail: '', currentPassword: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null)
    setResult(null)
    if (values.newEmail.toLowerCase() === account.email.toLowerCase()) {
      form.setError(
        'newEmail',
        { type: 'same', message: 'This is already your email address.' },
        { shouldFocus: true },
      )
      return
    }
    try {
      setResult(await changeEmail(values))
      form.reset({ newEmail: '', currentPassword: '' })
    } catch (caught) {
      const error = toApiRequestError(caught)
      if (applyFieldErrors(error, ['newEmail', 'currentPassword'], form.setError)) return
      setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error }))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change your email address" {...form.intent}>
      {form.logic}
      {serverError && <LazyFormError key={serverError.key} error={serverError.error} />}
      <Stack sx={{ gap: 3 }}>
        <AuthTextField
          label="New email address"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          error={form.error('newEmail')}
          {...form.field('newEmail')}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          error={form.error('currentPassword')}
          {...form.field('currentPassword')}
        />
        <Box>
          <Button type="submit" variant="contained" loading={form.isSubmitting} aria-busy={form.isSubmitting}>
            Change email
          </Button>
        </Box>
        {result && (
          <LazyAlert severity={result.status === 'changed' ? 'success' : 'info'} role="status">
            {result.status === 'changed'
              ? `Your email address is now ${result.email}.`
              : `We sent a link to ${result.email}; your address changes when you open it.`}
          </LazyAlert>
        )}
      </Stack>
    </form>
  )
}

function EmailCard() {
  const { data: account, error, isLoading, isValidating, mutate } = useAccount()
  return (
    <MainCard title="Email address" sx={{ height: '100%' }}>
      <EmailLinkOutcome />
      {isLoading && (
        <Box role="status" aria-label="Loading your email address">
          <Skeleton variant="text" width="60%" />
        </Box>
      )}
      {error && !account && (
        <LoadError
          what="Your email address could not be loaded."
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      )}
      {account && (
        <>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            <Typography color="textSecondary">Current address:</Typography>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{account.email}</Typography>
            <Tag
              size="small"
              variant="outlined"
              color={account.emailVerified ? 'success' : 'warning'}
              label={account.emailVerified ? 'Verified' : 'Not verified'}
            />
          </Stack>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
            To change it, enter the new address and your password. When this instance verifies addresses, we
            send a link to the new one first, and the change happens when you open it.
          </Typography>
          <EmailChangeForm key={account.id} account={account} />
        </>
      )}
    </MainCard>
  )
}

function PasswordCard() {
  const { data: account } = useAccount()
  const { mutate } = useSWRConfig()
  const { refreshSessions } = useAccountActions()
  const strengthId = useId()
  const [serverError, setServerError] = useState<ServerError | null>(null)
  const [doneKey, setDoneKey] = useState(0)
  const [didSignOutOthers, setDidSignOutOthers] = useState(false)
  const form = useIntentForm({
    preload: preloadFormMessages,
    logic: changePasswordLogic,
    defaultValues: { currentPassword: '', newPassword: '', revokeOtherSessions: true },
    watch: ['newPassword'],
  })
  const revoke = form.field('revokeOtherSessions')

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null)
    setDoneKey(0)
    try {
      await changePassword(values)
    } catch (caught) {
      const error = toApiRequestError(caught)
      if (applyFieldErrors(error, ['currentPassword', 'newPassword'], form.setError)) return
      setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error }))
      return
    }
    setDidSignOutOthers(values.revokeOtherSessions)
    form.reset({ currentPassword: '', newPassword: '', revokeOtherSessions: values.revokeOtherSessions })
    setDoneKey((previous) => previous + 1)
    // This session may have a new token now; the list of sessions has changed.
    void mutate(apiPaths.me)
    void refreshSessions()
  })

  const userInputs = account ? [account.firstName, account.lastName, account.email] : []

  return (
    <MainCard title="Password" sx={{ height: '100%' }}>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        Choose a password that you do not use on any other site.
      </Typography>
      {serverError && <LazyFormError key={serverError.key} error={serverError.error} />}
      <form noValidate onSubmit={onSubmit} aria-label="Change your password" {...form.intent}>
        {form.logic}
        <Stack sx={{ gap: 3 }}>
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            error={form.error('currentPassword')}
            {...form.field('currentPassword')}
          />
          <div>
            <PasswordField
              label="New password"
              autoComplete="new-password"
              helperText={`At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`}
              error={form.error('newPassword')}
              describedBy={strengthId}
              {...form.field('newPassword')}
            />
            <PasswordStrength id={strengthId} password={form.value('newPassword')} userInputs={userInputs} />
          </div>
          <FormControlLabel
            sx={{ mt: -1.5 }}
            control={
              <Checkbox
                name={revoke.name}
                defaultChecked={revoke.defaultChecked}
                onChange={revoke.onChange}
                onBlur={revoke.onBlur}
                slotProps={{ input: { ref: revoke.ref } }}
              />
            }
            label="Sign out of my other sessions"
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              loading={form.isSubmitting}
              aria-busy={form.isSubmitting}
            >
              Change password
            </Button>
          </Box>
          {doneKey > 0 && (
            <LazyAlert key={doneKey} severity="success" role="status">
              Your password is changed.
              {didSignOutOthers ? ' Your other sessions are signed out.' : ''}
            </LazyAlert>
          )}
        </Stack>
      </form>
    </MainCard>
  )
}

/** Account Settings: the email address, the password, and the sessions of the signed-in person. */
export function Component() {
  return (
    <>
      <PageTitle>Account Settings</PageTitle>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }}>
          <EmailCard />
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }}>
          <PasswordCard />
        </Grid>
        <Grid size={12}>
          <SessionsCard />
        </Grid>
      </Grid>
    </>
  )
}
