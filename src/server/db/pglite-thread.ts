import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { escapeIdentifier } from 'pg'
import type { BackendMessage } from 'pg-protocol/dist/messages'
import { DatabaseError, ReadyForQueryMessage } from 'pg-protocol/dist/messages'
import { Parser } from 'pg-protocol/dist/parser'
import { serialize } from 'pg-protocol/dist/serializer'
import type { WorkerAnswer, WorkerRequest } from './pglite-worker.ts'

/**
 * What Foyer needs of the embedded engine: what `@electric-sql/pglite/node-postgres` calls to
 * answer a pg.Pool (`waitReady`, `execProtocolStream`), LISTEN/NOTIFY for the pub/sub, dumps for
 * backups, and closing. PGlite itself has all of it; so does PGliteThread.
 */
export type EmbeddedEngine = {
  readonly waitReady: Promise<void>
  execProtocolStream(message: Uint8Array, options?: { throwOnError?: boolean }): Promise<unknown[]>
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>
  dumpDataDir(compression: 'none'): Promise<Blob>
  close(): Promise<void>
}

/** A request without its id (distributed over the union, so each keeps its own fields). */
type Request = WorkerRequest extends infer R ? (R extends WorkerRequest ? Omit<R, 'id'> : never) : never

const SYNC = 'S'.charCodeAt(0)
const QUERY = 'Q'.charCodeAt(0)

/** Parse, Bind, Describe, Execute and Close: answered by a server only at the next Sync or Flush. */
const deferred = new Set(['P', 'B', 'D', 'E', 'C'].map((letter) => letter.charCodeAt(0)))

function parseMessages(data: Uint8Array): BackendMessage[] {
  const messages: BackendMessage[] = []
  new Parser().parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength), (message) => {
    messages.push(message)
  })
  return messages
}

/** Whether this module runs from the sources through tsx (tests, `npm run dev`), not from the build. */
const isSource = import.meta.url.endsWith('.ts')
/** pglite-worker: the build's JavaScript beside this module, or its TypeScript source. */
const workerScript = new URL(isSource ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url)

/**
 * The worker thread of pglite-worker; from the sources, with tsx registered in the thread first (a
 * worker's execArgv cannot do that on Node 20).
 */
