import Chip from '@mui/material/Chip'

/** Marks content that is a sample, not data of this instance (DEVELOPERS.md: "Real or absent"). */
export function SampleChip({ label = 'Sample' }: { label?: string }) {
  return <Chip label={label} size="small" color="warning" variant="outlined" sx={{ fontWeight: 600 }} />
}
