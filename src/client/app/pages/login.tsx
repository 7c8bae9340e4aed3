import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { AuthCard } from '#client/components/auth-card.tsx'

// The sign-in form arrives with accounts (issue 3). Until then the screen says so plainly instead
// of showing a form that sends nothing.
export function Component() {
  return (
    <AuthCard>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 3 }}>
        <Typography variant="h3" component="h1">
          Login
        </Typography>
        <Link component={RouterLink} to="/register" variant="body1" underline="hover">
          Don&apos;t have an account?
        </Link>
      </Stack>
      <Alert severity="info">
        Sign-in is not set up on this instance yet: accounts come with the next release of Foyer. Every page
        of the dashboard is open in the meantime.
      </Alert>
      <Link component={RouterLink} to="/dashboard/default" sx={{ display: 'inline-block', mt: 3 }}>
        Go to the dashboard
      </Link>
    </AuthCard>
  )
}