function startWorker(dataDir: string): Worker {
  const options = { workerData: { dataDir } }
  if (!isSource) return new Worker(workerScript, options)
  const script = workerScript.href
  const tsx = import.meta.resolve('tsx/esm/api')
  const bootstrap = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(script)}) })`
  return new Worker(bootstrap, { ...options, eval: true })
}

/**
 * Makes a new database in `dataDir` in a process of its own, which exits once it is made. initdb
 * runs in a second PGlite instance, and compiling and running both costs 400–500 MB that a thread,
 * once ended, did not all give back: on Node 26, 165 MB stayed with the process (freed native
 * memory the allocator keeps). A process gives it all back (decision 022).
 */
export function createDatabase(dataDir: string): Promise<void> {
  const script = fileURLToPath(workerScript)
  const args = [...(isSource ? ['--import', 'tsx'] : []), '--liftoff-only', script, dataDir]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000)
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (code === 0) resolve()
      else {
        const last = stderr.trim().split('\n').filter(Boolean).pop()
        reject(new Error(last ?? `making the database stopped (${signal ?? `exit code ${code}`})`))
      }
    })
  })
}

/**
 * The embedded database (PGlite, in DATA_DIR) in a worker thread of its own (pglite-worker.ts), so
 * that its queries, which run synchronously, do not hold the event loop. Queries travel as the
 * wire protocol's bytes and their answers are parsed here by `pg-protocol`, the parser pg itself
 * uses; notifications in the answers go to the `listen` callbacks, as PGlite would send them.
 */
export class PGliteThread implements EmbeddedEngine {
  readonly waitReady: Promise<void>
  readonly #worker: Worker
  readonly #pending = new Map<
    number,
    { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void }
  >()
  readonly #listeners = new Map<string, Set<(payload: string) => void>>()
  #nextId = 1
  #batch: Uint8Array[] = []
  #exit: Promise<void>
  /** Why the thread stopped, once it has: later calls fail at once (a stopped worker drops messages). */
  #stopped: Error | null = null

  constructor(dataDir: string) {
    this.#worker = startWorker(dataDir)
    this.waitReady = new Promise((resolve, reject) => {
      const onFirst = (answer: WorkerAnswer) => {
        if (answer.id !== 0) return
        this.#worker.off('message', onFirst)
        if ('ready' in answer) resolve()
        else reject(new Error('failed' in answer ? answer.failed : 'the database thread did not start'))
      }
      this.#worker.on('message', onFirst)
      this.#worker.once('error', reject)
      this.#worker.once('exit', () => reject(new Error('the database thread stopped before it was ready')))
    })
    // Handled where it matters (waitReady, each call); an unhandled one would end the process.
    this.waitReady.catch(() => {})
    this.#worker.on('message', (answer: WorkerAnswer) => {
      if (answer.id === 0) return
      const pending = this.#pending.get(answer.id)
      this.#pending.delete(answer.id)
      if (pending) pending.resolve(answer)
    })
    let crash: Error | null = null
    this.#worker.on('error', (error) => {
      crash = error
    })
    this.#exit = new Promise((resolve) => {
      this.#worker.once('exit', () => {
        this.#stopped = new Error(
          crash ? `the database thread stopped: ${crash.message}` : 'the database thread stopped',
        )
        for (const pending of this.#pending.values()) pending.reject(this.#stopped)
        this.#pending.clear()
        resolve()
      })
    })
  }

  #call(request: Request, transfer: ArrayBuffer[] = []): Promise<WorkerAnswer> {
    if (this.#stopped) return Promise.reject(this.#stopped)
    const id = this.#nextId++
    return new Promise<WorkerAnswer>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject })
      this.#worker.postMessage({ ...request, id }, transfer)
    }).then((answer) => {
      if ('error' in answer && answer.error !== undefined) throw new Error(answer.error)
      return answer
    })
  }

  /** The node-postgres adapter's way in: one frontend message at a time, from the pool's one client. */
  async execProtocolStream(
    message: Uint8Array,
    options: { throwOnError?: boolean } = {},
  ): Promise<BackendMessage[]> {
    // pg sends a query as Parse, Bind, Describe, Execute, Sync, and the adapter hands them over
    // one at a time. A server answers them together after Sync; so does this: the messages before
    // it wait here and travel to the thread as one (one round trip per query instead of five).
    if (deferred.has(message[0] ?? 0)) {
      this.#batch.push(message)
      return []
    }
    const batch = this.#batch
    this.#batch = []
    const messages = batch.length > 0 ? Buffer.concat([...batch, message]) : message
    return this.#exec(messages, message[0] ?? 0, options)
  }

  /**
   * Sends messages as they are, `lastType` being the type of the last of them (listen and unlisten
   * use it too: it never takes the pool's batch).
   */
  async #exec(
    message: Uint8Array,
    lastType: number,
    options: { throwOnError?: boolean } = {},
  ): Promise<BackendMessage[]> {
    let messages: BackendMessage[]
    try {
      await this.waitReady
      // A copy of its own to transfer: pg's messages may be views of a shared pool of memory.
      const own = new Uint8Array(message)
      const answer = await this.#call({ op: 'exec', message: own }, [own.buffer])
      messages = parseMessages(('data' in answer && answer.data) || new Uint8Array())
    } catch (error) {
      // The thread is gone (closed, or it died): for pg, the answer of a server that shut down
      // (57P01), and ready again when pg waits for that, so that the query in progress fails and
      // the pool's only client does not wait forever.
      const shutDown = new DatabaseError((error as Error).message, 0, 'error')
      shutDown.severity = 'FATAL'
      shutDown.code = '57P01'
      messages = [shutDown]
      if (lastType === SYNC || lastType === QUERY) messages.push(new ReadyForQueryMessage(5, 'I'))
    }
    for (const message of messages) {
      if (message.name === 'notification') {
        const { channel, payload } = message as unknown as { channel: string; payload: string }
        // Later, as PGlite does: a listener that throws must not keep the answer from pg.
        for (const callback of this.#listeners.get(channel) ?? []) queueMicrotask(() => callback(payload))
      }
    }
    if (options.throwOnError !== false) {
      const error = messages.find((message) => message.name === 'error')
      if (error) throw error
    }
    return messages
  }

  async listen(channel: string, callback: (payload: string) => void) {
    let callbacks = this.#listeners.get(channel)
    if (!callbacks) {
      callbacks = new Set()
      this.#listeners.set(channel, callbacks)
      try {
        await this.#exec(serialize.query(`LISTEN ${escapeIdentifier(channel)}`), QUERY)
      } catch (error) {
        this.#listeners.delete(channel)
        throw error
      }
    }
    const registered = callbacks
    registered.add(callback)
    return async () => {
      registered.delete(callback)
      if (registered.size === 0 && this.#listeners.get(channel) === registered) {
        this.#listeners.delete(channel)
        await this.#exec(serialize.query(`UNLISTEN ${escapeIdentifier(channel)}`), QUERY)
      }
    }
  }

  async dumpDataDir(_compression: 'none') {
    const answer = await this.#call({ op: 'dump' })
    return new Blob('dump' in answer && answer.dump ? [answer.dump] : [])
  }

  async close() {
    if (this.#stopped) return
    await this.#call({ op: 'close' }).catch(() => {})
    await this.#worker.terminate()
    await this.#exit
  }
}
