import Box from '@mui/material/Box'
import { visuallyHidden } from '@mui/utils'
import { FormattedMessage } from 'react-intl'

/** Props that make an anchor open in a new tab safely. */
export const newTabProps = { target: '_blank', rel: 'noopener noreferrer' } as const

/** Tells screen reader users that a link opens in a new tab. */
export function NewTabHint() {
  return (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      <FormattedMessage id="link.new-tab" defaultMessage="(opens in a new tab)" />
    </Box>
  )
}
