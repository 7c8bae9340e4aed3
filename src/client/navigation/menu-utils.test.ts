import { describe, expect, it, vi } from 'vitest'
import { menuItems } from './menu-items.ts'
import {
  breadcrumbsFor,
  menuForRole,
  normalizePath,
  pageItems,
  resolveItemLink,
  searchPages,
  selectedItemId,
  visibleGroups,
} from './menu-utils.ts'
import type { MenuGroup, MenuNode } from './types.ts'

// The template's menu, as Foyer ships it: a team's resources add groups of their own
// (resource-menu.test.ts).
vi.mock('#shared/resources/index.ts', () => ({ resources: [] }))

/** What the drawer shows: each top-level entry's title, with the titles of a group's entries. */
const drawerOf = (tree: MenuNode[]) =>
  visibleGroups(tree).map((node) => [
    node.title,
    node.type === 'group' ? node.children.map((c) => c.title) : [],
  ])

const noLinks = { docs: null, support: null, feedback: null, download: null, pro: null }

// The spec's own example of an alias: the component-overview breadcrumbs page maps to the
// customer-card path.
const treeWithCollapse: MenuGroup[] = [
  {
    id: 'group-apps',
    title: 'Applications',
    type: 'group',
    children: [
      {
        id: 'customer',
        title: 'Customer',
        type: 'collapse',
        children: [
          {
            id: 'customer-card',
            title: 'Customer Card',
            type: 'item',
            url: '/apps/customer/customer-card',
            aliases: ['/component-overview/breadcrumbs'],
            breadcrumbs: true,
          },
          {
            id: 'customer-list',
            title: 'Customer List',
            type: 'item',
            url: '/apps/customer/list',
            breadcrumbs: false,
          },
        ],
      },
    ],
  },
]

describe('normalizePath', () => {
  it('drops a trailing slash, a query and a hash, and keeps the root', () => {
    expect(normalizePath('/color/')).toBe('/color')
    expect(normalizePath('/color?x=1#y')).toBe('/color')
    expect(normalizePath('/')).toBe('/')
    expect(normalizePath('')).toBe('/')
  })
})

describe('selectedItemId', () => {
  it('selects the item whose route matches the current path', () => {
    expect(selectedItemId(menuItems, '/typography')).toBe('typography')
    expect(selectedItemId(menuItems, '/shadow/')).toBe('shadow')
  })
  it('selects the dashboard at the root path, which shows the default dashboard', () => {
    expect(selectedItemId(menuItems, '/')).toBe('dashboard')
    expect(selectedItemId(menuItems, '/dashboard/default')).toBe('dashboard')
  })
  it('selects nothing for a path no item has, nor for a prefix of a route', () => {
    expect(selectedItemId(menuItems, '/nope')).toBeNull()
    expect(selectedItemId(menuItems, '/dashboard')).toBeNull()
  })
  it('follows aliases', () => {
    expect(selectedItemId(treeWithCollapse, '/component-overview/breadcrumbs')).toBe('customer-card')
  })
})

describe('breadcrumbsFor', () => {
  it('gives Home, the parent group, then the current item', () => {
    expect(breadcrumbsFor(menuItems, '/typography')).toEqual([
      { id: 'home', title: 'Home', url: '/dashboard/default' },
      { id: 'group-utilities', title: 'Utilities' },
      { id: 'typography', title: 'Typography' },
    ])
  })
  it('includes a collapse parent between the group and the item', () => {
    expect(breadcrumbsFor(treeWithCollapse, '/apps/customer/customer-card')?.map((c) => c.title)).toEqual([
      'Home',
      'Applications',
      'Customer',
      'Customer Card',
    ])
  })
  it('maps the component-overview breadcrumbs page to the customer-card trail', () => {
    expect(breadcrumbsFor(treeWithCollapse, '/component-overview/breadcrumbs')).toEqual(
      breadcrumbsFor(treeWithCollapse, '/apps/customer/customer-card'),
    )
  })
  it('leaves out items that are not flagged for breadcrumbs', () => {
    expect(breadcrumbsFor(menuItems, '/dashboard/default')).toBeNull()
    expect(breadcrumbsFor(treeWithCollapse, '/apps/customer/list')).toBeNull()
    expect(breadcrumbsFor(menuItems, '/unknown')).toBeNull()
  })
})

