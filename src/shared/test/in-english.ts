import { createIntl } from '@formatjs/intl'
import { formatSentence } from '#shared/i18n/sentence.ts'

const english = createIntl({ locale: 'en', messages: {} })

/** A schema's or an error's sentence as an English reader sees it. */
export const inEnglish = (text: string | undefined) =>
  text === undefined ? undefined : formatSentence(english, text)
