// API paths relative to the base path. The client prefixes them with import.meta.env.BASE_URL,
// the server registers them under config.basePath.
export const API_PREFIX = '/api'
export const apiPaths = {
  health: '/api/health',
  ready: '/api/ready',
  metrics: '/api/metrics',
  config: '/api/config',
  terms: '/api/terms',
  me: '/api/me',
  authStatus: '/api/auth-status',
  account: '/api/account',
  accountSocialLinks: '/api/account/social-links',
  /** PUT { colorMode }: the person's colour mode (decision 026). */
  accountAppearance: '/api/account/appearance',
  accountAvatar: '/api/account/avatar',
  accountEmail: '/api/account/email',
  accountEmailConfirm: '/api/account/email/confirm',
  accountSessions: '/api/account/sessions',
  accountRevokeOtherSessions: '/api/account/sessions/revoke-others',
  accountHistory: '/api/account/history',
  accountExport: '/api/account/export',
  accountDelete: '/api/account/delete',
  /** GET /api/people/:id, and the avatar at /api/people/:id/avatar */
  people: '/api/people',
  notifications: '/api/notifications',
  notificationsReadAll: '/api/notifications/read-all',
  notificationsStream: '/api/notifications/stream',
  dashboard: '/api/dashboard',
  /** PUT { hidden }: shows or hides an administrator's getting-started checklist. */
  dashboardGettingStarted: '/api/dashboard/getting-started',
  search: '/api/search',
  /** GET list; /:id; PATCH /:id/role; POST /:id/ban, /:id/unban, /:id/revoke-sessions, /:id/password-reset, /:id/impersonate; DELETE /:id */
  adminUsers: '/api/admin/users',
  adminInvitations: '/api/admin/invitations',
  adminAudit: '/api/admin/audit',
  adminSecurity: '/api/admin/security',
  /** GET, PUT: the customizer's defaults for the instance (decision 027). */
  adminAppearance: '/api/admin/appearance',
  /** GET ?token=: what Register shows for an invitation link. */
  invitation: '/api/invitation',
  stopImpersonating: '/api/admin/stop-impersonating',
} as const
