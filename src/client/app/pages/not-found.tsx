import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLocation } from 'react-router'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { HOME_PATH } from '#shared/auth-rules.ts'

/** Not found: in the dashboard's shell for someone signed in, with a way back; else with Sign in. */
export function Component() {
  const { pathname } = useLocation()
  const isSignedIn = Boolean(useKnownMe().data)
  return (
    <Stack
      sx={{ alignItems: 'center', textAlign: 'center', gap: 2, maxWidth: 560, mx: 'auto', py: { sm: 6 } }}
    >
      <Typography variant="overline" color="textSecondary" component="p">
        Error 404
      </Typography>
      <Typography variant="h2" component="h1">
        Page not found
      </Typography>
      <Typography color="textSecondary">
        There is no page at <strong>{pathname}</strong>. It may have moved, or the address may be mistyped.
      </Typography>
      {isSignedIn ? (
        <Button component={RouterLink} to={HOME_PATH} variant="contained">
          Go to the dashboard
        </Button>
      ) : (
        <Button component={RouterLink} to="/login" variant="contained">
          Sign in
        </Button>
      )}
    </Stack>
  )
}
