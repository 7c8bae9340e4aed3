import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { pageTitles } from '#client/navigation/page-titles.ts'
import type { PagePath } from '#shared/pages.ts'

const footerPaths = ['/about', '/privacy', '/terms'] as const satisfies readonly PagePath[]

const messages = defineMessages({ label: { id: 'footer.label', defaultMessage: 'Footer' } })
const product = defineMessage<{ version: string }>({
  id: 'footer.product',
  defaultMessage: 'Foyer {version}: an open administration dashboard',
})

/** The footer: About us, Privacy and Terms lead to pages inside the app. */
export function Footer() {
  const intl = useIntl()
  return (
    <Stack
      component="footer"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, pt: 3, mt: 'auto' }}
    >
      <Typography variant="caption" color="textSecondary">
        {intl.formatMessage(product, { version: __APP_VERSION__ })}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        sx={{ gap: 2, listStyle: 'none', m: 0, p: 0 }}
        aria-label={intl.formatMessage(messages.label)}
      >
        {footerPaths.map((path) => (
          <li key={path}>
            <Link component={RouterLink} to={path} variant="caption" color="textSecondary" underline="hover">
              {intl.formatMessage(pageTitles[path])}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  )
}
