import { type Role, roles } from './auth-rules.ts'
import { sentence } from './i18n/sentence.ts'

// A resource: a kind of record a team adds to Foyer (projects, customers, orders), described once.
// The server makes its API, checks and audit from this description and the client its pages; the
// generator (`npm run new:resource`) writes a definition and its first migration. docs/extending.md
// is the guide.

/** What a field holds. */
export type FieldKind = 'text' | 'longText' | 'number' | 'boolean' | 'date' | 'enum' | 'person' | 'reference'

type FieldCommon = {
  /** The field's name as people read it ("Due date"). */
  label: string
  /** A value must be given on create, and cannot be cleared. */
  required?: boolean
  /** No two records may have the same value (a unique index; compared case-blind for text). */
  unique?: boolean
  /** `q` (and the search palette) look into it. */
  searchable?: boolean
  /** The list can be ordered by it (and has an index for it). */
  sortable?: boolean
  /**
   * How its value reads on the pages, when not as Foyer shows its kind: `(value) => `€${value}``.
   * Given a value (never an empty one) and the whole record.
   */
  display?: (value: RecordValue, record: RecordValues) => string
}

/** A field's value in an API answer (dates as YYYY-MM-DD). */
export type RecordValue = string | number | boolean | null
/** A record as the API answers it: its fields, computed ones, and the columns every record has. */
export type RecordValues = Readonly<Record<string, RecordValue>> & {
  readonly id: string
  readonly createdBy: string | null
}

/** A value worked out from a record when it is read ("Days left"): shown, exported, never stored. */
export type ComputedField = {
  label: string
  kind: 'text' | 'number' | 'boolean'
  value: (record: RecordValues) => RecordValue
}

/** Who acts on a record, as the rules see them. */
export type Actor = { id: string; role: Role }

/** A change made in one click on a record ("Archive" sets status to archived), on the list and its page. */
export type RecordActionDefinition = {
  /** The button's words ("Archive"). */
  label: string
  /** The fields it sets, and their values. */
  set: Readonly<Record<string, RecordValue>>
  /** Who may: as `access.update` (its default). */
  access?: readonly Audience[]
  /**
   * A rule of its own, beyond the access (only the owner may archive): a sentence saying why not, or
   * null when this person may. The server enforces it; the pages offer the action only where it is null.
   */
  refuse?: (record: RecordValues, actor: Actor) => string | null
}

export type Field =
  | (FieldCommon & { kind: 'text'; maxLength?: number })
  | (FieldCommon & { kind: 'longText'; maxLength?: number })
  | (FieldCommon & { kind: 'number'; integer?: boolean; min?: number; max?: number })
  | (FieldCommon & { kind: 'boolean' })
  | (FieldCommon & { kind: 'date' })
  | (FieldCommon & { kind: 'enum'; values: readonly [string, ...string[]] })
  | (FieldCommon & { kind: 'person' })
  | (FieldCommon & { kind: 'reference'; resource: string })

/**
 * Who may do something: administrators, every signed-in person (members and administrators), or
 * the person who created the record (for reading, changing and deleting it).
 */
export type Audience = 'admin' | 'member' | 'creator'
export type ResourceAction = 'read' | 'create' | 'update' | 'delete'

export type ResourceDefinition = {
  /** Lower-case plural: the address (`{BASE}/projects`, `{BASE}/api/projects`) and the table. */
  name: string
  /** "Project" and "Projects", as sentences and titles name them. */
  label: { one: string; other: string }
  /** The field that names a record (in titles, breadcrumbs, search and the audit log). */
  titleField: string
  /** The menu group its page is listed under. */
  group: string
  fields: Record<string, Field>
  access: Record<ResourceAction, readonly Audience[]>
  /** Values worked out from the fields when a record is read, shown as read-only columns. */
  computed?: Record<string, ComputedField>
  /** Changes made in one click, each at `POST {BASE}/api/<name>/:id/actions/<action>`. */
  actions?: Record<string, RecordActionDefinition>
  /** false: an API without pages, menu entry or search palette entries. */
  pages?: false
}

/** Longest text a `text` field takes by default, and a `longText` one. */
export const TEXT_MAX = 200
export const LONG_TEXT_MAX = 10_000
/** Largest page of a list. */
export const RESOURCE_PAGE_SIZE_MAX = 100
export const RESOURCE_PAGE_SIZE_DEFAULT = 25
/** At most this many records in one bulk delete. */
export const BULK_DELETE_MAX = 100

/** Columns every resource's table has, which a field may not be named. */
export const systemColumns = ['id', 'version', 'createdBy', 'createdAt', 'updatedAt'] as const
/** Names a resource cannot take: Foyer's own tables and the addresses its pages and API use. */
const reservedNames = new Set([
  'user',
  'session',
  'account',
  'verification',
  'avatar',
  'invitation',
  'notification',
  'admin',
  'api',
  'auth',
  'people',
  'notifications',
  'search',
  'dashboard',
  'login',
  'register',
  'help',
  'terms',
  'assets',
])

const resourceNamePattern = /^[a-z][a-z0-9_]{0,39}$/
const fieldNamePattern = /^[a-z][a-zA-Z0-9]{0,39}$/

