import { Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { onConfirmationRequired } from '#client/lib/fetch-confirmed.ts'
import { lazyPanel } from '#client/lib/lazy-panel.ts'
import { CONFIRMED_PARAM } from '#shared/confirmation-rules.ts'

// Where "Confirm it's you" opens: the signed-in layout registers this for fetchConfirmed, and the
// dialog's chunk loads the first time a change asks for it. A page that comes back from confirming
// at a provider says how it went: a toast once it worked, else the dialog again with why.

const ConfirmDialog = lazyPanel(() => import('./confirm-dialog.tsx').then((loaded) => loaded.ConfirmDialog))

export function ConfirmationHost() {
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null)
  const pending = useRef<((confirmed: boolean) => void) | null>(null)
  // Back from confirming at a provider: the dialog's chunk says how it went. The router's location,
  // not the window's: the layout is rendered on the server too.
  const { search } = useLocation()
  const [isBack, setIsBack] = useState(() => search.includes(CONFIRMED_PARAM))
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
  const done = (confirmed: boolean) => {
    pending.current = null
    setAnswer(null)
    setIsBack(false)
    answer?.(confirmed)
  }
  if (!answer && !isBack) return null
  return (
    <Suspense fallback={null}>
      <ConfirmDialog onDone={done} isBackFromProvider={!answer} />
    </Suspense>
  )
}
