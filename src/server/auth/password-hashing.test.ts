import { hashPassword } from 'better-auth/crypto'
import { describe, expect, it } from 'vitest'
import { createLimiter, queuedPasswordHashing } from './password-hashing.ts'

describe('the password-hashing queue', () => {
  it('runs at most `concurrency` tasks at once, in the order they came, and all of them', async () => {
    const limit = createLimiter(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const task = (id: number) => async () => {
      started.push(id)
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      return id
    }
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((id) => limit(task(id))))
    expect(results).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(most).toBe(2)
  })

  it('frees the slot of a task that fails', async () => {
    const limit = createLimiter(1)
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no')
    await expect(limit(async () => 'next')).resolves.toBe('next')
  })

  it("keeps better-auth's format: its own hashes verify, and a wrong password does not", async () => {
    const stored = await hashPassword('correct horse battery staple')
    expect(
      await queuedPasswordHashing.verify({ hash: stored, password: 'correct horse battery staple' }),
    ).toBe(true)
    expect(await queuedPasswordHashing.verify({ hash: stored, password: 'wrong horse' })).toBe(false)
    const ours = await queuedPasswordHashing.hash('another one')
    expect(ours).not.toContain('another one')
    expect(await queuedPasswordHashing.verify({ hash: ours, password: 'another one' })).toBe(true)
  })
})
