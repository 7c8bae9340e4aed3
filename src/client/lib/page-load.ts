/**
 * Loads another page of the site in place of this one (Back does not return here). The sign-in
 * pages and the app are separate HTML pages (decision 007), so going from one to the other is a page
 * load. An object, so that component tests can watch it: jsdom cannot load pages.
 */
export const pageLoad = {
  replace(href: string): void {
    window.location.replace(href)
  },
}
