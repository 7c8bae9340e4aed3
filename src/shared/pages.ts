import type { Permission } from './admin-rules.ts'
import { apiPaths } from './api-paths.ts'
import type { Role } from './auth-rules.ts'
import { type ResourceDefinition, readerRoles } from './resource.ts'
import { resources } from './resources/index.ts'

// Every page of the app, written once (decision 020). The router, the menu's page items, the
// document titles, the server's 200 or 404, its preloads and server-rendered pages, the bundle
// budgets, the web bench and the browser tests' page lists are all derived from this table.
// Paths are relative to the base path; a `:name` segment stands for any one non-empty segment.

/** The most gzip JavaScript a page may load before it is interactive, in kB (decisions 004, 028). */
export const SIGN_IN_BUDGET_KB = 120
export const PAGE_BUDGET_KB = 305
/** A resource's pages, made from any definition (decision 023). */
export const RESOURCE_PAGE_BUDGET_KB = 330

/**
 * Who may open a page: anyone; only people signed out (the signed-in are sent on, as Login would);
 * anyone signed in; or people whose role grants a permission (others get a 403 screen).
 */
export type PageAccess = 'public' | 'signed-out' | 'signed-in' | Permission

/** The menu's groups, in the order the drawer shows them (their titles are the client's). */
export const menuGroupIds = [
  'navigation',
  // The resources' pages (src/shared/resources/), one group of the drawer per definition's group.
  'resources',
  'authentication',
  'utilities',
  'support',
  'administration',
  'information',
  'account',
  'people',
] as const
export type MenuGroupId = (typeof menuGroupIds)[number]

/** A page's item in the menu: the drawer, the breadcrumbs and the page search read it. */
export type PageMenuEntry = {
  /** The item's id, by which the drawer finds its icon. */
  id: string
  group: MenuGroupId
  /** Its place among the group's entries, lowest first. */
  order: number
  /** Words the page search matches besides the title. */
  keywords?: readonly string[]
  /** Takes part in breadcrumbs: Home, its group, its title. */
  breadcrumbs?: boolean
  /** Kept out of the drawer (a detail page): still titled, with breadcrumbs. */
  hidden?: boolean
  opensInNewTab?: boolean
  /** Other page paths that select this item. */
  aliases?: readonly string[]
  /** A template's item (Login and Register in the menu): left out with SAMPLE_PAGES=false. */
  sample?: true
  /** In the resources' group: the title of the drawer's group it is listed under (the definition's). */
  groupTitle?: string
  /** Only people with one of these roles see it (a resource's readers). */
  roles?: readonly Role[]
}

type PageCommon = {
  title: string
  menu?: PageMenuEntry
  /**
   * Sample content of the template (Typography, Color...): with SAMPLE_PAGES=false the page answers
   * 404 and its menu item is left out.
   */
  sample?: true
  /**
   * The API answers its first render asks for: for a signed-in visitor, the server names them in
   * the page as preloads, fetched alongside its scripts. Each the exact URL the page fetches.
   */
  preloads?: readonly string[]
  /** Its gzip JavaScript before it is interactive, at most, in kB. */
  budgetKb: number
}

/**
 * A page of the app's router, whose module is a file under src/client/app/pages ('account/settings').
 * The main layout's pages all need someone signed in (its guard); the minimal layout's are open.
 */
export type AppPage = PageCommon & { module: string } & (
    | {
        layout: 'main'
        access: 'signed-in' | Permission
        /**
         * A main-layout page is rendered on the server for a signed-in person (decision 010), with
         * the API answers its hooks ask for; `false` leaves it to the browser.
         */
        serverRendered?: false
      }
    | { layout: 'minimal'; access: 'public' }
  )
/** A page of auth.html, the sign-in pages' own light page: its entry holds all of them (decision 007). */
export type AuthPage = PageCommon & { layout: 'auth'; access: 'public' | 'signed-out' }
export type Page = AppPage | AuthPage

const dashboard = {
  title: 'Dashboard',
  layout: 'main',
  module: 'dashboard',
  access: 'signed-in',
  preloads: [apiPaths.dashboard],
  budgetKb: PAGE_BUDGET_KB,
} as const satisfies Page

