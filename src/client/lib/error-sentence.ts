import type { ApiRequestError } from '#client/lib/fetch-json.ts'

/** The sentence a screen shows for a failed call; the server's own message where it wrote one. */
export function errorSentence(error: ApiRequestError): string {
  if (error.status === 429) {
    return error.code === 'account_throttled'
      ? 'Too many failed attempts for this account.'
      : 'Too many attempts in a short time.'
  }
  if (error.status >= 500 && !error.code) return 'Something went wrong on the server. Try again in a moment.'
  return error.message
}
