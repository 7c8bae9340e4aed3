import type { EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { type Theme, ThemeProvider } from '@mui/material/styles'
import { type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'
import { IntlProvider, useIntl } from 'react-intl'
import { type Middleware, SWRConfig } from 'swr'
import { Toaster } from '#client/components/toast.tsx'
import { useKnownMe } from '#client/features/auth/api/auth-api.ts'
import {
  currentLanguage,
  type LanguageState,
  subscribeToLanguage,
  switchLanguage,
} from '#client/i18n/language.ts'
import { isHydrating } from '#client/lib/hydration.ts'
import { keepColorSchemeStorage } from '#client/theme/color-scheme-storage.ts'
import { loadedRtlCache, loadRtlCache, ltrCache } from '#client/theme/emotion-caches.ts'
import { themeOf } from '#client/theme/index.ts'
import { DEFAULT_COLOR_MODE } from '#shared/appearance.ts'
import { directionFor, isLanguage, type Language } from '#shared/languages.ts'
import { DEFAULT_LOOK, type Direction } from '#shared/look.ts'

const swrOptions = { revalidateOnFocus: false, shouldRetryOnError: false }

/** How long the answers a page was rendered with count as fresh (decision 010). */
const RENDERED_ANSWERS_FRESH_MS = 10_000

let isRenderedAnswersSpent = false

/**
 * The person moved to another page: the answers the first one was rendered with may be out of date
 * by what they did there (a change made within seconds of loading), so hooks ask again as they mount.
 */
export function spendRenderedAnswers(): void {
  isRenderedAnswersSpent = true
}

/**
 * The answers a page was rendered with on the server are moments old when the page hydrates: a hook
 * mounting while the page hydrates, or within RENDERED_ANSWERS_FRESH_MS of the page's start, does not
 * ask for its answer again (a second request to the server, and a second render of everything it
 * shows, in the middle of the page's start, decision 010). One mounting later, or after a move to
 * another page, asks, as it always does. On the server (`freshUntil` unbounded) it makes an answered
 * hook render as the browser hydrates it: not loading, not validating. While hydrating that holds
 * whatever the clock says: a hook that asked again would render as validating, which is not what the
 * server drew (a clock set forward, a slow start), and React would throw the server's markup away.
 */
function trustRenderedAnswers(
  answers: Record<string, unknown>,
  freshUntil = performance.timeOrigin + RENDERED_ANSWERS_FRESH_MS,
): Middleware {
  return (useSWRNext) => (key, fetcher, config) =>
    useSWRNext(
      key,
      fetcher,
      typeof key === 'string' &&
        Object.hasOwn(answers, key) &&
        (isHydrating() || Date.now() < freshUntil) &&
        !isRenderedAnswersSpent
        ? { ...config, revalidateOnMount: false }
        : config,
    )
}

/**
 * The person's look (decision 027): the theme of their colour, font and direction, and Emotion's
 * cache of that direction. The right-to-left cache's plugin loads on demand: main.tsx loads it before
 * the first render of a page the server said is right-to-left; a direction changed meanwhile renders
 * left-to-right for the moment it takes.
 */
function LookProviders({
  children,
  cacheFor,
  decorateTheme,
}: {
  children: ReactNode
  cacheFor?: (direction: Direction) => EmotionCache
  decorateTheme?: (theme: Theme) => Theme
}) {
  const { data: me } = useKnownMe()
  const language = useIntl().locale as Language
  const look = me?.look ?? DEFAULT_LOOK
  const direction = directionFor(language, look)
  // The person chose another language on another device (or in the profile popup): its messages
  // load, then the app re-renders in it.
  const chosen = me?.language
  useEffect(() => {
    if (isLanguage(chosen) && chosen !== language) void switchLanguage(chosen)
  }, [chosen, language])
  const [rtlCache, setRtlCache] = useState(loadedRtlCache)
  useEffect(() => {
    if (direction === 'rtl' && !rtlCache) void loadRtlCache().then(setRtlCache)
  }, [direction, rtlCache])
  useEffect(() => {
    document.documentElement.dir = direction
  }, [direction])
  const cache = cacheFor ? cacheFor(direction) : direction === 'rtl' && rtlCache ? rtlCache : ltrCache
  const base = themeOf({ ...look, direction: cache === ltrCache ? 'ltr' : direction })
  return (
    <CacheProvider value={cache}>
      {/* MUI's provider of a CSS-variables theme: it keeps the colour mode in local storage and the
          document's scheme attribute in step with it (decision 026). */}
      <ThemeProvider theme={decorateTheme ? decorateTheme(base) : base} defaultMode={DEFAULT_COLOR_MODE}>
        <CssBaseline enableColorScheme />
        {children}
        <Toaster />
      </ThemeProvider>
    </CacheProvider>
  )
}

/**
 * The app's messages in its language (decision 028): the server gives the page's; in the browser they
 * are the language switchLanguage made the app's (main.tsx, before the first render).
 */
export function LanguageProvider({ children, intl }: { children: ReactNode; intl?: LanguageState }) {
  // Hydrating, the browser reads the same language as after it: the one main.tsx loaded.
  const live = useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage)
  const state = intl ?? live
  if (!state) throw new Error('switchLanguage() must load a language before the app renders')
  return (
    <IntlProvider locale={state.language} messages={state.messages}>
      {children}
    </IntlProvider>
  )
}

export function Providers({
  children,
  cacheFor,
  decorateTheme,
  answers,
  record,
  intl,
}: {
  children: ReactNode
  /** The server renders a page in its person's language. */
  intl?: LanguageState
  /** The server renders with caches of its own per page. */
  cacheFor?: (direction: Direction) => EmotionCache
  /** The server's theme knows the window's width. */
  decorateTheme?: (theme: Theme) => Theme
  /**
   * The API answers a page rendered on the server came with (decision 010), by SWR key: SWR's way
   * to hydrate (its fallback), the same on the server and in the browser.
   */
  answers?: Record<string, unknown>
  /** The server's renderer learns from it which answers the page asks for (render-page.tsx). */
  record?: Middleware
}) {
  useEffect(() => keepColorSchemeStorage(), [])
  return (
    <SWRConfig
      value={
        answers
          ? {
              ...swrOptions,
              fallback: answers,
              use: record
                ? [trustRenderedAnswers(answers, Number.POSITIVE_INFINITY), record]
                : [trustRenderedAnswers(answers)],
            }
          : swrOptions
      }
    >
      <LanguageProvider intl={intl}>
        <LookProviders cacheFor={cacheFor} decorateTheme={decorateTheme}>
          {children}
        </LookProviders>
      </LanguageProvider>
    </SWRConfig>
  )
}
