import { defineMessage, defineMessages, type IntlShape } from 'react-intl'
import { type ApiRequestError, NOT_THE_API, UNEXPECTED, UNREACHABLE } from '#client/lib/fetch-json.ts'

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
  unreachable: {
    id: 'lib.error.unreachable',
    defaultMessage: 'Cannot reach the server. Check your connection and try again.',
  },
  unexpected: { id: 'lib.error.unexpected', defaultMessage: 'Something went wrong. Try again in a moment.' },
  unreadable: { id: 'lib.error.unreadable', defaultMessage: 'The answer could not be read.' },
})

const answered = defineMessage<{ status: number }>({
  id: 'lib.error.answered',
  defaultMessage: 'The server answered {status}.',
})

/** The sentence a screen shows for a failed call; the server's own message where it wrote one. */
export function errorSentence(intl: IntlShape, error: ApiRequestError): string {
  if (error.status === 429) {
    return intl.formatMessage(
      error.code === 'account_throttled' ? messages.accountThrottled : messages.throttled,
    )
  }
  if (error.code === UNEXPECTED) return intl.formatMessage(messages.unexpected)
  if (error.code === UNREACHABLE) return intl.formatMessage(messages.unreachable)
  if (error.status >= 500 && (!error.code || error.code === NOT_THE_API))
    return intl.formatMessage(messages.server)
  // Not an answer of the API's (a proxy's page, a portal): its own words are not the person's.
  if (error.code === NOT_THE_API)
    return error.status < 300
      ? intl.formatMessage(messages.unreadable)
      : intl.formatMessage(answered, { status: error.status })
  return error.message
}