const signedIn = { layout: 'main', access: 'signed-in', budgetKb: PAGE_BUDGET_KB } as const
const signIn = { layout: 'auth', budgetKb: SIGN_IN_BUDGET_KB } as const

export const pages = {
  '/': dashboard,
  '/dashboard/default': {
    ...dashboard,
    menu: {
      id: 'dashboard',
      group: 'navigation',
      order: 1,
      aliases: ['/'],
      keywords: ['home', 'overview'],
    },
  },
  '/login': {
    ...signIn,
    title: 'Login',
    access: 'signed-out',
    menu: {
      id: 'login',
      group: 'authentication',
      order: 1,
      opensInNewTab: true,
      keywords: ['sign in'],
      sample: true,
    },
  },
  '/register': {
    ...signIn,
    title: 'Register',
    access: 'signed-out',
    menu: {
      id: 'register',
      group: 'authentication',
      order: 2,
      opensInNewTab: true,
      keywords: ['sign up', 'create account'],
      sample: true,
    },
  },
  '/forgot-password': { ...signIn, title: 'Forgot password', access: 'public' },
  '/reset-password': { ...signIn, title: 'Reset password', access: 'public' },
  '/verify-email': { ...signIn, title: 'Verify email', access: 'public' },
  '/typography': {
    ...signedIn,
    sample: true,
    title: 'Typography',
    module: 'typography',
    menu: { id: 'typography', group: 'utilities', order: 1, breadcrumbs: true, keywords: ['fonts', 'text'] },
  },
  '/color': {
    ...signedIn,
    sample: true,
    title: 'Color',
    module: 'color',
    menu: {
      id: 'color',
      group: 'utilities',
      order: 2,
      breadcrumbs: true,
      keywords: ['palette', 'colour', 'contrast'],
    },
  },
  '/shadow': {
    ...signedIn,
    sample: true,
    title: 'Shadow',
    module: 'shadow',
    menu: { id: 'shadow', group: 'utilities', order: 3, breadcrumbs: true },
  },
  '/sample-page': {
    ...signedIn,
    sample: true,
    title: 'Sample Page',
    module: 'sample-page',
    menu: { id: 'sample-page', group: 'support', order: 1, breadcrumbs: true },
  },
  '/admin/users': {
    ...signedIn,
    title: 'People',
    module: 'admin/people',
    access: 'people:manage',
    menu: {
      id: 'admin-people',
      group: 'administration',
      order: 1,
      breadcrumbs: true,
      keywords: ['users', 'members', 'roles', 'ban', 'invite'],
    },
  },
  '/admin/audit': {
    ...signedIn,
    title: 'Audit log',
    module: 'admin/audit-log',
    access: 'audit:read',
    menu: {
      id: 'admin-audit',
      group: 'administration',
      order: 2,
      breadcrumbs: true,
      keywords: ['security', 'events', 'log'],
    },
  },
  '/admin/security': {
    ...signedIn,
    title: 'Security',
    module: 'admin/security',
    access: 'people:manage',
    preloads: [apiPaths.adminSecurity],
    menu: {
      id: 'admin-security',
      group: 'administration',
      order: 3,
      breadcrumbs: true,
      keywords: ['two-factor', 'mfa'],
    },
  },
  '/admin/appearance': {
    ...signedIn,
    title: 'Appearance',
    module: 'admin/appearance',
    access: 'people:manage',
    preloads: [apiPaths.adminAppearance],
    menu: {
      id: 'admin-appearance',
      group: 'administration',
      order: 4,
      breadcrumbs: true,
      keywords: ['theme', 'colour', 'color', 'font', 'layout', 'customizer', 'defaults'],
    },
  },
  '/admin/users/:id': {
    ...signedIn,
    title: 'Person',
    module: 'admin/person',
    access: 'people:manage',
    menu: { id: 'admin-person', group: 'administration', order: 5, hidden: true, breadcrumbs: true },
  },
  '/help': {
    ...signedIn,
    title: 'Help',
    module: 'help',
    menu: {
      id: 'help',
      group: 'information',
      order: 1,
      breadcrumbs: true,
      keywords: ['links', 'configuration'],
    },
  },
  '/about': {
    ...signedIn,
    title: 'About us',
    module: 'about',
    menu: { id: 'about', group: 'information', order: 2, breadcrumbs: true, keywords: ['version'] },
  },
  '/privacy': {
    ...signedIn,
    title: 'Privacy',
    module: 'privacy',
    menu: { id: 'privacy', group: 'information', order: 3, breadcrumbs: true },
  },
  '/terms': {
    ...signedIn,
    title: 'Terms',
    module: 'terms',
    menu: { id: 'terms', group: 'information', order: 4, breadcrumbs: true, keywords: ['terms of use'] },
  },
  '/account/profile/edit': {
    ...signedIn,
    title: 'Edit Profile',
    module: 'account/edit-profile',
    menu: {
      id: 'edit-profile',
      group: 'account',
      order: 1,
      breadcrumbs: true,
      keywords: ['avatar', 'photo', 'picture', 'name', 'bio', 'job title'],
    },
  },
  '/account/profile': {
    ...signedIn,
    title: 'View Profile',
    module: 'account/profile',
    menu: {
      id: 'view-profile',
      group: 'account',
      order: 2,
      breadcrumbs: true,
      keywords: ['my profile', 'me'],
    },
  },
  '/account/social': {
    ...signedIn,
    title: 'Social Profile',
    module: 'account/social-profile',
    menu: {
      id: 'social-profile',
      group: 'account',
      order: 3,
      breadcrumbs: true,
      keywords: ['links', 'website', 'github', 'linkedin', 'mastodon'],
    },
  },
  '/account/billing': {
    ...signedIn,
    title: 'Billing',
    module: 'account/billing',
    menu: {
      id: 'billing',
      group: 'account',
      order: 4,
      breadcrumbs: true,
      keywords: ['plan', 'upgrade', 'payment', 'invoice'],
    },
  },
  '/account/settings': {
    ...signedIn,
    title: 'Account Settings',
    module: 'account/settings',
    menu: {
      id: 'account-settings',
      group: 'account',
      order: 5,
      breadcrumbs: true,
      keywords: ['sessions', 'password', 'email', 'devices', 'sign out'],
    },
  },
  '/account/privacy': {
    ...signedIn,
    title: 'Privacy Center',
    module: 'account/privacy-center',
    menu: {
      id: 'privacy-center',
      group: 'account',
      order: 6,
      breadcrumbs: true,
      keywords: ['export', 'download', 'delete', 'my data'],
    },
  },
  '/account/history': {
    ...signedIn,
    title: 'History',
    module: 'account/history',
    menu: {
      id: 'history',
      group: 'account',
      order: 7,
      breadcrumbs: true,
      keywords: ['security', 'activity', 'log', 'sign-ins'],
    },
  },
  '/notifications': {
    ...signedIn,
    title: 'Notifications',
    module: 'notifications',
    menu: {
      id: 'notifications',
      group: 'account',
      order: 8,
      breadcrumbs: true,
      keywords: ['inbox', 'alerts', 'unread'],
    },
  },
  '/people/:id': {
    ...signedIn,
    title: 'Profile',
    module: 'person',
    menu: { id: 'person-profile', group: 'people', order: 1, breadcrumbs: true },
  },
} as const satisfies Record<string, Page>

