import Alert from '@mui/material/Alert'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'
import { AuthCard } from '#client/components/auth-card.tsx'

// Registration arrives with accounts (issue 3); until then the screen says so plainly.
export function Component() {
  return (
    <AuthCard>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 3 }}>
        <Typography variant="h3" component="h1">
          Sign up
        </Typography>
        <Link component={RouterLink} to="/login" variant="body1" underline="hover">
          Already have an account?
        </Link>
      </Stack>
      <Alert severity="info">
        Registration is not open on this instance yet: accounts come with the next release of Foyer.
      </Alert>
      <Link component={RouterLink} to="/dashboard/default" sx={{ display: 'inline-block', mt: 3 }}>
        Go to the dashboard
      </Link>
    </AuthCard>
  )
}
