import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { $ZodType } from 'zod/v4/core'
import { apiKeyPaths } from '#shared/api-key-paths.ts'
import { apiErrorSchema } from '#shared/public-config.ts'
import { jsonSchema } from '../json-schema.ts'
import { authEndpoints, sessionSecrets } from '../routes/auth.ts'
import { authAnswers, authRedirects } from '../routes/auth-answers.ts'
import { apiDocsThemeCss, apiDocsThemeJs } from './api-docs-theme.ts'

// The API described: {BASE}/api/openapi.json is an OpenAPI 3.1 document made by @fastify/swagger
// from every route's zod schemas (json-schema.ts), with the better-auth endpoints the adapter lets
// through (routes/auth.ts) as better-auth describes them; {BASE}/api/docs renders it with
// swagger-ui from the package's own files (docs/decisions/029).

type OpenApiDocument = {
  openapi: string
  paths?: Record<string, Record<string, Record<string, unknown>>>
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown }
  [key: string]: unknown
}

/** What every route may answer besides its own answers: the app's error shape. */
const errorAnswer = {
  description: 'An error, in the reader’s language (Accept-Language).',
  content: {
    'application/json': { schema: documented(apiErrorSchema) },
  },
}

/** A zod schema as the document's JSON Schema (2020-12, as OpenAPI 3.1 has it). */
function documented(schema: $ZodType) {
  return jsonSchema(schema, 'draft-2020-12')
}

/**
 * better-auth describes its schemas as OpenAPI 3.0 does (`nullable: true`), which 3.1 no longer
 * reads: a nullable value is one whose types include null.
 */
function withNullTypes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNullTypes)
  if (!value || typeof value !== 'object') return value
  const { nullable, ...rest } = value as Record<string, unknown>
  const out = Object.fromEntries(Object.entries(rest).map(([key, inner]) => [key, withNullTypes(inner)]))
  if (nullable !== true) return out
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] }
  return { anyOf: [out, { type: 'null' }] }
}

/**
 * better-auth's models as its answers carry them: a field it does not require is null when unset,
 * and a session has no secret for pages (withoutSessionSecrets).
 */
function answeredModels(schemas: Record<string, unknown> = {}) {
  return Object.fromEntries(
    Object.entries(schemas).map(([name, model]) => {
      const {
        properties = {},
        required = [],
        ...rest
      } = model as {
        properties?: Record<string, Record<string, unknown>>
        required?: string[]
      }
      const kept = Object.entries(properties).filter(
        ([field]) => name !== 'Session' || !sessionSecrets.includes(field),
      )
      return [
        name,
        {
          ...rest,
          required: required.filter((field) => name !== 'Session' || !sessionSecrets.includes(field)),
          properties: Object.fromEntries(
            kept.map(([field, schema]) => [
              field,
              required.includes(field) || typeof schema.type !== 'string'
                ? schema
                : { ...schema, type: [schema.type, 'null'] },
            ]),
          ),
        },
      ]
    }),
  )
}

/** better-auth's own description of the endpoints the adapter serves, under {BASE}/api/auth. */
function authPaths(described: OpenApiDocument, authPrefix: string) {
  const paths: NonNullable<OpenApiDocument['paths']> = {}
  for (const endpoint of authEndpoints) {
    const [method = '', path = ''] = endpoint.split(' ')
    const openApiPath = path.replace(/:([a-zA-Z]+)/g, '{$1}')
    const found = described.paths?.[openApiPath]?.[method.toLowerCase()]
    if (!found) continue
    const operation = withNullTypes(found) as Record<string, unknown>
    // Its answers as better-auth describes them, or the adapter's own; errors in the app's shape.
    const own = authAnswers[endpoint]
    const answers = own
      ? [['200', { description: 'Done', content: { 'application/json': { schema: documented(own) } } }]]
      : authRedirects.has(endpoint)
        ? [['302', { description: 'On to a page of Foyer’s (Location)' }]]
        : Object.entries((operation.responses ?? {}) as Record<string, unknown>).filter(
            ([status]) => !/^[45]/.test(status),
          )
    const at = `${authPrefix}${openApiPath}`
    paths[at] = {
      ...paths[at],
      [method.toLowerCase()]: {
        ...operation,
        tags: ['Sign-in (better-auth)'],
        responses: { ...Object.fromEntries(answers), default: errorAnswer },
      },
    }
  }
  return paths
}

