import LinearProgress from '@mui/material/LinearProgress'
import { defineMessage, useIntl } from 'react-intl'
import { LOADER_Z_INDEX } from '#shared/constants.ts'

const loadingPage = defineMessage({ id: 'components.loader.loading-page', defaultMessage: 'Loading page' })

/** The full-width loading bar fixed at the top while a page module loads. */
export function Loader({ label }: { label?: string }) {
  const intl = useIntl()
  return (
    <LinearProgress
      aria-label={label ?? intl.formatMessage(loadingPage)}
      sx={{ position: 'fixed', top: 0, left: 0, zIndex: LOADER_Z_INDEX, width: '100%' }}
    />
  )
}
