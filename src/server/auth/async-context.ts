import { AsyncLocalStorage } from 'node:async_hooks'

// better-auth keeps the context of a call (the endpoint's, the request's state, the adapter's
// transaction) in AsyncLocalStorage. On Node 20 an enabled AsyncLocalStorage turns on promise hooks
// for the whole process, and it stays enabled once used: after the first sign-in, every promise of
// every request paid for them in CPU time, the quickest reads most of all. Its stores are
// therefore ours, made before better-auth makes its own: each is enabled while a call of
// better-auth runs in it and disabled when none does, which turns the hooks off again.
//
// Safe because better-auth awaits all of its work inside run() (no background tasks are configured:
// `advanced.backgroundTasks` is unset, so runInBackgroundOrAwait awaits), and only uses run().

/** Where better-auth 1.7.7 keeps its stores (`@better-auth/core`'s context/global). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global')
const STORE_NAMES = [
  'endpointContextAsyncStorage',
  'requestStateAsyncStorage',
  'adapterAsyncStorage',
] as const

type BetterAuthGlobal = { version: string; epoch: number; context: Record<string, unknown> }

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function'
}

/** An AsyncLocalStorage that is enabled only while a run() of it has not finished. */
export class StoreWhileRunning<T> extends AsyncLocalStorage<T> {
  #running = 0

  override run<R>(store: T, callback: () => R): R
  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R
  override run<R, A extends unknown[]>(store: T, callback: (...args: A) => R, ...args: A): R {
    this.#running++
    let result: R
    try {
      result = super.run(store, callback, ...args)
    } catch (error) {
      this.#finished()
      throw error
    }
    if (!isThenable(result)) {
      this.#finished()
      return result
    }
    return Promise.resolve(result).finally(() => this.#finished()) as R
  }

  /** Whether a run() has not finished yet. */
  get isRunning(): boolean {
    return this.#running > 0
  }

  #finished() {
    this.#running--
    if (this.#running === 0) this.disable()
  }
}

/**
 * Gives better-auth stores that turn themselves off between its calls. Call before better-auth
 * handles anything; a store it already made is left as it is.
 */
export function installBetterAuthStores(): void {
  const holder = globalThis as unknown as Record<symbol, BetterAuthGlobal | undefined>
  // The shape @better-auth/core creates when it finds none (it fills the version in itself).
  holder[BETTER_AUTH_GLOBAL] ??= { version: '1.7.7', epoch: 1, context: {} }
  const global = holder[BETTER_AUTH_GLOBAL]
  for (const name of STORE_NAMES) global.context[name] ??= new StoreWhileRunning()
}
