import { type ComponentProps, Suspense } from 'react'
import { preloadAlert } from '#client/components/lazy-alert.tsx'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import type { FormError } from './form-error.tsx'

// A failed call's message above a form appears only after a submit: it loads with the form's checks
// (preloadFormError, from useIntentForm's intent), not with the page (issue 9).

const FormErrorPanel = lazyPanel(() => import('./form-error.tsx').then((module) => module.FormError))

/** What a form shows after a submit (its error or its message): give it to useIntentForm's `preload`. */
export function preloadFormMessages() {
  FormErrorPanel.preload()
  preloadAlert()
}

/** FormError, loaded when needed. */
export function LazyFormError(props: ComponentProps<typeof FormError>) {
  return (
    <Suspense fallback={null}>
      <FormErrorPanel {...props} />
    </Suspense>
  )
}
