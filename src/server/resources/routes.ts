import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from 'kysely'
import * as z from 'zod/mini'
import { API_PREFIX } from '#shared/api-paths.ts'
import { type Role, roleOf } from '#shared/auth-rules.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import {
  accessOf,
  actionRefusal,
  type Field,
  type RecordValues,
  type ResourceAction,
  type ResourceDefinition,
  withComputed,
} from '#shared/resource.ts'
import {
  actionSchema,
  bulkDeleteResultSchema,
  bulkDeleteSchema,
  createSchema,
  filterKey,
  listQuerySchema,
  recordPageSchema,
  recordSchema,
  updateSchema,
} from '#shared/resource-schemas.ts'
import { csvLine } from '../csv.ts'
import { containsPattern } from '../db/queries/admin.ts'
import type { DB } from '../db/schema.ts'
import { HttpError, someFieldsAreInvalid } from '../http-error.ts'
import { auditRequest, signedIn } from '../plugins/auth.ts'
import { sendAsIs } from '../send-as-is.ts'

// The API of every resource, made from its definition (src/shared/resources): list, create, read,
// change, delete, bulk delete and CSV export under {BASE}/api/<name>. Every route checks the
// definition's access on the server; every change is an audit event naming the record's type.

export type ResourceRoutesOptions = { resources: readonly ResourceDefinition[] }

type App = Parameters<FastifyPluginAsyncZod<ResourceRoutesOptions>>[0]

type Row = Record<string, unknown>
// biome-ignore lint/suspicious/noExplicitAny: a resource's table is known from its definition, at run time
type AnyDb = Kysely<any>

const idPattern = /^[A-Za-z0-9_-]{1,64}$/
const recordParams = z.object({ id: z.string() })
const actionParams = z.object({ id: z.string(), action: z.string() })
/** Rows fetched at a time while a CSV export streams. */
const CSV_BATCH = 500

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

/** A row as the API answers it: dates as YYYY-MM-DD, times as ISO strings, whole numbers as numbers. */
function toRecord(
  definition: ResourceDefinition,
  row: Row,
  onComputedError?: (name: string, error: unknown) => void,
): Row {
  const record: Row = {
    id: row.id,
    version: Number(row.version),
    createdBy: row.createdBy ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }
  for (const [name, field] of Object.entries(definition.fields)) {
    const value = row[name] ?? null
    record[name] = value === null ? null : field.kind === 'number' ? Number(value) : value
  }
  return withComputed(definition, record as RecordValues, onComputedError) as Row
}

/** The columns of a record, dates read as text so that no time zone moves them. */
function columns(definition: ResourceDefinition) {
  return [
    'id',
    'version',
    'createdBy',
    'createdAt',
    'updatedAt',
    ...Object.entries(definition.fields).map(([name, field]) =>
      field.kind === 'date' ? sql<string>`to_char(${sql.ref(name)}, 'YYYY-MM-DD')`.as(name) : name,
    ),
  ]
}

/** The text fields `q` looks into. */
function searchableFields(definition: ResourceDefinition): string[] {
  return Object.entries(definition.fields)
    .filter(([, field]) => field.searchable && (field.kind === 'text' || field.kind === 'longText'))
    .map(([name]) => name)
}

/**
 * The search palette's records: of each resource the role may read (only its own records where that
 * is all it may read), those whose title or a searchable field holds `q`, `limit` a resource.
 */
export async function searchRecords(
  database: Kysely<DB>,
  resources: readonly ResourceDefinition[],
  person: { id: string; role: Role },
  q: string,
  limit: number,
): Promise<{ resource: string; id: string; title: string }[]> {
  const db = database as unknown as AnyDb
  const found = await Promise.all(
    resources.map(async (definition) => {
      const { all, own } = accessOf(definition, person.role, 'read')
      // A resource without pages has nowhere for a found record to open.
      if ((!all && !own) || definition.pages === false) return []
      const fields = [...new Set([definition.titleField, ...searchableFields(definition)])]
      const rows = await db
        .selectFrom(definition.name)
        .select(['id', sql.ref(definition.titleField).as('title')])
        .where((eb) =>
          eb.and([
            ...(all ? [] : [eb('createdBy', '=', person.id)]),
            eb.or(fields.map((name) => eb(name, 'ilike', containsPattern(q)))),
          ]),
        )
        .orderBy(definition.titleField)
        .orderBy('id')
        .limit(limit)
        .execute()
      return rows.map((row) => ({
        resource: definition.name,
        id: String(row.id),
        title: String(row.title ?? ''),
      }))
    }),
  )
  return found.flat()
}

