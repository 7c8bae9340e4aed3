import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { LazyFormError } from '#client/components/lazy-form-error.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { preloadAccountForm, useAccountActions } from '#client/features/account/api/account-actions.ts'
import { useAccount } from '#client/features/account/api/account-api.ts'
import { AvatarEditor } from '#client/features/account/components/avatar-editor.tsx'
import { AuthTextArea } from '#client/features/auth/components/auth-text-area.tsx'
import { AuthTextField } from '#client/features/auth/components/auth-text-field.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formLogic, useIntentForm } from '#client/lib/intent-form.tsx'
import type { Account, ProfileUpdate } from '#shared/account.ts'
import { BIO_MAX_LENGTH } from '#shared/profile-limits.ts'

const profileLogic = formLogic<ProfileUpdate>(() =>
  import('#client/features/account/lib/form-resolvers.ts').then((module) => module.profileResolver),
)

const fieldNames = ['firstName', 'lastName', 'jobTitle', 'company', 'location', 'bio'] as const

function formValuesOf(account: Account): ProfileUpdate {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    jobTitle: account.jobTitle ?? '',
    company: account.company ?? '',
    location: account.location ?? '',
    bio: account.bio ?? '',
  }
}

function ProfileForm({ account }: { account: Account }) {
  const { updateProfile } = useAccountActions()
  const counterId = useId()
  const [serverError, setServerError] = useState<{ key: number; error: ApiRequestError } | null>(null)
  const [savedKey, setSavedKey] = useState(0)
  const form = useIntentForm({
    preload: preloadAccountForm,
    logic: profileLogic,
    defaultValues: formValuesOf(account),
    watch: ['bio'],
  })
  const bioLength = form.value('bio').trim().length

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null)
    setSavedKey(0)
    try {
      const updated = await updateProfile(values)
      form.reset(formValuesOf(updated))
    } catch (caught) {
      const error = form.showFailure(caught, fieldNames)
      if (error) setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error }))
      return
    }
    setSavedKey((previous) => previous + 1)
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile details" {...form.intent}>
      {form.logic}
      {serverError && <LazyFormError key={serverError.key} error={serverError.error} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AuthTextField
            label="First name"
            autoComplete="given-name"
            error={form.error('firstName')}
            {...form.field('firstName')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AuthTextField
            label="Last name"
            autoComplete="family-name"
            error={form.error('lastName')}
            {...form.field('lastName')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AuthTextField
            label="Job title"
            autoComplete="organization-title"
            error={form.error('jobTitle')}
            {...form.field('jobTitle')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AuthTextField
            label="Company"
            autoComplete="organization"
            error={form.error('company')}
            {...form.field('company')}
          />
        </Grid>
        <Grid size={12}>
          <AuthTextField
            label="Location"
            autoComplete="address-level2"
            helperText="A city or a region, as you want others to see it."
            error={form.error('location')}
            {...form.field('location')}
          />
        </Grid>
        <Grid size={12}>
          <AuthTextArea
            label="Bio"
            autoComplete="off"
            minRows={4}
            helperText="Plain text; line breaks are kept."
            describedBy={counterId}
            error={form.error('bio')}
            {...form.field('bio')}
          />
          <Typography
            id={counterId}
            variant="caption"
            component="p"
            color={bioLength > BIO_MAX_LENGTH ? 'error' : 'text.secondary'}
            sx={{ mt: 0.5, textAlign: 'right' }}
          >
            {bioLength} of {BIO_MAX_LENGTH} characters
          </Typography>
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ mt: 3, gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={form.isSubmitting} aria-busy={form.isSubmitting}>
          Save profile
        </Button>
        <TextLink to="/account/profile" underline="hover">
          See your profile as others do
        </TextLink>
      </Stack>
      {savedKey > 0 && (
        <Alert key={savedKey} severity="success" role="status" sx={{ mt: 2 }}>
          Your profile is saved.
        </Alert>
      )}
    </form>
  )
}

function FormSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label}>
      <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={120} />
    </Box>
  )
}

/** Edit Profile: the photo, and the name, work, location and bio others see on the profile. */
export function Component() {
  const { data: account, error, isLoading, isValidating, mutate } = useAccount()
  return (
    <>
      <PageTitle>Edit Profile</PageTitle>
      {error && !account ? (
        <LoadError
          what="Your profile could not be loaded."
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <MainCard title="Photo">
              {isLoading && <Skeleton variant="circular" width={96} height={96} aria-hidden />}
              {account && <AvatarEditor account={account} />}
            </MainCard>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <MainCard title="Profile details">
              {isLoading && <FormSkeleton label="Loading your profile" />}
              {/* Another person signing in in this tab starts a fresh form. */}
              {account && <ProfileForm key={account.id} account={account} />}
            </MainCard>
          </Grid>
        </Grid>
      )}
    </>
  )
}
