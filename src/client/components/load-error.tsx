import CloseCircleOutlinedIcon from '@ant-design/icons-svg/es/asn/CloseCircleOutlined'
import ReloadOutlinedIcon from '@ant-design/icons-svg/es/asn/ReloadOutlined'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { defineMessage, defineMessages, type IntlShape, useIntl } from 'react-intl'
import { antIcon } from '#client/components/ant-icon.tsx'
import { ApiRequestError } from '#client/lib/fetch-json.ts'

const ReloadOutlined = antIcon(ReloadOutlinedIcon)
const CloseCircleOutlined = antIcon(CloseCircleOutlinedIcon)

const messages = defineMessages({
  server: { id: 'components.load-error.server', defaultMessage: 'Something went wrong on the server.' },
  unreadable: { id: 'components.load-error.unreadable', defaultMessage: 'The answer could not be read.' },
  tryAgain: { id: 'components.load-error.try-again', defaultMessage: 'Try again' },
})
const whatAndWhy = defineMessage<{ what: string; reason: string }>({
  id: 'components.load-error.what-and-why',
  defaultMessage: '{what} {reason}',
})

/** The sentence for a failed read: the server's own message, or why there was none. */
function reasonOf(intl: IntlShape, error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (error.status >= 500 && !error.code) return intl.formatMessage(messages.server)
    return error.message
  }
  return intl.formatMessage(messages.unreadable)
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
  const intl = useIntl()
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
          {intl.formatMessage(messages.tryAgain)}
        </Button>
      }
    >
      {intl.formatMessage(whatAndWhy, { what, reason: reasonOf(intl, error) })}
    </Alert>
  )
}
