import * as z from 'zod/mini'
import { mustBeOneOf, mustBeTrueOrFalse } from './i18n/schema-sentences.ts'
import { sentence } from './i18n/sentence.ts'
import { notificationFilters } from './notification-rules.ts'

// The contracts of the notification inbox. Notifications are made by the server when
// something happens; the client reads them, marks them read or unread, and deletes them. Titles
// and bodies are plain text: the client never renders them as HTML.

export * from './notification-rules.ts'

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path inside the app (relative to the base path), or null. */
  link: z.nullable(z.string()),
  /** Who caused it, when it was a person: shown as text, never as markup. */
  actorName: z.nullable(z.string()),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
})
export type Notification = z.infer<typeof notificationSchema>

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** How many match the filter, for pagination. */
  total: z.number(),
  /** The person's unread count (the bell's badge), whatever the filter. */
  unread: z.number(),
  page: z.number(),
  limit: z.number(),
})
export type NotificationPage = z.infer<typeof notificationPageSchema>

export const notificationQuerySchema = z.object({
  filter: z.optional(z.enum(notificationFilters, { error: mustBeOneOf('filter', notificationFilters) })),
})

export const markReadSchema = z.object({ read: z.boolean({ error: mustBeTrueOrFalse('read') }) })

/** Marks read the unread notifications up to this id (the newest the person had seen), no later. */
export const markAllReadSchema = z.object({
  upTo: z.optional(
    z
      .string()
      .check(
        z.regex(
          /^[0-9]{1,18}$/,
          sentence({ id: 'schema.notifications.up-to', defaultMessage: 'upTo must be a notification id' }),
        ),
      ),
  ),
})

export const markAllReadResultSchema = z.object({ marked: z.number(), unread: z.number() })
export type MarkAllReadResult = z.infer<typeof markAllReadResultSchema>
export const unreadSchema = z.object({ unread: z.number() })
export type Unread = z.infer<typeof unreadSchema>

/** What the stream sends: a new notification with the new unread count, or a changed count. */
export const streamEventSchema = z.union([
  z.object({ type: z.literal('notification'), notification: notificationSchema, unread: z.number() }),
  z.object({ type: z.literal('unread'), unread: z.number() }),
])
export type StreamEvent = z.infer<typeof streamEventSchema>
