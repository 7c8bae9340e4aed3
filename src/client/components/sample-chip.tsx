import { styled } from '@mui/material/styles'

// The look of MUI's small outlined warning Chip (with the theme's Chip overrides), without its
// module: the sample page has no other chip, and Chip cost it 2.4 kB of gzip (issue 9).
const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  maxWidth: '100%',
  height: 24,
  padding: '0 7px',
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  fontFamily: theme.typography.fontFamily,
  fontSize: theme.typography.pxToRem(13),
  fontWeight: 600,
  lineHeight: 1.5,
  color: theme.palette.warning.dark,
  border: `1px solid ${theme.palette.warning.main}`,
  borderRadius: theme.shape.borderRadius,
}))

/** Marks content that is a sample, not data of this instance (DEVELOPERS.md: "Real or absent"). */
export function SampleChip({ label = 'Sample' }: { label?: string }) {
  return <Tag>{label}</Tag>
}
