import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { onTestFinished } from 'vitest'
import { buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { type ClientFixture, createClientFixture } from './client-fixture.ts'

type TestApp = { app: FastifyInstance; config: Config; client: ClientFixture }

/**
 * A fresh app over a fresh client fixture, closed and removed when the calling test finishes.
 * `env` holds environment variables as an operator would set them.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { extraRoutes }: { extraRoutes?: FastifyPluginAsync } = {},
): Promise<TestApp> {
  const client = await createClientFixture({ basePath: loadConfig(env).basePath })
  onTestFinished(() => client.cleanup())
  const config = loadConfig({ CLIENT_DIR: client.clientDir, ...env })
  const app = await buildApp({ config, logger: false, extraRoutes })
  onTestFinished(() => app.close())
  return { app, config, client }
}
