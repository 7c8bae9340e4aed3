import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { type Control, useForm, useWatch } from 'react-hook-form'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
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
import { pageTitles } from '#client/navigation/page-titles.ts'
import { type Account, type ProfileUpdate, profileUpdateSchema } from '#shared/account.ts'
import { BIO_MAX_LENGTH } from '#shared/profile-limits.ts'

const messages = defineMessages({
  unsaved: {
    id: 'account-pages.edit-profile.unsaved',
    description: 'What a form with changes would lose, in "Your changes to … are not saved."',
    defaultMessage: 'your profile',
  },
  saved: { id: 'account-pages.edit-profile.saved', defaultMessage: 'Your profile is saved' },
  form: { id: 'account-pages.edit-profile.form', defaultMessage: 'Profile details' },
  firstName: { id: 'account-pages.edit-profile.first-name', defaultMessage: 'First name' },
  lastName: { id: 'account-pages.edit-profile.last-name', defaultMessage: 'Last name' },
  jobTitle: { id: 'account-pages.edit-profile.job-title', defaultMessage: 'Job title' },
  company: { id: 'account-pages.edit-profile.company', defaultMessage: 'Company' },
  location: { id: 'account-pages.edit-profile.location', defaultMessage: 'Location' },
  locationHelp: {
    id: 'account-pages.edit-profile.location.help',
    defaultMessage: 'A city or a region, as you want others to see it.',
  },
  bio: { id: 'account-pages.edit-profile.bio', defaultMessage: 'Bio' },
  bioHelp: { id: 'account-pages.edit-profile.bio.help', defaultMessage: 'Plain text; line breaks are kept.' },
  save: { id: 'account-pages.edit-profile.save', defaultMessage: 'Save profile' },
  seeProfile: {
    id: 'account-pages.edit-profile.see-profile',
    defaultMessage: 'See your profile as others do',
  },
  notLoaded: {
    id: 'account-pages.edit-profile.not-loaded',
    defaultMessage: 'Your profile could not be loaded.',
  },
  photo: { id: 'account-pages.edit-profile.photo', defaultMessage: 'Photo' },
  loading: { id: 'account-pages.edit-profile.loading', defaultMessage: 'Loading your profile' },
})
const bioLength = defineMessage<{ length: number; max: number }>({
  id: 'account-pages.edit-profile.bio.length',
  defaultMessage: '{length} of {max, plural, one {{max} character} other {{max} characters}}',
})

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
  const intl = useIntl()
  return (
    <Typography
      id={id}
      variant="caption"
      component="p"
      color={length > BIO_MAX_LENGTH ? 'error' : 'textSecondary'}
      sx={{ mt: 0.5, textAlign: 'right' }}
    >
      {intl.formatMessage(bioLength, { length, max: BIO_MAX_LENGTH })}
    </Typography>
  )
}

function ProfileForm({ account }: { account: Account }) {
  const { updateProfile } = useAccountActions()
  const intl = useIntl()
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
  useUnsavedChanges(isDirty && !isSubmitting, intl.formatMessage(messages.unsaved))
  const serverError = useServerError(setError, fieldNames)

  const onSubmit = handleSubmit(async (values) => {
    if (await serverError.attempt(async () => reset(formValuesOf(await updateProfile(values)))))
      showToast({ message: intl.formatMessage(messages.saved) })
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.form)}>
      {serverError.error && <FormErrorAlert error={serverError.error} sx={{ mb: 3 }} />}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="firstName"
            label={intl.formatMessage(messages.firstName)}
            autoComplete="given-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="lastName"
            label={intl.formatMessage(messages.lastName)}
            autoComplete="family-name"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="jobTitle"
            label={intl.formatMessage(messages.jobTitle)}
            autoComplete="organization-title"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="company"
            label={intl.formatMessage(messages.company)}
            autoComplete="organization"
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="location"
            label={intl.formatMessage(messages.location)}
            autoComplete="address-level2"
            helperText={intl.formatMessage(messages.locationHelp)}
          />
        </Grid>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="bio"
            label={intl.formatMessage(messages.bio)}
            autoComplete="off"
            multiline
            minRows={4}
            helperText={intl.formatMessage(messages.bioHelp)}
            describedBy={counterId}
          />
          <BioCounter id={counterId} control={control} />
        </Grid>
      </Grid>
      <Stack direction="row" sx={{ mt: 3, gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <ActionButton isPending={isSubmitting}>{intl.formatMessage(messages.save)}</ActionButton>
        <TextLink to="/account/profile" underline="hover">
          {intl.formatMessage(messages.seeProfile)}
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
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/account/profile/edit'])}</PageTitle>
      {error && !account ? (
        <LoadError
          what={intl.formatMessage(messages.notLoaded)}
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <MainCard title={intl.formatMessage(messages.photo)}>
              {isLoading && <Skeleton variant="circular" width={96} height={96} aria-hidden />}
              {account && <AvatarEditor account={account} />}
            </MainCard>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <MainCard title={intl.formatMessage(messages.form)}>
              {isLoading && <FormSkeleton label={intl.formatMessage(messages.loading)} />}
              {/* Another person signing in in this tab starts a fresh form. */}
              {account && <ProfileForm key={account.id} account={account} />}
            </MainCard>
          </Grid>
        </Grid>
      )}
    </>
  )
}
