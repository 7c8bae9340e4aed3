import ar from 'virtual:foyer-messages/ar'
import de from 'virtual:foyer-messages/de'
import en from 'virtual:foyer-messages/en'
import fr from 'virtual:foyer-messages/fr'
import type { Language } from '#shared/languages.ts'
import type { Messages } from './language.ts'

/** Every language's messages, for the server's renderer (the browser loads one: language.ts). */
export const allMessages: Record<Language, Messages> = { en, fr, de, ar }
