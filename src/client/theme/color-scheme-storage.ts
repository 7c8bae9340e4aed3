/**
 * The theme mode and the colour schemes are kept in local storage under MUI's
 * default keys, with light and dark as the defaults. MUI's CSS-variables provider did this; Foyer's
 * theme is the plain one (decision 011), so the keys are written here. A value already stored (by an
 * earlier version, or by a product page that uses MUI's provider) is kept.
 */
/** The keys and their defaults (the Privacy page lists the keys from here). */
export const COLOR_SCHEME_STORAGE = {
  'mui-mode': 'light',
  'mui-color-scheme-light': 'light',
  'mui-color-scheme-dark': 'dark',
} as const

export function keepColorSchemeStorage() {
  try {
    for (const [key, value] of Object.entries(COLOR_SCHEME_STORAGE))
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
  } catch {
    // Storage refused (private mode, a full quota): the defaults are what the page uses anyway.
  }
}
