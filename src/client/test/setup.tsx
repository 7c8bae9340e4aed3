import '@testing-library/jest-dom/vitest'
import type { EmotionCache } from '@emotion/cache'
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react'
import { cleanup, render } from '@testing-library/react'
import { afterEach } from 'vitest'
import { dropToasts } from '#client/components/toast.tsx'
import { switchLanguage } from '#client/i18n/language.ts'
import { backOnPage } from '#client/lib/page-load.ts'
import { loadedRtlCache, ltrCache } from '#client/theme/emotion-caches.ts'
import { DEFAULT_LANGUAGE } from '#shared/languages.ts'
import { setViewportWidth } from './render.tsx'

// Test files in a worker share their modules and their jsdom window (isolate: false), so each file
// starts as a page freshly shown: Emotion's caches write into this document and forget the styles
// the last file inserted, the window has its default width, and the page is not on its way out.
function startOver(cache: EmotionCache) {
  cache.sheet.flush()
  cache.sheet.container = document.head
  cache.inserted = {}
}
let defaultCache: EmotionCache | null = null
function ReadDefaultCache() {
  defaultCache = useEmotionCache()
  return null
}
render(<ReadDefaultCache />).unmount()
for (const cache of [defaultCache, ltrCache, loadedRtlCache()]) if (cache) startOver(cache)
// jsdom's own width.
setViewportWidth(1024)
backOnPage()

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
