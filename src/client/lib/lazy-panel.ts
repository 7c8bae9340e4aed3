import { type ComponentType, createElement, lazy, type ReactNode, Suspense, useState } from 'react'
import { handleChunkFailure } from '#client/app/lazy-page.ts'

export type LazyPanel<P> = ComponentType<P> & { preload: () => void }

/** A module fetched once, when first needed or earlier on intent (`preload`). */
export type LazyModule<T> = { get: () => Promise<T>; preload: () => void }

/**
 * A chunk fetched once, when first needed or on intent; a chunk that fails to load reloads the
 * page, as a lazy page does (and may be asked for again if that reload is refused).
 */
export function lazyModule<T>(load: () => Promise<T>): LazyModule<T> {
  let loading: Promise<T> | null = null
  const get = (): Promise<T> => {
    loading ??= load().catch((error: unknown): Promise<T> => {
      loading = null
      return handleChunkFailure(error)
    })
    return loading
  }
  return { get, preload: () => void get() }
}

/**
 * A popup's body as its own chunk (issue 9: the first load carries only the buttons that open
 * them). `preload` starts fetching it when the person shows intent (pointer over or focus on the
 * button).
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
