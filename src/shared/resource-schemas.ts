import * as z from 'zod/mini'
import { mustBeTrueOrFalse } from './i18n/schema-sentences.ts'
import { sentence } from './i18n/sentence.ts'
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

const isRequired = (field: Field) =>
  sentence({ id: 'schema.resource.required', defaultMessage: '{label} is required' }, { label: field.label })
const mustBeANumber = (field: Field) =>
  sentence(
    { id: 'schema.resource.must-be-number', defaultMessage: '{label} must be a number' },
    { label: field.label },
  )
const fromTheList = (field: Field) =>
  sentence(
    { id: 'schema.resource.from-the-list', defaultMessage: '{label} must be chosen from the list' },
    { label: field.label },
  )

// The schemas of a resource's API, made from its definition: the server validates with them and
// so do the client's forms. On zod/mini, as every schema the browser loads (decision 001): classic
// zod in the record form would carry its code into the zod chunk the sign-in pages share. Apart from
// resource.ts so that a page listing resources (the menu, the audit log) loads no schema library.

/** A type mistake's message; a missing value's when nothing was given. */
function typeError(field: Field, message: string) {
  return {
    error: (issue: { input?: unknown }) => (issue.input === undefined ? isRequired(field) : message),
  }
}

/** A field's value as a request gives it (create or update): checked and normalised. */
function valueSchema(field: Field): z.ZodMiniType {
  switch (field.kind) {
    case 'text':
    case 'longText': {
      const max = field.maxLength ?? (field.kind === 'text' ? TEXT_MAX : LONG_TEXT_MAX)
      return z
        .string(
          typeError(
            field,
            sentence(
              { id: 'schema.resource.must-be-text', defaultMessage: '{label} must be text' },
              { label: field.label },
            ),
          ),
        )
        .check(
          z.trim(),
          z.maxLength(
            max,
            sentence(
              {
                id: 'schema.resource.at-most-characters',
                defaultMessage: '{label} is at most {max} characters',
              },
              { label: field.label, max: String(max) },
            ),
          ),
          z.minLength(field.required ? 1 : 0, isRequired(field)),
        )
    }
    case 'number': {
      const checks: z.core.$ZodCheck<number>[] = []
      if (field.integer)
        checks.push(
          z.multipleOf(
            1,
            sentence(
              { id: 'schema.resource.whole-number', defaultMessage: '{label} must be a whole number' },
              { label: field.label },
            ),
          ),
        )
      if (field.min !== undefined)
        checks.push(
          z.gte(
            field.min,
            sentence(
              { id: 'schema.resource.at-least', defaultMessage: '{label} is at least {min}' },
              { label: field.label, min: String(field.min) },
            ),
          ),
        )
      if (field.max !== undefined)
        checks.push(
          z.lte(
            field.max,
            sentence(
              { id: 'schema.resource.at-most', defaultMessage: '{label} is at most {max}' },
              { label: field.label, max: String(field.max) },
            ),
          ),
        )
      const schema = z.number(typeError(field, mustBeANumber(field)))
      return checks.length > 0 ? schema.check(...checks) : schema
    }
    case 'boolean':
      return z.boolean(typeError(field, mustBeTrueOrFalse(field.label)))
    case 'date':
      return z.iso.date(
        typeError(
          field,
          sentence(
            { id: 'schema.resource.must-be-date', defaultMessage: '{label} must be a date (YYYY-MM-DD)' },
            { label: field.label },
          ),
        ),
      )
    case 'enum':
      return z.enum(
        field.values,
        typeError(
          field,
          sentence(
            { id: 'schema.resource.one-of', defaultMessage: '{label} must be one of: {values}' },
            { label: field.label, values: field.values.join(', ') },
          ),
        ),
      )
    case 'person':
    case 'reference':
      return z
        .string(typeError(field, fromTheList(field)))
        .check(z.minLength(1, isRequired(field)), z.maxLength(64, fromTheList(field)))
  }
}

/** Empty text stands for "no value" in an optional text field. */
function optionalValue(field: Field) {
  const isText = field.kind === 'text' || field.kind === 'longText'
  return z.pipe(
    z.transform((value: unknown) =>
      isText && typeof value === 'string' && value.trim() === '' ? null : value,
    ),
    z.nullable(valueSchema(field)),
  )
}

function fieldInput(field: Field) {
  return field.required ? valueSchema(field) : z.optional(optionalValue(field))
}

/** What creating a record takes: every required field, any optional one; nothing else. */
export function createSchema(definition: ResourceDefinition) {
  const shape: Record<string, z.ZodMiniType> = {}
  for (const [name, field] of Object.entries(definition.fields)) shape[name] = fieldInput(field)
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? sentence({ id: 'schema.resource.unknown-field', defaultMessage: 'Unknown field' })
        : undefined,
  })
}

