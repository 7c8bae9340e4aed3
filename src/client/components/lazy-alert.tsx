import { Suspense } from 'react'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import type { AlertProps } from './alert.tsx'

// A message that appears after something the person did (saved, failed, signed out a session) is its
// own chunk: it loads when the form is about to be used (preloadAlert), or when it first shows, not
// with the page (issue 9).

const AlertPanel = lazyPanel(() => import('./alert.tsx').then((module) => module.Alert))

export const preloadAlert = AlertPanel.preload

/** components/alert.tsx's Alert, loaded when needed. */
export function LazyAlert(props: AlertProps) {
  return (
    <Suspense fallback={null}>
      <AlertPanel {...props} />
    </Suspense>
  )
}
