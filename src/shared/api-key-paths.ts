// Where the API keys and the API's description are served (docs/api.md): apart from apiPaths, which
// the sign-in pages load, since no sign-in page needs them.

export const apiKeyPaths = {
  /** GET the signed-in person's API keys, POST a new one; DELETE /:id revokes one. */
  own: '/api/account/api-keys',
  /** GET everyone's API keys (?userId= one person's); DELETE /:id revokes anyone's. */
  admin: '/api/admin/api-keys',
  /** GET the audit log as JSON lines or CSV (?format=), with the list's filters. */
  auditExport: '/api/admin/audit/export',
  /** The OpenAPI 3.1 document of every route (plugins/openapi.ts). */
  openApi: '/api/openapi.json',
  /** The document, rendered to read and try. */
  docs: '/api/docs',
} as const
