// The words Foyer uses for its recurring things, one each, so that every screen, message and email
// says the same (and a translation catalogue has one entry to translate). A test reads the sources
// for the words to avoid (src/client/vocabulary.test.ts).

export const vocabulary = [
  {
    use: 'sign in, sign out, signed in, sign-in (the noun)',
    avoid: ['log in', 'log out', 'logged in', 'logged out'],
    note: "The specification names three things otherwise, and keeps those names: the Login page (its title, menu item and button) and the profile popup's Logout item and tooltip.",
  },
  { use: 'ban, banned, lift the ban', avoid: ['suspend', 'suspended'] },
  { use: 'email', avoid: ['e-mail', 'mail address'] },
  { use: 'person, people (who has an account)', avoid: ['end user', 'end users'] },
  { use: 'administrator, member (the roles)', avoid: ['admin user', 'superuser'] },
] as const

/** Moments, days and spans each have one format (src/client/lib/format.ts). */
export const dateFormats = {
  moment: '5 Aug 2025, 15:04 (formatDateTime)',
  day: '5 Aug 2025 (formatDate)',
  recent: '2 min ago, with the moment beside it or as its title (formatRelativeTime)',
  chartDay: '5 Aug, the days of a chart’s 30 (formatDay)',
} as const
