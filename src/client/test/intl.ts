import { createIntl, type IntlShape } from 'react-intl'
import { currentLanguage } from '#client/i18n/language.ts'

/** The app's messages in the language loaded (setup.ts: English), for functions that take an IntlShape. */
export function testIntl(): IntlShape {
  const state = currentLanguage()
  if (!state) throw new Error('setup.ts loads a language first')
  return createIntl({ locale: state.language, messages: state.messages })
}
