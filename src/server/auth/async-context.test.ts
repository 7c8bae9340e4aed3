import { afterEach, describe, expect, it, vi } from 'vitest'
import { person, registered, signIn } from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'
import { StoreWhileRunning } from './async-context.ts'

// better-auth's AsyncLocalStorage stores are enabled only while one of its calls runs (on Node 20
// an enabled store makes every promise of every request pay for promise hooks).

afterEach(() => {
  vi.restoreAllMocks()
})

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('StoreWhileRunning', () => {
  it('keeps each run its own store across awaits, and is disabled once the last run has finished', async () => {
    const storage = new StoreWhileRunning<string>()
    const disable = vi.spyOn(storage, 'disable')
    let releaseFirst = () => {}
    const first = storage.run('first', async () => {
      await new Promise<void>((resolve) => {
        releaseFirst = resolve
      })
      return storage.getStore()
    })
    const second = storage.run('second', async () => {
      await tick()
      return storage.getStore()
    })
    expect(await second).toBe('second')
    // The first run is still waiting: its store must stay enabled.
    expect(disable).not.toHaveBeenCalled()
    expect(storage.isRunning).toBe(true)
    releaseFirst()
    expect(await first).toBe('first')
    expect(disable).toHaveBeenCalledTimes(1)
    expect(storage.isRunning).toBe(false)
    expect(storage.getStore()).toBeUndefined()
    // A later run enables it again.
    const third = storage.run('third', async () => {
      await tick()
      return storage.getStore()
    })
    expect(await third).toBe('third')
  })

  it('finishes a run whose callback throws or rejects', async () => {
    const storage = new StoreWhileRunning<number>()
    expect(() =>
      storage.run(1, () => {
        throw new Error('sync')
      }),
    ).toThrow('sync')
    await expect(storage.run(2, async () => Promise.reject(new Error('async')))).rejects.toThrow('async')
    expect(storage.run(3, () => storage.getStore())).toBe(3)
    expect(storage.isRunning).toBe(false)
  })
})

describe("better-auth's stores", () => {
  it('are ours, and none is running once sign-up and sign-in have answered', async () => {
    const { app, config } = await createTestApp()
    const who = await registered(app, config, person('-async-context'))
    const response = await signIn(app, config, who)
    expect(response.statusCode).toBe(200)
    const { context } = (globalThis as unknown as Record<symbol, { context: Record<string, unknown> }>)[
      Symbol.for('better-auth:global')
    ] ?? { context: {} }
    for (const name of ['endpointContextAsyncStorage', 'requestStateAsyncStorage', 'adapterAsyncStorage']) {
      const storage = context[name]
      expect(storage, name).toBeInstanceOf(StoreWhileRunning)
      expect((storage as StoreWhileRunning<unknown>).isRunning, name).toBe(false)
    }
  })
})
