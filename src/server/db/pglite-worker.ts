import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { engineOptions } from './extensions.ts'

// The embedded database's own thread (pglite-thread.ts): PGlite runs every query synchronously in
// WebAssembly, so on the main thread each one held every request back (authenticated reads waited
// behind a sign-in storm's queries). Here it answers the wire protocol's bytes with the wire
// protocol's bytes, one request at a time.

export type WorkerRequest =
  | { id: number; op: 'exec'; message: Uint8Array }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' }

export type WorkerAnswer =
  | { id: number; data?: Uint8Array; dump?: ArrayBuffer; error?: undefined }
  | { id: number; error: string }
  | { id: 0; ready: true }
  | { id: 0; failed: string }

// Run as a process of its own (`node pglite-worker.js <dir>`), it makes a new database there and
// exits, with all the memory making it took (pglite-thread.ts, createDatabase).
if (!parentPort) {
  const directory = process.argv[2]
  if (!directory) throw new Error('usage: node pglite-worker.js <directory of a new database>')
  await (await PGlite.create(directory, engineOptions)).close()
  process.exit(0)
}
const port = parentPort
const { dataDir } = workerData as { dataDir: string }

let pglite: PGlite
try {
  pglite = await PGlite.create(dataDir, engineOptions)
  port.postMessage({ id: 0, ready: true } satisfies WorkerAnswer)
} catch (error) {
  port.postMessage({ id: 0, failed: (error as Error).message } satisfies WorkerAnswer)
  process.exit(1)
}

let queue = Promise.resolve()
port.on('message', (request: WorkerRequest) => {
  queue = queue.then(async () => {
    try {
      if (request.op === 'exec') {
        // A copy: the answer PGlite returns may be a view of its WebAssembly memory.
        const data = (await pglite.execProtocolRaw(request.message)).slice()
        port.postMessage({ id: request.id, data } satisfies WorkerAnswer, [data.buffer])
      } else if (request.op === 'dump') {
        const dump = await (await pglite.dumpDataDir('none')).arrayBuffer()
        port.postMessage({ id: request.id, dump } satisfies WorkerAnswer, [dump])
      } else {
        // Closing checkpoints the data directory, so that the next start needs no recovery.
        await pglite.close()
        port.postMessage({ id: request.id } satisfies WorkerAnswer)
      }
    } catch (error) {
      port.postMessage({ id: request.id, error: (error as Error).message } satisfies WorkerAnswer)
    }
  })
  // Whatever happened to one request, the next ones are still answered.
  queue = queue.catch(() => {})
})
