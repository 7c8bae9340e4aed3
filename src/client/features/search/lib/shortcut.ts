/** True for the shortcut that opens search: Ctrl+K, or ⌘K on macOS. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey
  )
}

/** What public/entry-after-paint.js kept of a Ctrl+K pressed before the app ran (a page the server rendered). */
type EarlySearch = { isPressed: boolean; text: string; isTaken: boolean }

/**
 * The text typed after a Ctrl+K that came before the app listened for it, or null when there was
 * none. Taken once: from then on the loader keeps no key, and the app's own listeners have them.
 */
export function takeEarlySearch(): string | null {
  const early = (window as Window & { __foyerEarlySearch?: EarlySearch }).__foyerEarlySearch
  if (!early || early.isTaken) return null
  early.isTaken = true
  return early.isPressed ? early.text : null
}
