import { type Kysely, sql } from 'kysely'
import type { Language } from '#shared/languages.ts'
import { recipientLanguage } from '../../i18n.ts'
import type { DB } from '../schema.ts'

// The inbox. Unread counts are always counted from the rows, never kept in a counter, so
// racing writes cannot make them drift.

export type NewNotification = {
  recipientId: string
  kind: string
  title: string
  body: string
  link: string | null
  actorName?: string | null
}

const columns = ['id', 'kind', 'title', 'body', 'link', 'actorName', 'createdAt', 'readAt'] as const

/** A notification as these queries select it (`columns`). */
export type NotificationRow = {
  id: string
  kind: string
  title: string
  body: string
  link: string | null
  actorName: string | null
  createdAt: Date | string
  readAt: Date | string | null
}

export async function insertNotifications(db: Kysely<DB>, rows: NewNotification[]) {
  if (rows.length === 0) return []
  return db
    .insertInto('notification')
    .values(rows.map((row) => ({ ...row, actorName: row.actorName ?? null })))
    .returning(['id', 'recipientId'])
    .execute()
}

export async function notificationById(db: Kysely<DB>, recipientId: string, id: string) {
  return db
    .selectFrom('notification')
    .select(columns)
    .where('recipientId', '=', recipientId)
    .where('id', '=', id)
    .executeTakeFirst()
}

export async function unreadCount(db: Kysely<DB>, recipientId: string): Promise<number> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('recipientId', '=', recipientId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function notificationPage(
  db: Kysely<DB>,
  recipientId: string,
  { unreadOnly, page, limit }: { unreadOnly: boolean; page: number; limit: number },
) {
  // One statement (the embedded database answers one at a time, so each round trip waits): both
  // counts in one pass over the person's notifications, and the page joined to them laterally, so
  // that a page past the end still brings the counts (one row whose notification columns are null).
  const rows = await db
    .with('counts', (qb) =>
      qb
        .selectFrom('notification')
        .where('recipientId', '=', recipientId)
        .select((eb) => [
          eb.fn.countAll<string>().as('all'),
          eb.fn.countAll<string>().filterWhere('readAt', 'is', null).as('unread'),
        ]),
    )
    .selectFrom('counts')
    .leftJoinLateral(
      (eb) => {
        let items = eb.selectFrom('notification').select(columns).where('recipientId', '=', recipientId)
        if (unreadOnly) items = items.where('readAt', 'is', null)
        return items
          .orderBy('id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .as('page')
      },
      (join) => join.onTrue(),
    )
    .select(['counts.all', 'counts.unread', ...columns.map((column) => `page.${column}` as const)])
    .orderBy('page.id', 'desc')
    .execute()
  const [first] = rows
  const unread = Number(first?.unread ?? 0)
  // The lateral join makes every notification column nullable in the row's type; a row with an id
  // is a notification.
  const items = rows
    .filter((row) => row.id !== null)
    .map(({ all: _all, unread: _unread, ...item }) => item as NotificationRow)
  return { items, total: unreadOnly ? unread : Number(first?.all ?? 0), unread }
}

/** Newer than an id (a reconnecting stream's Last-Event-ID), oldest first, at most `limit`. */
export async function notificationsAfter(
  db: Kysely<DB>,
  recipientId: string,
  afterId: string,
  limit: number,
) {
  return db
    .selectFrom('notification')
    .select(columns)
    .where('recipientId', '=', recipientId)
    .where('id', '>', afterId)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute()
}

export async function latestNotificationId(db: Kysely<DB>, recipientId: string): Promise<string> {
  const row = await db
    .selectFrom('notification')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('recipientId', '=', recipientId)
    .executeTakeFirst()
  return row?.id ? String(row.id) : '0'
}

/** Read or unread; false when the notification is not the person's. */
export async function setRead(db: Kysely<DB>, recipientId: string, id: string, read: boolean) {
  const result = await db
    .updateTable('notification')
    .set({ readAt: read ? sql`coalesce("readAt", now())` : null })
    .where('recipientId', '=', recipientId)
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Marks read exactly the unread ones up to `upTo` (default: the newest at this moment). */
export async function markAllRead(db: Kysely<DB>, recipientId: string, upTo: string | null) {
  let query = db
    .updateTable('notification')
    .set({ readAt: sql`now()` })
    .where('recipientId', '=', recipientId)
    .where('readAt', 'is', null)
  if (upTo !== null) query = query.where('id', '<=', upTo)
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function deleteNotification(db: Kysely<DB>, recipientId: string, id: string) {
  const result = await db
    .deleteFrom('notification')
    .where('recipientId', '=', recipientId)
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Every notification of a person (the data export), newest first. */
export async function notificationsOf(db: Kysely<DB>, recipientId: string, limit: number) {
  return db
    .selectFrom('notification')
    .select(columns)
    .where('recipientId', '=', recipientId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** The ids of the administrators, to tell them about registrations and role changes. */
export async function administratorIds(db: Kysely<DB>, exceptId?: string): Promise<string[]> {
  let query = db.selectFrom('user').select('id').where('role', '=', 'admin')
  if (exceptId) query = query.where('id', '!=', exceptId)
  return (await query.execute()).map((row) => row.id)
}

/** Whom a notification or an email goes to, and the language it is written in (recipientLanguage). */
export type Recipient = { id: string; language: Language }

/**
 * These people, in this order, each with their language: the one they chose, else `fallback` (the
 * language of the request that caused the message, or null: English).
 */
export async function recipientsOf(
  db: Kysely<DB>,
  ids: readonly string[],
  fallback: Language | null,
): Promise<Recipient[]> {
  if (ids.length === 0) return []
  const rows = await db.selectFrom('user').select(['id', 'language']).where('id', 'in', ids).execute()
  const chosen = new Map(rows.map((row) => [row.id, row.language]))
  return ids.map((id) => ({ id, language: recipientLanguage(chosen.get(id), fallback) }))
}

/** One person as a recipient (recipientsOf). */
export async function recipientOf(db: Kysely<DB>, id: string, fallback: Language | null): Promise<Recipient> {
  const [recipient] = await recipientsOf(db, [id], fallback)
  return recipient ?? { id, language: recipientLanguage(null, fallback) }
}

/** Whether a session still exists and has not expired (streams end with their session). */
export async function isSessionLive(db: Kysely<DB>, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('session')
    .select('id')
    .where('id', '=', sessionId)
    .where('expiresAt', '>', new Date())
    .executeTakeFirst()
  return row !== undefined
}
