import { hashPassword, verifyPassword } from 'better-auth/crypto'
import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import { buildApp } from '../app.ts'
import { PASSWORD, person, registered, signIn } from '../test/auth-helpers.ts'
import { createTestConfig } from '../test/test-app.ts'
import { testDatabase } from '../test/test-database.ts'
import { testPasswordHashing } from '../test/test-password-hashing.ts'
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

  it('is what an app uses unless told otherwise: accounts get better-auth’s own hashes', async () => {
    // createTestApp() passes a cheaper hash; an app built as index.ts builds it must not.
    const { config } = await createTestConfig()
    const database = await testDatabase()
    const app = await buildApp({ config, logger: false, database })
    onTestFinished(() => app.close())
    const ada = person('hash')
    await registered(app, config, ada)
    const { rows } = await sql<{ password: string }>`
      SELECT a.password FROM account a JOIN "user" u ON u.id = a."userId" WHERE u.email = ${ada.email}`.execute(
      database.db,
    )
    const stored = rows[0]?.password ?? ''
    expect(await verifyPassword({ hash: stored, password: PASSWORD })).toBe(true)
    expect(await testPasswordHashing.verify({ hash: stored, password: PASSWORD })).toBe(false)
    expect((await signIn(app, config, ada)).statusCode).toBe(200)
  })
})
