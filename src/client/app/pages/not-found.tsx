import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessages, FormattedMessage, useIntl } from 'react-intl'
import { Link as RouterLink, useLocation } from 'react-router'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import { HOME_PATH } from '#shared/auth-rules.ts'

const messages = defineMessages({
  error: { id: 'not-found.error', defaultMessage: 'Error 404' },
  title: { id: 'not-found.title', defaultMessage: 'Page not found' },
  dashboard: { id: 'not-found.dashboard', defaultMessage: 'Go to the dashboard' },
  signIn: { id: 'not-found.sign-in', defaultMessage: 'Sign in' },
})

/** Not found: in the dashboard's shell for someone signed in, with a way back; else with Sign in. */
export function Component() {
  const intl = useIntl()
  const { pathname } = useLocation()
  const isSignedIn = Boolean(useKnownMe().data)
  return (
    <Stack
      sx={{ alignItems: 'center', textAlign: 'center', gap: 2, maxWidth: 560, mx: 'auto', py: { sm: 6 } }}
    >
      <Typography variant="overline" color="textSecondary" component="p">
        {intl.formatMessage(messages.error)}
      </Typography>
      <Typography variant="h2" component="h1">
        {intl.formatMessage(messages.title)}
      </Typography>
      <Typography color="textSecondary">
        <FormattedMessage
          id="not-found.text"
          defaultMessage="There is no page at <strong>{pathname}</strong>. It may have moved, or the address may be mistyped."
          values={{ pathname, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      </Typography>
      {isSignedIn ? (
        <Button component={RouterLink} to={HOME_PATH} variant="contained">
          {intl.formatMessage(messages.dashboard)}
        </Button>
      ) : (
        <Button component={RouterLink} to="/login" variant="contained">
          {intl.formatMessage(messages.signIn)}
        </Button>
      )}
    </Stack>
  )
}
