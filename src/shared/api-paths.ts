// API paths relative to the base path. The client prefixes them with import.meta.env.BASE_URL,
// the server registers them under config.basePath.
export const API_PREFIX = '/api'
export const apiPaths = {
  health: '/api/health',
  config: '/api/config',
  terms: '/api/terms',
  me: '/api/me',
  authStatus: '/api/auth-status',
} as const
