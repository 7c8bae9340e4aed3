import type { DataRouter, LazyRouteFunction, RouteObject } from 'react-router'

// A page whose module fails to load is reloaded once. A new deployment
// replaces hashed chunks, so the usual cause is an old index.html: one reload fetches the new one.
// If the chunk still fails after that reload, the route's error screen offers a Reload button
// instead of reloading forever. react-router 8.5 retries a rejected lazy() itself rather than caching
// the failure, so the decision is kept here, in sessionStorage, not in the router.

export const CHUNK_RELOAD_KEY = 'foyer:chunk-reload'
/** A reload attempted longer ago than this is forgotten: a later failure may reload again. */
const RELOAD_MEMORY_MS = 60_000

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('This page could not be loaded.', { cause })
    this.name = 'ChunkLoadError'
  }
}

function recentlyReloaded(now: number): boolean {
  const stamp = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY))
  return Number.isFinite(stamp) && stamp > 0 && now - stamp < RELOAD_MEMORY_MS
}

/** Where a reload should land: the page being navigated to, which the address bar does not show yet. */
let pendingHref: () => string | null = () => null

/**
 * Lets the chunk-failure handling reload at the destination of a navigation in progress, and
 * forget an earlier reload once a navigation has settled with every module loaded. (Not as soon as
 * one module loads: the layout's may arrive, preloaded, while the page's is failing.)
 */
export function trackPendingNavigation(router: DataRouter): void {
  pendingHref = () => {
    const target = router.state.navigation.location
    return target ? router.createHref(target) : null
  }
  router.subscribe((state) => {
    if (state.initialized && state.navigation.state === 'idle' && !state.errors) chunkLoaded()
  })
}

export function handleChunkFailure(error: unknown, now = Date.now()): Promise<never> {
  if (!recentlyReloaded(now)) {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
    const href = pendingHref()
    if (href) window.location.assign(href)
    else window.location.reload()
    // Keep the loading bar up until the reload replaces the page.
    return new Promise<never>(() => {})
  }
  return Promise.reject(new ChunkLoadError(error))
}

/** Forget the reload once a page module has loaded, so a later failure may reload again. */
function chunkLoaded(): void {
  sessionStorage.removeItem(CHUNK_RELOAD_KEY)
}

export type PageModule = { Component: NonNullable<RouteObject['Component']> }

/** A route's lazy() for a page module that exports `Component`. */
export function lazyPage(load: () => Promise<PageModule>): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      const module = await load()
      return { Component: module.Component }
    } catch (error) {
      return handleChunkFailure(error)
    }
  }
}
