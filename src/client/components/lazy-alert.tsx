import { lazyShown } from '#client/lib/lazy-panel.ts'

// A message that appears after something the person did (saved, failed, signed out a session) is its
// own chunk: it loads when the form is about to be used (preloadAlert), or when it first shows, not
// with the page.

/** components/alert.tsx's Alert, loaded when needed. */
export const LazyAlert = lazyShown(() => import('./alert.tsx').then((module) => module.Alert))

export const preloadAlert = LazyAlert.preload
