import type { MenuGroup } from './types.ts'

// The side navigation's menu (its icons are in menu-icons.ts, which only the drawer needs), plus
// hidden groups for the pages the footer, the Help links and the profile popup reach, so that they get titles and breadcrumbs from the same tree.
export const menuItems: MenuGroup[] = [
  {
    id: 'group-navigation',
    title: 'Navigation',
    type: 'group',
    children: [
      {
        id: 'dashboard',
        title: 'Dashboard',
        type: 'item',
        url: '/dashboard/default',
        aliases: ['/'],
        breadcrumbs: false,
        keywords: ['home', 'overview'],
      },
    ],
  },
  {
    id: 'group-authentication',
    title: 'Authentication',
    type: 'group',
    children: [
      {
        id: 'login',
        title: 'Login',
        type: 'item',
        url: '/login',
        // Not LoginOutlined: its SVG carries an empty <style> that the CSP (rightly) refuses.
        target: true,
        keywords: ['sign in'],
      },
      {
        id: 'register',
        title: 'Register',
        type: 'item',
        url: '/register',
        target: true,
        keywords: ['sign up', 'create account'],
      },
    ],
  },
  {
    id: 'group-utilities',
    title: 'Utilities',
    type: 'group',
    children: [
      {
        id: 'typography',
        title: 'Typography',
        type: 'item',
        url: '/typography',
        breadcrumbs: true,
        keywords: ['fonts', 'text'],
      },
      {
        id: 'color',
        title: 'Color',
        type: 'item',
        url: '/color',
        breadcrumbs: true,
        keywords: ['palette', 'colour', 'contrast'],
      },
      {
        id: 'shadow',
        title: 'Shadow',
        type: 'item',
        url: '/shadow',
        breadcrumbs: true,
      },
    ],
  },
  {
    id: 'group-support',
    title: 'Support',
    type: 'group',
    children: [
      {
        id: 'sample-page',
        title: 'Sample Page',
        type: 'item',
        url: '/sample-page',
        breadcrumbs: true,
      },
      {
        id: 'documentation',
        title: 'Documentation',
        type: 'item',
        configLink: 'docs',
        external: true,
        target: true,
        keywords: ['docs', 'manual'],
      },
    ],
  },
  {
    // Administration: only people whose role grants the permissions see these items;
    // menuForRole() drops the group altogether for everyone else.
    id: 'group-administration',
    title: 'Administration',
    type: 'group',
    children: [
      {
        id: 'admin-people',
        title: 'People',
        type: 'item',
        url: '/admin/users',
        breadcrumbs: true,
        permission: 'people:manage',
        keywords: ['users', 'members', 'roles', 'ban', 'invite'],
      },
      {
        id: 'admin-audit',
        title: 'Audit log',
        type: 'item',
        url: '/admin/audit',
        breadcrumbs: true,
        permission: 'audit:read',
        keywords: ['security', 'events', 'log'],
      },
      {
        // One person's administration page: a title and breadcrumbs, but no entry in the drawer.
        id: 'admin-person',
        title: 'Person',
        type: 'item',
        url: '/admin/users/:id',
        hidden: true,
        breadcrumbs: true,
        permission: 'people:manage',
      },
    ],
  },
  {
    id: 'group-information',
    title: 'Information',
    type: 'group',
    hidden: true,
    children: [
      {
        id: 'help',
        title: 'Help',
        type: 'item',
        url: '/help',
        breadcrumbs: true,
        keywords: ['links', 'configuration'],
      },
      {
        id: 'about',
        title: 'About us',
        type: 'item',
        url: '/about',
        breadcrumbs: true,
        keywords: ['version'],
      },
      {
        id: 'privacy',
        title: 'Privacy',
        type: 'item',
        url: '/privacy',
        breadcrumbs: true,
      },
      {
        id: 'terms',
        title: 'Terms',
        type: 'item',
        url: '/terms',
        breadcrumbs: true,
        keywords: ['terms of use'],
      },
    ],
  },
  {
    // The account center, reached from the profile popup.
    id: 'group-account',
    title: 'Account',
    type: 'group',
    hidden: true,
    children: [
      {
        id: 'edit-profile',
        title: 'Edit Profile',
        type: 'item',
        url: '/account/profile/edit',
        breadcrumbs: true,
        keywords: ['avatar', 'photo', 'picture', 'name', 'bio', 'job title'],
      },
      {
        id: 'view-profile',
        title: 'View Profile',
        type: 'item',
        url: '/account/profile',
        breadcrumbs: true,
        keywords: ['my profile', 'me'],
      },
      {
        id: 'social-profile',
        title: 'Social Profile',
        type: 'item',
        url: '/account/social',
        breadcrumbs: true,
        keywords: ['links', 'website', 'github', 'linkedin', 'mastodon'],
      },
      {
        id: 'billing',
        title: 'Billing',
        type: 'item',
        url: '/account/billing',
        breadcrumbs: true,
        keywords: ['plan', 'upgrade', 'payment', 'invoice'],
      },
      {
        id: 'account-settings',
        title: 'Account Settings',
        type: 'item',
        url: '/account/settings',
        breadcrumbs: true,
        keywords: ['sessions', 'password', 'email', 'devices', 'sign out'],
      },
      {
        id: 'privacy-center',
        title: 'Privacy Center',
        type: 'item',
        url: '/account/privacy',
        breadcrumbs: true,
        keywords: ['export', 'download', 'delete', 'my data'],
      },
      {
        id: 'history',
        title: 'History',
        type: 'item',
        url: '/account/history',
        breadcrumbs: true,
        keywords: ['security', 'activity', 'log', 'sign-ins'],
      },
      {
        id: 'notifications',
        title: 'Notifications',
        type: 'item',
        url: '/notifications',
        breadcrumbs: true,
        keywords: ['inbox', 'alerts', 'unread'],
      },
    ],
  },
  {
    // Anyone's profile: a route with a parameter, so it gets a title and breadcrumbs but is left out
    // of the page search (it needs a person).
    id: 'group-people',
    title: 'People',
    type: 'group',
    hidden: true,
    children: [
      {
        id: 'person-profile',
        title: 'Profile',
        type: 'item',
        url: '/people/:id',
        breadcrumbs: true,
      },
    ],
  },
  {
    id: 'group-account-access',
    title: 'Account access',
    type: 'group',
    hidden: true,
    unsearchable: true,
    children: [
      { id: 'forgot-password', title: 'Forgot password', type: 'item', url: '/forgot-password' },
      { id: 'reset-password', title: 'Reset password', type: 'item', url: '/reset-password' },
      { id: 'verify-email', title: 'Verify email', type: 'item', url: '/verify-email' },
    ],
  },
]
