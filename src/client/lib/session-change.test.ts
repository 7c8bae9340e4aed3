import { describe, expect, it } from 'vitest'
import { isSessionChanging, sessionChangesSettled, whileSessionChanges } from './session-change.ts'

describe('sessionChangesSettled', () => {
  it('resolves at once when no change of session is under way', async () => {
    expect(isSessionChanging()).toBe(false)
    await expect(sessionChangesSettled()).resolves.toBeUndefined()
  })

  it('waits for every change under way, also one that fails', async () => {
    let finishFirst: () => void = () => undefined
    let failSecond: (error: Error) => void = () => undefined
    const first = whileSessionChanges(() => new Promise<void>((resolve) => (finishFirst = resolve)))
    const second = whileSessionChanges(() => new Promise<void>((_, reject) => (failSecond = reject)))
    const order: string[] = []
    const settled = sessionChangesSettled().then(() => order.push('settled'))
    finishFirst()
    await first
    order.push('first done')
    failSecond(new Error('the request failed'))
    await expect(second).rejects.toThrow('the request failed')
    await settled
    expect(order).toEqual(['first done', 'settled'])
    expect(isSessionChanging()).toBe(false)
  })
})