/** The version of a record the client read, sent with a change to it. */
const readVersion = z
  .number({
    error: sentence({
      id: 'schema.resource.version-required',
      defaultMessage: 'The version you read is required',
    }),
  })
  .check(z.multipleOf(1), z.gte(1))

/** What changing a record takes: any of the fields creating it takes, and the version the client read. */
export function updateSchema(definition: ResourceDefinition) {
  return z.strictObject({
    ...z.partial(createSchema(definition)).shape,
    version: readVersion,
  })
}

/** A field's value as the API answers it. */
function outputSchema(field: Field): z.ZodMiniType {
  switch (field.kind) {
    case 'number':
      return z.nullable(z.number())
    case 'boolean':
      return z.nullable(z.boolean())
    default:
      return z.nullable(z.string())
  }
}

/** A record as the API answers it. */
export function recordSchema(definition: ResourceDefinition) {
  const shape: Record<string, z.ZodMiniType> = {
    id: z.string(),
    version: z.int(),
    createdBy: z.nullable(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  }
  for (const [name, field] of Object.entries(definition.fields)) shape[name] = outputSchema(field)
  for (const [name, { kind }] of Object.entries(definition.computed ?? {}))
    shape[name] = outputSchema({ kind: kind === 'text' ? 'text' : kind, label: name } as Field)
  return z.object(shape)
}

export function recordPageSchema(definition: ResourceDefinition) {
  return z.object({
    items: z.array(recordSchema(definition)),
    total: z.int(),
    page: z.int(),
    pageSize: z.int(),
  })
}

/** A filter's value from a query string, for each kind of field. */
function filterSchema(field: Field): z.ZodMiniType {
  switch (field.kind) {
    case 'number':
      return z.coerce.number({ error: mustBeANumber(field) })
    case 'boolean':
      return z.pipe(
        z.enum(['true', 'false'], { error: mustBeTrueOrFalse(field.label) }),
        z.transform((value) => value === 'true'),
      )
    default:
      return valueSchema({ ...field, required: true } as Field)
  }
}

/** `filter[<field>]` for a field of the resource. */
export const filterKey = (name: string) => `filter[${name}]`

/** The list's query: page, pageSize, sort, q, format and one `filter[<field>]` per field. */
export function listQuerySchema(definition: ResourceDefinition) {
  const sorts = sortKeys(definition).flatMap((key) => [key, `-${key}`]) as [string, ...string[]]
  const fixed = {
    page: z._default(
      z.coerce
        .number()
        .check(
          z.multipleOf(1),
          z.gte(1, sentence({ id: 'schema.resource.page-starts', defaultMessage: 'page starts at 1' })),
          z.lte(100_000),
        ),
      1,
    ),
    pageSize: z._default(
      z.coerce
        .number()
        .check(
          z.multipleOf(1),
          z.gte(1),
          z.lte(
            RESOURCE_PAGE_SIZE_MAX,
            sentence(
              { id: 'schema.resource.page-size', defaultMessage: 'pageSize is at most {max}' },
              { max: String(RESOURCE_PAGE_SIZE_MAX) },
            ),
          ),
        ),
      RESOURCE_PAGE_SIZE_DEFAULT,
    ),
    sort: z._default(
      z.enum(sorts, {
        error: sentence(
          { id: 'schema.resource.sort', defaultMessage: 'sort must be one of: {values}' },
          { values: sorts.join(', ') },
        ),
      }),
      '-createdAt',
    ),
    q: z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(
          200,
          sentence(
            {
              id: 'schema.account.search-too-long',
              defaultMessage: 'The search is at most {max} characters',
            },
            { max: '200' },
          ),
        ),
      ),
    ),
    format: z._default(z.enum(['json', 'csv']), 'json'),
  }
  // Apart, so that the parsed query is typed by its fixed parameters.
  const filters: Record<string, z.ZodMiniType> = {}
  for (const [name, field] of Object.entries(definition.fields))
    filters[filterKey(name)] = z.optional(filterSchema(field))
  return z.strictObject(
    { ...fixed, ...filters },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? sentence(
              { id: 'schema.resource.unknown-parameter', defaultMessage: 'Unknown parameter: {keys}' },
              { keys: issue.keys.join(', ') },
            )
          : undefined,
    },
  )
}

/** What taking an action on a record takes: the version the client read. */
export const actionSchema = z.strictObject({ version: readVersion })

export const bulkDeleteSchema = z.strictObject({
  ids: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(
      z.minLength(
        1,
        sentence({ id: 'schema.resource.at-least-one', defaultMessage: 'Choose at least one record' }),
      ),
      z.maxLength(
        BULK_DELETE_MAX,
        sentence(
          { id: 'schema.resource.at-most-records', defaultMessage: 'At most {max} records at once' },
          { max: String(BULK_DELETE_MAX) },
        ),
      ),
    ),
})

export const bulkDeleteResultSchema = z.object({ deleted: z.int() })
