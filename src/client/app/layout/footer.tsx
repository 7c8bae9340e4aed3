import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from 'react-router'

export const footerLinks = [
  { to: '/about', label: 'About us' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
] as const

/** The footer: About us, Privacy and Terms lead to pages inside the app. */
export function Footer() {
  return (
    <Stack
      component="footer"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, pt: 3, mt: 'auto' }}
    >
      <Typography variant="caption" color="textSecondary">
        Foyer {__APP_VERSION__}: an open administration dashboard
      </Typography>
      <Stack
        component="ul"
        direction="row"
        sx={{ gap: 2, listStyle: 'none', m: 0, p: 0 }}
        aria-label="Footer"
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
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </Stack>
  )
}
