import { DEFAULT_LANGUAGE, firstKnownLanguage, isLanguage, type Language } from '#shared/languages.ts'

/**
 * The language of the page as the server wrote it on <html lang>, else the browser's first the app
 * has (the app and the sign-in pages start in it).
 */
export function pageLanguage(): Language {
  const written = document.documentElement.lang
  if (isLanguage(written)) return written
  return firstKnownLanguage(navigator.languages) ?? DEFAULT_LANGUAGE
}