/** The filters of a list's query (q, filter[…], and "only their own" when that is all one may see). */
function whereOf(
  definition: ResourceDefinition,
  searchable: string[],
  query: Record<string, unknown>,
  ownerId: string | null,
) {
  // biome-ignore lint/suspicious/noExplicitAny: the table is the resource's, known at run time
  return (eb: ExpressionBuilder<any, any>) => {
    const conditions: Expression<SqlBool>[] = []
    if (ownerId) conditions.push(eb('createdBy', '=', ownerId))
    for (const name of Object.keys(definition.fields)) {
      const value = query[filterKey(name)]
      if (value !== undefined) conditions.push(eb(name, '=', value))
    }
    const q = typeof query.q === 'string' ? query.q : ''
    if (q && searchable.length > 0)
      conditions.push(eb.or(searchable.map((name) => eb(name, 'ilike', containsPattern(q)))))
    return eb.and(conditions)
  }
}

/** What a database error on a write means to the person who sent it, or null when it is ours. */
function writeError(definition: ResourceDefinition, error: unknown): HttpError | null {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string }
  const fieldOf = (suffix: string) =>
    Object.keys(definition.fields).find((name) => constraint === `${definition.name}_${name}_${suffix}`)
  if (code === '23505') {
    const name = fieldOf('key')
    const noun = definition.label.one.toLowerCase()
    if (!name) {
      // A unique constraint over no single field: the value is not named.
      return new HttpError(
        409,
        'duplicate',
        sentence(
          { id: 'server.resources.duplicate-value', defaultMessage: 'Another {noun} has this value' },
          { noun },
        ),
        {
          _: sentence(
            {
              id: 'server.resources.duplicate-value-field',
              defaultMessage: 'Another {noun} already has this value',
            },
            { noun },
          ),
        },
      )
    }
    const label = (definition.fields[name] as Field).label.toLowerCase()
    return new HttpError(
      409,
      'duplicate',
      sentence(
        { id: 'server.resources.duplicate', defaultMessage: 'Another {noun} has this {label}' },
        { noun, label },
      ),
      {
        [name]: sentence(
          {
            id: 'server.resources.duplicate-field',
            defaultMessage: 'Another {noun} already has this {label}',
          },
          { noun, label },
        ),
      },
    )
  }
  if (code === '23503') {
    // A person or a record named by a field is gone (or never was).
    const name = fieldOf('fkey')
    const field = name ? definition.fields[name] : undefined
    return new HttpError(400, 'bad_request', someFieldsAreInvalid(), {
      [name ?? '_']: !field
        ? sentence({ id: 'server.resources.no-such-record', defaultMessage: 'No such record' })
        : field.kind === 'person'
          ? sentence(
              { id: 'server.resources.field-no-such-person', defaultMessage: '{label}: no such person' },
              { label: field.label },
            )
          : sentence(
              { id: 'server.resources.field-no-such-record', defaultMessage: '{label}: no such record' },
              { label: field.label },
            ),
    })
  }
  return null
}

