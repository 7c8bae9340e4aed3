import { can, seesConfiguration } from '#shared/admin-rules.ts'
import { HOME_PATH, type Role } from '#shared/auth-rules.ts'
import { helpAnchors, type LinkKey } from '#shared/links.ts'
import { matchesPagePattern } from '#shared/pages.ts'
import type { PublicConfig } from '#shared/public-config.ts'
import type { MenuItem, MenuNode } from './types.ts'

// Pure functions that derive selection, breadcrumbs, links and the page search from the menu
// tree. Paths are relative to the router's basename.

export function normalizePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? ''
  const trimmed = withoutQuery.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** True for a route with a `:param` segment ('/people/:id'): it names many pages, not one. */
export function hasRouteParams(url: string): boolean {
  return url.split('/').some((segment) => segment.startsWith(':'))
}

/**
 * True when the item's route, or one of its aliases, is the given path. A `:param` segment of a
 * route stands for any one non-empty segment ('/people/:id' is '/people/42').
 */
export function itemMatchesPath(item: MenuNode, pathname: string): boolean {
  if (item.external || item.configLink) return false
  const path = normalizePath(pathname)
  const routes = [item.url, ...(item.aliases ?? [])].filter((url): url is string => url !== undefined)
  return routes.some((url) => matchesPagePattern(normalizePath(url), path))
}

type Trail = { parents: MenuNode[]; item: MenuNode }

/** The first node (item or collapse) whose route matches, with its ancestors (groups and collapses). */
export function findTrail(tree: MenuNode[], pathname: string): Trail | null {
  for (const node of tree) {
    if (node.type !== 'group' && itemMatchesPath(node, pathname)) return { parents: [], item: node }
    if (node.type === 'group' || node.type === 'collapse') {
      const found = findTrail(node.children, pathname)
      if (found) return { parents: [node, ...found.parents], item: found.item }
    }
  }
  return null
}

/** The id of the item shown as selected for this path (SPEC: "An item whose route matches..."). */
export function selectedItemId(tree: MenuNode[], pathname: string): string | null {
  return findTrail(tree, pathname)?.item.id ?? null
}

export type Crumb = { id: string; title: string; url?: string }

/**
 * Home, then the parent group or collapse, then the current item: only when the item is flagged
 * for breadcrumbs. Null when the path has no flagged item.
 */
export function breadcrumbsFor(tree: MenuNode[], pathname: string): Crumb[] | null {
  const trail = findTrail(tree, pathname)
  if (!trail?.item.breadcrumbs) return null
  const parents = trail.parents.map((node) =>
    node.type === 'collapse' && node.url
      ? { id: node.id, title: node.title, url: node.url }
      : { id: node.id, title: node.title },
  )
  return [
    { id: 'home', title: 'Home', url: HOME_PATH },
    ...parents,
    { id: trail.item.id, title: trail.item.title },
  ]
}

export type ResolvedLink = {
  /** Inside the app: a router path. Outside: an absolute URL. */
  href: string
  isExternal: boolean
  opensInNewTab: boolean
}

/**
 * Where a configurable link (DOCS_URL, ...) leads for someone: the URL the operator set, outside the
 * app in a new tab; unset, its section of the Help page for an administrator, who can set it, and
 * nowhere for anyone else, who cannot (what would show it is left out, never a dead "#").
 */
export function configLinkFor(
  key: LinkKey,
  links: PublicConfig['links'] | undefined,
  role: Role | undefined,
): ResolvedLink | null {
  const configured = links?.[key] ?? null
  if (configured) return { href: configured, isExternal: true, opensInNewTab: true }
  if (!seesConfiguration(role)) return null
  return { href: `/help#${helpAnchors[key]}`, isExternal: false, opensInNewTab: false }
}

/** Where an item leads; null for a configurable link that leads nowhere for this role (configLinkFor). */
export function resolveItemLink(
  item: MenuNode,
  links: PublicConfig['links'] | undefined,
  role: Role | undefined,
): ResolvedLink | null {
  if (item.configLink) return configLinkFor(item.configLink, links, role)
  const href = item.url ?? HOME_PATH
  return { href, isExternal: Boolean(item.external), opensInNewTab: Boolean(item.target) }
}

/**
 * Every item with a page inside the app, in menu order, hidden groups included. Routes with a
 * parameter are left out: they need an id that the search cannot give.
 */
export function pageItems(tree: MenuNode[]): MenuItem[] {
  return tree.flatMap((node): MenuItem[] => {
    if (node.type === 'item')
      return node.url && !node.external && !node.configLink && !node.disabled && !hasRouteParams(node.url)
        ? [node]
        : []
    if (node.type === 'group' || node.type === 'collapse')
      return node.unsearchable ? [] : pageItems(node.children)
    return []
  })
}

/** The pages whose title or keywords contain every word of the query, best matches first. */
export function searchPages(tree: MenuNode[], query: string, limit = 8): MenuItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return []
  const scored = pageItems(tree)
    .map((item) => {
      const title = item.title.toLowerCase()
      const haystack = [title, ...(item.keywords ?? [])].join(' ').toLowerCase()
      if (!words.every((word) => haystack.includes(word))) return null
      const score = title.startsWith(words[0] ?? '') ? 0 : title.includes(words[0] ?? '') ? 1 : 2
      return { item, score }
    })
    .filter((entry): entry is { item: MenuItem; score: number } => entry !== null)
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map((entry) => entry.item)
}

/**
 * The top-level entries the drawer shows: groups without their hidden entries (detail pages such as
 * a person's), and without groups left with nothing. An entry that is not a group stays, for the
 * drawer to show as a mistake rather than fail on.
 */
export function visibleGroups(tree: MenuNode[]): MenuNode[] {
  return tree.flatMap((node): MenuNode[] => {
    if (node.hidden) return []
    if (node.type !== 'group') return [node]
    const children = node.children.filter((child) => !child.hidden)
    return children.length > 0 ? [{ ...node, children }] : []
  })
}

function keepForRole(nodes: MenuNode[], role: Role | null | undefined, samplePages: boolean): MenuNode[] {
  return nodes.flatMap((node): MenuNode[] => {
    if (node.permission && !can(role, node.permission)) return []
    if (node.roles && !(role && node.roles.includes(role))) return []
    if (node.sample && !samplePages) return []
    if (node.type !== 'group' && node.type !== 'collapse') return [node]
    const children = keepForRole(node.children, role, samplePages)
    // Only what the role's permissions emptied goes: a collapse written empty still shows.
    return children.length > 0 || node.children.length === 0 ? [{ ...node, children }] : []
  })
}

/**
 * The tree a role may see: nodes that need a permission the role lacks, or name roles but not
 * this one, are left out, and
 * so are groups (and collapses) that this leaves with nothing in them. Without a role (nobody signed
 * in, or not known yet) only the nodes that need no permission remain. With `samplePages` false
 * (SAMPLE_PAGES=false), the template's sample items go too. The drawer, the breadcrumbs and the
 * page search all read the tree through this function.
 */
export function menuForRole(
  tree: MenuNode[],
  role: Role | null | undefined,
  { samplePages = true }: { samplePages?: boolean } = {},
): MenuNode[] {
  return keepForRole(tree, role, samplePages)
}
