import Chip from '@mui/material/Chip'
import { defineMessage, useIntl } from 'react-intl'

const sample = defineMessage({ id: 'components.sample-chip.label', defaultMessage: 'Sample' })

/** Marks content that is a sample, not data of this instance (DEVELOPERS.md: "Real or absent"). */
export function SampleChip({ label }: { label?: string }) {
  const intl = useIntl()
  return (
    <Chip
      label={label ?? intl.formatMessage(sample)}
      size="small"
      color="warning"
      variant="outlined"
      sx={{ fontWeight: 600 }}
    />
  )
}
