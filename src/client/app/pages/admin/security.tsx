import Alert from '@mui/material/Alert'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useForm, useWatch } from 'react-hook-form'
import { ActionButton } from '#client/components/form/form-buttons.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { FormSelect } from '#client/components/form/form-select.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { useAdminActions, useSecuritySettings } from '#client/features/admin/api/admin-api.ts'
import {
  type SecuritySettings,
  type TwoFactorPolicy,
  twoFactorPolicies,
  twoFactorPolicyLabels,
} from '#shared/two-factor.ts'

// Administration › Security: who must use two-factor sign-in, with how many have it on, so that the
// administrator sees whom a stricter rule sends to set it up first (decision 024).

const policyHelp: Record<TwoFactorPolicy, string> = {
  nobody: 'Everyone may turn it on in Account Settings.',
  administrators: 'An administrator without it sets it up before anything else.',
  everyone: 'Anyone without it sets it up before anything else.',
}

const share = ({ withTwoFactor, total }: { withTwoFactor: number; total: number }) =>
  `${withTwoFactor} of ${total}`

function PolicyForm({ settings }: { settings: SecuritySettings }) {
  const { setTwoFactorPolicy } = useAdminActions()
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
      showToast({ message: `Two-factor sign-in: ${twoFactorPolicyLabels[twoFactorPolicy].toLowerCase()}` })
  })
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Two-factor sign-in rule">
      <Stack sx={{ gap: 2.5 }}>
        <Typography color="textSecondary">
          Two-factor sign-in is on for {share(settings.people)} people, {share(settings.administrators)}{' '}
          administrators.
        </Typography>
        {serverError.error && <FormErrorAlert error={serverError.error} />}
        <FormSelect
          control={control}
          name="twoFactorPolicy"
          label="Who must use two-factor sign-in"
          options={twoFactorPolicies.map((policy) => ({
            value: policy,
            label: twoFactorPolicyLabels[policy],
          }))}
          helperText={policyHelp[choice]}
          sx={{ maxWidth: 420 }}
        />
        {without > 0 && choice !== settings.twoFactorPolicy && (
          <Alert severity="warning">
            {without === 1 ? '1 person' : `${without} people`} without it will be asked to set it up at their
            next step in Foyer. They stay signed in meanwhile.
          </Alert>
        )}
        <div>
          <ActionButton isPending={formState.isSubmitting} disabled={choice === settings.twoFactorPolicy}>
            Save
          </ActionButton>
        </div>
      </Stack>
    </form>
  )
}

export function Component() {
  const { data, error, mutate } = useSecuritySettings()
  return (
    <>
      <PageTitle>Security</PageTitle>
      <MainCard title="Two-factor sign-in">
        {error ? (
          <LoadError
            what="The security settings could not be loaded."
            error={error}
            onRetry={() => void mutate()}
          />
        ) : data ? (
          <PolicyForm key={data.twoFactorPolicy} settings={data} />
        ) : (
          <Skeleton variant="rounded" height={180} aria-label="Loading the security settings" />
        )}
      </MainCard>
    </>
  )
}
