import Box from '@mui/material/Box'
import { LOADER_Z_INDEX } from '#shared/constants.ts'
import { IndeterminateProgressBar } from './progress-bar.tsx'

/** The full-width loading bar fixed at the top while a page module loads. */
export function Loader({ label = 'Loading page' }: { label?: string }) {
  return (
    <Box sx={{ position: 'fixed', top: 0, left: 0, zIndex: LOADER_Z_INDEX, width: '100%' }}>
      <IndeterminateProgressBar label={label} testId="page-loader" />
    </Box>
  )
}