describe('resolveItemLink', () => {
  const documentation = menuItems[3]?.children[1]
  it('sends an administrator to the Help section of an unconfigured link, in the same tab', () => {
    expect(documentation && resolveItemLink(documentation, noLinks, 'admin')).toEqual({
      href: '/help#documentation',
      isExternal: false,
      opensInNewTab: false,
    })
  })
  it('leaves an unconfigured link out for a member, who cannot set it', () => {
    expect(documentation && resolveItemLink(documentation, noLinks, 'member')).toBeNull()
    expect(documentation && resolveItemLink(documentation, noLinks, undefined)).toBeNull()
  })
  it('opens a configured link outside the app in a new tab, for anyone', () => {
    expect(
      documentation &&
        resolveItemLink(documentation, { ...noLinks, docs: 'https://docs.example.org/' }, 'member'),
    ).toEqual({
      href: 'https://docs.example.org/',
      isExternal: true,
      opensInNewTab: true,
    })
  })
  it('opens Login and Register in a new tab', () => {
    const [login, register] = menuItems[1]?.children ?? []
    expect(login && resolveItemLink(login, noLinks, 'member')).toEqual({
      href: '/login',
      isExternal: false,
      opensInNewTab: true,
    })
    expect(register && resolveItemLink(register, noLinks, 'member')?.opensInNewTab).toBe(true)
  })
})

