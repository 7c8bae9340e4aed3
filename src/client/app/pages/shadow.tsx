import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessages, useIntl } from 'react-intl'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { customShadowTokens, type ShadowToken, shadowTokens } from '#client/theme/theme-tokens.ts'

const messages = defineMessages({
  elevation: { id: 'shadow.elevation-scale', defaultMessage: 'Elevation scale' },
  custom: { id: 'shadow.custom', defaultMessage: 'Custom shadows' },
})

function ShadowBox({ name, value }: ShadowToken) {
  return (
    <Box
      role="group"
      aria-label={name}
      sx={{ bgcolor: 'background.paper', boxShadow: value, borderRadius: 1, p: 3, height: '100%' }}
    >
      <Typography variant="subtitle1" component="p">
        {name}
      </Typography>
      <Typography
        variant="caption"
        component="code"
        sx={{ display: 'block', color: 'text.secondary', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {value}
      </Typography>
    </Box>
  )
}

function ShadowGrid({ tokens }: { tokens: ShadowToken[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {tokens.map((token) => (
        <Grid key={token.name} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <ShadowBox {...token} />
        </Grid>
      ))}
    </Grid>
  )
}

/** The Shadow page: the theme's elevation scale and its custom shadows. */
export function Component() {
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/shadow'])}</PageTitle>
      <Stack sx={{ gap: 3 }}>
        <MainCard
          title={intl.formatMessage(messages.elevation)}
          titleComponent="h2"
          contentSx={{ bgcolor: 'background.default' }}
        >
          <ShadowGrid tokens={shadowTokens} />
        </MainCard>
        <MainCard
          title={intl.formatMessage(messages.custom)}
          titleComponent="h2"
          contentSx={{ bgcolor: 'background.default' }}
        >
          <ShadowGrid tokens={customShadowTokens} />
        </MainCard>
      </Stack>
    </>
  )
}