function registerResource(app: App, definition: ResourceDefinition) {
  const db = app.database.db as unknown as AnyDb
  const table = definition.name
  const base = `${API_PREFIX}/${definition.name}`
  const listQuery = listQuerySchema(definition)
  const create = createSchema(definition)
  const update = updateSchema(definition)
  // An action sets what a change could: a value its field refuses stops the server at start, named.
  for (const [name, action] of Object.entries(definition.actions ?? {})) {
    const checked = update.safeParse({ ...action.set, version: 1 })
    if (!checked.success)
      throw new Error(
        `Resource "${definition.name}": action "${name}" sets ${checked.error.issues
          .map((issue) => `${String(issue.path[0] ?? '')} to a value it refuses (${issue.message})`)
          .join(', ')}`,
      )
  }
  const record = recordSchema(definition)
  const selection = columns(definition)
  const searchable = searchableFields(definition)
  const noun = definition.label.one.toLowerCase()
  const nouns = definition.label.other.toLowerCase()
  const tags = ['Resources']
  /** Open lists of this resource, on every instance, ask again (live updates). */
  const changed = () => app.notifications.resourceChanged(definition.name)
  /** Computed fields that threw, each logged once (and answered as none). */
  const failedComputed = new Set<string>()
  const recordOf = (row: Row) =>
    toRecord(definition, row, (name, error) => {
      if (failedComputed.has(name)) return
      failedComputed.add(name)
      app.log.error({ err: error }, `resource ${definition.name}: computed field ${name} threw`)
    })

  /** A role's refusal of an action on this resource's records. */
  const cannot: Record<ResourceAction, () => string> = {
    read: () =>
      sentence({ id: 'server.resources.cannot-see', defaultMessage: 'You cannot see {nouns}.' }, { nouns }),
    create: () =>
      sentence(
        { id: 'server.resources.cannot-create', defaultMessage: 'You cannot create {nouns}.' },
        { nouns },
      ),
    update: () =>
      sentence(
        { id: 'server.resources.cannot-change', defaultMessage: 'You cannot change {nouns}.' },
        { nouns },
      ),
    delete: () =>
      sentence(
        { id: 'server.resources.cannot-delete', defaultMessage: 'You cannot delete {nouns}.' },
        { nouns },
      ),
  }

  /** Who asks, and what they may do: every record, their own, or nothing (403). */
  function allowed(request: FastifyRequest, action: ResourceAction) {
    const session = signedIn(request)
    const access = accessOf(definition, roleOf(session.user.role), action)
    if (!access.all && !access.own) throw new HttpError(403, 'forbidden', cannot[action]())
    return { userId: session.user.id, ownerOnly: access.own }
  }

  /**
   * A guard that runs before the request is parsed: a caller who may not do this at all hears so
   * (403) before anything about what they sent (400).
   */
  const may = (action: ResourceAction) => async (request: FastifyRequest) => {
    allowed(request, action)
  }
  /** An id that cannot be one names no record (404), before its body is read. */
  const knownId = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    if (!idPattern.test(request.params.id)) throw notFound()
  }
  /** An action the definition does not name is no endpoint (404), before its body is read. */
  const knownAction = async (request: FastifyRequest<{ Params: { action: string } }>) => {
    const { action } = request.params
    if (!Object.hasOwn(definition.actions ?? {}, action))
      throw new HttpError(
        404,
        'not_found',
        sentence(
          { id: 'server.resources.no-such-action', defaultMessage: 'There is no action "{action}" here.' },
          { action },
        ),
      )
  }

  const notFound = () =>
    new HttpError(
      404,
      'not_found',
      sentence(
        {
          id: 'server.resources.not-found',
          defaultMessage: 'This {noun} does not exist, or you cannot see it.',
        },
        { noun },
      ),
    )

  /** The record as its reader may see it, or 404. */
  async function readable(request: FastifyRequest, id: string): Promise<Row> {
    const reader = allowed(request, 'read')
    const row = await db
      .selectFrom(table)
      .select(selection)
      .where('id', '=', id)
      .$if(reader.ownerOnly, (qb) => qb.where('createdBy', '=', reader.userId))
      .executeTakeFirst()
    if (!row) throw notFound()
    return row
  }

  /** The record, readable, and one its reader may `action`: 403 when they may see it but not that. */
  async function writable(request: FastifyRequest, id: string, action: 'update' | 'delete') {
    const row = await readable(request, id)
    const writer = allowed(request, action)
    if (writer.ownerOnly && row.createdBy !== writer.userId) {
      throw new HttpError(
        403,
        'forbidden',
        action === 'update'
          ? sentence(
              {
                id: 'server.resources.only-creator-may-change',
                defaultMessage: 'Only the person who created this {noun} may change it.',
              },
              { noun },
            )
          : sentence(
              {
                id: 'server.resources.only-creator-may-delete',
                defaultMessage: 'Only the person who created this {noun} may delete it.',
              },
              { noun },
            ),
      )
    }
    return { row, userId: writer.userId }
  }

  /** Records an event about one record, named by its title. */
  function audit(
    request: FastifyRequest,
    kind: 'record_created' | 'record_updated' | 'record_deleted',
    actorId: string,
    id: string,
    data: { title: unknown } & Record<string, unknown>,
  ) {
    return auditRequest(request, {
      kind,
      actorId,
      targetId: id,
      targetType: definition.name,
      data: { ...data, title: String(data.title ?? '') },
    })
  }

  app.get(
    base,
    {
      preValidation: [app.requireSession, may('read')],
      schema: {
        summary: `List ${nouns}, a page at a time, or export them as CSV (format=csv)`,
        tags,
        querystring: listQuery,
        response: {
          200: {
            description: `A page of ${nouns}; with format=csv, every one the query finds`,
            content: {
              'application/json': { schema: recordPageSchema(definition) },
              'text/csv': { schema: z.string() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const reader = allowed(request, 'read')
      const { query } = request
      const where = whereOf(definition, searchable, query, reader.ownerOnly ? reader.userId : null)
      const descending = query.sort.startsWith('-')
      const sortKey = descending ? query.sort.slice(1) : query.sort
      const direction = descending ? 'desc' : 'asc'
      // The table's own column ("projects"."due"), not the answer's text of it under the same name.
      const sortColumn = sql.ref(`${table}.${sortKey}`)
      /** The ids of one page, in the list's order. */
      const pageIds = (limit: number, offset: number) =>
        db
          .selectFrom(table)
          .select('id')
          .where(where)
          // PostgreSQL's order for empty values (last going up, first going down): the one an index
          // on (field, id) serves both ways.
          .orderBy(sortColumn, direction)
          .orderBy('id', direction)
          .limit(limit)
          .offset(offset)
      /**
       * One page in the list's order. The page's ids are found first and its rows read after, so
       * that a page deep in the list reads its rows only, not every row before it.
       */
      const page = (limit: number, offset: number) =>
        db
          .selectFrom(table)
          .select(selection)
          .where('id', 'in', pageIds(limit, offset))
          .orderBy(sortColumn, direction)
          .orderBy('id', direction)
          .execute()

      if (query.format === 'csv') {
        const names = [
          'id',
          ...Object.keys(definition.fields),
          ...Object.keys(definition.computed ?? {}),
          'createdBy',
          'createdAt',
          'updatedAt',
        ]
        async function* lines() {
          yield csvLine(names)
          for (let offset = 0; ; offset += CSV_BATCH) {
            const rows = await page(CSV_BATCH, offset)
            for (const row of rows) {
              const out = recordOf(row)
              yield csvLine(names.map((name) => out[name]))
            }
            if (rows.length < CSV_BATCH) return
          }
        }
        const day = new Date().toISOString().slice(0, 10)
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${definition.name}-${day}.csv"`)
        return sendAsIs(reply, Readable.from(lines()))
      }

      const [rows, count] = await Promise.all([
        page(query.pageSize, (query.page - 1) * query.pageSize),
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('total'))
          .where(where)
          .executeTakeFirstOrThrow(),
      ])
      return {
        items: rows.map((row) => recordOf(row)),
        total: Number(count.total),
        page: query.page,
        pageSize: query.pageSize,
      }
    },
  )

  app.post(
    base,
    {
      preValidation: [app.requireSession, may('create')],
      schema: { summary: `Create one ${noun}`, tags, body: create, response: { 201: record } },
    },
    async (request, reply) => {
      const creator = allowed(request, 'create')
      const values = request.body
      const id = randomUUID()
      let row: Row
      try {
        row = await db
          .insertInto(table)
          .values({ ...values, id, createdBy: creator.userId })
          .returning(selection)
          .executeTakeFirstOrThrow()
      } catch (error) {
        throw writeError(definition, error) ?? error
      }
      await audit(request, 'record_created', creator.userId, id, { title: row[definition.titleField] })
      await changed()
      return reply.code(201).send(recordOf(row))
    },
  )

  app.get(
    `${base}/:id`,
    {
      preValidation: [app.requireSession, knownId],
      schema: { summary: `Read one ${noun}`, tags, params: recordParams, response: { 200: record } },
    },
    async (request) => recordOf(await readable(request, request.params.id)),
  )

  app.patch(
    `${base}/:id`,
    {
      preValidation: [app.requireSession, knownId],
      schema: {
        summary: `Change some fields of one ${noun}, at the version read`,
        tags,
        params: recordParams,
        body: update,
        response: { 200: record },
      },
    },
    async (request) => {
      const { id } = request.params
      const { version, ...sent } = request.body
      const { row: before, userId } = await writable(request, id, 'update')
      return change(request, id, before, version, sent, userId)
    },
  )

  /**
   * Sets a record's fields and records the change: what PATCH and the actions share. Refused (409)
   * when the record is no longer at `version`.
   */
  async function change(
    request: FastifyRequest,
    id: string,
    before: Row,
    version: number,
    sent: Row,
    actorId: string,
    extra: Row = {},
  ): Promise<Row> {
    const stale = () =>
      new HttpError(
        409,
        'stale',
        sentence(
          {
            id: 'server.resources.stale',
            defaultMessage:
              'Someone changed this {noun} after you opened it. Reload it to see their changes, then make yours again.',
          },
          { noun },
        ),
      )
    const current = recordOf(before)
    if (current.version !== version) throw stale()
    const changes = Object.entries(sent).filter(([name, value]) => current[name] !== (value ?? null))
    if (changes.length === 0) return current
    let updated: Row | undefined
    try {
      updated = await db
        .updateTable(table)
        .set({ ...Object.fromEntries(changes), version: sql`"version" + 1`, updatedAt: sql`now()` })
        .where('id', '=', id)
        .where('version', '=', version)
        .returning(selection)
        .executeTakeFirst()
    } catch (error) {
      throw writeError(definition, error) ?? error
    }
    // Another change landed between reading and writing: the version moved on.
    if (!updated) throw stale()
    const after = recordOf(updated)
    await audit(request, 'record_updated', actorId, id, {
      title: after[definition.titleField],
      ...extra,
      changes: Object.fromEntries(
        changes.map(([name]) => [name, { before: current[name], after: after[name] }]),
      ),
    })
    await changed()
    return after
  }

  app.post(
    `${base}/:id/actions/:action`,
    {
      preValidation: [app.requireSession, knownId, knownAction],
      schema: {
        summary: `Take an action on one ${noun}, at the version read`,
        tags,
        params: actionParams,
        body: actionSchema,
        response: { 200: record },
      },
    },
    async (request) => {
      const { id, action } = request.params
      // knownAction let through only an action of the definition's own.
      const definitionOfAction = definition.actions?.[action]
      if (!definitionOfAction) throw new Error(`resource ${definition.name}: no action ${action}`)
      const { version } = request.body
      const row = await readable(request, id)
      const session = signedIn(request)
      const actor = { id: session.user.id, role: roleOf(session.user.role) }
      const refusal = actionRefusal(definition, action, recordOf(row) as RecordValues, actor)
      if (refusal) throw new HttpError(403, 'forbidden', refusal)
      return change(request, id, row, version, { ...definitionOfAction.set }, actor.id, { action })
    },
  )

  app.delete(
    `${base}/:id`,
    {
      preValidation: [app.requireSession, knownId],
      schema: { summary: `Delete one ${noun}`, tags, params: recordParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { id } = request.params
      const { row, userId } = await writable(request, id, 'delete')
      const deleted = await db.deleteFrom(table).where('id', '=', id).returning('id').executeTakeFirst()
      if (!deleted) throw notFound()
      await audit(request, 'record_deleted', userId, id, { title: row[definition.titleField] })
      await changed()
      return reply.code(204).send(null)
    },
  )

  app.post(
    `${base}/bulk-delete`,
    {
      preValidation: [app.requireSession, may('delete'), may('read')],
      schema: {
        summary: `Delete several ${nouns} at once, all or none`,
        tags,
        body: bulkDeleteSchema,
        response: { 200: bulkDeleteResultSchema },
      },
    },
    async (request) => {
      const deleter = allowed(request, 'delete')
      const reader = allowed(request, 'read')
      const { ids } = request.body
      const wanted = [...new Set(ids)].filter((id) => idPattern.test(id))
      if (wanted.length === 0) return { deleted: 0 }
      // All or nothing: a record they may see but not delete refuses the whole request.
      const rows = await db
        .selectFrom(table)
        .select(['id', 'createdBy', sql.ref(definition.titleField).as('title')])
        .where('id', 'in', wanted)
        .$if(reader.ownerOnly, (qb) => qb.where('createdBy', '=', reader.userId))
        .execute()
      if (deleter.ownerOnly && rows.some((row) => row.createdBy !== deleter.userId)) {
        throw new HttpError(
          403,
          'forbidden',
          sentence(
            {
              id: 'server.resources.delete-only-own',
              defaultMessage: 'You may delete only the {nouns} you created.',
            },
            { nouns },
          ),
        )
      }
      const deleted = await db
        .deleteFrom(table)
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .returning('id')
        .execute()
      const titles = new Map(rows.map((row) => [row.id, row.title]))
      for (const { id } of deleted)
        await audit(request, 'record_deleted', deleter.userId, String(id), {
          title: titles.get(id),
          bulk: true,
        })
      if (deleted.length > 0) await changed()
      return { deleted: deleted.length }
    },
  )
}

export const resourceRoutes: FastifyPluginAsyncZod<ResourceRoutesOptions> = async (app, { resources }) => {
  for (const definition of resources) registerResource(app, definition)
}
