// What the log may say of an address: the links Foyer emails carry one-time secrets (a reset,
// a verification, an email change, an invitation), and whoever reads the log must not be able to
// follow them. Their values are replaced; the rest of the address stays, for debugging.

/** Query parameters whose value is a one-time secret: reset, verification, email-change, invitation links. */
const secretParameters = new Set(['token', 'invite'])
/** better-auth's reset link carries its token as a path segment. */
const secretSegment = /(\/reset-password\/)[^/?]+/gi

/** `url` with the one-time secrets of emailed links replaced, fit for a log. */
export function redactUrl(url: string): string {
  const query = url.indexOf('?')
  const path = (query < 0 ? url : url.slice(0, query)).replace(secretSegment, '$1[redacted]')
  if (query < 0) return path
  const parameters = url
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=')
      const rawName = equals < 0 ? pair : pair.slice(0, equals)
      let name = rawName
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '))
      } catch {
        // A malformed name is logged as it came.
      }
      return secretParameters.has(name.trim().toLowerCase()) ? `${rawName}=[redacted]` : pair
    })
  return `${path}?${parameters.join('&')}`
}
