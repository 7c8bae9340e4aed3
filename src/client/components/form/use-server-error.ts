import { useCallback, useState } from 'react'
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form'
import type { ApiRequestError } from '#client/lib/fetch-json.ts'
import { applyFieldErrors, toApiRequestError } from '#client/lib/server-error.ts'

/**
 * A form's failed call: `show` puts the server's messages for the fields in `names` beside them
 * (the first one focused), or, when none is for a field of the form, keeps the error for a
 * FormErrorAlert. The values typed stay as they are. `attempt` runs a form's call: it clears the
 * last failure, shows a new one as `show` does, and says whether the call succeeded.
 */
export function useServerError<T extends FieldValues>(
  setError: UseFormSetError<T>,
  names: readonly FieldPath<T>[],
) {
  const [error, setFormError] = useState<ApiRequestError | null>(null)
  const show = (caught: unknown) => {
    const failure = toApiRequestError(caught)
    if (!applyFieldErrors(failure, names, setError)) setFormError(failure)
  }
  const clear = useCallback(() => setFormError(null), [])
  const attempt = async (call: () => Promise<unknown>): Promise<boolean> => {
    clear()
    try {
      await call()
      return true
    } catch (caught) {
      show(caught)
      return false
    }
  }
  return { error, show, clear, attempt }
}
