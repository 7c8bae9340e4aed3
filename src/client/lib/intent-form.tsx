import {
  createElement,
  type FormEvent,
  memo,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import type {
  FieldValues,
  Path,
  Resolver,
  SubmitHandler,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form'
import type { LiveFormProps, ShowFailure } from './intent-form-live.tsx'
import { type LazyPanel, lazyPanel } from './lazy-panel.ts'

/**
 * A form's validation, loaded when the form is about to be used: react-hook-form and the
 * zod schema's resolver are ~22 kB of gzip, and a form shows its fields long before anyone types.
 */
export type FormLogic<T extends FieldValues> = LazyPanel<LiveFormProps<T>>

/** `load` gives the form's resolver, from a module that imports the zod schema and the resolver. */
export function formLogic<T extends FieldValues>(load: () => Promise<Resolver<T>>): FormLogic<T> {
  return lazyPanel(() =>
    Promise.all([import('./intent-form-live.tsx'), load()]).then(([{ LiveForm }, resolver]) =>
      // memo: the owner renders on every change of the form, and this needs no render for that.
      memo((props: LiveFormProps<T>) => createElement(LiveForm<T>, { ...props, resolver })),
    ),
  )
}

/** What a field takes: react-hook-form's registration, and the value it shows before anything is typed. */
export type FieldBinding = UseFormRegisterReturn & { defaultValue?: string; defaultChecked?: boolean }

export type IntentForm<T extends FieldValues> = {
  /** Spread on a field: `<AuthTextField label="Bio" {...form.field('bio')} />`. */
  field: (name: Path<T>) => FieldBinding
  error: (name: Path<T>) => string | undefined
  /** The current text of a field named in `watch` (a counter, a strength meter). */
  value: (name: Path<T>) => string
  isSubmitting: boolean
  /** The form's onSubmit: `onValid` runs with the checked values (once the logic has loaded). */
  handleSubmit: (onValid: SubmitHandler<T>) => (event: FormEvent) => void
  /** For the form element: starts loading the logic on pointer over or focus. */
  intent: { onPointerEnter: () => void; onFocus: () => void }
  /** Render it inside the form: the logic's component, which renders nothing itself. */
  logic: ReactNode
  /** Only once the logic has loaded (from onValid): react-hook-form's. */
  setError: UseFormReturn<T>['setError']
  reset: (values: T) => void
  /**
   * Only from onValid, after a failed call: puts the server's messages for `names` beside their
   * fields and returns null, or returns the error to show above the form. It comes with the logic,
   * so that the page does not load it.
   */
  showFailure: ShowFailure<T>
}

type FieldElement = HTMLInputElement | HTMLTextAreaElement

const currentValue = (element: FieldElement) =>
  element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value

const noChange = () => Promise.resolve()

/**
 * react-hook-form, with the fields shown (and typed into) before its code has loaded: until then the
 * fields are plain uncontrolled inputs; when the logic arrives, it adopts what was typed, which
 * fields were left, and a submit that was asked for meanwhile (the button shows it is sending).
 * The inputs stay the same elements throughout, so focus and the caret never move.
 */
export function useIntentForm<T extends FieldValues>({
  logic,
  defaultValues,
  watch = [],
  preload,
}: {
  logic: FormLogic<T>
  defaultValues: T
  watch?: readonly Path<T>[]
  /** Starts loading what the form shows after a submit (its messages), with the logic. */
  preload?: () => void
}): IntentForm<T> {
  const [isWanted, setIsWanted] = useState(false)
  const [live, setLive] = useState<UseFormReturn<T> | null>(null)
  const [, setRendered] = useState(0)
  const [watched, setWatched] = useState<Partial<Record<string, string>>>({})
  const [isSubmitPending, setIsSubmitPending] = useState(false)
  // What the fields hold and who left them before the logic arrived, and the latest onValid.
  const state = useRef({
    elements: new Map<string, FieldElement>(),
    left: new Set<string>(),
    onValid: null as SubmitHandler<T> | null,
    // For setError and reset, which onValid calls: a submit asked for before the logic arrived runs
    // the onValid of that render, whose `live` was still null.
    live: null as UseFormReturn<T> | null,
    showFailure: null as ShowFailure<T> | null,
    defaults: defaultValues,
  }).current

  const want = useCallback(() => {
    logic.preload()
    preload?.()
    setIsWanted(true)
  }, [logic, preload])

  const adopt = useCallback(
    (methods: UseFormReturn<T>, showFailure: ShowFailure<T>) => {
      state.showFailure = showFailure
      for (const [name, element] of state.elements) {
        if (!element.isConnected) continue
        const value = currentValue(element)
        const isChanged = value !== valueAt(state.defaults, name)
        const wasLeft = state.left.has(name)
        if (!isChanged && !wasLeft) continue
        // Before the field registers, so that registering keeps what was typed.
        methods.setValue(name as Path<T>, value as never, {
          shouldDirty: isChanged,
          shouldTouch: wasLeft,
          shouldValidate: wasLeft,
        })
      }
      state.live = methods
      setLive(methods)
    },
    [state],
  )
  const onRendered = useCallback(() => setRendered((count) => count + 1), [])

  // A submit asked for before the logic arrived runs once the fields are registered.
  useEffect(() => {
    if (!live || !isSubmitPending) return
    setIsSubmitPending(false)
    if (state.onValid) void live.handleSubmit(state.onValid)()
  }, [live, isSubmitPending, state])

  // One stable ref for every field: the element knows its name (an unmounted one is skipped later).
  const record = useCallback(
    (element: FieldElement | null) => {
      if (element) state.elements.set(element.name, element)
    },
    [state],
  )

  const field = (name: Path<T>): FieldBinding => {
    const initial = valueAt(state.defaults, name)
    const shown = typeof initial === 'boolean' ? { defaultChecked: initial } : { defaultValue: initial }
    const registration = live?.register(name) ?? {
      name,
      ref: record,
      onChange: noChange,
      onBlur: () => {
        state.left.add(name)
        return noChange()
      },
    }
    const onChange: FieldBinding['onChange'] = (event) => {
      if (watch.includes(name)) setWatched((values) => ({ ...values, [name]: String(event.target.value) }))
      return registration.onChange(event)
    }
    return { ...registration, onChange, ...shown } as FieldBinding
  }

  return {
    field,
    error: (name) => {
      const error = live && (valueAt(live.formState.errors, name) as { message?: unknown } | undefined)
      return typeof error?.message === 'string' ? error.message : undefined
    },
    value: (name) => watched[name] ?? String(valueAt(state.defaults, name) ?? ''),
    isSubmitting: isSubmitPending || Boolean(live?.formState.isSubmitting),
    handleSubmit: (onValid) => (event) => {
      state.onValid = onValid
      if (live) return void live.handleSubmit(onValid)(event)
      event.preventDefault()
      setIsSubmitPending(true)
      want()
    },
    intent: { onPointerEnter: want, onFocus: want },
    logic: isWanted
      ? createElement(
          Suspense,
          { fallback: null },
          createElement(logic, { defaultValues: state.defaults, onReady: adopt, onRendered }),
        )
      : null,
    // onValid calls them, which runs only once the logic has loaded.
    setError: (...args) => state.live?.setError(...args),
    // onValid calls it, which runs only once the logic (and so showFailure) has loaded.
    showFailure: (caught, names) => (state.showFailure as ShowFailure<T>)(caught, names),
    reset: (values) => {
      state.live?.reset(values)
      setWatched(Object.fromEntries(watch.map((name) => [name, String(valueAt(values, name) ?? '')])))
    },
  }
}

/** The value at a dotted path (`socialLinks.github`). */
function valueAt(values: FieldValues, name: string): string | boolean | undefined {
  return name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)?.[key], values) as
    | string
    | boolean
    | undefined
}