export type PagePath = keyof typeof pages
export type AuthPagePath = {
  [P in PagePath]: (typeof pages)[P]['layout'] extends 'auth' ? P : never
}[PagePath]

/** What any other path under the base path shows, answered with status 404. */
export const notFoundPage = {
  title: 'Page not found',
  layout: 'minimal',
  module: 'not-found',
  access: 'public',
  budgetKb: PAGE_BUDGET_KB,
} as const satisfies AppPage

/**
 * A resource's four pages (src/shared/resources/): its list at `/<name>` (in the drawer, in the
 * definition's group), a new record, a record and its edit form. Its API answers 403 to those whose
 * role may not read it, and the list says so; they are rendered in the browser.
 */
export function resourcePages(definition: ResourceDefinition, order: number): Array<[string, AppPage]> {
  const base = `/${definition.name}`
  const page = (title: string, module: string, menu: PageMenuEntry): AppPage => ({
    ...signedIn,
    budgetKb: RESOURCE_PAGE_BUDGET_KB,
    serverRendered: false,
    title,
    module: `resources/${module}`,
    menu,
  })
  const places = { new: 1, record: 2, edit: 3 } as const
  const hidden = (id: keyof typeof places) => ({
    id: `resource-${definition.name}-${id}`,
    group: 'resources' as const,
    groupTitle: definition.group,
    order: order * 10 + places[id],
    hidden: true,
    breadcrumbs: true,
  })
  return [
    [
      base,
      page(definition.label.other, 'list', {
        id: `resource-${definition.name}`,
        group: 'resources',
        groupTitle: definition.group,
        order: order * 10,
        breadcrumbs: true,
        keywords: [definition.name, definition.label.one.toLowerCase()],
        roles: readerRoles(definition),
      }),
    ],
    // Before `/:id`, which `new` would match too.
    [`${base}/new`, page(`New ${definition.label.one.toLowerCase()}`, 'new', hidden('new'))],
    [`${base}/:id`, page(definition.label.one, 'record', hidden('record'))],
    [`${base}/:id/edit`, page(`Edit ${definition.label.one.toLowerCase()}`, 'edit', hidden('edit'))],
  ]
}

