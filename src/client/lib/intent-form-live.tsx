import { useLayoutEffect } from 'react'
import { type FieldValues, type Path, type Resolver, type UseFormReturn, useForm } from 'react-hook-form'
import type { ApiRequestError } from './fetch-json.ts'
import { applyFieldErrors, toApiRequestError } from './server-error.ts'

/**
 * A failed call of onValid: the server's messages for `names` beside their fields (the first one
 * focused), and null; or, when none is for a field of the form, the error to show above it.
 */
export type ShowFailure<T extends FieldValues> = (
  caught: unknown,
  names: readonly Path<T>[],
) => ApiRequestError | null

export type LiveFormProps<T extends FieldValues> = {
  defaultValues: T
  /**
   * Once, with the form's methods and how it shows a failed call: the owner adopts what was typed
   * and registers its fields.
   */
  onReady: (methods: UseFormReturn<T>, showFailure: ShowFailure<T>) => void
  /** After each render of the form state (errors, sending): the owner renders with it. */
  onRendered: () => void
}

/**
 * The loaded half of useIntentForm (intent-form.tsx): react-hook-form's useForm, validated with the
 * schema's resolver, in mode onTouched as every form of the app. It renders nothing; the fields
 * belong to the owner, which renders again whenever this component does.
 */
export function LiveForm<T extends FieldValues>({
  defaultValues,
  onReady,
  onRendered,
  resolver,
}: LiveFormProps<T> & { resolver: Resolver<T> }) {
  const methods = useForm<T>({ resolver, mode: 'onTouched', defaultValues: defaultValues as never })
  // Reading them subscribes this component to their changes.
  void methods.formState.errors
  void methods.formState.isSubmitting
  // biome-ignore lint/correctness/useExhaustiveDependencies: the methods are made once, on mount.
  useLayoutEffect(
    () =>
      onReady(methods, (caught, names) => {
        const error = toApiRequestError(caught)
        return applyFieldErrors(error, names, methods.setError) ? null : error
      }),
    [],
  )
  useLayoutEffect(() => onRendered())
  return null
}