describe('the menu of the spec', () => {
  it('shows the four menu groups in the drawer, in order, with their items', () => {
    const tree = menuForRole(menuItems, 'member')
    expect(drawerOf(tree)).toEqual([
      ['Navigation', ['Dashboard']],
      ['Authentication', ['Login', 'Register']],
      ['Utilities', ['Typography', 'Color', 'Shadow']],
      ['Support', ['Sample Page', 'Documentation']],
    ])
  })
  it('leaves the template’s sample pages and items out where SAMPLE_PAGES=false, and the groups they emptied', () => {
    const tree = menuForRole(menuItems, 'member', { samplePages: false })
    expect(drawerOf(tree)).toEqual([
      ['Navigation', ['Dashboard']],
      ['Support', ['Documentation']],
    ])
    expect(searchPages(tree, 'typo')).toEqual([])
  })
  it('has unique ids', () => {
    const ids: string[] = []
    const walk = (nodes: { id: string; children?: unknown[] }[]) => {
      for (const node of nodes) {
        ids.push(node.id)
        if (node.children) walk(node.children as { id: string }[])
      }
    }
    walk(menuItems)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('searchPages', () => {
  it('finds pages by a part of their title, best match first', () => {
    expect(searchPages(menuItems, 'typo').map((i) => i.id)).toEqual(['typography'])
    expect(searchPages(menuItems, 'pa')[0]?.id).toBe('sample-page')
  })
  it('finds pages by keyword and ignores case', () => {
    expect(searchPages(menuItems, 'PALETTE').map((i) => i.id)).toEqual(['color'])
  })
  it('returns nothing for an empty query and leaves out external links', () => {
    expect(searchPages(menuItems, '  ')).toEqual([])
    expect(pageItems(menuItems).some((i) => i.id === 'documentation')).toBe(false)
  })
})

describe('the account center in the menu', () => {
  it('keeps its pages out of the drawer but gives them Home / Account breadcrumbs', () => {
    expect(visibleGroups(menuItems).some((group) => group.id === 'group-account')).toBe(false)
    expect(breadcrumbsFor(menuItems, '/account/profile/edit')?.map((crumb) => crumb.title)).toEqual([
      'Home',
      'Account',
      'Edit Profile',
    ])
    expect(selectedItemId(menuItems, '/account/settings')).toBe('account-settings')
    expect(selectedItemId(menuItems, '/account/privacy')).toBe('privacy-center')
    expect(selectedItemId(menuItems, '/account/profile')).toBe('view-profile')
  })
  it('finds its pages by keyword', () => {
    expect(searchPages(menuItems, 'avatar').map((item) => item.id)).toEqual(['edit-profile'])
    expect(searchPages(menuItems, 'sessions').map((item) => item.id)).toEqual(['account-settings'])
    expect(searchPages(menuItems, 'export').map((item) => item.id)).toEqual(['privacy-center'])
    expect(searchPages(menuForRole(menuItems, 'member'), 'security').map((item) => item.id)).toEqual([
      'history',
    ])
  })
})

describe('routes with a parameter', () => {
  it('match any one segment in their place', () => {
    expect(selectedItemId(menuItems, '/people/u42')).toBe('person-profile')
    expect(selectedItemId(menuItems, '/people/u42/')).toBe('person-profile')
    expect(breadcrumbsFor(menuItems, '/people/u42')?.map((crumb) => crumb.title)).toEqual([
      'Home',
      'People',
      'Profile',
    ])
    expect(selectedItemId(menuItems, '/people')).toBeNull()
    expect(selectedItemId(menuItems, '/people/u42/more')).toBeNull()
  })
  it('are left out of the page search, which cannot give them an id', () => {
    expect(pageItems(menuItems).some((item) => item.id === 'person-profile')).toBe(false)
    expect(searchPages(menuItems, 'profile').map((item) => item.id)).toEqual([
      'edit-profile',
      'view-profile',
      'social-profile',
    ])
  })
})

describe('menuForRole', () => {
  it('gives a member no Administration group', () => {
    const tree = menuForRole(menuItems, 'member')
    expect(tree.some((group) => group.id === 'group-administration')).toBe(false)
    expect(drawerOf(tree).map(([title]) => title)).not.toContain('Administration')
  })

  it('gives an administrator the Administration group after the others, with People, Audit log, Security and Appearance', () => {
    const drawer = drawerOf(menuForRole(menuItems, 'admin'))
    expect(drawer.at(-1)).toEqual(['Administration', ['People', 'Audit log', 'Security', 'Appearance']])
    expect(drawer.map(([title]) => title)).toEqual([
      'Navigation',
      'Authentication',
      'Utilities',
      'Support',
      'Administration',
    ])
  })

  it('treats nobody signed in (or not known yet) like a role without permissions', () => {
    expect(menuForRole(menuItems, null)).toEqual(menuForRole(menuItems, 'member'))
    expect(menuForRole(menuItems, undefined)).toEqual(menuForRole(menuItems, 'member'))
  })

  it('drops groups that need a permission, items that need one, and groups left empty', () => {
    const tree: MenuGroup[] = [
      {
        id: 'locked',
        title: 'Locked',
        type: 'group',
        permission: 'audit:read',
        children: [{ id: 'a', title: 'A', type: 'item', url: '/a' }],
      },
      {
        id: 'mixed',
        title: 'Mixed',
        type: 'group',
        children: [
          { id: 'b', title: 'B', type: 'item', url: '/b' },
          { id: 'c', title: 'C', type: 'item', url: '/c', permission: 'people:manage' },
        ],
      },
      {
        id: 'emptied',
        title: 'Emptied',
        type: 'group',
        children: [
          {
            id: 'collapse',
            title: 'Collapse',
            type: 'collapse',
            children: [{ id: 'd', title: 'D', type: 'item', url: '/d', permission: 'people:manage' }],
          },
        ],
      },
    ]
    expect(drawerOf(menuForRole(tree, 'member'))).toEqual([['Mixed', ['B']]])
    expect(drawerOf(menuForRole(tree, 'admin'))).toEqual([
      ['Locked', ['A']],
      ['Mixed', ['B', 'C']],
      ['Emptied', ['Collapse']],
    ])
  })

  it('keeps a collapse written empty, which the drawer shows as a collapse', () => {
    const tree: MenuGroup[] = [
      {
        id: 'g',
        title: 'G',
        type: 'group',
        children: [{ id: 'empty', title: 'Empty', type: 'collapse', children: [] }],
      },
    ]
    expect(drawerOf(menuForRole(tree, 'member'))).toEqual([['G', ['Empty']]])
  })

  it('passes a top-level entry that is not a group on to the drawer instead of failing', () => {
    const tree: MenuNode[] = [
      { id: 'stray', title: 'Stray', type: 'item', url: '/stray' },
      { id: 'gone', title: 'Gone', type: 'item', url: '/gone', hidden: true },
      { id: 'g', title: 'G', type: 'group', children: [{ id: 'a', title: 'A', type: 'item', url: '/a' }] },
    ]
    expect(drawerOf(menuForRole(tree, 'member'))).toEqual([
      ['Stray', []],
      ['G', ['A']],
    ])
  })

  it('leaves the input tree as it was', () => {
    const before = JSON.stringify(menuItems)
    menuForRole(menuItems, 'member')
    expect(JSON.stringify(menuItems)).toBe(before)
  })

  it('keeps administration pages out of a member’s drawer selection, breadcrumbs and search', () => {
    const tree = menuForRole(menuItems, 'member')
    expect(selectedItemId(tree, '/admin/users')).toBeNull()
    expect(breadcrumbsFor(tree, '/admin/audit')).toBeNull()
    expect(searchPages(tree, 'ban')).toEqual([])
    expect(searchPages(tree, 'audit')).toEqual([])
  })

  it('gives an administrator their selection, breadcrumbs and search, the person page included', () => {
    const tree = menuForRole(menuItems, 'admin')
    expect(selectedItemId(tree, '/admin/users')).toBe('admin-people')
    expect(selectedItemId(tree, '/admin/users/u42')).toBe('admin-person')
    expect(breadcrumbsFor(tree, '/admin/users/u42')?.map((crumb) => crumb.title)).toEqual([
      'Home',
      'Administration',
      'Person',
    ])
    expect(searchPages(tree, 'ban').map((item) => item.id)).toEqual(['admin-people'])
    expect(searchPages(tree, 'security events').map((item) => item.id)).toEqual(['admin-audit'])
    expect(pageItems(tree).some((item) => item.id === 'admin-person')).toBe(false)
  })
})
