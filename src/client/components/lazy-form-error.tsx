import { lazyShown } from '#client/lib/lazy-panel.ts'

// A failed call's message above a form appears only after a submit: it loads with the form's checks
// (preloadFormMessages, from useIntentForm's intent), not with the page.

/** FormError, loaded when needed. */
export const LazyFormError = lazyShown(() => import('./form-error.tsx').then((module) => module.FormError))

/** What a form shows after a submit (its error or its message): give it to useIntentForm's `preload`. */
export function preloadFormMessages() {
  LazyFormError.preload()
}
