import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiRequestError, UNEXPECTED } from '#client/lib/fetch-json.ts'

/** Any failure of a call as an ApiRequestError, so that the screens handle one shape. */
export function toApiRequestError(error: unknown): ApiRequestError {
  if (error instanceof ApiRequestError) return error
  return new ApiRequestError(0, 'Something went wrong. Try again in a moment.', undefined, undefined, {
    code: UNEXPECTED,
  })
}

/**
 * Shows the server's field messages beside the fields of the form, in form order, focusing the
 * first one. Returns false when none of them belongs to a field of this form: the caller then
 * shows the error above the form instead.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: ApiRequestError,
  names: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const fields = error.fields ?? {}
  let applied = false
  for (const name of names) {
    const message = fields[name]
    if (!message) continue
    setError(name, { type: 'server', message }, { shouldFocus: !applied })
    applied = true
  }
  return applied
}
