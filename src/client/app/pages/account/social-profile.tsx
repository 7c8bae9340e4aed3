import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { ActionButton } from '#client/components/form/form-buttons.tsx'
import { FormErrorAlert } from '#client/components/form/form-error-alert.tsx'
import { FormTextField } from '#client/components/form/form-text-field.tsx'
import { useUnsavedChanges } from '#client/components/form/unsaved-changes.tsx'
import { useServerError } from '#client/components/form/use-server-error.ts'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { showToast } from '#client/components/toast.tsx'
import { useAccountActions } from '#client/features/account/api/account-actions.ts'
import { useAccount } from '#client/features/account/api/account-api.ts'
import { SocialLinkList, safeSocialLinks } from '#client/features/account/components/social-link-list.tsx'
import { type Account, type SocialLinksUpdate, socialLinksUpdateSchema } from '#shared/account.ts'
import { socialKinds, socialLabels } from '#shared/account-rules.ts'

const fieldNames = socialKinds.map((kind) => `socialLinks.${kind}` as const)

/** Every kind has a field; an empty field means no link of that kind. */
function formValuesOf(account: Account): SocialLinksUpdate {
  return {
    socialLinks: Object.fromEntries(socialKinds.map((kind) => [kind, account.socialLinks[kind] ?? ''])),
  }
}

const examples: Record<(typeof socialKinds)[number], string> = {
  website: 'https://example.com',
  github: 'https://github.com/your-name',
  gitlab: 'https://gitlab.com/your-name',
  linkedin: 'https://www.linkedin.com/in/your-name',
  x: 'https://x.com/your-name',
  mastodon: 'https://mastodon.social/@your-name',
  bluesky: 'https://bsky.app/profile/your-name',
  youtube: 'https://www.youtube.com/@your-name',
}

function SocialLinksForm({ account }: { account: Account }) {
  const { updateSocialLinks } = useAccountActions()
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting },
  } = useForm({
    resolver: zodResolver(socialLinksUpdateSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(account),
  })
  useUnsavedChanges(isDirty && !isSubmitting, 'your social links')
  const serverError = useServerError(setError, fieldNames)

  const onSubmit = handleSubmit(async (values) => {
    if (await serverError.attempt(async () => reset(formValuesOf(await updateSocialLinks(values)))))
      showToast({ message: 'Your social links are saved' })
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Social links">
      {serverError.error && <FormErrorAlert error={serverError.error} sx={{ mb: 3 }} />}
      <Grid container spacing={3}>
        {socialKinds.map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name={`socialLinks.${kind}`}
              label={socialLabels[kind]}
              type="url"
              autoComplete="url"
              helperText={`For example ${examples[kind]}`}
              slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
            />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 3 }}>
        <ActionButton isPending={isSubmitting}>Save links</ActionButton>
      </Box>
    </form>
  )
}

/** Social Profile: the links shown on the person's profile, one per kind, http(s) only. */
export function Component() {
  const { data: account, error, isLoading, isValidating, mutate } = useAccount()
  return (
    <>
      <PageTitle>Social Profile</PageTitle>
      {error && !account ? (
        <LoadError
          what="Your links could not be loaded."
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <MainCard title="Your links">
              <Typography color="textSecondary" sx={{ mb: 3 }}>
                Links to your pages elsewhere, shown on your profile to the people of this instance. Leave a
                field empty for none. Only web addresses starting with https:// or http:// are accepted.
              </Typography>
              {isLoading && (
                <Box role="status" aria-label="Loading your links">
                  <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
                  <Skeleton variant="rounded" height={48} />
                </Box>
              )}
              {account && <SocialLinksForm key={account.id} account={account} />}
            </MainCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <MainCard title="On your profile">
              {account &&
                (safeSocialLinks(account.socialLinks).length > 0 ? (
                  <SocialLinkList links={account.socialLinks} />
                ) : (
                  <Typography color="textSecondary">No links yet.</Typography>
                ))}
              {isLoading && <Skeleton variant="text" width="60%" aria-hidden />}
            </MainCard>
          </Grid>
        </Grid>
      )}
    </>
  )
}
