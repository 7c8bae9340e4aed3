import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { buildApp } from '../app.ts'
import { ConfigError, loadConfig } from '../config.ts'
import { createClientFixture } from '../test/client-fixture.ts'
import { createTestApp } from '../test/test-app.ts'
import { testDatabase } from '../test/test-database.ts'

async function tempDir() {
  const dir = await mkdtemp(join(tmpdir(), 'foyer-terms-'))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  return dir
}

describe('GET /api/terms', () => {
  it('serves the bundled default terms, which ask the operator to replace them', async () => {
    const { app, config } = await createTestApp()
    const response = await app.inject({ url: '/free/api/terms' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ text: await readFile(config.termsFile, 'utf8') })
    expect(response.json().text).toContain('TERMS_FILE')
  })

  it("serves the operator's TERMS_FILE as read at start-up", async () => {
    const file = join(await tempDir(), 'terms.md')
    await writeFile(file, '\uFEFFUse this instance kindly. Ünïcode is fine.\n')
    const { app } = await createTestApp({ TERMS_FILE: file })
    await writeFile(file, 'changed after start-up')
    expect((await app.inject({ url: '/free/api/terms' })).json()).toEqual({
      text: 'Use this instance kindly. Ünïcode is fine.\n',
    })
  })

  it('stops start-up with a readable error when TERMS_FILE cannot be read', async () => {
    const client = await createClientFixture()
    onTestFinished(() => client.cleanup())
    const missing = join(await tempDir(), 'missing.md')
    const config = loadConfig({ CLIENT_DIR: client.clientDir, TERMS_FILE: missing })
    const start = buildApp({ config, logger: false, database: await testDatabase() })
    await expect(start).rejects.toBeInstanceOf(ConfigError)
    await expect(start).rejects.toThrow(`TERMS_FILE cannot be read: ${missing} (ENOENT)`)
  })

  it('stops start-up when TERMS_FILE is not UTF-8 text', async () => {
    const client = await createClientFixture()
    onTestFinished(() => client.cleanup())
    const file = join(await tempDir(), 'terms.txt')
    await writeFile(file, Buffer.from([0x54, 0x65, 0x72, 0x6d, 0x73, 0xff, 0xfe, 0x00]))
    const config = loadConfig({ CLIENT_DIR: client.clientDir, TERMS_FILE: file })
    await expect(buildApp({ config, logger: false, database: await testDatabase() })).rejects.toThrow(
      `TERMS_FILE must be UTF-8 text: ${file}`,
    )
  })
})
