import createCache, { type EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import CssBaseline from '@mui/material/CssBaseline'
import { type Theme, ThemeProvider } from '@mui/material/styles'
import { type ReactNode, useEffect } from 'react'
import { type Middleware, SWRConfig } from 'swr'
import { Toaster } from '#client/components/toast.tsx'
import { keepColorSchemeStorage } from '#client/theme/color-scheme-storage.ts'
import { theme as foyerTheme } from '#client/theme/index.ts'
import { DEFAULT_COLOR_MODE } from '#shared/appearance.ts'

// Emotion writes <style> elements; the server's CSP allows them only with the
// per-response nonce it puts on <meta property="csp-nonce"> (Vite's html.cspNonce, plugins/client.ts).
function readNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined
  const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || undefined
  return nonce && !nonce.startsWith('__') ? nonce : undefined
}

const nonce = readNonce()
const emotionCache = createCache({ key: 'css', nonce, prepend: true })

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
 * mounting within RENDERED_ANSWERS_FRESH_MS of the page's start does not ask for its answer again (a
 * second request to the server, and a second render of everything it shows, in the middle of the
 * page's start, decision 010). One mounting later, or after a move to another page, asks, as it always
 * does. On the server (`freshUntil` unbounded) it makes an answered hook render as the browser hydrates
 * it: not loading.
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
        Date.now() < freshUntil &&
        !isRenderedAnswersSpent
        ? { ...config, revalidateOnMount: false }
        : config,
    )
}

export function Providers({
  children,
  cache = emotionCache,
  theme = foyerTheme,
  answers,
  record,
}: {
  children: ReactNode
  /** The server renders with a cache of its own per page, and a theme that knows the window's width. */
  cache?: EmotionCache
  theme?: Theme
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
    <CacheProvider value={cache}>
      {/* MUI's provider of a CSS-variables theme: it keeps the colour mode in local storage and the
          document's scheme attribute in step with it (decision 026). */}
      <ThemeProvider theme={theme} defaultMode={DEFAULT_COLOR_MODE}>
        <CssBaseline enableColorScheme />
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
          {children}
          <Toaster />
        </SWRConfig>
      </ThemeProvider>
    </CacheProvider>
  )
}
