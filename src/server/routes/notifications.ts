import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { DEFAULT_PAGE_LIMIT, pageQuerySchema } from '#shared/account.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { roleOf } from '#shared/auth-rules.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import {
  markAllReadResultSchema,
  markAllReadSchema,
  markReadSchema,
  notificationPageSchema,
  notificationQuerySchema,
  notificationSchema,
  STREAM_HEARTBEAT_SECONDS,
  unreadSchema,
} from '#shared/notifications.ts'
import { addressKey } from '../client-address.ts'
import {
  deleteNotification,
  markAllRead,
  notificationById,
  notificationPage,
  setRead,
  unreadCount,
} from '../db/queries/notifications.ts'
import { HttpError } from '../http-error.ts'
import { MAX_STREAMS_PER_PERSON, type OpenResult, toNotification } from '../notifications/service.ts'
import { signedIn } from '../plugins/auth.ts'

// The inbox of the signed-in person. An id in a path only selects among their own
// notifications: anyone else's answers 404, exactly like one that does not exist.

const idPattern = /^[0-9]{1,18}$/

/** An id in a path; one that is not a notification id answers 404 in the handler, as a missing one. */
const idParamsSchema = z.object({ id: z.string() })

/** ?page=&limit=&filter= of the inbox. */
const inboxQuerySchema = z.extend(pageQuerySchema, notificationQuerySchema.shape)

/** The stream's ?lastEventId=, for clients that cannot send the Last-Event-ID header. */
const streamQuerySchema = z.object({ lastEventId: z.optional(z.string()) })

/** How long a client refused for the process's cap should wait before trying again. */
const STREAMS_FULL_RETRY_SECONDS = 30

/** The answer to a stream a cap refused; the client's EventSource backs off and tries again. */
const refusals: Partial<Record<OpenResult, () => HttpError>> = {
  person: () =>
    new HttpError(
      429,
      'too_many_streams',
      sentence(
        {
          id: 'server.notifications.too-many-tabs',
          defaultMessage:
            'At most {max, plural, one {# open tab receives} other {# open tabs receive}} live notifications. Close a few and reload.',
        },
        { max: MAX_STREAMS_PER_PERSON },
      ),
    ),
  address: () =>
    new HttpError(
      429,
      'too_many_streams',
      sentence({
        id: 'server.notifications.too-many-tabs-on-network',
        defaultMessage:
          'Too many open tabs on your network receive live notifications. Close a few and reload.',
      }),
    ),
  process: () =>
    new HttpError(
      503,
      'streams_full',
      sentence({
        id: 'server.notifications.at-capacity',
        defaultMessage: 'Live notifications are at capacity. They will come back shortly.',
      }),
      undefined,
      STREAMS_FULL_RETRY_SECONDS,
    ),
  stopping: () =>
    new HttpError(
      503,
      'server_stopping',
      sentence({
        id: 'server.notifications.server-restarting',
        defaultMessage: 'The server is restarting: try again in a moment',
      }),
      undefined,
      2,
    ),
}

const noSuchNotification = () =>
  new HttpError(
    404,
    'not_found',
    sentence({ id: 'server.notifications.no-such-notification', defaultMessage: 'No such notification.' }),
  )

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, notifications } = app
  const db = database.db
  const sessionRequired = { preValidation: app.requireSession }

  function notificationId(id: string): string {
    if (!idPattern.test(id)) throw noSuchNotification()
    return id
  }

  app.get(
    apiPaths.notifications,
    {
      ...sessionRequired,
      config: { apiKeyScope: 'read:notifications' },
      schema: {
        summary: 'List your notifications, a page at a time',
        tags: ['Notifications'],
        querystring: inboxQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { page = 1, limit = DEFAULT_PAGE_LIMIT, filter = 'all' } = request.query
      const result = await notificationPage(db, signedIn(request).user.id, {
        unreadOnly: filter === 'unread',
        page,
        limit,
      })
      return { ...result, items: result.items.map(toNotification), page, limit }
    },
  )

  app.patch(
    `${apiPaths.notifications}/:id`,
    {
      ...sessionRequired,
      schema: {
        summary: 'Mark one of your notifications read or unread',
        tags: ['Notifications'],
        params: idParamsSchema,
        body: markReadSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) => {
      const id = notificationId(request.params.id)
      const { read } = request.body
      const userId = signedIn(request).user.id
      if (!(await setRead(db, userId, id, read))) throw noSuchNotification()
      await notifications.unreadChanged(userId)
      const row = await notificationById(db, userId, id)
      if (!row) throw noSuchNotification()
      return toNotification(row)
    },
  )

  app.delete(
    `${apiPaths.notifications}/:id`,
    {
      ...sessionRequired,
      schema: {
        summary: 'Delete one of your notifications',
        tags: ['Notifications'],
        params: idParamsSchema,
        response: { 200: unreadSchema },
      },
    },
    async (request) => {
      const id = notificationId(request.params.id)
      const userId = signedIn(request).user.id
      if (!(await deleteNotification(db, userId, id))) throw noSuchNotification()
      await notifications.unreadChanged(userId)
      return { unread: await unreadCount(db, userId) }
    },
  )

  app.post(
    apiPaths.notificationsReadAll,
    {
      ...sessionRequired,
      schema: {
        summary: 'Mark your notifications read, up to the newest you have seen',
        tags: ['Notifications'],
        // The body may be left out (Fastify passes null then): everything unread is marked.
        body: z.nullish(markAllReadSchema),
        response: { 200: markAllReadResultSchema },
      },
    },
    async (request) => {
      const upTo = request.body?.upTo
      const userId = signedIn(request).user.id
      const marked = await markAllRead(db, userId, upTo ?? null)
      if (marked > 0) await notifications.unreadChanged(userId)
      return { marked, unread: await unreadCount(db, userId) }
    },
  )

  app.get(
    apiPaths.notificationsStream,
    {
      ...sessionRequired,
      schema: {
        summary: 'Receive your new notifications live (server-sent events)',
        description:
          'A text/event-stream of new notifications and unread counts. Last-Event-ID (the header, ' +
          'or lastEventId in the query) replays those after that notification.',
        tags: ['Notifications'],
        querystring: streamQuerySchema,
      },
    },
    async (request, reply) => {
      // A stream is quiet between heartbeats on purpose: the idle limit of requests (app.ts) would cut
      // it. (app.inject's stand-in socket has no timer.)
      request.raw.socket.setTimeout?.(2 * STREAM_HEARTBEAT_SECONDS * 1000)
      const { user, session } = signedIn(request)
      const header = request.headers['last-event-id']
      const lastEventId = typeof header === 'string' ? header : (request.query.lastEventId ?? null)
      if (lastEventId !== null && !idPattern.test(lastEventId)) {
        throw new HttpError(
          400,
          'bad_request',
          sentence({
            id: 'server.notifications.last-event-id-not-notification',
            defaultMessage: 'Last-Event-ID must be a notification id',
          }),
        )
      }
      const result = await notifications.openStream(reply, {
        userId: user.id,
        sessionId: session.id,
        role: roleOf(user.role),
        address: addressKey(request.ip),
        lastEventId,
      })
      const refusal = refusals[result]
      if (refusal) throw refusal()
      return reply
    },
  )
}
