import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// lazy-page.ts uses sessionStorage and window.location: give it minimal stand-ins in node.
const store = new Map<string, string>()
const reload = vi.fn()
const assign = vi.fn()
beforeEach(() => {
  store.clear()
  reload.mockReset()
  assign.mockReset()
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  })
  vi.stubGlobal('window', { location: { reload, assign } })
})
afterEach(() => vi.unstubAllGlobals())

const { CHUNK_RELOAD_KEY, ChunkLoadError, lazyPage, trackPendingNavigation } = await import('./lazy-page.ts')
const Page = () => null

describe('lazyPage', () => {
  it('returns the module component', async () => {
    const route = await lazyPage(async () => ({ Component: Page }))()
    expect(route.Component).toBe(Page)
  })

  it('forgets an earlier reload once a navigation settles without an error, not before', () => {
    let listener: (state: unknown) => void = () => {}
    const router = { state: { navigation: {} }, subscribe: (next: typeof listener) => (listener = next) }
    trackPendingNavigation(router as unknown as Parameters<typeof trackPendingNavigation>[0])
    store.set(CHUNK_RELOAD_KEY, String(Date.now()))
    listener({ initialized: true, navigation: { state: 'loading' }, errors: null })
    expect(store.has(CHUNK_RELOAD_KEY)).toBe(true)
    listener({ initialized: true, navigation: { state: 'idle' }, errors: { page: new ChunkLoadError('x') } })
    expect(store.has(CHUNK_RELOAD_KEY)).toBe(true)
    listener({ initialized: true, navigation: { state: 'idle' }, errors: null })
    expect(store.has(CHUNK_RELOAD_KEY)).toBe(false)
  })

  it('reloads the page once when a module fails to load, and keeps the promise pending', async () => {
    const result = lazyPage(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )()
    const settled = await Promise.race([
      result.then(
        () => 'settled',
        () => 'settled',
      ),
      new Promise((r) => setTimeout(() => r('pending'), 20)),
    ])
    expect(settled).toBe('pending')
    expect(reload).toHaveBeenCalledTimes(1)
    expect(store.has(CHUNK_RELOAD_KEY)).toBe(true)
  })

  it('gives up with a ChunkLoadError when the module fails again right after that reload', async () => {
    store.set(CHUNK_RELOAD_KEY, String(Date.now()))
    await expect(lazyPage(() => Promise.reject(new TypeError('boom')))()).rejects.toBeInstanceOf(
      ChunkLoadError,
    )
    expect(reload).not.toHaveBeenCalled()
  })

  it('reloads again when the last reload was long ago', async () => {
    store.set(CHUNK_RELOAD_KEY, String(Date.now() - 5 * 60_000))
    void lazyPage(() => Promise.reject(new TypeError('boom')))()
    await new Promise((r) => setTimeout(r, 0))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads at the destination of the navigation in progress, not at the page being left', async () => {
    const target = { pathname: '/shadow', search: '', hash: '' }
    const router = {
      state: { navigation: { location: target } },
      createHref: (l: typeof target) => `/free${l.pathname}`,
      subscribe: () => () => {},
    }
    trackPendingNavigation(router as unknown as Parameters<typeof trackPendingNavigation>[0])
    void lazyPage(() => Promise.reject(new TypeError('boom')))()
    await new Promise((r) => setTimeout(r, 0))
    expect(assign).toHaveBeenCalledWith('/free/shadow')
    expect(reload).not.toHaveBeenCalled()
  })
})
