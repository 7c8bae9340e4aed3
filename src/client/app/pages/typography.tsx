import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { type TypographyToken, typographyTokens } from '#client/theme/theme-tokens.ts'
import type { TypographyVariantName } from '#client/theme/typography.ts'

const groups: { title: string; variants: TypographyVariantName[]; sample: string }[] = [
  { title: 'Headings', variants: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'], sample: 'Welcome to the foyer' },
  { title: 'Subtitles', variants: ['subtitle1', 'subtitle2'], sample: 'Members and their roles' },
  {
    title: 'Body',
    variants: ['body1', 'body2'],
    sample: 'The quick brown fox jumps over the lazy dog, then checks the audit log.',
  },
  {
    title: 'Caption, overline and button',
    variants: ['caption', 'overline', 'button'],
    sample: 'Last updated today',
  },
]

const tokensByVariant = new Map(typographyTokens.map((token) => [token.variant, token]))

function tokenFor(variant: TypographyVariantName): TypographyToken {
  const token = tokensByVariant.get(variant)
  if (!token) throw new Error(`No typography token for ${variant}`)
  return token
}

function TypeScaleTable({ title, variants, sample }: (typeof groups)[number]) {
  return (
    <TableContainer role="region" aria-label={`${title} table`} tabIndex={0}>
      <Table aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Variant</TableCell>
            <TableCell scope="col">Sample</TableCell>
            <TableCell scope="col">Size</TableCell>
            <TableCell scope="col">Weight</TableCell>
            <TableCell scope="col">Line height</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {variants.map((variant) => {
            const token = tokenFor(variant)
            return (
              <TableRow key={variant}>
                <TableCell component="th" scope="row">
                  <code>{variant}</code>
                </TableCell>
                <TableCell>
                  {/* A span: the samples show the style, not the document outline (the page keeps one h1). */}
                  <Typography variant={variant} component="span" sx={{ display: 'block' }}>
                    {sample}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {token.fontSize} px ({token.fontSizeRem} rem)
                </TableCell>
                <TableCell>{token.fontWeight}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{token.lineHeight} px</TableCell>
              </TableRow>
            )
          })}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

/** The Typography page: every variant of the theme's type scale, in its own style. */
export function Component() {
  return (
    <>
      <PageTitle>Typography</PageTitle>
      <Stack sx={{ gap: 3 }}>
        {groups.map((group) => (
          <MainCard key={group.title} title={group.title} titleComponent="h2" content={false}>
            <TypeScaleTable {...group} />
          </MainCard>
        ))}
      </Stack>
    </>
  )
}
