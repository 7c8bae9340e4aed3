import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { auditKindLabels, auditKinds } from '#shared/account.ts'
import { can } from '#shared/admin.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { roleOf } from '#shared/auth.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import type { ResourceDefinition } from '#shared/resource.ts'
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_QUERY_MAX,
  searchQuerySchema,
  searchResultsSchema,
} from '#shared/search.ts'
import { withinRateLimit } from '../auth/rate-limits.ts'
import { searchAuditEvents, searchNotifications, searchPeople } from '../db/queries/search.ts'
import { HttpError } from '../http-error.ts'
import { impersonatorOf, signInToContinue } from '../plugins/auth.ts'
import { searchRecords } from '../resources/routes.ts'

// GET {BASE}/api/search?q=: the person's own notifications for everyone; people and audit
// events only for those allowed to manage people and read the log — the same checks as their pages;
// records of the resources the person may read, as their lists would show them.

/** Searches per person and window: the palette debounces, so this only stops a runaway script. */
const SEARCH_RATE = { max: 120, windowSeconds: 60 }

export const searchRoutes: FastifyPluginAsyncZod<{ resources: readonly ResourceDefinition[] }> = async (
  app,
  { resources },
) => {
  const { config, database } = app
  const db = database.db

  app.get(
    apiPaths.search,
    {
      preValidation: app.requireSession,
      schema: { querystring: searchQuerySchema, response: { 200: searchResultsSchema } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const session = request.sessionUser
      if (!session) throw new HttpError(401, 'unauthorized', signInToContinue)
      const raw = request.query.q
      const query = (raw ?? '').trim().slice(0, SEARCH_QUERY_MAX)
      const empty = { query, people: [], notifications: [], auditEvents: [], records: [] }
      if (query.length === 0) return empty
      if (config.rateLimit) {
        await withinRateLimit(db, `search|${session.user.id}`, SEARCH_RATE, () =>
          sentence({
            id: 'server.search.too-many-searches',
            defaultMessage: 'Too many searches: wait a moment.',
          }),
        )
      }
      const impersonating = impersonatorOf(session) !== null
      const role = roleOf((session.user as { role?: string }).role)
      const mayManagePeople = !impersonating && can(role, 'people:manage')
      const mayReadAudit = !impersonating && can(role, 'audit:read')
      const lower = query.toLowerCase()
      const [people, notifications, records] = await Promise.all([
        mayManagePeople || mayReadAudit ? searchPeople(db, query, SEARCH_GROUP_LIMIT) : [],
        searchNotifications(db, session.user.id, query, SEARCH_GROUP_LIMIT),
        searchRecords(db, resources, { id: session.user.id, role }, query, SEARCH_GROUP_LIMIT),
      ])
      const kinds = auditKinds.filter(
        (kind) =>
          auditKindLabels[kind].toLowerCase().includes(lower) || kind.includes(lower.replaceAll(' ', '_')),
      )
      const events = mayReadAudit
        ? await searchAuditEvents(
            db,
            people.map((p) => p.id),
            query.length >= 3 ? kinds : [],
            SEARCH_GROUP_LIMIT,
          )
        : []
      return {
        query,
        people: mayManagePeople
          ? people.map((p) => ({
              id: p.id,
              name: p.name,
              email: p.email,
              role: p.role === 'admin' ? ('admin' as const) : ('member' as const),
            }))
          : [],
        notifications: notifications.map((n) => ({
          id: String(n.id),
          title: n.title,
          link: n.link,
          createdAt: new Date(n.createdAt).toISOString(),
          readAt: n.readAt ? new Date(n.readAt).toISOString() : null,
        })),
        auditEvents: events.map((e) => ({
          id: String(e.id),
          kind: e.kind,
          createdAt: new Date(e.createdAt).toISOString(),
          actorName: e.actorName ?? null,
          targetId: e.targetId,
          targetName: e.targetName ?? null,
        })),
        records,
      }
    },
  )
}
