import { formatPageView, PAGE_VIEW_COOKIE, type PageView, widthClassOf } from '#shared/page-view.ts'
import { basePath } from './base-path.ts'

/**
 * This window's view as the server renders for it (decision 010). Reading the locale and time zone
 * starts the browser's ICU (~40 ms of one task on a fast machine): ask once the page is idle, or
 * once its own formats have started it.
 */
export function currentPageView(): PageView {
  const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions()
  return { width: widthClassOf(window.innerWidth), locale, timeZone: timeZone ?? 'UTC' }
}

const YEAR_SECONDS = 365 * 24 * 3600
const RESIZE_SETTLE_MS = 250
const IDLE_TIMEOUT_MS = 2000

function writeCookie(value: string): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
  document.cookie = `${PAGE_VIEW_COOKIE}=${value}; path=${basePath || '/'}; max-age=${YEAR_SECONDS}; samesite=lax${secure}`
}

/** Writes the `foyer.view` cookie for this window now (a page of the app writes it when idle). */
export function writePageView(): void {
  writeCookie(formatPageView(currentPageView()))
}

/**
 * Keeps the `foyer.view` cookie true for this window, for the server's next render of the dashboard:
 * written when the page is first idle, and again when a resize crosses a breakpoint.
 */
export function rememberPageView(): void {
  let written = ''
  const update = () => {
    const value = formatPageView(currentPageView())
    if (value === written) return
    written = value
    writeCookie(value)
  }
  if (typeof requestIdleCallback === 'function') requestIdleCallback(update, { timeout: IDLE_TIMEOUT_MS })
  else setTimeout(update, 0)
  let timer: ReturnType<typeof setTimeout> | undefined
  window.addEventListener('resize', () => {
    clearTimeout(timer)
    timer = setTimeout(update, RESIZE_SETTLE_MS)
  })
}
