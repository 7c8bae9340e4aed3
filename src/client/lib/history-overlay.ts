import { useCallback, useEffect, useRef } from 'react'
import { type Location, useLocation, useNavigate } from 'react-router'

// An overlay that covers the page (the search palette, full screen on a phone) is an entry of the
// browser's history: Back, the gesture people use on a phone, closes it and leaves them on the page
// it covered, as it would close an app's sheet. Opening pushes the same address with the overlay
// named in the entry's state; closing goes back; leaving for a page from it replaces the overlay's
// entry, so Back from that page returns to the page under the overlay, not to the overlay.

/** The history entry's state key this module owns. */
const OVERLAY_KEY = 'foyerOverlay'

/**
 * This page load. An entry pushed by an earlier load of the document (before a reload) does not
 * reopen its overlay: it shows the page as it was, and its entry is one more Back.
 */
const DOCUMENT_ID = Math.random().toString(36).slice(2)

type OverlayState = { name: string; document: string }

function overlayOf(state: unknown): OverlayState | null {
  if (typeof state !== 'object' || state === null) return null
  const overlay = (state as Record<string, unknown>)[OVERLAY_KEY]
  if (typeof overlay !== 'object' || overlay === null) return null
  const { name, document } = overlay as Record<string, unknown>
  return typeof name === 'string' && typeof document === 'string' ? { name, document } : null
}

/** Whether the history entry at `location` shows the overlay `name`, opened in this page load. */
function isOverlayOpen(location: Pick<Location, 'state'>, name: string): boolean {
  const overlay = overlayOf(location.state)
  return overlay?.name === name && overlay.document === DOCUMENT_ID
}

export type HistoryOverlay = {
  isOpen: boolean
  open: () => void
  /** Closes it (Back), resolving once the page under it is the current entry again. */
  close: () => Promise<void>
  /** Goes to a page of the app in place of the overlay's entry. */
  leaveFor: (to: string) => void
}

export function useHistoryOverlay(name: string): HistoryOverlay {
  const location = useLocation()
  const navigate = useNavigate()
  const isOpen = isOverlayOpen(location, name)
  const isOpenNow = useRef(isOpen)
  isOpenNow.current = isOpen
  const whenClosed = useRef<(() => void)[]>([])

  useEffect(() => {
    if (!isOpen) for (const resolve of whenClosed.current.splice(0)) resolve()
  }, [isOpen])

  const { pathname, search, hash, state } = location
  const open = useCallback(() => {
    if (isOpenNow.current) return
    const base = typeof state === 'object' && state !== null ? state : {}
    void navigate(
      { pathname, search, hash },
      {
        state: { ...base, [OVERLAY_KEY]: { name, document: DOCUMENT_ID } satisfies OverlayState },
        preventScrollReset: true,
      },
    )
  }, [navigate, pathname, search, hash, state, name])

  const close = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (!isOpenNow.current) return resolve()
        whenClosed.current.push(resolve)
        // Several calls before the Back lands (Escape, then a click on the backdrop) go back once.
        if (whenClosed.current.length === 1) void navigate(-1)
      }),
    [navigate],
  )

  const leaveFor = useCallback((to: string) => void navigate(to, { replace: true }), [navigate])

  return { isOpen, open, close, leaveFor }
}
