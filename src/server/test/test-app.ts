import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { onTestFinished } from 'vitest'
import { type BuildAppOptions, buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import type { Database } from '../db/database.ts'
import { type ClientFixture, createClientFixture } from './client-fixture.ts'
import { secondConnection, testDatabase } from './test-database.ts'
import { testPasswordHashing } from './test-password-hashing.ts'

type TestApp = { app: FastifyInstance; config: Config; client: ClientFixture; database: Database }

/**
 * The configuration of a test's app: `env` over a fresh client fixture and data directory, both
 * removed when the calling test finishes, with rate limits off unless `env` sets RATE_LIMIT=true.
 */
export async function createTestConfig(env: Record<string, string> = {}) {
  const client = await createClientFixture({ basePath: loadConfig(env).basePath })
  onTestFinished(() => client.cleanup())
  const dataDir = await mkdtemp(join(tmpdir(), 'foyer-test-data-'))
  onTestFinished(() => rm(dataDir, { recursive: true, force: true }))
  const config = loadConfig({ CLIENT_DIR: client.clientDir, DATA_DIR: dataDir, RATE_LIMIT: 'false', ...env })
  return { config, client }
}

/**
 * A fresh app over a fresh database and createTestConfig(env), closed when the calling test
 * finishes. `env` holds environment variables as an operator would set them. Passwords are hashed
 * cheaply (test-password-hashing.ts).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    extraRoutes,
    logger = false,
    httpTimeouts,
    onRoute,
    resources,
  }: Pick<BuildAppOptions, 'logger' | 'httpTimeouts' | 'onRoute' | 'resources'> & {
    extraRoutes?: FastifyPluginAsync
  } = {},
): Promise<TestApp> {
  const { config, client } = await createTestConfig(env)
  const database = await testDatabase()
  const app = await buildApp({
    config,
    logger,
    extraRoutes,
    database,
    httpTimeouts,
    onRoute,
    resources,
    passwordHashing: testPasswordHashing,
  })
  onTestFinished(() => app.close())
  return { app, config, client, database }
}

/** Another instance of the app on the same database as `first` (see secondConnection). */
export async function createSecondInstance(first: TestApp): Promise<FastifyInstance> {
  const database = await secondConnection()
  const app = await buildApp({
    config: first.config,
    logger: false,
    database,
    passwordHashing: testPasswordHashing,
  })
  onTestFinished(() => app.close())
  return app
}
