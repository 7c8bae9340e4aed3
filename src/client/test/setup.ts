import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { dropToasts } from '#client/components/toast.tsx'
import { switchLanguage } from '#client/i18n/language.ts'
import { DEFAULT_LANGUAGE } from '#shared/languages.ts'

// The app renders in a language whose messages are loaded (decision 028): English, unless a test
// switches.
await switchLanguage(DEFAULT_LANGUAGE)

afterEach(() => {
  cleanup()
  dropToasts()
  localStorage.clear()
  sessionStorage.clear()
})

// jsdom has no matchMedia; MUI's useMediaQuery and our scroll helper read it. Tests set the
// viewport width with setViewportWidth() from ./render.tsx.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query)
    const max = /max-width:\s*([\d.]+)px/.exec(query)
    const width = window.innerWidth
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]))
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }
  }
}
window.scrollTo = () => {}
