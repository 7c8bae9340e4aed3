import type { Field, ResourceDefinition } from '#shared/resource.ts'
import { LONG_TEXT_MAX, TEXT_MAX } from '#shared/resource.ts'

// The first migration of a resource: its table, constraints and indexes, as the SQL file the
// generator writes once into migrations/ (the team owns it from then on). The same SQL runs on the
// embedded database and on PostgreSQL.

const quote = (name: string) => `"${name}"`
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`

function columnType(field: Field): string {
  switch (field.kind) {
    case 'text':
    case 'longText':
      return 'text'
    case 'number':
      return field.integer ? 'bigint' : 'double precision'
    case 'boolean':
      return 'boolean'
    case 'date':
      return 'date'
    case 'enum':
      return 'text'
    case 'person':
    case 'reference':
      return 'text'
  }
}

function columnOf(name: string, field: Field): string {
  const parts = [quote(name), columnType(field)]
  if (field.required) parts.push('NOT NULL')
  if (field.kind === 'text' || field.kind === 'longText') {
    const max = field.maxLength ?? (field.kind === 'text' ? TEXT_MAX : LONG_TEXT_MAX)
    parts.push(`CHECK (char_length(${quote(name)}) <= ${max})`)
  }
  if (field.kind === 'enum') parts.push(`CHECK (${quote(name)} IN (${field.values.map(literal).join(', ')}))`)
  // A person deleted or a record removed leaves the field empty rather than blocking the deletion.
  if (field.kind === 'person') parts.push('REFERENCES "user" ("id") ON DELETE SET NULL')
  if (field.kind === 'reference') parts.push(`REFERENCES ${quote(field.resource)} ("id") ON DELETE SET NULL`)
  return parts.join(' ')
}

/** The SQL that creates `definition`'s table. */
export function migrationSql(definition: ResourceDefinition): string {
  const table = quote(definition.name)
  const columns = [
    '"id" text PRIMARY KEY',
    // Raised by every change: a client sends the version it read, and a stale one is refused.
    '"version" integer NOT NULL DEFAULT 1',
    '"createdBy" text REFERENCES "user" ("id") ON DELETE SET NULL',
    '"createdAt" timestamptz NOT NULL DEFAULT now()',
    '"updatedAt" timestamptz NOT NULL DEFAULT now()',
    ...Object.entries(definition.fields).map(([name, field]) => columnOf(name, field)),
  ]
  const statements = [
    `-- ${definition.label.other}: written by npm run new:resource. This file is yours now: change the
-- table in a new migration (a later file name), never by editing this one once it has run.
CREATE TABLE ${table} (\n  ${columns.join(',\n  ')}\n);`,
    `CREATE INDEX ${quote(`${definition.name}_createdAt_idx`)} ON ${table} ("createdAt", "id");`,
    `CREATE INDEX ${quote(`${definition.name}_updatedAt_idx`)} ON ${table} ("updatedAt", "id");`,
    `CREATE INDEX ${quote(`${definition.name}_createdBy_idx`)} ON ${table} ("createdBy");`,
  ]
  for (const [name, field] of Object.entries(definition.fields)) {
    const index = (suffix: string) => quote(`${definition.name}_${name}_${suffix}`)
    const isText = field.kind === 'text' || field.kind === 'longText'
    if (field.unique)
      statements.push(
        `CREATE UNIQUE INDEX ${index('key')} ON ${table} (${isText ? `lower(${quote(name)})` : quote(name)});`,
      )
    // Searches look for a part of the text anywhere in it: trigram indexes serve ILIKE '%…%'.
    if (field.searchable && isText)
      statements.push(`CREATE INDEX ${index('trgm')} ON ${table} USING gin (${quote(name)} gin_trgm_ops);`)
    if (field.sortable && !field.unique)
      statements.push(`CREATE INDEX ${index('idx')} ON ${table} (${quote(name)}, "id");`)
    else if (
      (field.kind === 'person' || field.kind === 'reference' || field.kind === 'enum') &&
      !field.unique
    )
      statements.push(`CREATE INDEX ${index('idx')} ON ${table} (${quote(name)});`)
  }
  return `${statements.join('\n')}\n`
}
