import EditOutlinedIcon from '@ant-design/icons-svg/es/asn/EditOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessages, useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { useAccount } from '#client/features/account/api/account-api.ts'
import { ProfileCard, ProfileCardSkeleton } from '#client/features/account/components/profile-card.tsx'
import { pageTitles } from '#client/navigation/page-titles.ts'

const EditOutlined = antIcon(EditOutlinedIcon)

const messages = defineMessages({
  edit: { id: 'account-pages.profile.edit', defaultMessage: 'Edit profile' },
  intro: {
    id: 'account-pages.profile.intro',
    defaultMessage:
      'This is how the people of this instance see you. Your email address is not shown to them.',
  },
  loading: { id: 'account-pages.profile.loading', defaultMessage: 'Loading your profile' },
  notLoaded: { id: 'account-pages.profile.not-loaded', defaultMessage: 'Your profile could not be loaded.' },
})

/** View Profile: the signed-in person as the other people of the instance see them. */
export function Component() {
  const { data: account, error, isLoading, isValidating, mutate } = useAccount()
  const intl = useIntl()
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2 }}
      >
        <PageTitle>{intl.formatMessage(pageTitles['/account/profile'])}</PageTitle>
        <Button
          component={RouterLink}
          to="/account/profile/edit"
          variant="contained"
          startIcon={<EditOutlined aria-hidden />}
          sx={{ mb: 2.5 }}
        >
          {intl.formatMessage(messages.edit)}
        </Button>
      </Stack>
      <Typography color="textSecondary" sx={{ mb: 2.5 }}>
        {intl.formatMessage(messages.intro)}
      </Typography>
      {isLoading && <ProfileCardSkeleton label={intl.formatMessage(messages.loading)} />}
      {error && !account && (
        <LoadError
          what={intl.formatMessage(messages.notLoaded)}
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      )}
      {account && <ProfileCard person={account} />}
    </>
  )
}
