import { type ComponentType, createElement, lazy, type ReactNode, Suspense, useState } from 'react'
import { handleChunkFailure } from './lazy-page.ts'

export type LazyPanel<P> = ComponentType<P> & { preload: () => void }

/** A module fetched once, when first needed or earlier on intent (`preload`). */
export type LazyModule<T> = { get: () => Promise<T>; preload: () => void }

/**
 * A chunk fetched once, when first needed or on intent. A chunk that fails to load when needed
 * reloads the page, as a lazy page does (and is asked for again on the next call if that reload is
 * refused). A preload that fails says nothing and reloads nothing: it runs while the person points or
 * types (a reload would lose what they typed), and the call that needs the chunk tries again.
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | null = null
  const fetchOnce = (): Promise<T> => {
    loading ??= load().catch((error: unknown): Promise<T> => {
      loading = null
      throw error
    })
    return loading
  }
  return {
    get: () => fetchOnce().catch((error: unknown) => handleChunkFailure(error)),
    preload: () => void fetchOnce().catch(() => undefined),
  }
}

/**
 * A popup's body as its own chunk (the first load carries only the buttons that open them,
 * decision 004). `preload` starts fetching it when the person shows intent (pointer over or focus on the
 * button). React keeps a lazy component's failure: once the page's reload is refused, the route's
 * error screen offers a Reload button.
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  const panel = lazyModule(load)
  const Panel = lazy(() => panel.get().then((component) => ({ default: component })))
  return Object.assign(Panel, { preload: panel.preload })
}

/** True from the first time `isOpen` is true: the panel stays mounted after that to animate closing. */
function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen)
  if (isOpen && !opened) setOpened(true)
  return opened || isOpen
}

/**
 * Renders `children`, a lazy panel, from the first time `isOpen` is true (its chunk loads then,
 * unless intent preloaded it), and keeps it mounted after that so that it animates closing.
 */
export function OpenedOnce({ isOpen, children }: { isOpen: boolean; children: ReactNode }) {
  return useOpenedOnce(isOpen) ? createElement(Suspense, { fallback: null }, children) : null
}

/**
 * A lazy panel that shows as soon as it is rendered (a message after a submit): it renders nothing
 * until its chunk has arrived, unless `preload` fetched it before.
 */
export function lazyShown<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  const Panel = lazyPanel(load)
  const Shown = (props: P) => createElement(Suspense, { fallback: null }, createElement(Panel, props))
  return Object.assign(Shown, { preload: Panel.preload })
}
