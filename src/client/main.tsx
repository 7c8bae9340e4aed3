import '@fontsource/public-sans/400.css'
import '@fontsource/public-sans/500.css'
import '@fontsource/public-sans/600.css'
import '@fontsource/public-sans/700.css'
// The fonts a person may choose instead (decision 027): their faces are declared, and the browser
// fetches a font's files only for text set in it.
import '@fontsource/inter/400.css'
import '@fontsource/inter/500.css'
import '@fontsource/inter/600.css'
import '@fontsource/inter/700.css'
import '@fontsource/roboto/400.css'
import '@fontsource/roboto/500.css'
import '@fontsource/roboto/600.css'
import '@fontsource/roboto/700.css'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { apiPaths } from '#shared/api-paths.ts'
import { MENU_MASTER_KEY, RENDERED_ELEMENT_ID } from '#shared/constants.ts'
import { HYDRATION_EVENTS } from '#shared/entry-after-paint.ts'
import { formatLocaleFor } from '#shared/languages.ts'
import { widthClassOf } from '#shared/page-view.ts'
import type { RenderedPage } from '#shared/rendered-page.ts'
import { forgetPageMeOnceLoaded } from './app/guards.ts'
import { Providers, spendRenderedAnswers } from './app/providers.tsx'
import { ME_LOADER_ROUTE_IDS } from './app/root-layout.tsx'
import { routes } from './app/routes.tsx'
import { switchLanguage } from './i18n/language.ts'
import { pageLanguage } from './i18n/page-language.ts'
import { basePath } from './lib/base-path.ts'
import { assumeForRender } from './lib/format-assumptions.ts'
import { setHydrating } from './lib/hydration.ts'
import { readJsonBlock } from './lib/json-block.ts'
import { trackPendingNavigation } from './lib/lazy-page.ts'
import { backOnPage } from './lib/page-load.ts'
import { currentPageView, rememberPageView } from './lib/page-view.ts'
import { loadRtlCache } from './theme/emotion-caches.ts'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
rememberPageView()

/**
 * A page the server rendered (decision 010) is hydrated when this window is in the width class it
 * was rendered for; otherwise (resized since) it is rendered afresh, as every other page is. The
 * locale and time zone are checked once it is hydrated (when Intl must be asked, page-view.ts, that
 * starts ICU: better after the hydration's own slices).
 */
const rendered = readJsonBlock<RenderedPage>(RENDERED_ELEMENT_ID)
const willHydrate = rendered !== undefined && rendered.view.width === widthClassOf(window.innerWidth)

/** The style attributes the server moved out of the markup, set where they belong (render-page.tsx). */
function restoreStyleAttributes(): void {
  for (const element of root?.querySelectorAll<HTMLElement>('[data-ssr-style]') ?? []) {
    element.style.cssText = `${element.dataset.ssrStyle ?? ''};${element.style.cssText}`
    element.removeAttribute('data-ssr-style')
  }
}

function OnHydrated({ then }: { then: () => void }) {
  useEffect(then, [then])
  return null
}

/** A task of its own for what follows: evaluating the modules was one already (blocking time, decision 010). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

async function start() {
  await nextTask()
  // The server says on <html> which language the page is in and which way the person reads: the
  // language's messages and the direction's styles are ready for the first render.
  const language = pageLanguage()
  await Promise.all([
    switchLanguage(language),
    document.documentElement.dir === 'rtl' ? loadRtlCache() : undefined,
  ])
  let hydrating = willHydrate
  if (hydrating) {
    // The router renders nothing but its fallback until the first page's modules are there: load
    // them first, as the server did. One that cannot load (after the reload lazy-page.ts makes)
    // leaves the page to the router, which shows its error screen.
    try {
      for (const match of matchRoutes(routes, window.location, basePath || '/') ?? []) {
        const { route } = match
        if (typeof route.lazy === 'function') {
          Object.assign(route, await route.lazy())
          route.lazy = undefined
        }
      }
    } catch {
      hydrating = false
    }
  }
  // The layouts' loaders returned who is signed in when the server rendered the page.
  const router = createBrowserRouter(routes, {
    basename: basePath || '/',
    hydrationData: hydrating
      ? {
          loaderData: Object.fromEntries(
            ME_LOADER_ROUTE_IDS.map((id) => [id, rendered?.answers[apiPaths.me] ?? null]),
          ),
        }
      : undefined,
  })
  trackPendingNavigation(router)
  const firstLocation = router.state.location
  const stopWatching = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === firstLocation.key) return
    spendRenderedAnswers()
    stopWatching()
  })
  forgetPageMeOnceLoaded(router)
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) backOnPage()
  })
  // Rendered afresh instead (the window's width class changed), the page keeps the server's answers
  // but not the drawer's state, which was decided for the width the server rendered for.
  const answers =
    rendered && !hydrating
      ? Object.fromEntries(Object.entries(rendered.answers).filter(([key]) => key !== MENU_MASTER_KEY))
      : rendered?.answers
  const app = (afterHydration?: () => void) => (
    <StrictMode>
      <Providers answers={answers}>
        <RouterProvider router={router} />
        {afterHydration && <OnHydrated then={afterHydration} />}
      </Providers>
    </StrictMode>
  )
  if (!hydrating || !rendered) {
    if (root) root.textContent = ''
    // What was clicked or typed in the server's markup went with it: the page's waiting ends.
    document.dispatchEvent(new Event(HYDRATION_EVENTS.start))
    document.dispatchEvent(new Event(HYDRATION_EVENTS.done))
    createRoot(root as HTMLElement).render(app())
    return
  }
  // Formatted as the server did, at its moment, with the texts it wrote, until hydrated.
  const { locale, timeZone } = rendered.view
  const written = new Map(Object.entries(rendered.written))
  const formatLocale = formatLocaleFor(language, locale)
  assumeForRender({ locale: formatLocale, timeZone, now: rendered.now, written })
  let reactRoot: Root | undefined
  const afterHydration = () => {
    restoreStyleAttributes()
    setHydrating(false)
    document.dispatchEvent(new Event(HYDRATION_EVENTS.done))
    const own = currentPageView()
    if (own.locale === locale && own.timeZone === timeZone) {
      // The browser's own locale and time zone: the server's texts stay true for what it wrote, and
      // the parts drawn again soon (the charts at their measured width) need no Intl of their own.
      assumeForRender({ locale: formatLocale, timeZone, written })
    } else {
      // The browser's language or time zone changed since it wrote the cookie: its dates and numbers
      // are drawn again in its own (a rare case: the next load is rendered for them).
      assumeForRender({ locale: formatLocaleFor(language, own.locale) })
      reactRoot?.render(app())
    }
  }
  // In a transition, hydration yields to the browser between components instead of holding the
  // main thread for the whole page (blocking time, decision 010).
  setHydrating(true)
  document.dispatchEvent(new Event(HYDRATION_EVENTS.start))
  startTransition(() => {
    reactRoot = hydrateRoot(root as HTMLElement, app(afterHydration), {
      onRecoverableError: (error) => console.error('The page could not be hydrated as rendered:', error),
    })
  })
}

void start()
