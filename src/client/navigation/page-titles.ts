import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl'
import type { MenuGroupId, PagePath } from '#shared/pages.ts'
import type { MenuNode } from './types.ts'

// The titles of the app's pages and of the menu's groups in the page's language (decision 028):
// src/shared/pages.ts names each page in English for the server, the budgets and the tests; here each
// is a message. A resource's pages keep the titles their definition gives.

/** By page path, every page of the table's (a unit test checks each English one is its title). */
export const pageTitles: Record<PagePath, MessageDescriptor> = defineMessages({
  '/': { id: 'page.dashboard', defaultMessage: 'Dashboard' },
  '/dashboard/default': { id: 'page.dashboard', defaultMessage: 'Dashboard' },
  '/login': { id: 'page.login', defaultMessage: 'Login' },
  '/register': { id: 'page.register', defaultMessage: 'Register' },
  '/forgot-password': { id: 'page.forgot-password', defaultMessage: 'Forgot password' },
  '/reset-password': { id: 'page.reset-password', defaultMessage: 'Reset password' },
  '/verify-email': { id: 'page.verify-email', defaultMessage: 'Verify email' },
  '/typography': { id: 'page.typography', defaultMessage: 'Typography' },
  '/color': { id: 'page.color', defaultMessage: 'Color' },
  '/shadow': { id: 'page.shadow', defaultMessage: 'Shadow' },
  '/sample-page': { id: 'page.sample-page', defaultMessage: 'Sample Page' },
  '/admin/users': { id: 'page.admin-people', defaultMessage: 'People' },
  '/admin/audit': { id: 'page.admin-audit', defaultMessage: 'Audit log' },
  '/admin/security': { id: 'page.admin-security', defaultMessage: 'Security' },
  '/admin/appearance': { id: 'page.admin-appearance', defaultMessage: 'Appearance' },
  '/admin/users/:id': { id: 'page.admin-person', defaultMessage: 'Person' },
  '/help': { id: 'page.help', defaultMessage: 'Help' },
  '/about': { id: 'page.about', defaultMessage: 'About us' },
  '/privacy': { id: 'page.privacy', defaultMessage: 'Privacy' },
  '/terms': { id: 'page.terms', defaultMessage: 'Terms' },
  '/account/profile/edit': { id: 'page.edit-profile', defaultMessage: 'Edit Profile' },
  '/account/profile': { id: 'page.view-profile', defaultMessage: 'View Profile' },
  '/account/social': { id: 'page.social-profile', defaultMessage: 'Social Profile' },
  '/account/billing': { id: 'page.billing', defaultMessage: 'Billing' },
  '/account/settings': { id: 'page.account-settings', defaultMessage: 'Account Settings' },
  '/account/privacy': { id: 'page.privacy-center', defaultMessage: 'Privacy Center' },
  '/account/history': { id: 'page.history', defaultMessage: 'History' },
  '/notifications': { id: 'page.notifications', defaultMessage: 'Notifications' },
  '/people/:id': { id: 'page.person-profile', defaultMessage: 'Profile' },
})

export const groupTitles: Record<MenuGroupId, MessageDescriptor> = defineMessages({
  navigation: { id: 'menu.group.navigation', defaultMessage: 'Navigation' },
  resources: { id: 'menu.group.resources', defaultMessage: 'Records' },
  authentication: { id: 'menu.group.authentication', defaultMessage: 'Authentication' },
  utilities: { id: 'menu.group.utilities', defaultMessage: 'Utilities' },
  support: { id: 'menu.group.support', defaultMessage: 'Support' },
  administration: { id: 'menu.group.administration', defaultMessage: 'Administration' },
  information: { id: 'menu.group.information', defaultMessage: 'Information' },
  account: { id: 'menu.group.account', defaultMessage: 'Account' },
  people: { id: 'menu.group.people', defaultMessage: 'People' },
})

/** The entries of the menu that are not pages, by id. */
const otherTitles: Record<string, MessageDescriptor> = defineMessages({
  documentation: { id: 'menu.documentation', defaultMessage: 'Documentation' },
})

/** A page's title in the page's language (a resource's as its definition says). */
export function pageTitle(intl: IntlShape, path: string, fallback: string): string {
  return Object.hasOwn(pageTitles, path) ? intl.formatMessage(pageTitles[path as PagePath]) : fallback
}

function titleOf(intl: IntlShape, node: MenuNode): string {
  if (node.type === 'group') {
    const group = node.id.slice('group-'.length) as MenuGroupId
    return Object.hasOwn(groupTitles, group) ? intl.formatMessage(groupTitles[group]) : node.title
  }
  const other = Object.hasOwn(otherTitles, node.id) ? otherTitles[node.id] : undefined
  if (other) return intl.formatMessage(other)
  return node.url ? pageTitle(intl, node.url, node.title) : node.title
}

/** The menu tree with every title in the page's language. */
export function translatedMenu(menu: MenuNode[], intl: IntlShape): MenuNode[] {
  return menu.map((node): MenuNode => {
    const title = titleOf(intl, node)
    return 'children' in node
      ? { ...node, title, children: translatedMenu(node.children, intl) }
      : { ...node, title }
  })
}
