import { useLayoutEffect } from 'react'
import { type FieldValues, type Resolver, type UseFormReturn, useForm } from 'react-hook-form'

export type LiveFormProps<T extends FieldValues> = {
  defaultValues: T
  /** Once, with the form's methods: the owner adopts what was typed and registers its fields. */
  onReady: (methods: UseFormReturn<T>) => void
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
  useLayoutEffect(() => onReady(methods), [])
  useLayoutEffect(() => onRendered())
  return null
}
