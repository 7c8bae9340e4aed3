import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { type Control, useForm, useWatch } from 'react-hook-form'
import { ActionButton } from '#client/components/form/form-buttons.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useUnsavedChanges } from '#client/components/form/unsaved-changes.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { TextLink } from '#client/components/text-link.tsx'
import { showToast } from '#client/components/toast.tsx'
import { useAccountActions } from '#client/features/account/api/account-actions.ts'
import { useAccount } from '#client/features/account/api/account-api.ts'
import { AvatarEditor } from '#client/features/account/components/avatar-editor.tsx'
import { type Account, type ProfileUpdate, profileUpdateSchema } from '#shared/account.ts'
import { BIO_MAX_LENGTH } from '#shared/profile-limits.ts'

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

/** The bio's length: it follows the bio on its own, so that the form does not render at each key. */
function BioCounter({ id, control }: { id: string; control: Control<ProfileUpdate> }) {
  const length = (useWatch({ control, name: 'bio' }) ?? '').trim().length
  return (
    <Typography
      id={id}
      variant="caption"
      component="p"
      color={length > BIO_MAX_LENGTH ? 'error' : 'textSecondary'}
      sx={{ mt: 0.5, textAlign: 'right' }}
    >
      {length} of {BIO_MAX_LENGTH} characters
    </Typography>
  )
}

function ProfileForm({ account }: { account: Account }) {
  const { updateProfile } = useAccountActions()
  const counterId = useId()
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(account),
  })
  useUnsavedChanges(isDirty && !isSubmitting, 'your profile')
  const serverError = useServerError(setError, fieldNames)

  const onSubmit = handleSubmit(async (values) => {
    if (await serverError.attempt(async () => reset(formValuesOf(await updateProfile(values)))))
      showToast({ message: 'Your profile is saved' })
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Profile details">
      {serverError.error && <FormErrorAlert error={serverError.error} sx={{ mb: 3 }} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="jobTitle"
            label="Job title"
            autoComplete="organization-title"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="company" label="Company" autoComplete="organization" />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="location"
            label="Location"
            autoComplete="address-level2"
            helperText="A city or a region, as you want others to see it."
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="bio"
            label="Bio"
            autoComplete="off"
            multiline
            minRows={4}
            helperText="Plain text; line breaks are kept."
            describedBy={counterId}
          />
          <BioCounter id={counterId} control={control} />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ mt: 3, gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <ActionButton isPending={isSubmitting}>Save profile</ActionButton>
        <TextLink to="/account/profile" underline="hover">
          See your profile as others do
        </TextLink>
      </Stack>
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
