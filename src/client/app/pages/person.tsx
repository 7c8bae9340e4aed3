import UserOutlinedIcon from '@ant-design/icons-svg/es/asn/UserOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessages, useIntl } from 'react-intl'
import { Link as RouterLink, useParams } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { usePerson } from '#client/features/account/api/account-api.ts'
import { ProfileCard, ProfileCardSkeleton } from '#client/features/account/components/profile-card.tsx'
import { ApiRequestError } from '#client/lib/fetch-json.ts'
import { pageTitles } from '#client/navigation/page-titles.ts'

const UserOutlined = antIcon(UserOutlinedIcon)

const messages = defineMessages({
  noSuchPerson: { id: 'person.missing', defaultMessage: 'No such person' },
  noSuchPersonText: {
    id: 'person.missing.text',
    defaultMessage:
      'There is no one with this address on this instance. Their account may have been deleted, or the link may be mistyped.',
  },
  ownProfile: { id: 'person.own-profile', defaultMessage: 'See your own profile' },
  loading: { id: 'person.loading', defaultMessage: 'Loading the profile' },
  failed: { id: 'person.load-failed', defaultMessage: 'This profile could not be loaded.' },
})

function NoSuchPerson() {
  const intl = useIntl()
  return (
    <MainCard>
      <Stack sx={{ alignItems: 'flex-start', gap: 1.5 }} role="status">
        <Typography variant="h5" component="h2">
          {intl.formatMessage(messages.noSuchPerson)}
        </Typography>
        <Typography color="textSecondary">{intl.formatMessage(messages.noSuchPersonText)}</Typography>
        <Button component={RouterLink} to="/account/profile" startIcon={<UserOutlined aria-hidden />}>
          {intl.formatMessage(messages.ownProfile)}
        </Button>
      </Stack>
    </MainCard>
  )
}

/** Anyone's profile (/people/:id), as every signed-in person of the instance sees it. */
export function Component() {
  const intl = useIntl()
  const { id = '' } = useParams()
  const { data: person, error, isLoading, isValidating, mutate } = usePerson(id)
  const isMissing = error instanceof ApiRequestError && error.status === 404
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/people/:id'])}</PageTitle>
      {isLoading && <ProfileCardSkeleton label={intl.formatMessage(messages.loading)} />}
      {isMissing && <NoSuchPerson />}
      {error && !isMissing && !person && (
        <LoadError
          what={intl.formatMessage(messages.failed)}
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      )}
      {person && !isMissing && <ProfileCard person={person} />}
    </>
  )
}
