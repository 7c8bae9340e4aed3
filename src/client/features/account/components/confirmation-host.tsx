import { Suspense, useEffect, useRef, useState } from 'react'
import { onConfirmationRequired } from '#client/lib/fetch-confirmed.ts'
import { lazyPanel } from '#client/lib/lazy-panel.ts'

// Where "Confirm it's you" opens: the signed-in layout registers this for fetchConfirmed, and the
// dialog's chunk loads the first time a change asks for it.

const ConfirmDialog = lazyPanel(() => import('./confirm-dialog.tsx').then((loaded) => loaded.ConfirmDialog))

export function ConfirmationHost() {
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null)
  const pending = useRef<((confirmed: boolean) => void) | null>(null)
  useEffect(() => {
    onConfirmationRequired(
      () =>
        new Promise<boolean>((resolve) => {
          pending.current = resolve
          setAnswer(() => resolve)
        }),
    )
    return () => {
      onConfirmationRequired(null)
      // Leaving the signed-in layout with the question open: the change that asked is not made.
      pending.current?.(false)
      pending.current = null
    }
  }, [])
  if (!answer) return null
  const done = (confirmed: boolean) => {
    pending.current = null
    setAnswer(null)
    answer(confirmed)
  }
  return (
    <Suspense fallback={null}>
      <ConfirmDialog onDone={done} />
    </Suspense>
  )
}
