import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the prerendered page (prerender.tsx) and while React adopts it, true from then on. A
 * form must not be sent before then: the browser would send it itself, as a GET with the password
 * in the address.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
