import { z } from 'zod'
import {
  BULK_DELETE_MAX,
  type Field,
  LONG_TEXT_MAX,
  RESOURCE_PAGE_SIZE_DEFAULT,
  RESOURCE_PAGE_SIZE_MAX,
  type ResourceDefinition,
  sortKeys,
  TEXT_MAX,
} from './resource.ts'

// The schemas of a resource's API, made from its definition: the server validates with them and
// the client's forms will too. Apart from resource.ts so that a page listing resources (the menu,
// the audit log) loads no schema library (decision 001).

/** A type mistake's message; a missing value's when nothing was given. */
function typeError(field: Field, message: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined ? `${field.label} is required` : message,
  }
}

/** A field's value as a request gives it (create or update): checked and normalised. */
function valueSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'longText': {
      const max = field.maxLength ?? (field.kind === 'text' ? TEXT_MAX : LONG_TEXT_MAX)
      return z
        .string(typeError(field, `${field.label} must be text`))
        .trim()
        .max(max, `${field.label} is at most ${max} characters`)
        .min(field.required ? 1 : 0, `${field.label} is required`)
    }
    case 'number': {
      let schema = z.number(typeError(field, `${field.label} must be a number`))
      if (field.integer) schema = schema.int(`${field.label} must be a whole number`)
      if (field.min !== undefined) schema = schema.min(field.min, `${field.label} is at least ${field.min}`)
      if (field.max !== undefined) schema = schema.max(field.max, `${field.label} is at most ${field.max}`)
      return schema
    }
    case 'boolean':
      return z.boolean(typeError(field, `${field.label} must be true or false`))
    case 'date':
      return z.iso.date(typeError(field, `${field.label} must be a date (YYYY-MM-DD)`))
    case 'enum':
      return z.enum(
        field.values,
        typeError(field, `${field.label} must be one of: ${field.values.join(', ')}`),
      )
    case 'person':
    case 'reference':
      return z
        .string(typeError(field, `${field.label} must be chosen from the list`))
        .min(1, `${field.label} is required`)
        .max(64, `${field.label} must be chosen from the list`)
  }
}

/** Empty text stands for "no value" in an optional text field. */
function optionalValue(field: Field) {
  const schema = valueSchema(field)
  const isText = field.kind === 'text' || field.kind === 'longText'
  return z.preprocess(
    (value) => (isText && typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable(),
  )
}

function fieldInput(field: Field) {
  return field.required ? valueSchema(field) : optionalValue(field).optional()
}

/** What creating a record takes: every required field, any optional one; nothing else. */
export function createSchema(definition: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {}
  for (const [name, field] of Object.entries(definition.fields)) shape[name] = fieldInput(field)
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown field' : undefined),
  })
}

/** What changing a record takes: any of the fields creating it takes, and the version the client read. */
export function updateSchema(definition: ResourceDefinition) {
  return z.strictObject({
    ...createSchema(definition).partial().shape,
    version: z.number({ error: 'The version you read is required' }).int().min(1),
  })
}

/** A field's value as the API answers it. */
function outputSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'number':
      return z.number().nullable()
    case 'boolean':
      return z.boolean().nullable()
    default:
      return z.string().nullable()
  }
}

/** A record as the API answers it. */
export function recordSchema(definition: ResourceDefinition) {
  const shape: Record<string, z.ZodType> = {
    id: z.string(),
    version: z.number().int(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }
  for (const [name, field] of Object.entries(definition.fields)) shape[name] = outputSchema(field)
  return z.object(shape)
}

export function recordPageSchema(definition: ResourceDefinition) {
  return z.object({
    items: z.array(recordSchema(definition)),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
}

/** A filter's value from a query string, for each kind of field. */
function filterSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'number':
      return z.coerce.number({ error: `${field.label} must be a number` })
    case 'boolean':
      return z
        .enum(['true', 'false'], { error: `${field.label} must be true or false` })
        .transform((v) => v === 'true')
    default:
      return valueSchema({ ...field, required: true } as Field)
  }
}

/** `filter[<field>]` for a field of the resource. */
export const filterKey = (name: string) => `filter[${name}]`

/** The list's query: page, pageSize, sort, q, format and one `filter[<field>]` per field. */
export function listQuerySchema(definition: ResourceDefinition) {
  const sorts = sortKeys(definition).flatMap((key) => [key, `-${key}`]) as [string, ...string[]]
  const shape: Record<string, z.ZodType> = {
    page: z.coerce.number().int().min(1, 'page starts at 1').max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(RESOURCE_PAGE_SIZE_MAX, `pageSize is at most ${RESOURCE_PAGE_SIZE_MAX}`)
      .default(RESOURCE_PAGE_SIZE_DEFAULT),
    sort: z.enum(sorts, { error: `sort must be one of: ${sorts.join(', ')}` }).default('-createdAt'),
    q: z.string().trim().max(200, 'The search is at most 200 characters').optional(),
    format: z.enum(['json', 'csv']).default('json'),
  }
  for (const [name, field] of Object.entries(definition.fields))
    shape[filterKey(name)] = filterSchema(field).optional()
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown parameter: ${issue.keys.join(', ')}` : undefined,
  })
}

export const bulkDeleteSchema = z.strictObject({
  ids: z
    .array(z.string().min(1).max(64))
    .min(1, 'Choose at least one record')
    .max(BULK_DELETE_MAX, `At most ${BULK_DELETE_MAX} records at once`),
})

export const bulkDeleteResultSchema = z.object({ deleted: z.number().int() })
