import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useBlocker } from 'react-router'
import { lazyPanel, OpenedOnce } from '#client/lib/lazy-panel.ts'

// Leaving a page while one of its forms holds changes asks first: within the app through the
// router's one blocker (the guard, in the layout), for a reload or a closed tab through the
// browser's own question. Forms say what they would lose; the guard asks for all of them.

/** What each form with changes would lose, by form. */
const unsaved = new Map<symbol, string>()

// The dialog is its own chunk, fetched as soon as a form has changes (before anyone leaves).
const LeaveDialog = lazyPanel(() =>
  import('./unsaved-changes-dialog.tsx').then((loaded) => loaded.UnsavedChangesDialog),
)

/** A form's changes (`what`: "your profile") are held while `when` is true. */
export function useUnsavedChanges(when: boolean, what: string): void {
  useEffect(() => {
    if (!when) return
    const key = Symbol(what)
    unsaved.set(key, what)
    LeaveDialog.preload()
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      unsaved.delete(key)
      window.removeEventListener('beforeunload', onBeforeUnload)
    }
  }, [when, what])
}

/**
 * Once in the layout: a move to another page while a form holds changes waits for the person's
 * answer (Stay, or Leave without saving). A session that ended is not held: Login is where the app
 * must go then.
 */
export function UnsavedChangesGuard() {
  const intl = useIntl()
  const [lost, setLost] = useState('')
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (unsaved.size === 0) return false
    if (currentLocation.pathname === nextLocation.pathname || nextLocation.pathname === '/login') return false
    setLost(intl.formatList([...new Set(unsaved.values())], { type: 'conjunction' }))
    return true
  })
  const isBlocked = blocker.state === 'blocked'
  return (
    <OpenedOnce isOpen={isBlocked}>
      <LeaveDialog
        open={isBlocked}
        what={lost}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </OpenedOnce>
  )
}
