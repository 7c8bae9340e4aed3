import type { ComponentType } from 'react'
import type { Permission } from '#shared/admin-rules.ts'
import type { Role } from '#shared/auth-rules.ts'
import type { LinkKey } from '#shared/links.ts'

// The menu tree. Plain typed data: the drawer, the breadcrumbs and the search derive from it
// through the pure functions in menu-utils.ts; its page items from src/shared/pages.ts.

export type MenuIcon = ComponentType<{
  style?: React.CSSProperties
  className?: string
  'aria-hidden'?: boolean
}>

export type MenuChip = {
  label: string
  color?: 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning'
  variant?: 'filled' | 'outlined'
  size?: 'small' | 'medium'
  /** A short text (one or two letters) shown in the chip's avatar. */
  avatar?: string
}

export type MenuAction =
  | { type: 'function'; id: string; label: string; icon: MenuIcon; run: () => void }
  | { type: 'link'; id: string; label: string; icon: MenuIcon; url: string; target?: boolean }

export type MenuEntryType = 'group' | 'item' | 'collapse'

type MenuNodeBase = {
  id: string
  title: string
  icon?: MenuIcon
  /**
   * Path inside the app (relative to the base path), or an absolute URL when external. A `:param`
   * segment ('/people/:id') matches any one segment; such items get titles and breadcrumbs but stay
   * out of the page search.
   */
  url?: string
  /** The URL comes from configuration (DOCS_URL, ...); unset, it points at the in-app Help page. */
  configLink?: LinkKey
  /** The template's sample content: left out where SAMPLE_PAGES=false. */
  sample?: boolean
  /** Opens in a new tab. */
  target?: boolean
  external?: boolean
  disabled?: boolean
  /** Takes part in breadcrumbs (SPEC: "Only items flagged for breadcrumbs take part"). */
  breadcrumbs?: boolean
  chip?: MenuChip
  actions?: MenuAction[]
  /** Other paths that select this item and give its breadcrumbs (SPEC: route aliases). */
  aliases?: string[]
  /** Words the search field matches besides the title. */
  keywords?: string[]
  /**
   * Kept out of the drawer (a group, or an item such as a detail page): its pages still get titles,
   * breadcrumbs and search.
   */
  hidden?: boolean
  /**
   * Only people whose role grants this permission see the node; a group without it hides
   * all its items. menuForRole() applies it wherever the tree is read.
   */
  permission?: Permission
  /** Only people with one of these roles see the node (a resource's readers). */
  roles?: readonly Role[]
  /** Left out of the page search (pages only people signed out need, say). */
  unsearchable?: boolean
}

export type MenuItem = MenuNodeBase & { type: 'item' }
export type MenuCollapse = MenuNodeBase & { type: 'collapse'; children: MenuNode[] }
export type MenuGroup = MenuNodeBase & { type: 'group'; children: MenuNode[] }
export type MenuNode = MenuItem | MenuCollapse | MenuGroup
