import { defineMessages, type IntlShape } from 'react-intl'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'

const messages = defineMessages({
  accountThrottled: {
    id: 'lib.error.account-throttled',
    defaultMessage: 'Too many failed attempts for this account.',
  },
  throttled: { id: 'lib.error.throttled', defaultMessage: 'Too many attempts in a short time.' },
  server: {
    id: 'lib.error.server',
    defaultMessage: 'Something went wrong on the server. Try again in a moment.',
  },
})

/** The sentence a screen shows for a failed call; the server's own message where it wrote one. */
export function errorSentence(intl: IntlShape, error: ApiRequestError): string {
  if (error.status === 429) {
    return intl.formatMessage(
      error.code === 'account_throttled' ? messages.accountThrottled : messages.throttled,
    )
  }
  if (error.status >= 500 && !error.code) return intl.formatMessage(messages.server)
  return error.message
}
