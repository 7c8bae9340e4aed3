/**
 * The base path the app is served under, in one form everywhere: '' for the root,
 * otherwise '/segment[/segment...]' with no trailing slash. Throws on a value that is not a path.
 */
export function normalizeBasePath(raw: string): string {
  const trimmed = raw.trim()
  if (trimmed === '' || trimmed === '/') return ''
  if (!trimmed.startsWith('/')) throw new Error(`must start with "/" (got "${raw}")`)
  const path = trimmed.replace(/\/+$/, '')
  if (!/^(\/[A-Za-z0-9._~-]+)+$/.test(path) || path.split('/').some((s) => s === '.' || s === '..')) {
    throw new Error(`must be a path of letters, digits, ".", "_", "~" or "-" segments (got "${raw}")`)
  }
  return path
}
