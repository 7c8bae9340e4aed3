import CloseCircleOutlinedIcon from '@ant-design/icons-svg/es/asn/CloseCircleOutlined'
import ReloadOutlinedIcon from '@ant-design/icons-svg/es/asn/ReloadOutlined'
import Alert from '@mui/material/Alert'
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
 * again (busy while it does).
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
    <Alert
      severity="error"
      icon={<CloseCircleOutlined aria-hidden />}
      action={
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
      }
    >
      {what} {reasonOf(error)}
    </Alert>
  )
}
