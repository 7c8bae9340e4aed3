import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { NewTabHint, newTabProps } from '#client/components/external-link.tsx'
import { PromoIllustration } from '#client/components/promo-illustration.tsx'
import { usePublicConfig } from '#client/lib/use-public-config.ts'
import { useConfigLink } from '../use-config-link.ts'

/**
 * The promotional card of the drawer. Its texts and URL come from configuration; without PRO_URL,
 * its button leads an administrator to the Help section that says how to set it, and the card is
 * left out for anyone else (a button leading nowhere). PROMO_CARD=false hides it.
 */
export function PromoCard() {
  const config = usePublicConfig()
  const link = useConfigLink('pro')
  if (!config?.promo.enabled || !link) return null
  return (
    <Card variant="outlined" sx={{ bgcolor: 'grey.50', m: 3, borderRadius: 2 }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 2.5,
          p: 2.5,
          '&:last-child': { pb: 2.5 },
        }}
      >
        <PromoIllustration />
        <Stack sx={{ alignItems: 'center' }}>
          <Typography variant="h5" component="p">
            {config.promo.title}
          </Typography>
          <Typography variant="h6" component="p" color="textSecondary">
            {config.promo.subtitle}
          </Typography>
        </Stack>
        {link.isExternal ? (
          <Button variant="contained" color="success" size="small" href={link.href} {...newTabProps}>
            Pro
            <NewTabHint />
          </Button>
        ) : (
          <Button variant="contained" color="success" size="small" component={Link} to={link.href}>
            Pro
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
