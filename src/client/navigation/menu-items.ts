import { type MenuGroupId, menuGroupIds, type PagePath, pageEntries, permissionOf } from '#shared/pages.ts'
import type { MenuGroup, MenuItem } from './types.ts'

// The side navigation's menu (its icons are in menu-icons.ts, which only the drawer needs): the
// groups below, holding the pages of src/shared/pages.ts that have a menu entry (their url, title,
// keywords, breadcrumbs flag and permission come from there) and the entries that are not pages.
// Hidden groups hold the pages the footer, the Help links and the profile popup reach, so that
// they get breadcrumbs and a place in the page search from the same tree.

type GroupSpec = { title: string; hidden?: boolean }

/** The groups, in menuGroupIds' order. */
const groups: Record<MenuGroupId, GroupSpec> = {
  navigation: { title: 'Navigation' },
  // Split by the resources' own group titles (the definitions'): see below.
  resources: { title: 'Records' },
  authentication: { title: 'Authentication' },
  utilities: { title: 'Utilities' },
  support: { title: 'Support' },
  // Only people whose role grants the permissions see its items; menuForRole() drops the group
  // altogether for everyone else.
  administration: { title: 'Administration' },
  information: { title: 'Information', hidden: true },
  // The account center, reached from the profile popup.
  account: { title: 'Account', hidden: true },
  // Anyone's profile: a route with a parameter, so it gets breadcrumbs but stays out of the page
  // search (it needs a person).
  people: { title: 'People', hidden: true },
}

type Placed = { group: MenuGroupId; groupTitle?: string; order: number; item: MenuItem }

/** The entries that are not pages of the app. */
const otherEntries: Placed[] = [
  {
    group: 'support',
    order: 2,
    item: {
      id: 'documentation',
      title: 'Documentation',
      type: 'item',
      configLink: 'docs',
      external: true,
      target: true,
      keywords: ['docs', 'manual'],
    },
  },
]

function pageItem(path: PagePath, page: (typeof pageEntries)[number][1]): Placed | null {
  const { menu } = page
  if (!menu) return null
  const item: MenuItem = { id: menu.id, title: page.title, type: 'item', url: path }
  if (menu.aliases) item.aliases = [...menu.aliases]
  if (menu.opensInNewTab) item.target = true
  if (menu.breadcrumbs !== undefined) item.breadcrumbs = menu.breadcrumbs
  if (menu.hidden) item.hidden = true
  const permission = permissionOf(page)
  if (permission) item.permission = permission
  if (menu.roles) item.roles = menu.roles
  if (menu.keywords) item.keywords = [...menu.keywords]
  if (page.sample || menu.sample) item.sample = true
  return {
    group: menu.group,
    ...(menu.groupTitle ? { groupTitle: menu.groupTitle } : {}),
    order: menu.order,
    item,
  }
}

const placed = [...pageEntries.flatMap(([path, page]) => pageItem(path, page) ?? []), ...otherEntries]

function groupOf(id: string, title: string, entries: Placed[], hidden?: boolean): MenuGroup {
  const children = entries.sort((a, b) => a.order - b.order).map((entry) => entry.item)
  return { id: `group-${id}`, title, type: 'group', ...(hidden ? { hidden } : {}), children }
}

/** The resources' pages: a group for each title their definitions name, in the order first named. */
function resourceGroups(): MenuGroup[] {
  const entries = placed.filter((entry) => entry.group === 'resources')
  const titles = [...new Set(entries.map((entry) => entry.groupTitle ?? groups.resources.title))]
  return titles.map((title, index) =>
    groupOf(
      index === 0 ? 'resources' : `resources-${index + 1}`,
      title,
      entries.filter((entry) => (entry.groupTitle ?? groups.resources.title) === title),
    ),
  )
}

export const menuItems: MenuGroup[] = menuGroupIds.flatMap((id) => {
  if (id === 'resources') return resourceGroups()
  const { title, hidden } = groups[id]
  return [
    groupOf(
      id,
      title,
      placed.filter((entry) => entry.group === id),
      hidden,
    ),
  ]
})
