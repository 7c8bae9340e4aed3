import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { apiKeyPaths } from '#shared/api-key-paths.ts'
import {
  apiKeyIdParamsSchema,
  apiKeyListSchema,
  createApiKeySchema,
  createdApiKeySchema,
  ownedApiKeyListSchema,
  scopesFor,
} from '#shared/api-keys.ts'
import { roleOf } from '#shared/auth.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import { requireConfirmation } from '../auth/confirmation.ts'
import {
  allApiKeys,
  apiKeyById,
  apiKeysOf,
  deleteApiKey,
  permissionsOf,
  toApiKey,
} from '../db/queries/api-keys.ts'
import { HttpError, someFieldsAreInvalid } from '../http-error.ts'
import { auditRequest, impersonatorOf, signedIn } from '../plugins/auth.ts'
import { tellOf } from './auth-two-factor.ts'

// Personal API keys (docs/api.md): a person makes, lists and revokes their own in Account Settings;
// an administrator sees and revokes anyone's. Keys are made by better-auth's API key plugin, which
// keeps only their hash: the key itself is in the answer that makes it, and nowhere else. A key
// cannot make or revoke keys (these routes name no API key scope).

const noSuchKey = () =>
  new HttpError(
    404,
    'not_found',
    sentence({ id: 'server.api-key.no-such-key', defaultMessage: 'No such API key.' }),
  )

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, database } = app
  const db = database.db
  const own = (id: string) => `${apiKeyPaths.own}/${id}`

  /** Keys are the person's own: an administrator acting as someone makes none for them. */
  function notWhileActingAsSomeone(request: FastifyRequest) {
    if (impersonatorOf(signedIn(request)))
      throw new HttpError(
        403,
        'impersonating',
        sentence({
          id: 'server.api-key.not-while-impersonating',
          defaultMessage: 'API keys are personal: stop acting as someone else first.',
        }),
      )
  }

  app.get(
    apiKeyPaths.own,
    {
      preValidation: app.requireSession,
      schema: {
        summary: 'List my API keys',
        tags: ['Account'],
        response: { 200: apiKeyListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { items: await apiKeysOf(db, signedIn(request).user.id) }
    },
  )

  app.post(
    apiKeyPaths.own,
    {
      preValidation: app.requireSession,
      schema: {
        summary: 'Make an API key (its key is in this answer only)',
        tags: ['Account'],
        body: createApiKeySchema,
        response: { 201: createdApiKeySchema },
      },
    },
    async (request, reply) => {
      notWhileActingAsSomeone(request)
      const { user } = signedIn(request)
      const { name, scopes, expiresInDays } = request.body
      const allowed = scopesFor(roleOf((user as { role?: string }).role))
      const refused = scopes.find((scope) => !allowed.includes(scope))
      if (refused)
        throw new HttpError(400, 'bad_request', someFieldsAreInvalid(), {
          scopes: sentence(
            {
              id: 'server.api-key.scope-not-yours',
              defaultMessage: 'Your role does not allow the {scope} scope.',
            },
            { scope: refused },
          ),
        })
      // A key is a way in that outlives the session: only from someone who just proved to be them.
      await requireConfirmation(app, request, signedIn(request))
      const unique = [...new Set(scopes)]
      const made = await auth.api.createApiKey({
        body: {
          userId: user.id,
          name,
          expiresIn: expiresInDays * 24 * 60 * 60,
          permissions: permissionsOf(unique),
        },
      })
      const row = await apiKeyById(db, made.id)
      if (!row) throw new Error('api key: the key just made is not there')
      const apiKey = toApiKey(row)
      await auditRequest(request, {
        kind: 'api_key_created',
        actorId: user.id,
        targetId: user.id,
        data: {
          apiKeyId: apiKey.id,
          apiKeyName: apiKey.name,
          scopes: apiKey.scopes,
          expiresAt: apiKey.expiresAt,
        },
      })
      // Told in the bell and by email, as a passkey is: someone else's new key would show there.
      await tellOf(app, request, user, {
        kind: 'api_key_created',
        name: apiKey.name,
        scopes: apiKey.scopes,
        expiresAt: new Date(apiKey.expiresAt ?? Date.now()),
      })
      reply.code(201).header('cache-control', 'no-store')
      return { key: made.key, apiKey }
    },
  )

  app.delete(
    own(':id'),
    {
      preValidation: app.requireSession,
      schema: {
        summary: 'Revoke one of my API keys',
        tags: ['Account'],
        params: apiKeyIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      notWhileActingAsSomeone(request)
      const { user } = signedIn(request)
      const row = await apiKeyById(db, request.params.id, user.id)
      if (!row || !(await deleteApiKey(db, row.id))) throw noSuchKey()
      await auditRequest(request, {
        kind: 'api_key_revoked',
        actorId: user.id,
        targetId: user.id,
        data: { apiKeyId: row.id, apiKeyName: row.name },
      })
      return reply.code(204).send(null)
    },
  )

  const managePeople = app.requirePermission('people:manage')

  app.get(
    apiKeyPaths.admin,
    {
      preValidation: managePeople,
      schema: {
        summary: 'List everyone’s API keys, or one person’s',
        tags: ['Administration'],
        querystring: z.object({ userId: z.optional(z.string().check(z.maxLength(100))) }),
        response: { 200: ownedApiKeyListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { items: await allApiKeys(db, request.query.userId) }
    },
  )

  app.delete(
    `${apiKeyPaths.admin}/:id`,
    {
      preValidation: managePeople,
      schema: {
        summary: 'Revoke anyone’s API key',
        tags: ['Administration'],
        params: apiKeyIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const row = await apiKeyById(db, request.params.id)
      if (!row || !(await deleteApiKey(db, row.id))) throw noSuchKey()
      await auditRequest(request, {
        kind: 'api_key_revoked',
        actorId: signedIn(request).user.id,
        targetId: row.referenceId,
        data: { apiKeyId: row.id, apiKeyName: row.name },
      })
      return reply.code(204).send(null)
    },
  )
}
