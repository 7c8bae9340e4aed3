import { defineMessage, type IntlShape } from 'react-intl'

const tryAgain = defineMessage({ id: 'common.try-again', defaultMessage: 'Try again.' })

/** What follows "… was not saved." for a change that failed: the error's own sentence, else "Try again." */
export function failureReason(intl: IntlShape, error: unknown): string {
  return error instanceof Error ? error.message : intl.formatMessage(tryAgain)
}
