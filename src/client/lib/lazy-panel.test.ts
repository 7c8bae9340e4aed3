import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// lazy-page.ts, which a failed load goes through, uses sessionStorage and window.location.
const store = new Map<string, string>()
const reload = vi.fn()
beforeEach(() => {
  store.clear()
  reload.mockReset()
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  })
  vi.stubGlobal('window', { location: { reload, assign: vi.fn() } })
})
afterEach(() => vi.unstubAllGlobals())

const { CHUNK_RELOAD_KEY, ChunkLoadError } = await import('./lazy-page.ts')
const { lazyModule } = await import('./lazy-panel.ts')

describe('lazyModule', () => {
  it('loads the module once, whether preloaded or asked for', async () => {
    const load = vi.fn(async () => ({ answer: 42 }))
    const module = lazyModule(load)
    expect(load).not.toHaveBeenCalled()
    module.preload()
    module.preload()
    expect((await module.get()).answer).toBe(42)
    expect(await module.get()).toBe(await module.get())
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('reloads the page when the chunk fails to load where it is needed', async () => {
    const module = lazyModule(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    void module.get()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })

  it('a preload that fails reloads nothing; the call that needs the chunk asks for it again', async () => {
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 })
    const module = lazyModule(load)
    module.preload()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(reload).not.toHaveBeenCalled()
    expect((await module.get()).answer).toBe(42)
    expect(load).toHaveBeenCalledTimes(2)
    expect(reload).not.toHaveBeenCalled()
  })

  it('a call that needs the chunk while a preload of it fails reloads the page', async () => {
    let fail: (error: Error) => void = () => undefined
    const module = lazyModule(
      () =>
        new Promise<{ answer: number }>((_resolve, reject) => {
          fail = reject
        }),
    )
    module.preload()
    void module.get()
    fail(new TypeError('Failed to fetch dynamically imported module'))
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
  })

  it('after a reload that did not help, rejects and tries again on the next call', async () => {
    store.set(CHUNK_RELOAD_KEY, String(Date.now()))
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ answer: 42 })
    const module = lazyModule(load)
    await expect(module.get()).rejects.toBeInstanceOf(ChunkLoadError)
    expect(reload).not.toHaveBeenCalled()
    expect((await module.get()).answer).toBe(42)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
