import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useForm, useWatch } from 'react-hook-form'
import { defineMessage, defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
import { ActionButton } from '#client/components/form/form-buttons.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { FormSelect } from '#client/components/form/form-select.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { LoadError } from '#client/components/load-error.tsx'
import { LoadingSkeleton } from '#client/components/loading-skeleton.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { useAdminActions } from '#client/features/admin/api/admin-actions.ts'
import { useSecuritySettings } from '#client/features/admin/api/admin-api.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { type SecuritySettings, type TwoFactorPolicy, twoFactorPolicies } from '#shared/two-factor.ts'

// Administration › Security: who must use two-factor sign-in, with how many have it on, so that the
// administrator sees whom a stricter rule sends to set it up first (decision 024).

const policyLabels: Record<TwoFactorPolicy, MessageDescriptor> = defineMessages({
  nobody: { id: 'admin.security.policy.nobody', defaultMessage: 'Optional for everyone' },
  administrators: {
    id: 'admin.security.policy.administrators',
    defaultMessage: 'Required for administrators',
  },
  everyone: { id: 'admin.security.policy.everyone', defaultMessage: 'Required for everyone' },
})

const policyHelp: Record<TwoFactorPolicy, MessageDescriptor> = defineMessages({
  nobody: {
    id: 'admin.security.policy.nobody.help',
    defaultMessage: 'Everyone may turn it on in Account Settings.',
  },
  administrators: {
    id: 'admin.security.policy.administrators.help',
    defaultMessage: 'An administrator without it sets it up before anything else.',
  },
  everyone: {
    id: 'admin.security.policy.everyone.help',
    defaultMessage: 'Anyone without it sets it up before anything else.',
  },
})

/** What the toast says once a rule is saved: "Two-factor sign-in: required for administrators". */
const policySaved: Record<TwoFactorPolicy, MessageDescriptor> = defineMessages({
  nobody: { id: 'admin.security.saved.nobody', defaultMessage: 'Two-factor sign-in: optional for everyone' },
  administrators: {
    id: 'admin.security.saved.administrators',
    defaultMessage: 'Two-factor sign-in: required for administrators',
  },
  everyone: {
    id: 'admin.security.saved.everyone',
    defaultMessage: 'Two-factor sign-in: required for everyone',
  },
})

const messages = {
  ...defineMessages({
    form: { id: 'admin.security.form', defaultMessage: 'Two-factor sign-in rule' },
    policy: { id: 'admin.security.policy', defaultMessage: 'Who must use two-factor sign-in' },
    save: { id: 'admin.security.save', defaultMessage: 'Save' },
    card: { id: 'admin.security.card', defaultMessage: 'Two-factor sign-in' },
    failed: { id: 'admin.security.failed', defaultMessage: 'The security settings could not be loaded.' },
    loading: { id: 'admin.security.loading', defaultMessage: 'Loading the security settings' },
  }),
  shares: defineMessage<{
    people: number
    total: number
    administrators: number
    administratorsTotal: number
  }>({
    id: 'admin.security.shares',
    defaultMessage:
      'Two-factor sign-in is on for {people} of {total} people, {administrators} of {administratorsTotal} administrators.',
  }),
  without: defineMessage<{ count: number }>({
    id: 'admin.security.without',
    defaultMessage:
      '{count, plural, one {# person} other {# people}} without it will be asked to set it up at their next step in Foyer. They stay signed in meanwhile.',
  }),
}

function PolicyForm({ settings }: { settings: SecuritySettings }) {
  const { setTwoFactorPolicy } = useAdminActions()
  const intl = useIntl()
  // Its options are the only values it can have; the server checks what it is sent.
  const { control, handleSubmit, setError, formState } = useForm<{ twoFactorPolicy: TwoFactorPolicy }>({
    defaultValues: { twoFactorPolicy: settings.twoFactorPolicy },
  })
  const choice = useWatch({ control, name: 'twoFactorPolicy' })
  const serverError = useServerError(setError, ['twoFactorPolicy'])
  const without =
    choice === 'everyone'
      ? settings.people.total - settings.people.withTwoFactor
      : choice === 'administrators'
        ? settings.administrators.total - settings.administrators.withTwoFactor
        : 0
  const onSubmit = handleSubmit(async ({ twoFactorPolicy }) => {
    if (await serverError.attempt(() => setTwoFactorPolicy(twoFactorPolicy)))
      showToast({ message: intl.formatMessage(policySaved[twoFactorPolicy]) })
  })
  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.form)}>
      <Stack sx={{ gap: 2.5 }}>
        <Typography color="textSecondary">
          {intl.formatMessage(messages.shares, {
            people: settings.people.withTwoFactor,
            total: settings.people.total,
            administrators: settings.administrators.withTwoFactor,
            administratorsTotal: settings.administrators.total,
          })}
        </Typography>
        {serverError.error && <FormErrorAlert error={serverError.error} />}
        <FormSelect
          control={control}
          name="twoFactorPolicy"
          label={intl.formatMessage(messages.policy)}
          options={twoFactorPolicies.map((policy) => ({
            value: policy,
            label: intl.formatMessage(policyLabels[policy]),
          }))}
          helperText={intl.formatMessage(policyHelp[choice])}
          sx={{ maxWidth: 420 }}
        />
        {without > 0 && choice !== settings.twoFactorPolicy && (
          <Alert severity="warning">{intl.formatMessage(messages.without, { count: without })}</Alert>
        )}
        <div>
          <ActionButton isPending={formState.isSubmitting} disabled={choice === settings.twoFactorPolicy}>
            {intl.formatMessage(messages.save)}
          </ActionButton>
        </div>
      </Stack>
    </form>
  )
}

export function Component() {
  const { data, error, mutate } = useSecuritySettings()
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/admin/security'])}</PageTitle>
      <MainCard title={intl.formatMessage(messages.card)}>
        {error ? (
          <LoadError what={intl.formatMessage(messages.failed)} error={error} onRetry={() => void mutate()} />
        ) : data ? (
          <PolicyForm key={data.twoFactorPolicy} settings={data} />
        ) : (
          <LoadingSkeleton variant="rounded" height={180} label={intl.formatMessage(messages.loading)} />
        )}
      </MainCard>
    </>
  )
}
