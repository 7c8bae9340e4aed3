import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { pageTitles } from '#client/navigation/page-titles.ts'
import type { SchemeName } from '#client/theme/palette.ts'
import { type ColorGroup, type ColorToken, schemeColorGroups } from '#client/theme/theme-tokens.ts'
import { contrastRatio, meetsAA } from '#shared/contrast.ts'

const WHITE = '#ffffff'
const BLACK = '#000000'

const messages = defineMessages({
  intro: {
    id: 'color.intro',
    defaultMessage:
      'Each swatch writes its own text in black or white, whichever contrasts more. “AA” means at least 4.5:1, enough for body text; “AA large” at least 3:1, enough for large text and interface parts such as borders and icons. Both colour schemes are shown: the light one, and the dark one the pages use when you choose it.',
  },
  onWhite: { id: 'color.on-white', defaultMessage: 'On white' },
  onBlack: { id: 'color.on-black', defaultMessage: 'On black' },
  aaLarge: { id: 'color.aa-large', defaultMessage: 'AA large' },
  fail: { id: 'color.fail', defaultMessage: 'Fail' },
})

/** The schemes' and the colour groups' titles (theme-tokens.ts names them in English). */
const schemeTitles: Record<SchemeName, MessageDescriptor> = defineMessages({
  light: { id: 'color.scheme.light', defaultMessage: 'Light scheme' },
  dark: { id: 'color.scheme.dark', defaultMessage: 'Dark scheme' },
})
const groupTitles: Record<ColorGroup['id'], MessageDescriptor> = defineMessages({
  primary: { id: 'color.group.primary', defaultMessage: 'Primary' },
  secondary: { id: 'color.group.secondary', defaultMessage: 'Secondary' },
  error: { id: 'color.group.error', defaultMessage: 'Error' },
  warning: { id: 'color.group.warning', defaultMessage: 'Warning' },
  info: { id: 'color.group.info', defaultMessage: 'Info' },
  success: { id: 'color.group.success', defaultMessage: 'Success' },
  grey: { id: 'color.group.grey', defaultMessage: 'Grey' },
  text: { id: 'color.group.text', defaultMessage: 'Text and surfaces' },
})

/** The WCAG AA verdict for text of a given contrast ratio, in words rather than colour. */
function aaLabel(ratio: number): MessageDescriptor | 'AA' {
  if (meetsAA(ratio)) return 'AA'
  if (meetsAA(ratio, { large: true })) return messages.aaLarge
  return messages.fail
}

function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`
}

function Swatch({ name, hex }: ColorToken) {
  const intl = useIntl()
  const verdict = (ratio: number) => {
    const label = aaLabel(ratio)
    // "AA" is the standard's level, written so in every language.
    return label === 'AA' ? label : intl.formatMessage(label)
  }
  const onWhite = contrastRatio(hex, WHITE)
  const onBlack = contrastRatio(hex, BLACK)
  // Whichever of black and white contrasts more: one of them always reaches at least 4.58:1.
  const textColor = onBlack >= onWhite ? BLACK : WHITE

  return (
    <Box
      aria-label={name}
      role="group"
      sx={{
        bgcolor: hex,
        color: textColor,
        p: 2,
        height: '100%',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="subtitle1" component="p" sx={{ color: 'inherit' }}>
        {name}
      </Typography>
      <Typography variant="body1" component="p" sx={{ color: 'inherit', fontFamily: 'monospace', mb: 1 }}>
        {hex}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, typography: 'body2' }}
      >
        <dt>{intl.formatMessage(messages.onWhite)}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {formatRatio(onWhite)} {verdict(onWhite)}
        </Box>
        <dt>{intl.formatMessage(messages.onBlack)}</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {formatRatio(onBlack)} {verdict(onBlack)}
        </Box>
      </Box>
    </Box>
  )
}

/**
 * The Color page: every colour of the theme with its hex value and its contrast
 * against white and black, with the WCAG AA verdict spelled out.
 */
export function Component() {
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/color'])}</PageTitle>
      <Typography sx={{ mb: 2.5 }}>{intl.formatMessage(messages.intro)}</Typography>
      <Stack sx={{ gap: 4 }}>
        {schemeColorGroups.map(({ scheme, groups }) => (
          <Stack key={scheme} component="section" aria-labelledby={`scheme-${scheme}`} sx={{ gap: 3 }}>
            <Typography id={`scheme-${scheme}`} variant="h3" component="h2">
              {intl.formatMessage(schemeTitles[scheme])}
            </Typography>
            {groups.map((group) => (
              <MainCard key={group.id} title={intl.formatMessage(groupTitles[group.id])} titleComponent="h3">
                <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {group.colors.map((color) => (
                    <Grid key={color.name} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                      <Swatch {...color} />
                    </Grid>
                  ))}
                </Grid>
              </MainCard>
            ))}
          </Stack>
        ))}
      </Stack>
    </>
  )
}
