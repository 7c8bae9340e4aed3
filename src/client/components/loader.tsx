import LinearProgress from '@mui/material/LinearProgress'
import { LOADER_Z_INDEX } from '#shared/constants.ts'

/** The full-width loading bar fixed at the top while a page module loads. */
export function Loader({ label = 'Loading page' }: { label?: string }) {
  return (
    <LinearProgress
      aria-label={label}
      sx={{ position: 'fixed', top: 0, left: 0, zIndex: LOADER_Z_INDEX, width: '100%' }}
    />
  )
}
