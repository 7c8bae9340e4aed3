import { Tag } from './tag.tsx'

/** Marks content that is a sample, not data of this instance (DEVELOPERS.md: "Real or absent"). */
export function SampleChip({ label = 'Sample' }: { label?: string }) {
  return <Tag label={label} size="small" color="warning" variant="outlined" isBold />
}
