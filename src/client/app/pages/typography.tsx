import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { defineMessage, defineMessages, type MessageDescriptor, useIntl } from 'react-intl'
import { MainCard } from '#client/components/main-card.tsx'
import { PageTitle } from '#client/components/page-title.tsx'
import { pageTitles } from '#client/navigation/page-titles.ts'
import { type TypographyToken, typographyTokens } from '#client/theme/theme-tokens.ts'
import type { TypographyVariantName } from '#client/theme/typography.ts'

const messages = defineMessages({
  headings: { id: 'typography.headings', defaultMessage: 'Headings' },
  headingsSample: { id: 'typography.headings.sample', defaultMessage: 'Welcome to the foyer' },
  subtitles: { id: 'typography.subtitles', defaultMessage: 'Subtitles' },
  subtitlesSample: { id: 'typography.subtitles.sample', defaultMessage: 'Members and their roles' },
  body: { id: 'typography.body', defaultMessage: 'Body' },
  bodySample: {
    id: 'typography.body.sample',
    defaultMessage: 'The quick brown fox jumps over the lazy dog, then checks the audit log.',
  },
  small: { id: 'typography.small', defaultMessage: 'Caption, overline and button' },
  smallSample: { id: 'typography.small.sample', defaultMessage: 'Last updated today' },
  variant: { id: 'typography.column.variant', defaultMessage: 'Variant' },
  sample: { id: 'typography.column.sample', defaultMessage: 'Sample' },
  size: { id: 'typography.column.size', defaultMessage: 'Size' },
  weight: { id: 'typography.column.weight', defaultMessage: 'Weight' },
  lineHeight: { id: 'typography.column.line-height', defaultMessage: 'Line height' },
})
const sentences = {
  table: defineMessage<{ title: string }>({ id: 'typography.table', defaultMessage: '{title} table' }),
}

const groups: {
  id: string
  title: MessageDescriptor
  variants: TypographyVariantName[]
  sample: MessageDescriptor
}[] = [
  {
    id: 'headings',
    title: messages.headings,
    variants: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    sample: messages.headingsSample,
  },
  {
    id: 'subtitles',
    title: messages.subtitles,
    variants: ['subtitle1', 'subtitle2'],
    sample: messages.subtitlesSample,
  },
  { id: 'body', title: messages.body, variants: ['body1', 'body2'], sample: messages.bodySample },
  {
    id: 'small',
    title: messages.small,
    variants: ['caption', 'overline', 'button'],
    sample: messages.smallSample,
  },
]

const tokensByVariant = new Map(typographyTokens.map((token) => [token.variant, token]))

function tokenFor(variant: TypographyVariantName): TypographyToken {
  const token = tokensByVariant.get(variant)
  if (!token) throw new Error(`No typography token for ${variant}`)
  return token
}

function TypeScaleTable({ title: titleMessage, variants, sample: sampleMessage }: (typeof groups)[number]) {
  const intl = useIntl()
  const title = intl.formatMessage(titleMessage)
  const sample = intl.formatMessage(sampleMessage)
  return (
    <TableContainer role="region" aria-label={intl.formatMessage(sentences.table, { title })} tabIndex={0}>
      <Table aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{intl.formatMessage(messages.variant)}</TableCell>
            <TableCell scope="col">{intl.formatMessage(messages.sample)}</TableCell>
            <TableCell scope="col">{intl.formatMessage(messages.size)}</TableCell>
            <TableCell scope="col">{intl.formatMessage(messages.weight)}</TableCell>
            <TableCell scope="col">{intl.formatMessage(messages.lineHeight)}</TableCell>
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
  const intl = useIntl()
  return (
    <>
      <PageTitle>{intl.formatMessage(pageTitles['/typography'])}</PageTitle>
      <Stack sx={{ gap: 3 }}>
        {groups.map((group) => (
          <MainCard
            key={group.id}
            title={intl.formatMessage(group.title)}
            titleComponent="h2"
            content={false}
          >
            <TypeScaleTable {...group} />
          </MainCard>
        ))}
      </Stack>
    </>
  )
}
