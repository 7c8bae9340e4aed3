import EditOutlinedIcon from '@ant-design/icons-svg/es/asn/EditOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { antIcon } from '#client/components/ant-icon.tsx'
import { LoadError } from '#client/components/load-error.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { useAccount } from '#client/features/account/api/account-api.ts'
import { ProfileCard, ProfileCardSkeleton } from '#client/features/account/components/profile-card.tsx'

const EditOutlined = antIcon(EditOutlinedIcon)

/** View Profile: the signed-in person as the other people of the instance see them. */
export function Component() {
  const { data: account, error, isLoading, isValidating, mutate } = useAccount()
  return (
    <>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2 }}
      >
        <PageTitle>View Profile</PageTitle>
        <Button
          component={RouterLink}
          to="/account/profile/edit"
          variant="contained"
          startIcon={<EditOutlined aria-hidden />}
          sx={{ mb: 2.5 }}
        >
          Edit profile
        </Button>
      </Stack>
      <Typography color="textSecondary" sx={{ mb: 2.5 }}>
        This is how the people of this instance see you. Your email address is not shown to them.
      </Typography>
      {isLoading && <ProfileCardSkeleton label="Loading your profile" />}
      {error && !account && (
        <LoadError
          what="Your profile could not be loaded."
          error={error}
          onRetry={() => void mutate()}
          isRetrying={isValidating}
        />
      )}
      {account && <ProfileCard person={account} />}
    </>
  )
}
