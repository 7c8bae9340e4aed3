import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { assumeLocale } from '#client/lib/format-assumptions.ts'
import { formatLocaleFor, type Language } from '#shared/languages.ts'

// The language the app is in (decision 028), and its messages: English is the messages' own text in
// the code (no catalogue to load); each other language's are a chunk of their own, loaded when the
// language is (never all of them). The page starts in the language the server
// wrote on <html lang>; a change (the profile popup, or another device's) loads the new messages first
// and then re-renders the app in them.

export type Messages = Record<string, MessageFormatElement[]>

const catalogues: Record<Language, () => Promise<{ default: Messages }>> = {
  en: async () => ({ default: {} }),
  fr: () => import('virtual:foyer-messages/fr'),
  de: () => import('virtual:foyer-messages/de'),
  ar: () => import('virtual:foyer-messages/ar'),
}

const loaded = new Map<Language, Messages>()

export async function loadMessages(language: Language): Promise<Messages> {
  const known = loaded.get(language)
  if (known) return known
  const messages = (await catalogues[language]()).default
  loaded.set(language, messages)
  return messages
}

export type LanguageState = { language: Language; messages: Messages }
let current: LanguageState | null = null
const listeners = new Set<() => void>()

/** Loads a language's messages, then makes it the app's: every mounted part re-renders in it. */
export async function switchLanguage(language: Language): Promise<void> {
  const messages = await loadMessages(language)
  if (current?.language === language) return
  current = { language, messages }
  document.documentElement.lang = language
  assumeLocale(formatLocaleFor(language, navigator.language))
  for (const listener of listeners) listener()
}

export function currentLanguage(): LanguageState | null {
  return current
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
