import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink, useLocation } from 'react-router'

export function Component() {
  const { pathname } = useLocation()
  return (
    <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 2, maxWidth: 560 }}>
      <Typography variant="overline" color="textSecondary" component="p">
        Error 404
      </Typography>
      <Typography variant="h2" component="h1">
        Page not found
      </Typography>
      <Typography color="textSecondary">
        There is no page at <strong>{pathname}</strong>. It may have moved, or the address may be mistyped.
      </Typography>
      <Button component={RouterLink} to="/dashboard/default" variant="contained">
        Go to the dashboard
      </Button>
    </Stack>
  )
}
