import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { LazyFormError } from '#client/components/lazy-form-error.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { preloadAccountForm, useAccountActions } from '#client/features/account/api/account-actions.ts'
import { useAccount } from '#client/features/account/api/account-api.ts'
import { SocialLinkList, safeSocialLinks } from '#client/features/account/components/social-link-list.tsx'
import { AuthTextField } from '#client/features/auth/components/auth-text-field.tsx'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { formLogic, useIntentForm } from '#client/lib/intent-form.tsx'
import type { Account, SocialLinksUpdate } from '#shared/account.ts'
import { socialKinds, socialLabels } from '#shared/account-rules.ts'

const socialLinksLogic = formLogic<SocialLinksUpdate>(() =>
  import('#client/features/account/lib/form-resolvers.ts').then((module) => module.socialLinksResolver),
)

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
  const [serverError, setServerError] = useState<{ key: number; error: ApiRequestError } | null>(null)
  const [savedKey, setSavedKey] = useState(0)
  const form = useIntentForm({
    preload: preloadAccountForm,
    logic: socialLinksLogic,
    defaultValues: formValuesOf(account),
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null)
    setSavedKey(0)
    try {
      const updated = await updateSocialLinks(values)
      form.reset(formValuesOf(updated))
    } catch (caught) {
      const error = form.showFailure(caught, fieldNames)
      if (error) setServerError((previous) => ({ key: (previous?.key ?? 0) + 1, error }))
      return
    }
    setSavedKey((previous) => previous + 1)
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Social links" {...form.intent}>
      {form.logic}
      {serverError && <LazyFormError key={serverError.key} error={serverError.error} />}
      <Grid container spacing={3}>
        {socialKinds.map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6 }}>
            <AuthTextField
              label={socialLabels[kind]}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              helperText={`For example ${examples[kind]}`}
              error={form.error(`socialLinks.${kind}`)}
              {...form.field(`socialLinks.${kind}`)}
            />
          </Grid>
        ))}
      </Grid>
      <Button
        type="submit"
        variant="contained"
        loading={form.isSubmitting}
        aria-busy={form.isSubmitting}
        sx={{ mt: 3 }}
      >
        Save links
      </Button>
      {savedKey > 0 && (
        <Alert key={savedKey} severity="success" role="status" sx={{ mt: 2 }}>
          Your links are saved.
        </Alert>
      )}
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
