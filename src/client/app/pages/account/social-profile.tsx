import { zodResolver } from '@hookform/resolvers/zod'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { defineMessage, defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
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
import { pageTitles } from '#client/navigation/page-titles.ts'
import { type Account, type SocialLinksUpdate, socialLinksUpdateSchema } from '#shared/account.ts'
import { type SocialKind, socialKinds } from '#shared/account-rules.ts'

const fieldNames = socialKinds.map((kind) => `socialLinks.${kind}` as const)

/** Every kind has a field; an empty field means no link of that kind. */
function formValuesOf(account: Account): SocialLinksUpdate {
  return {
    socialLinks: Object.fromEntries(socialKinds.map((kind) => [kind, account.socialLinks[kind] ?? ''])),
  }
}

/** The kinds' names as `socialLabels` in src/shared/account-rules.ts has them, in the page's language. */
const socialKindLabels: Record<SocialKind, MessageDescriptor> = defineMessages({
  website: { id: 'account-pages.social.kind.website', defaultMessage: 'Website' },
  github: { id: 'account-pages.social.kind.github', defaultMessage: 'GitHub' },
  gitlab: { id: 'account-pages.social.kind.gitlab', defaultMessage: 'GitLab' },
  linkedin: { id: 'account-pages.social.kind.linkedin', defaultMessage: 'LinkedIn' },
  x: { id: 'account-pages.social.kind.x', defaultMessage: 'X' },
  mastodon: { id: 'account-pages.social.kind.mastodon', defaultMessage: 'Mastodon' },
  bluesky: { id: 'account-pages.social.kind.bluesky', defaultMessage: 'Bluesky' },
  youtube: { id: 'account-pages.social.kind.youtube', defaultMessage: 'YouTube' },
})

const messages = defineMessages({
  unsaved: {
    id: 'account-pages.social.unsaved',
    description: 'What a form with changes would lose, in "Your changes to … are not saved."',
    defaultMessage: 'your social links',
  },
  saved: { id: 'account-pages.social.saved', defaultMessage: 'Your social links are saved' },
  form: { id: 'account-pages.social.form', defaultMessage: 'Social links' },
  save: { id: 'account-pages.social.save', defaultMessage: 'Save links' },
  notLoaded: { id: 'account-pages.social.not-loaded', defaultMessage: 'Your links could not be loaded.' },
  yourLinks: { id: 'account-pages.social.your-links', defaultMessage: 'Your links' },
  intro: {
    id: 'account-pages.social.intro',
    defaultMessage:
      'Links to your pages elsewhere, shown on your profile to the people of this instance. Leave a field empty for none. Only web addresses starting with https:// or http:// are accepted.',
  },
  loading: { id: 'account-pages.social.loading', defaultMessage: 'Loading your links' },
  onProfile: { id: 'account-pages.social.on-profile', defaultMessage: 'On your profile' },
  none: { id: 'account-pages.social.none', defaultMessage: 'No links yet.' },
})
const example = defineMessage<{ url: string }>({
  id: 'account-pages.social.field.help',
  defaultMessage: 'For example {url}',
})

const examples: Record<SocialKind, string> = {
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
  const intl = useIntl()
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
  useUnsavedChanges(isDirty && !isSubmitting, intl.formatMessage(messages.unsaved))
  const serverError = useServerError(setError, fieldNames)

  const onSubmit = handleSubmit(async (values) => {
    if (await serverError.attempt(async () => reset(formValuesOf(await updateSocialLinks(values)))))
      showToast({ message: intl.formatMessage(messages.saved) })
  })

  return (
    <form noValidate onSubmit={onSubmit} aria-label={intl.formatMessage(messages.form)}>
      {serverError.error && <FormErrorAlert error={serverError.error} sx={{ mb: 3 }} />}
      <Grid container spacing={3}>
        {socialKinds.map((kind) => (
          <Grid key={kind} size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name={`socialLinks.${kind}`}
              label={intl.formatMessage(socialKindLabels[kind])}
              type="url"
              autoComplete="url"
              helperText={intl.formatMessage(example, { url: examples[kind] })}
              slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
            />
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 3 }}>
        <ActionButton isPending={isSubmitting}>{intl.formatMessage(messages.save)}</ActionButton>
      </Box>
    </form>
  )
}

/** Social Profile: the links shown on the person's profile, one per kind, http(s) only. */
export function Component() {
  const { data: account, error, isLoading, isValidating, mutate } = useAccount()
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/account/social'])}</PageTitle>
      {error && !account ? (
        <LoadError
          what={intl.formatMessage(messages.notLoaded)}
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      ) : (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <MainCard title={intl.formatMessage(messages.yourLinks)}>
              <Typography color="textSecondary" sx={{ mb: 3 }}>
                {intl.formatMessage(messages.intro)}
              </Typography>
              {isLoading && (
                <Box role="status" aria-label={intl.formatMessage(messages.loading)}>
                  <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
                  <Skeleton variant="rounded" height={48} />
                </Box>
              )}
              {account && <SocialLinksForm key={account.id} account={account} />}
            </MainCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <MainCard title={intl.formatMessage(messages.onProfile)}>
              {account &&
                (safeSocialLinks(account.socialLinks).length > 0 ? (
                  <SocialLinkList links={account.socialLinks} />
                ) : (
                  <Typography color="textSecondary">{intl.formatMessage(messages.none)}</Typography>
                ))}
              {isLoading && <Skeleton variant="text" width="60%" aria-hidden />}
            </MainCard>
          </Grid>
        </Grid>
      )}
    </>
  )
}
