import { Writable } from 'node:stream'
import type { FastifyPluginAsync } from 'fastify'
import { describe, expect, it, onTestFinished } from 'vitest'
import { z } from 'zod'
import { apiErrorSchema } from '#shared/public-config.ts'
import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { HttpError } from '../http-error.ts'
import { createClientFixture } from '../test/client-fixture.ts'
import { createTestApp } from '../test/test-app.ts'
import { testDatabase } from '../test/test-database.ts'

const internalMessage = 'Something went wrong on our side. Quote this request id if you report it.'

const signUpSchema = z.object({ name: z.string().min(1, 'Enter a name'), age: z.number().int().min(18) })

const testRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/test/explode', async () => {
    throw new Error('database password is hunter2')
  })
  app.get('/api/test/teapot', async () => {
    throw new HttpError(409, 'already_exists', 'That name is taken')
  })
  // Parsed as every route's body is: with its zod schema, by the app's validator compiler.
  app.post('/api/test/echo', { schema: { body: signUpSchema } }, async (request) => ({
    received: request.body,
  }))
}

describe('error answers', () => {
  it('hide a server fault behind a generic message and the request id', async () => {
    const { app } = await createTestApp({}, { extraRoutes: testRoutes })
    const response = await app.inject({ url: '/free/api/test/explode' })
    expect(response.statusCode).toBe(500)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({
      error: { code: 'internal', message: internalMessage },
      requestId: response.headers['x-request-id'],
    })
    expect(response.body).not.toContain('hunter2')
    expect(response.body).not.toMatch(/at .*\.ts:\d+/)
  })

  it('log the full error of a server fault with its request id', async () => {
    const client = await createClientFixture()
    onTestFinished(() => client.cleanup())
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const config = loadConfig({ CLIENT_DIR: client.clientDir })
    const app = await buildApp({
      config,
      logger: { level: 'error', stream },
      extraRoutes: testRoutes,
      database: await testDatabase(),
    })
    onTestFinished(() => app.close())
    const response = await app.inject({ url: '/free/api/test/explode' })
    const entry = lines.map((line) => JSON.parse(line)).find((record) => record.msg === 'request failed')
    expect(entry.reqId).toBe(response.headers['x-request-id'])
    expect(entry.err.message).toBe('database password is hunter2')
    expect(entry.err.stack).toContain('errors.test.ts')
  })

  it('pass on the code and message of an error meant for the client', async () => {
    const { app } = await createTestApp({}, { extraRoutes: testRoutes })
    const response = await app.inject({ url: '/free/api/test/teapot' })
    expect(response.statusCode).toBe(409)
    expect(response.json().error).toEqual({ code: 'already_exists', message: 'That name is taken' })
  })

  it('name each invalid field of a body that fails its schema', async () => {
    const { app } = await createTestApp({}, { extraRoutes: testRoutes })
    const response = await app.inject({
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
      url: '/free/api/test/echo',
      payload: { name: '', age: 12 },
    })
    expect(response.statusCode).toBe(400)
    expect(apiErrorSchema.parse(response.json())).toEqual({
      error: {
        code: 'bad_request',
        message: 'Some fields are invalid',
        fields: { name: 'Enter a name', age: expect.stringContaining('18') },
      },
      requestId: response.headers['x-request-id'],
    })
  })

  it('let a valid body through', async () => {
    const { app } = await createTestApp({}, { extraRoutes: testRoutes })
    const response = await app.inject({
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
      url: '/free/api/test/echo',
      payload: { name: 'Ada', age: 36 },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ received: { name: 'Ada', age: 36 } })
  })

  it('refuse a body over 64 KiB with 413', async () => {
    const { app } = await createTestApp({}, { extraRoutes: testRoutes })
    const response = await app.inject({
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
      url: '/free/api/test/echo',
      payload: { name: 'x'.repeat(65 * 1024), age: 30 },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json().error).toEqual({
      code: 'payload_too_large',
      message: 'The request body is too large',
    })
  })

  it('refuse a body that is not JSON with 415', async () => {
    const { app } = await createTestApp({}, { extraRoutes: testRoutes })
    const response = await app.inject({
      method: 'POST',
      url: '/free/api/test/echo',
      headers: { origin: 'http://localhost:3000', 'content-type': 'text/plain' },
      payload: 'name=Ada',
    })
    expect(response.statusCode).toBe(415)
    expect(response.json().error).toEqual({
      code: 'unsupported_media_type',
      message: 'Send JSON (Content-Type: application/json)',
    })
  })

  it('refuse malformed JSON with 400', async () => {
    const { app } = await createTestApp({}, { extraRoutes: testRoutes })
    const response = await app.inject({
      method: 'POST',
      url: '/free/api/test/echo',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'bad_request',
      message: 'The request body is not valid JSON',
    })
  })

  it('refuse JSON that tries to set __proto__ as malformed', async () => {
    const { app } = await createTestApp({}, { extraRoutes: testRoutes })
    const response = await app.inject({
      method: 'POST',
      url: '/free/api/test/echo',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{"name": "Ada", "age": 30, "__proto__": {"isAdmin": true}}',
    })
    expect(response.statusCode).toBe(400)
  })

  it('answer a malformed URL in the same shape, with a request id', async () => {
    const { app } = await createTestApp()
    const response = await app.inject({ url: '/free/%zz' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      error: { code: 'bad_request', message: 'The address is not a valid URL' },
      requestId: response.headers['x-request-id'],
    })
  })
})