/**
 * Checks a definition and returns it with its types kept. A mistake (a bad name, a title field that
 * is not a field, creators allowed to create) throws when the module loads, naming what is wrong.
 */
export function defineResource<const D extends ResourceDefinition>(definition: D): D {
  const problem = definitionProblem(definition)
  if (problem) throw new Error(`Resource "${definition.name}": ${problem}`)
  return definition
}

function definitionProblem(definition: ResourceDefinition): string | null {
  if (!resourceNamePattern.test(definition.name))
    return 'its name must be lower-case letters, digits or _, starting with a letter, at most 40'
  if (reservedNames.has(definition.name)) return 'that name is one of Foyer’s own'
  const names = Object.keys(definition.fields)
  if (names.length === 0) return 'it has no fields'
  for (const name of names) {
    if (!fieldNamePattern.test(name))
      return `field "${name}" must be camelCase letters and digits, at most 40`
    if ((systemColumns as readonly string[]).includes(name))
      return `field "${name}" is a column every resource has`
  }
  for (const name of Object.keys(definition.computed ?? {})) {
    if (!fieldNamePattern.test(name))
      return `computed field "${name}" must be camelCase letters and digits, at most 40`
    if (names.includes(name) || (systemColumns as readonly string[]).includes(name))
      return `computed field "${name}" has the name of a column`
  }
  for (const [name, action] of Object.entries(definition.actions ?? {})) {
    if (!fieldNamePattern.test(name))
      return `action "${name}" must be camelCase letters and digits, at most 40`
    const unknown = Object.keys(action.set).find((field) => !names.includes(field))
    if (unknown !== undefined) return `action "${name}" sets "${unknown}", which is not one of its fields`
    if (Object.keys(action.set).length === 0) return `action "${name}" sets nothing`
  }
  const title = definition.fields[definition.titleField]
  if (!title || (title.kind !== 'text' && title.kind !== 'longText'))
    return `its title field "${definition.titleField}" must be one of its text fields`
  if (definition.access.create.includes('creator')) return 'nobody is the creator of a record not yet made'
  return null
}

/** Whether `role` may do `action` to every record, and whether to the records its person created. */
export function accessOf(definition: ResourceDefinition, role: Role, action: ResourceAction) {
  return audienceAccess(definition.access[action], role)
}

/** Whether an audience lets `role` act on every record, and whether on the records its person created. */
export function audienceAccess(audience: readonly Audience[], role: Role) {
  const all = audience.includes('member') || (role === 'admin' && audience.includes('admin'))
  return { all, own: !all && audience.includes('creator') }
}

/** The roles that may read some of its records (all, or those they made): who sees it in the menu. */
export function readerRoles(definition: ResourceDefinition): Role[] {
  return roles.filter((role) => {
    const { all, own } = accessOf(definition, role, 'read')
    return all || own
  })
}

/** The fields the list can be ordered by: the sortable ones, and when records were made or changed. */
export function sortKeys(definition: ResourceDefinition): string[] {
  const fields = Object.entries(definition.fields)
    .filter(([, field]) => field.sortable)
    .map(([name]) => name)
  return [...fields, 'createdAt', 'updatedAt']
}

/**
 * Whether a person may do `action` to a record made by `createdBy` (the server's rule; the pages
 * show only the controls it allows). Without a record (`createdBy` undefined), whether they may do
 * it to some record: every one, or those they created.
 */
export function mayAct(
  definition: ResourceDefinition,
  person: { id: string; role: Role },
  action: ResourceAction,
  createdBy?: string | null,
): boolean {
  const { all, own } = accessOf(definition, person.role, action)
  if (all) return true
  return own && (createdBy === undefined || createdBy === person.id)
}

/**
 * The record's values with its computed ones added, as the API answers it. A computed value that
 * throws is answered as none (and `onError` told), so one mistake does not break every read.
 */
export function withComputed(
  definition: ResourceDefinition,
  record: RecordValues,
  onError?: (name: string, error: unknown) => void,
): RecordValues {
  const computed = Object.entries(definition.computed ?? {})
  if (computed.length === 0) return record
  const values: Record<string, RecordValue> = {}
  for (const [name, field] of computed) {
    try {
      values[name] = field.value(record)
    } catch (error) {
      onError?.(name, error)
      values[name] = null
    }
  }
  return { ...record, ...values }
}

/**
 * Why `actor` may not take `action` on `record`, or null when they may: its access (as `update` by
 * default; `creator` meaning who made it), then its own rule.
 */
export function actionRefusal(
  definition: ResourceDefinition,
  name: string,
  record: RecordValues,
  actor: Actor,
): string | null {
  const action = definition.actions?.[name]
  if (!action)
    return sentence({ id: 'schema.resource.no-such-action', defaultMessage: 'There is no such action.' })
  const { all, own } = audienceAccess(action.access ?? definition.access.update, actor.role)
  if (!all && !(own && record.createdBy === actor.id))
    return sentence(
      { id: 'schema.resource.cannot-act', defaultMessage: 'You cannot {action} this {noun}.' },
      {
        action: action.label.toLowerCase(),
        noun: definition.label.one.toLowerCase(),
      },
    )
  return action.refuse?.(record, actor) ?? null
}
