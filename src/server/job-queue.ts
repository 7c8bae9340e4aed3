/** The queue's wait list is full: the caller should answer "busy, come back later". */
export class QueueFullError extends Error {
  override name = 'QueueFullError'
}

export type JobQueue = ReturnType<typeof createJobQueue>

/**
 * Runs at most `concurrency` jobs at a time; at most `maxWaiting` more wait their turn, in order,
 * and past that `run` throws QueueFullError at once rather than letting work pile up.
 */
export function createJobQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  let running = 0
  const waiting: Array<() => void> = []

  function next() {
    const wake = waiting.shift()
    if (wake) wake()
    else running--
  }

  return {
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve))
      else throw new QueueFullError('the queue is full')
      // A finished job hands its place to the first waiting one, so `running` stays counted.
      try {
        return await job()
      } finally {
        next()
      }
    },
  }
}
