import { BREAKPOINTS } from './constants.ts'

// The dashboard is rendered on the server for a signed-in person (decision 010), so that it paints
// before its scripts run. Its markup depends on what only the browser knows: the width class of the
// window (the drawer, the top bar and the search box change at the theme's breakpoints), the
// language and the time zone (dates and numbers). The app writes them into the `foyer.view` cookie
// on every page; the server renders for them, and the app hydrates the page only when its own view
// is still the same (otherwise it renders the page itself).

export const PAGE_VIEW_COOKIE = 'foyer.view'

export type WidthClass = keyof typeof BREAKPOINTS
export type PageView = { width: WidthClass; locale: string; timeZone: string }

const widthClasses = (Object.keys(BREAKPOINTS) as WidthClass[]).sort(
  (a, b) => BREAKPOINTS[b] - BREAKPOINTS[a],
)

/** The width class of a window width: the widest breakpoint it reaches. */
export function widthClassOf(width: number): WidthClass {
  return widthClasses.find((name) => width >= BREAKPOINTS[name]) ?? 'xs'
}

/** A width in a class: every media query at the theme's breakpoints answers for it as for the class. */
export function widthOf(widthClass: WidthClass): number {
  return BREAKPOINTS[widthClass] + 1
}

const isWidthClass = (value: string): value is WidthClass => Object.hasOwn(BREAKPOINTS, value)
/** A BCP 47 tag and an IANA zone: letters, digits and a few separators, nothing to escape. */
const LOCALE = /^[A-Za-z0-9-]{2,35}$/
const TIME_ZONE = /^[A-Za-z0-9_+/-]{1,64}$/

/** The cookie's value: "lg en-GB Europe/Paris" (every part safe in a cookie, a space joined as %20). */
export function formatPageView(view: PageView): string {
  return encodeURIComponent(`${view.width} ${view.locale} ${view.timeZone}`)
}

/** The cookie's value read back, or null when it is missing, malformed or names an unknown part. */
export function parsePageView(value: string | undefined): PageView | null {
  if (!value) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return null
  }
  const [width = '', locale = '', timeZone = '', ...rest] = decoded.split(' ')
  if (rest.length || !isWidthClass(width) || !LOCALE.test(locale) || !TIME_ZONE.test(timeZone)) return null
  return { width, locale, timeZone }
}
