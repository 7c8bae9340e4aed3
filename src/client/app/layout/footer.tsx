import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessage, defineMessages, useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { pageTitle } from '#client/navigation/page-titles.ts'

export const footerLinks = [
  { to: '/about', label: 'About us' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
] as const

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
        {footerLinks.map((link) => (
          <li key={link.to}>
            <Link
              component={RouterLink}
              to={link.to}
              variant="caption"
              color="textSecondary"
              underline="hover"
            >
              {pageTitle(intl, link.to, link.label)}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  )
}
