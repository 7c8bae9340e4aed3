import { DEFAULT_COLOR_MODE } from '#shared/appearance.ts'

// The colour scheme (decision 026) is MUI's: its provider keeps the mode and the two schemes in local
// storage under its default keys, and its InitColorSchemeScript reads them before
// the first paint and sets the document's attribute.

/** The keys and their defaults (the Privacy page lists the keys from here). */
export const COLOR_SCHEME_STORAGE = {
  'mui-mode': DEFAULT_COLOR_MODE,
  'mui-color-scheme-light': 'light',
  'mui-color-scheme-dark': 'dark',
} as const

/**
 * Writes the keys with their defaults where absent (the product keeps them from the first visit on): MUI's
 * provider writes a key only when it changes. A value already stored is the device's choice and stays.
 */
export function keepColorSchemeStorage() {
  try {
    for (const [key, value] of Object.entries(COLOR_SCHEME_STORAGE))
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
  } catch {
    // Storage refused (private mode, a full quota): the defaults are what the page uses anyway.
  }
}
