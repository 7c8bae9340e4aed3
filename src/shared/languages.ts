import type { Direction, Look } from './look.ts'

// The languages the app is written in (decision 028). A person's pages are in the language they
// chose (kept on the server), else the first of their browser's languages the app has, else English.
// Dates, numbers and relative times follow it; a right-to-left language turns the page's direction.

export const LANGUAGES = ['en', 'fr', 'de', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** Each language by its own name: a person finds theirs whatever language the page is in. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
}

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar'])

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The language a BCP 47 tag is in, when the app has it ("fr-CA" is French). */
export function languageOfTag(tag: string): Language | null {
  const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase()
  return isLanguage(primary) ? primary : null
}

/** The first of a browser's languages (navigator.languages, in its order) the app has. */
export function firstKnownLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = languageOfTag(tag)
    if (language) return language
  }
  return null
}

/** The most preferred language of an Accept-Language header the app has ("de-CH, fr;q=0.9"). */
export function languageOfAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null
  const ranked = header
    .slice(0, 512)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';')
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter(({ weight }) => weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return firstKnownLanguage(ranked.map(({ tag }) => tag))
}

/** The language a person reads: their choice, else their browser's, else English. */
export function languageFor(chosen: Language | null | undefined, browsers: Language | null): Language {
  return chosen ?? browsers ?? DEFAULT_LANGUAGE
}

/** A right-to-left language turns the page; any other keeps the direction of the person's look. */
export function directionFor(language: Language, look: Pick<Look, 'direction'>): Direction {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : look.direction
}

/**
 * The locale dates and numbers are written in: the browser's own when it is of the page's language
 * (fr-CA keeps Canadian formats for a French page), else the language's.
 */
export function formatLocaleFor(language: Language, browserLocale: string | undefined): string {
  return browserLocale && languageOfTag(browserLocale) === language ? browserLocale : language
}
