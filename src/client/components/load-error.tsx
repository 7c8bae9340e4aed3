import CloseCircleOutlinedIcon from '@ant-design/icons-svg/es/asn/CloseCircleOutlined'
import ReloadOutlinedIcon from '@ant-design/icons-svg/es/asn/ReloadOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { antIcon } from '#client/components/ant-icon.tsx'
import { ApiRequestError } from '#client/lib/fetch-json.ts'

const ReloadOutlined = antIcon(ReloadOutlinedIcon)
const CloseCircleOutlined = antIcon(CloseCircleOutlinedIcon)

/** The sentence for a failed read: the server's own message, or why there was none. */
function reasonOf(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status >= 500 && !error.code) return 'Something went wrong on the server.'
    return error.message
  }
  return 'The answer could not be read.'
}

/**
 * What a card shows when its data could not be loaded: what failed, why, and a button that asks
 * again (busy while it does). Drawn as MUI's standard error Alert looks, without its module: this
 * is on the first load of every page with data.
 */
export function LoadError({
  what,
  error,
  onRetry,
  isRetrying = false,
}: {
  /** "Your profile could not be loaded." */
  what: string
  error: unknown
  onRetry: () => void
  isRetrying?: boolean
}) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        px: 2,
        py: 0.75,
        borderRadius: 1,
        bgcolor: 'error.lighter',
        color: 'error.darker',
        typography: 'body2',
      }}
    >
      <Box component="span" sx={{ display: 'flex', py: 1, color: 'error.main', fontSize: 22 }}>
        <CloseCircleOutlined aria-hidden />
      </Box>
      <Box sx={{ flex: 1, py: 1, minWidth: 0 }}>
        {what} {reasonOf(error)}
      </Box>
      <Box sx={{ py: 0.5, flexShrink: 0 }}>
        <Button
          color="inherit"
          size="small"
          onClick={onRetry}
          loading={isRetrying}
          aria-busy={isRetrying}
          startIcon={<ReloadOutlined aria-hidden />}
        >
          Try again
        </Button>
      </Box>
    </Box>
  )
}
