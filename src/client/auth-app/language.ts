import type { Messages } from '#client/i18n/language.ts'
import type { Language } from '#shared/languages.ts'

// The sign-in pages' language (decision 028): the one the server wrote on <html lang> (the person's
// choice is not known before they sign in: their browser's). English is the messages' own text in
// the code; another language loads the part of its catalogue these pages use, a chunk of its own.

const catalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  en: async () => ({ default: {} }),
  fr: () => import('virtual:foyer-messages/sign-in/fr'),
  de: () => import('virtual:foyer-messages/sign-in/de'),
  ar: () => import('virtual:foyer-messages/sign-in/ar'),
}

export async function signInMessages(language: Language): Promise<Messages> {
  return (await catalogues[language]()).default
}
