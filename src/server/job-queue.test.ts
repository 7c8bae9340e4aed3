import { describe, expect, it } from 'vitest'
import { createJobQueue, QueueFullError } from './job-queue.ts'

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

describe('createJobQueue', () => {
  it('runs one job at a time, the waiting ones in order, and refuses past its wait list', async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 2 })
    const started: number[] = []
    const gates = [deferred(), deferred(), deferred()]
    const jobs = gates.map((gate, n) =>
      queue.run(async () => {
        started.push(n)
        await gate.promise
        return n
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0])
    expect([queue.running, queue.waiting]).toEqual([1, 2])
    await expect(queue.run(async () => 'late')).rejects.toBeInstanceOf(QueueFullError)

    gates[0]?.resolve()
    expect(await jobs[0]).toBe(0)
    await new Promise((resolve) => setImmediate(resolve))
    expect(started).toEqual([0, 1])
    expect([queue.running, queue.waiting]).toEqual([1, 1])
    // A place in the wait list is free again.
    const fourth = queue.run(async () => 'fourth')
    expect(queue.waiting).toBe(2)
    gates[1]?.resolve()
    gates[2]?.resolve()
    expect(await Promise.all([...jobs, fourth])).toEqual([0, 1, 2, 'fourth'])
    expect([queue.running, queue.waiting]).toEqual([0, 0])
  })

  it('a failing job frees its place', async () => {
    const queue = createJobQueue({ concurrency: 1, maxWaiting: 0 })
    await expect(
      queue.run(async () => {
        throw new Error('broken image')
      }),
    ).rejects.toThrow('broken image')
    expect(queue.running).toBe(0)
    expect(await queue.run(async () => 'next')).toBe('next')
  })
})
