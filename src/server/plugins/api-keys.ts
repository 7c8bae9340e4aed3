import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ApiKeyScope } from '#shared/api-keys.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import { bannedSentence } from '../auth/ban-sentence.ts'
import { addressKey } from '../client-address.ts'
import { scopesOf } from '../db/queries/api-keys.ts'
import { recordAudit } from '../db/queries/audit.ts'
import { consumeRateLimit, peekRateLimit } from '../db/queries/rate-limit.ts'
import { findUserById } from '../db/queries/users.ts'
import { HttpError } from '../http-error.ts'
import type { SessionUser } from './auth.ts'

// A request with `Authorization: Bearer <key>` acts as the key's owner (docs/api.md): only on a
// route that names the scope it needs (`config: { apiKeyScope }`), only when the key has that scope,
// never with the request's cookies, and never for an owner who is banned (a deleted owner's keys
// are deleted with them). better-auth's API key plugin checks the key (its hash), its expiry and its
// own rate limit. Every request made with a key is in the audit log, by key.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The scope an API key needs to call this route; a route without one refuses keys. */
    apiKeyScope?: ApiKeyScope
    /** The route reads Authorization itself (the metrics' token): no API key is looked for. */
    ownBearerToken?: boolean
  }
  interface FastifyRequest {
    /** The API key this request was made with, once checked. */
    apiKey: { id: string; name: string } | null
  }
}

const BEARER = /^Bearer(?:[ \t]+(\S+))?[ \t]*$/i

/**
 * The key of a request that sends one ('' for a Bearer header without a usable one); a request with
 * one never uses its cookies. Other schemes are not Foyer's (a proxy's Basic authentication).
 */
export function bearerKeyOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (header === undefined || !/^bearer(?:[ \t]|$)/i.test(header)) return null
  return BEARER.exec(header)?.[1] ?? ''
}

const notHere = () =>
  new HttpError(
    403,
    'api_key_not_allowed',
    sentence({
      id: 'server.api-key.not-here',
      defaultMessage: 'API keys cannot be used here: sign in to do this.',
    }),
  )

const invalidKey = () =>
  new HttpError(
    401,
    'invalid_api_key',
    sentence({
      id: 'server.api-key.invalid',
      defaultMessage: 'This API key is not valid: it may have expired or been revoked.',
    }),
  )

const outsideScope = (scope: ApiKeyScope) =>
  new HttpError(
    403,
    'insufficient_scope',
    sentence(
      {
        id: 'server.api-key.outside-scope',
        defaultMessage: 'This API key does not have the {scope} scope.',
      },
      { scope },
    ),
  )

/** Wrong keys a client address may send in a window: a guesser is slowed, a mistyped key is not. */
const WRONG_KEYS = { max: 20, windowSeconds: 600 }

const tooManyWrongKeys = (seconds: number) =>
  new HttpError(
    429,
    'rate_limited',
    sentence(
      {
        id: 'server.api-key.too-many-wrong',
        defaultMessage:
          'Too many wrong API keys from this address. Try again in {seconds, plural, one {# second} other {# seconds}}.',
      },
      { seconds },
    ),
    undefined,
    seconds,
  )

const apiKeysPlugin: FastifyPluginAsync = async (app) => {
  const { auth, database, config } = app
  app.decorateRequest('apiKey', null)

  /** Where the wrong keys of a request's client address are counted. */
  const wrongKeysOf = (request: FastifyRequest) => `api-key-wrong|${addressKey(request.ip)}`

  /** A wrong key, counted against its client address (RATE_LIMIT): past the limit, a 429. */
  async function wrongKey(request: FastifyRequest): Promise<HttpError> {
    if (!config.rateLimit) return invalidKey()
    const { allowed, retryAfterSeconds } = await consumeRateLimit(
      database.db,
      wrongKeysOf(request),
      WRONG_KEYS,
    )
    return allowed ? invalidKey() : tooManyWrongKeys(retryAfterSeconds)
  }

  async function actAsOwner(request: FastifyRequest, key: string) {
    const scope = request.routeOptions.config?.apiKeyScope
    if (!scope) throw notHere()
    if (config.rateLimit) {
      // An address that sent too many wrong keys has its keys not even looked up until the window ends.
      const seen = await peekRateLimit(database.db, wrongKeysOf(request), WRONG_KEYS)
      if (!seen.allowed) throw tooManyWrongKeys(seen.retryAfterSeconds)
    }
    if (key === '' || key.length > 200) throw await wrongKey(request)
    const { valid, error, key: found } = await auth.api.verifyApiKey({ body: { key } })
    if (!valid || !found) {
      if (error?.code === 'RATE_LIMITED') {
        const details = (error as { details?: { tryAgainIn?: number } }).details
        const seconds = Math.max(1, Math.ceil((details?.tryAgainIn ?? 60_000) / 1000))
        throw new HttpError(
          429,
          'rate_limited',
          sentence(
            {
              id: 'server.api-key.rate-limited',
              defaultMessage:
                'Too many requests with this API key. Try again in {seconds, plural, one {# second} other {# seconds}}.',
            },
            { seconds },
          ),
          undefined,
          seconds,
        )
      }
      throw await wrongKey(request)
    }
    if (!scopesOf(found.permissions as Record<string, string[]> | null).includes(scope))
      throw outsideScope(scope)
    const owner = await findUserById(database.db, found.referenceId)
    if (!owner) throw invalidKey()
    const banEnds = owner.banExpires ? new Date(owner.banExpires).getTime() : null
    if (owner.banned && (banEnds === null || banEnds > Date.now())) {
      throw new HttpError(
        403,
        'banned',
        bannedSentence({
          until: banEnds === null ? null : new Date(banEnds),
          reason: owner.banReasonVisible === true ? (owner.banReason ?? null) : null,
        }),
      )
    }
    request.apiKey = { id: found.id, name: found.name ?? '' }
    const now = new Date()
    request.sessionUser = {
      user: owner,
      session: {
        id: `api-key:${found.id}`,
        token: '',
        userId: owner.id,
        createdAt: now,
        updatedAt: now,
        expiresAt: found.expiresAt ? new Date(found.expiresAt) : new Date(now.getTime() + 60_000),
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        impersonatedBy: null,
      },
    } as unknown as SessionUser
  }

  // Callback-style: every request passes here, and most carry no key.
  app.addHook('onRequest', (request, _reply, done) => {
    const key = bearerKeyOf(request)
    if (key === null || request.routeOptions.config?.ownBearerToken) return done()
    actAsOwner(request, key).then(() => done(), done)
  })

  // Every use, by key: what was asked and how it was answered.
  app.addHook('onResponse', (request, reply, done) => {
    const used = request.apiKey
    const owner = request.sessionUser?.user.id
    if (!used || !owner) return done()
    recordAudit(database.db, {
      kind: 'api_key_used',
      actorId: owner,
      targetId: owner,
      ipAddress: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      data: {
        apiKeyId: used.id,
        apiKeyName: used.name,
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
      },
    })
      .catch((error: unknown) => request.log.error({ err: error }, 'could not record an API key’s use'))
      .finally(() => done())
  })
}

export default fp(apiKeysPlugin, {
  name: 'foyer-api-keys',
  fastify: '5.x',
  dependencies: ['foyer-auth', 'foyer-db'],
})