/**
 * The pages with their paths, in the table's order, the resources' last. A resource's paths are not
 * in PagePath's union (the registry is typed as any definition): they are pages all the same.
 */
export const pageEntries = [
  ...Object.entries(pages),
  // A resource with `pages: false` is an API alone.
  ...resources.flatMap((definition, index) =>
    definition.pages === false ? [] : resourcePages(definition, index + 1),
  ),
] as Array<[PagePath, Page]>
export const pagePaths = pageEntries.map(([path]) => path)
const pageByPath = new Map<string, Page>(pageEntries)

/** The page of a pattern of the table ('/people/:id'), or undefined. */
export function pageOfPattern(pattern: string): Page | undefined {
  return pageByPath.get(pattern)
}

/**
 * The pages around signing in. They are not part of the app's router: the server answers them with
 * auth.html, a light page of their own without MUI (decision 007).
 */
export const authPagePaths = pageEntries
  .filter(([, page]) => page.layout === 'auth')
  .map(([path]) => path as AuthPagePath)

export function isAuthPagePath(pattern: string | null): pattern is AuthPagePath {
  return authPagePaths.some((path) => path === pattern)
}

/**
 * Whether the server renders the page (decision 010): the main layout's for a signed-in person,
 * the minimal layout's (not found) for anyone.
 */
export function isServerRendered(page: Page | undefined): boolean {
  if (page?.layout === 'minimal') return true
  return page?.layout === 'main' && page.serverRendered !== false
}

/** Whether a page is shown on an instance: sample content only where SAMPLE_PAGES is not false. */
export function isPageShown(page: Page | undefined, samplePages: boolean): boolean {
  return page !== undefined && (samplePages || !page.sample)
}

/** The permission a page needs, or null when its access names none. */
export function permissionOf(page: Page): Permission | null {
  return page.access === 'public' || page.access === 'signed-out' || page.access === 'signed-in'
    ? null
    : page.access
}

function segmentsOf(path: string): string[] {
  return path.split('/').slice(1)
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}

/** Whether a path matches a pattern whose `:name` segments stand for any non-empty segment. */
export function matchesPagePattern(pattern: string, path: string): boolean {
  const expected = segmentsOf(pattern)
  const actual = segmentsOf(withoutTrailingSlash(path || '/'))
  if (expected.length !== actual.length) return false
  return expected.every((segment, index) => {
    const value = actual[index] ?? ''
    return segment.startsWith(':') ? value !== '' : segment === value
  })
}

/** The page pattern a path relative to the base path matches ('/people/:id' for '/people/42'), or null. */
export function pagePatternOf(path: string): PagePath | null {
  if (!path.startsWith('/') && path !== '') return null
  return pagePaths.find((pattern) => matchesPagePattern(pattern, path)) ?? null
}

/** The page at a path relative to the base path (a query or hash is ignored), or null. */
export function pageAt(path: string): Page | null {
  const pattern = pagePatternOf(path.split(/[?#]/)[0] ?? '')
  return pattern === null ? null : (pageOfPattern(pattern) ?? null)
}
