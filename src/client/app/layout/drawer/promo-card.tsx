import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Link } from 'react-router'
import { NewTabHint, newTabProps } from '#client/components/external-link.tsx'
import { PromoIllustration } from '#client/components/promo-illustration.tsx'
import { usePublicConfig } from '#client/lib/use-public-config.ts'

/** The promotional card of the drawer. Its texts and URL come from configuration;
 * unset, the button leads to the Help page that says how to set them. PROMO_CARD=false hides it. */
export function PromoCard() {
  const config = usePublicConfig()
  if (!config?.promo.enabled) return null
  const url = config.links.pro
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
        {url ? (
          <Button variant="contained" color="success" size="small" href={url} {...newTabProps}>
            Pro
            <NewTabHint />
          </Button>
        ) : (
          <Button variant="contained" color="success" size="small" component={Link} to="/help#pro">
            Pro
          </Button>
        )}
      </CardContent>
    </Card>
  )
}
