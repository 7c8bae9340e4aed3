import createCache, { type EmotionCache } from '@emotion/cache'
import type { Theme } from '@mui/material/styles'
import rtlPlugin from '@mui/stylis-plugin-rtl'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  type DataStrategyResult,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router'
import type { Middleware } from 'swr'
import { Providers } from '#client/app/providers.tsx'
import { ME_LOADER_ROUTE_IDS } from '#client/app/root-layout.tsx'
import { routesFor } from '#client/app/routes.tsx'
import { renderAuthPage as renderSignInPage } from '#client/auth-app/prerender.tsx'
import { menuMasterFor } from '#client/features/menu/api/use-menu-master.ts'
import { allMessages } from '#client/i18n/all-messages.ts'
import { assumeForRender } from '#client/lib/format-assumptions.ts'
import { EMOTION_KEYS, rtlStylisPlugins } from '#client/theme/emotion-caches.ts'
import { API_PREFIX, apiPaths } from '#shared/api-paths.ts'
import { MENU_MASTER_KEY } from '#shared/constants.ts'
import { formatLocaleFor } from '#shared/languages.ts'
import type { Direction } from '#shared/look.ts'
import { type WidthClass, widthOf } from '#shared/page-view.ts'
import type { PublicConfig } from '#shared/public-config.ts'
import {
  RENDER_ASKS_PER_ROUND,
  RENDER_ROUNDS,
  type RenderAuthPage,
  type RenderedPage,
  type RenderInput,
  type RenderPage,
} from '#shared/rendered-page.ts'

// The app rendered on the server (decision 010): built by `vite build --ssr` into dist/client/.ssr
// with every dependency bundled (production React and MUI whatever NODE_ENV says), loaded by the server's
// client plugin. Only what runs in a browser's first render runs here; effects do not.

/** Answers a media query at the theme's breakpoints as a window of the given width would. */
function matchesWidth(query: string, width: number): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query)
  const max = /max-width:\s*([\d.]+)px/.exec(query)
  if (!min && !max) return false
  return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]))
}

/** A look's theme, with useMediaQuery answering for a width class (it has no window here). */
const themes = new WeakMap<Theme, Map<WidthClass, Theme>>()
function themeFor(theme: Theme, width: WidthClass): Theme {
  let ofTheme = themes.get(theme)
  if (!ofTheme) {
    ofTheme = new Map()
    themes.set(theme, ofTheme)
  }
  let found = ofTheme.get(width)
  if (!found) {
    const ssrMatchMedia = (query: string) => ({ matches: matchesWidth(query, widthOf(width)) })
    found = {
      ...theme,
      components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia } } },
    } as Theme
    ofTheme.set(width, found)
  }
  return found
}

/** Emotion's cache for one render, of the direction the person reads in (decision 027). */
function renderCache(direction: Direction, nonce: string): EmotionCache {
  const cache = createCache({
    key: EMOTION_KEYS[direction],
    nonce,
    ...(direction === 'rtl' && { stylisPlugins: rtlStylisPlugins(rtlPlugin) }),
  })
  // Emotion keeps the styles it inserts as text, for us to put in the head, instead of writing
  // <style> elements into the markup.
  cache.compat = true
  return cache
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * The policy allows no style attribute in markup (style-src has no 'unsafe-inline'), and a refused
 * one is an error in the console. So `style="…"` becomes `data-ssr-style="…"`, drawn by a rule of
 * the page's own stylesheet until the app, once hydrated, sets it as the element's style (main.tsx,
 * through the CSS object model, which the policy allows). A value that could end the rule (braces,
 * a backslash, "<") is left to the app alone.
 */
function moveStyleAttributes(html: string): { html: string; css: string } {
  const rules = new Map<string, string>()
  const moved = html.replace(/ style="([^"]*)"/g, (_match, escaped: string) => {
    const style = unescapeAttribute(escaped)
    if (!/[{}<\\]/.test(style)) {
      // !important: as an inline style would, it wins over the classes' rules.
      const declarations = style
        .split(';')
        .filter(Boolean)
        .map((declaration) => `${declaration} !important`)
      rules.set(escaped, `[data-ssr-style="${style.replace(/"/g, '\\"')}"]{${declarations.join(';')}}`)
    }
    return ` data-ssr-style="${escaped}"`
  })
  return { html: moved, css: [...rules.values()].join('') }
}

/**
 * The styles Emotion inserted while rendering, as the browser's Emotion takes them over
 * (@emotion/server's extractCriticalToChunks): each global style (CssBaseline, the theme's
 * variables) in a <style> of its own that its <Global> adopts instead of inserting it again (which
 * would make the browser recompute every style while hydrating), then the components' in one.
 */
