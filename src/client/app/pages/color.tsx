import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { type ColorToken, schemeColorGroups } from '#client/theme/theme-tokens.ts'
import { contrastRatio, meetsAA } from '#shared/contrast.ts'

const WHITE = '#ffffff'
const BLACK = '#000000'

/** The WCAG AA verdict for text of a given contrast ratio, in words rather than colour. */
function aaLabel(ratio: number): string {
  if (meetsAA(ratio)) return 'AA'
  if (meetsAA(ratio, { large: true })) return 'AA large'
  return 'Fail'
}

function formatRatio(ratio: number): string {
  return `${ratio.toFixed(2)}:1`
}

function Swatch({ name, hex }: ColorToken) {
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
        <dt>On white</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {formatRatio(onWhite)} {aaLabel(onWhite)}
        </Box>
        <dt>On black</dt>
        <Box component="dd" sx={{ m: 0 }}>
          {formatRatio(onBlack)} {aaLabel(onBlack)}
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
  return (
    <>
      <PageTitle>Color</PageTitle>
      <Typography sx={{ mb: 2.5 }}>
        Each swatch writes its own text in black or white, whichever contrasts more. “AA” means at least
        4.5:1, enough for body text; “AA large” at least 3:1, enough for large text and interface parts such
        as borders and icons. Both colour schemes are shown: the light one, and the dark one the pages use
        when you choose it.
      </Typography>
      <Stack sx={{ gap: 4 }}>
        {schemeColorGroups.map(({ scheme, title, groups }) => (
          <Stack key={scheme} component="section" aria-labelledby={`scheme-${scheme}`} sx={{ gap: 3 }}>
            <Typography id={`scheme-${scheme}`} variant="h3" component="h2">
              {title}
            </Typography>
            {groups.map((group) => (
              <MainCard key={group.id} title={group.title} titleComponent="h3">
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
