import { formatPageView, PAGE_VIEW_COOKIE, type PageView, widthClassOf } from '#shared/page-view.ts'
import { basePath } from './base-path.ts'

/** Where the locale and time zone Intl last gave are kept, with what they were read under. */
const INTL_VIEW_KEY = 'foyer:intl-view'
/** Read from Intl again after this long, whatever else says (a language changed in the browser alone). */
const INTL_VIEW_MAX_AGE_MS = 24 * 3600 * 1000

type IntlView = Pick<PageView, 'locale' | 'timeZone'>
type KeptIntlView = IntlView & { signs: string; at: number }

/**
 * What changes when the locale or time zone do, read without Intl: the browser's languages and the
 * offsets of the local time in winter and summer.
 */
function intlSigns(): string {
  const year = new Date().getFullYear()
  const offsets = [0, 6].map((month) => new Date(year, month, 1).getTimezoneOffset())
  return [navigator.language, ...(navigator.languages ?? []), ...offsets].join(' ')
}

function readKept(): KeptIntlView | null {
  try {
    const kept = JSON.parse(localStorage.getItem(INTL_VIEW_KEY) ?? 'null') as KeptIntlView | null
    return kept && typeof kept.locale === 'string' && typeof kept.timeZone === 'string' ? kept : null
  } catch {
    return null
  }
}

/**
 * The browser's locale and time zone. Asking Intl starts the browser's ICU (a long task, longer
 * on a phone: decision 010), so what it said is kept, and
 * taken again while the languages and the time offsets are still the same and it is under a day old.
 */
function intlView(): IntlView {
  const signs = intlSigns()
  const kept = readKept()
  if (kept && kept.signs === signs && Date.now() - kept.at < INTL_VIEW_MAX_AGE_MS)
    return { locale: kept.locale, timeZone: kept.timeZone }
  const { locale, timeZone = 'UTC' } = new Intl.DateTimeFormat().resolvedOptions()
  try {
    localStorage.setItem(INTL_VIEW_KEY, JSON.stringify({ locale, timeZone, signs, at: Date.now() }))
  } catch {
    // Storage refused (a private window, a full quota): Intl is asked each time.
  }
  return { locale, timeZone }
}

/** This window's view as the server renders for it (decision 010). */
export function currentPageView(): PageView {
  return { width: widthClassOf(window.innerWidth), ...intlView() }
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
