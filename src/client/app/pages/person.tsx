import UserOutlinedIcon from '@ant-design/icons-svg/es/asn/UserOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useParams } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { usePerson } from '#client/features/account/api/account-api.ts'
import { ProfileCard, ProfileCardSkeleton } from '#client/features/account/components/profile-card.tsx'
import { ApiRequestError } from '#client/lib/fetch-json.ts'

const UserOutlined = antIcon(UserOutlinedIcon)

function NoSuchPerson() {
  return (
    <MainCard>
      <Stack sx={{ alignItems: 'flex-start', gap: 1.5 }} role="status">
        <Typography variant="h5" component="h2">
          No such person
        </Typography>
        <Typography color="textSecondary">
          There is no one with this address on this instance. Their account may have been deleted, or the link
          may be mistyped.
        </Typography>
        <Button component={RouterLink} to="/account/profile" startIcon={<UserOutlined aria-hidden />}>
          See your own profile
        </Button>
      </Stack>
    </MainCard>
  )
}

/** Anyone's profile (/people/:id), as every signed-in person of the instance sees it. */
export function Component() {
  const { id = '' } = useParams()
  const { data: person, error, isLoading, isValidating, mutate } = usePerson(id)
  const isMissing = error instanceof ApiRequestError && error.status === 404
  return (
    <>
      <PageTitle>Profile</PageTitle>
      {isLoading && <ProfileCardSkeleton label="Loading the profile" />}
      {isMissing && <NoSuchPerson />}
      {error && !isMissing && !person && (
        <LoadError
          what="This profile could not be loaded."
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      )}
      {person && !isMissing && <ProfileCard person={person} />}
    </>
  )
}
