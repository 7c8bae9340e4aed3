import { isPageShown, type PagePath, pageEntries, pagePatternOf } from '#shared/pages.ts'

// The account pages' own navigation: the pages of the menu's "account" group, in its order, with
// Sessions (a part of Account Settings) as a place of its own.

export type AccountSection = { title: string; to: string; pattern: PagePath }

/** The anchor of the sessions on Account Settings. */
export const SESSIONS_ANCHOR = 'sessions'

export function accountSections(samplePages: boolean): AccountSection[] {
  const sections: AccountSection[] = []
  const group = pageEntries
    .flatMap(([path, page]) =>
      page.menu?.group === 'account' && isPageShown(page, samplePages) ? [{ path, page }] : [],
    )
    .sort((a, b) => (a.page.menu?.order ?? 0) - (b.page.menu?.order ?? 0))
  for (const { path, page } of group) {
    sections.push({ title: page.title, to: path, pattern: path })
    if (path === '/account/settings')
      sections.push({ title: 'Sessions', to: `${path}#${SESSIONS_ANCHOR}`, pattern: path })
  }
  return sections
}

/** Whether a path is one of the account pages (which show that navigation). */
export function isAccountPath(pathname: string, samplePages: boolean): boolean {
  const pattern = pagePatternOf(pathname)
  return accountSections(samplePages).some((section) => section.pattern === pattern)
}

/** The section a location shows: Sessions for Account Settings at its anchor. */
export function currentSection(
  sections: AccountSection[],
  pathname: string,
  hash: string,
): AccountSection | undefined {
  const pattern = pagePatternOf(pathname)
  const matching = sections.filter((section) => section.pattern === pattern)
  return matching.find((section) => section.to.endsWith(hash) && hash !== '') ?? matching[0]
}