function emotionStyles(cache: EmotionCache, nonce: string): string {
  const tag = (key: string, ids: string[], css: string) =>
    `<style data-emotion="${key} ${ids.join(' ')}" nonce="${escapeAttribute(nonce)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`
  const globals: string[] = []
  const regular: string[] = []
  let regularCss = ''
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue
    if (cache.registered[`${cache.key}-${id}`] === undefined)
      globals.push(tag(`${cache.key}-global`, [id], css))
    else {
      regular.push(id)
      regularCss += css
    }
  }
  return `${globals.join('')}${tag(cache.key, regular, regularCss)}`
}

/** The page's markup for these answers, with the styles and formatted texts it wrote. */
function renderOnce(
  input: RenderInput,
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
  answers: Record<string, unknown>,
  record: Middleware,
): { markup: string; cache: EmotionCache; written: Map<string, string> } {
  let cache: EmotionCache | undefined
  const cacheFor = (direction: Direction) => {
    cache ??= renderCache(direction, input.nonce)
    return cache
  }
  const written = new Map<string, string>()
  assumeForRender({
    locale: formatLocaleFor(input.language, input.view.locale),
    timeZone: input.view.timeZone,
    now: input.now,
    written,
    isRecording: true,
  })
  try {
    const markup = renderToString(
      <StrictMode>
        <Providers
          cacheFor={cacheFor}
          decorateTheme={(theme) => themeFor(theme, input.view.width)}
          answers={answers}
          record={record}
          intl={{ language: input.language, messages: allMessages[input.language] }}
        >
          {/* The app hydrates its router from RENDERED_ELEMENT_ID's answers (main.tsx): no inline script. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    )
    return { markup, cache: cache ?? renderCache('ltr', input.nonce), written }
  } finally {
    assumeForRender({})
  }
}

/** A sign-in page for a request's query (decision 007): the one renderer the server loads has both. */
export const renderAuthPage: RenderAuthPage = renderSignInPage

export const renderPage: RenderPage = async (input) => {
  const basename = input.basePath || '/'
  const publicConfig = input.answers[apiPaths.config] as PublicConfig | undefined
  const { dataRoutes, query } = createStaticHandler(routesFor(publicConfig?.samplePages ?? true), {
    basename,
  })
  // The routes' loaders ask the server who is signed in; here it is known. Their lazy modules load
  // as the app's would (resolve() awaits them).
  const context = await query(new Request(input.url), {
    dataStrategy: async ({ matches }) => {
      const results: Record<string, DataStrategyResult> = {}
      await Promise.all(
        matches.map(async (match) => {
          results[match.route.id] = await match.resolve(async () =>
            (ME_LOADER_ROUTE_IDS as readonly string[]).includes(match.route.id) ? input.me : null,
          )
        }),
      )
      return results
    },
  })
  if (context instanceof Response || context.errors || context.statusCode !== 200) return null
  const answers: Record<string, unknown> = {
    ...input.answers,
    [MENU_MASTER_KEY]: menuMasterFor(widthOf(input.view.width), input.me?.look?.miniDrawer),
  }
  const router = createStaticRouter(dataRoutes, context)
  const asked = new Set<string>()
  // The page's hooks say what they ask for as it renders: each round renders it with the answers so
  // far and asks the server for the new ones, until it asks for nothing new.
  const record: Middleware = (useSWRNext) => (key, fetcher, config) => {
    if (typeof key === 'string' && key.startsWith(`${API_PREFIX}/`) && !Object.hasOwn(answers, key))
      asked.add(key)
    return useSWRNext(key, fetcher, config)
  }
  const tried = new Set<string>()
  let rendered = renderOnce(input, router, context, answers, record)
  for (let round = 0; round < RENDER_ROUNDS; round++) {
    const wanted = [...asked].filter((path) => !tried.has(path)).slice(0, RENDER_ASKS_PER_ROUND)
    if (wanted.length === 0) break
    for (const path of wanted) tried.add(path)
    const fetched = await input.ask(wanted)
    if (Object.keys(fetched).length === 0) break
    Object.assign(answers, fetched)
    asked.clear()
    rendered = renderOnce(input, router, context, answers, record)
  }
  const { markup, cache, written } = rendered
  // A part that suspended (a lazy component) was left for the browser to render: React would report
  // it as an error while hydrating. Such a page renders in the browser instead.
  if (markup.includes('<!--$!-->')) return null
  const page: RenderedPage = {
    view: input.view,
    now: input.now,
    answers,
    written: Object.fromEntries(written),
  }
  const { html, css } = moveStyleAttributes(markup)
  const head = `${emotionStyles(cache, input.nonce)}${css ? `<style nonce="${escapeAttribute(input.nonce)}">${css}</style>` : ''}`
  return { html, head, page }
}
