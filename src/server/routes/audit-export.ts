import { Readable } from 'node:stream'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { auditQuerySchema } from '#shared/admin.ts'
import { apiKeyPaths } from '#shared/api-key-paths.ts'
import { wholeNumberBetween } from '#shared/i18n/schema-sentences.ts'
import { csvLine } from '../csv.ts'
import { auditAfter } from '../db/queries/admin.ts'
import { sendAsIs } from '../send-as-is.ts'
import { auditFilterOf, toAuditEntry } from './admin.ts'

// GET {BASE}/api/admin/audit/export: the audit log for a SIEM, as JSON lines or CSV, oldest first,
// streamed a batch at a time. `after` (an event's id) gives only what came since the last export.

const BATCH = 500

export const auditExportQuerySchema = z.extend(z.omit(auditQuerySchema, { page: true, limit: true }), {
  format: z.optional(z.enum(['jsonl', 'csv'])),
  /** Only the events after this one (its id); 0 or absent: from the first. */
  after: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,15}$/, wholeNumberBetween('after', 0, 999_999_999_999_999))),
      z.transform(Number),
    ),
  ),
})

const csvColumns = [
  'id',
  'createdAt',
  'kind',
  'actorId',
  'actorName',
  'targetType',
  'targetId',
  'targetName',
  'ipAddress',
  'userAgent',
  'data',
] as const

export const auditExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    apiKeyPaths.auditExport,
    {
      preValidation: app.requirePermission('audit:read'),
      config: { apiKeyScope: 'read:audit' },
      schema: {
        summary: 'Export the audit log as JSON lines or CSV, oldest first (after= the last id you have)',
        tags: ['Administration'],
        querystring: auditExportQuerySchema,
        response: {
          200: {
            description: 'Every event the filters find, one per line',
            content: {
              'application/x-ndjson': { schema: z.string() },
              'text/csv': { schema: z.string() },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { format = 'jsonl', after = 0, ...filters } = request.query
      const filter = auditFilterOf(filters)
      async function* lines() {
        if (format === 'csv') yield csvLine(csvColumns)
        for (let last = after; ; ) {
          const rows = await auditAfter(db, filter, last, BATCH)
          for (const row of rows) {
            const entry = toAuditEntry(row)
            if (format === 'jsonl') yield `${JSON.stringify(entry)}\n`
            else
              yield csvLine([
                entry.id,
                entry.createdAt,
                entry.kind,
                entry.actor?.id,
                entry.actor?.name,
                entry.targetType,
                entry.target?.id,
                entry.target?.name,
                entry.ipAddress,
                entry.userAgent,
                entry.data,
              ])
          }
          const lastRow = rows.at(-1)
          if (rows.length < BATCH || !lastRow) return
          last = Number(lastRow.id)
        }
      }
      const day = new Date().toISOString().slice(0, 10)
      reply
        .header('cache-control', 'no-store')
        .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${day}.${format}"`)
      return sendAsIs(reply, Readable.from(lines()))
    },
  )
}
