let isLeaving = false

/**
 * Loads another page of the site in place of this one. The sign-in pages and the app are separate
 * HTML pages (decision 007), so going from one to the other is a page load. An object, so that
 * component tests can watch it: jsdom cannot load pages.
 */
export const pageLoad = {
  /** Back does not return here (a redirect, a form that was sent). */
  replace(href: string): void {
    isLeaving = true
    window.location.replace(href)
  },
  /** A new entry in the history (a fresh start as someone else, say). */
  assign(href: string): void {
    isLeaving = true
    window.location.assign(href)
  },
}

/**
 * True once this page has asked for another: until it goes, what it still hears (a session that
 * ended, say) must not send it elsewhere, or the later of two page loads would win.
 */
export function isLeavingPage(): boolean {
  return isLeaving
}

/**
 * This page is shown again, from the back-forward cache (Back after a sign-in elsewhere): it is this
 * page once more, no longer on its way out. The app's entry calls it on `pageshow`.
 */
export function backOnPage(): void {
  isLeaving = false
}