const openApiPlugin: FastifyPluginAsync = async (app) => {
  const { config } = app
  const apiPrefix = `${config.basePath}/api`

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Foyer API',
        version: '1',
        description:
          'Every route Foyer serves under /api. Signed-in pages call it with their session cookie; ' +
          'scripts call it with a personal API key (Authorization: Bearer).',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'foyer.session_token',
            description: 'The session cookie of a signed-in browser (sign in through /api/auth).',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal API key (Account Settings), sent as Authorization: Bearer foyer_…; it acts ' +
              'as its owner, within its scopes and its own rate limit.',
          },
        },
      },
    },
    transform: (route) => {
      const transformed = jsonSchemaTransform(route)
      const schema = transformed.schema as {
        hide?: boolean
        response?: Record<string, unknown>
        description?: string
      }
      // The pages and their files are not the API.
      if (!route.url.startsWith(`${apiPrefix}/`)) return { schema: { hide: true }, url: route.url }
      if (!schema || schema.hide) return transformed
      // A route an API key may call names its scope; the others take the session cookie only, and
      // a route with no guard answers anyone (some say more to someone signed in).
      const scope = route.route.config?.apiKeyScope
      const isGuarded = route.route.preValidation !== undefined
      const security: Record<string, string[]>[] = scope
        ? [{ session: [] }, { apiKey: [scope] }]
        : isGuarded
          ? [{ session: [] }]
          : [{}, { session: [] }]
      return {
        ...transformed,
        schema: {
          ...schema,
          ...(scope ? { description: `API keys need the ${scope} scope.` } : {}),
          security,
          response: { ...schema.response, default: errorAnswer },
        },
      }
    },
  })

  let whole: OpenApiDocument | undefined
  // Made once every route is registered, before the first request.
  app.addHook('onReady', async () => {
    const own = app.swagger() as unknown as OpenApiDocument
    const described = (await app.auth.api.generateOpenAPISchema()) as unknown as OpenApiDocument
    whole = {
      ...own,
      paths: { ...own.paths, ...authPaths(described, `${apiPrefix}/auth`) },
      components: {
        ...own.components,
        schemas: { ...answeredModels(described.components?.schemas), ...own.components?.schemas },
      },
    }
  })
  const documentOf = (): OpenApiDocument => {
    if (!whole) throw new Error('openapi: the document is made when the server is ready')
    return whole
  }

  app.get(`${config.basePath}${apiKeyPaths.openApi}`, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache')
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(documentOf()))
  })

  await app.register(swaggerUi, {
    routePrefix: `${config.basePath}${apiKeyPaths.docs}`,
    // The page's policy is the security plugin's (plugins/security.ts), not swagger-ui's own.
    staticCSP: false,
    uiConfig: {
      // BaseLayout: no top bar, whose URL field invites loading another host's document.
      layout: 'BaseLayout',
      // No badge fetched from validator.swagger.io: the app asks no other host, ever.
      validatorUrl: null,
      // Its links to each operation sit inside the operation's button: nested controls (axe).
      deepLinking: false,
    },
    theme: {
      title: 'Foyer API',
      css: [{ filename: 'foyer.css', content: apiDocsThemeCss }],
      js: [{ filename: 'foyer.js', content: apiDocsThemeJs }],
    },
    transformSpecificationClone: false,
    transformSpecification: () => documentOf() as unknown as Record<string, unknown>,
  })
}

export default fp(openApiPlugin, {
  name: 'foyer-openapi',
  fastify: '5.x',
  dependencies: ['foyer-config', 'foyer-auth'],
})
