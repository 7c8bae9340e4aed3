// `npm run new:resource -- projects name:text! status:enum(active,archived) budget:number due:date owner:person`
// writes a resource: its definition (src/shared/resources/<name>.ts, listed in index.ts), its first
// migration (migrations/<date>-<name>.sql) and its API test, then prints what it wrote. It never
// overwrites a file. docs/extending.md is the guide.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { migrationSql } from '../src/server/resources/migration-sql.ts'
import { defineResource, type Field, type ResourceDefinition } from '../src/shared/resource.ts'

export const usage = `Usage: npm run new:resource -- <name> <field>:<kind>[!][:modifier…] …
  name      lower-case plural: projects, support_tickets
  kind      text, longtext, number, integer, boolean, date, enum(a,b,…), person, reference(<resource>)
  !         required (or :required); other modifiers: :unique, :searchable, :sortable
  The first text field names a record (its title): required, searchable and sortable.
Example: npm run new:resource -- projects name:text! status:enum(active,archived) budget:number due:date owner:person`

/** "due_date" or "dueDate" → "Due date"; "projects" → "Projects". */
export function labelOf(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** "projects" → "project", "companies" → "company", "statuses" → "status". */
export function singularOf(plural: string): string {
  if (plural.endsWith('ies')) return `${plural.slice(0, -3)}y`
  if (/(s|x|z|ch|sh)es$/.test(plural)) return plural.slice(0, -2)
  if (plural.endsWith('s') && !plural.endsWith('ss')) return plural.slice(0, -1)
  return plural
}

/** "support_tickets" → "supportTickets": the name of the definition's export. */
const camelOf = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase())

const kindPattern =
  /^(text|longtext|number|integer|boolean|date|person|enum\(([^)]*)\)|reference\(([a-z][a-z0-9_]*)\))$/

/** One `<field>:<kind>[!][:modifier…]` argument as a field, or an error naming what is wrong. */
export function parseField(argument: string): [string, Field] {
  const [name = '', kindText = '', ...modifiers] = argument.split(':')
  const required = kindText.endsWith('!') || modifiers.includes('required')
  const kind = kindText.replace(/!$/, '')
  const match = kindPattern.exec(kind)
  if (!name || !match)
    throw new Error(`"${argument}": expected <field>:<kind>, such as due:date (see --help)`)
  for (const modifier of modifiers)
    if (!['required', 'unique', 'searchable', 'sortable'].includes(modifier))
      throw new Error(
        `"${argument}": unknown modifier "${modifier}" (required, unique, searchable or sortable)`,
      )
  const common = {
    label: labelOf(name),
    ...(required ? { required: true } : {}),
    ...(modifiers.includes('unique') ? { unique: true } : {}),
    ...(modifiers.includes('searchable') ? { searchable: true } : {}),
    ...(modifiers.includes('sortable') ? { sortable: true } : {}),
  }
  if (match[2] !== undefined) {
    const values = match[2].split(',').map((value) => value.trim())
    if (values.some((value) => !/^[a-z0-9_-]+$/.test(value)) || new Set(values).size !== values.length)
      throw new Error(`"${argument}": enum values are distinct lower-case words: enum(active,archived)`)
    return [name, { ...common, kind: 'enum', values: values as [string, ...string[]] }]
  }
  if (match[3] !== undefined) {
    // Its generated test would need a record of the other resource first.
    if (required)
      throw new Error(`"${argument}": a generated reference is optional; make it required afterwards`)
    return [name, { ...common, kind: 'reference', resource: match[3] }]
  }
  const kinds = {
    text: 'text',
    longtext: 'longText',
    number: 'number',
    integer: 'number',
    boolean: 'boolean',
    date: 'date',
    person: 'person',
  } as const
  const field = { ...common, kind: kinds[kind as keyof typeof kinds] } as Field
  if (kind === 'integer') return [name, { ...field, integer: true } as Field]
  return [name, field]
}

/** The definition the arguments describe, with Foyer's defaults, checked as the server checks it. */
export function definitionOf(name: string, fieldArguments: string[]): ResourceDefinition {
  const fields: Record<string, Field> = {}
  for (const argument of fieldArguments) {
    const [fieldName, field] = parseField(argument)
    if (fields[fieldName]) throw new Error(`field "${fieldName}" is given twice`)
    fields[fieldName] = field
  }
  const titleField = Object.keys(fields).find((key) => fields[key]?.kind === 'text')
  if (!titleField) throw new Error('give at least one text field: the first names a record (name:text!)')
  fields[titleField] = { ...(fields[titleField] as Field), required: true, searchable: true, sortable: true }
  // Numbers and dates sort by default: "the biggest budget", "due soonest".
  for (const field of Object.values(fields))
    if (field.kind === 'number' || field.kind === 'date') field.sortable = true
  const plural = labelOf(name)
  return defineResource({
    name,
    label: { one: singularOf(plural), other: plural },
    titleField,
    group: 'Records',
    fields,
    // Administrators do everything, members read, and whoever created a record may change it.
    access: { read: ['member'], create: ['admin'], update: ['admin', 'creator'], delete: ['admin'] },
  })
}

/** The definition's module, as a team reads and edits it. */
export function definitionSource(definition: ResourceDefinition): string {
  const json = (value: unknown) =>
    JSON.stringify(value)
      .replace(/"([a-zA-Z][a-zA-Z0-9]*)":/g, '$1: ')
      .replace(/"/g, "'")
  const fields = Object.entries(definition.fields)
    .map(([name, { kind, label, ...rest }]) => `    ${name}: ${json({ kind, label, ...rest })},`)
    .join('\n')
  return `import { defineResource } from '../resource.ts'

// ${definition.label.other}: written by npm run new:resource, yours to change (docs/extending.md).
// A new field also needs a new migration in migrations/ that adds its column.

export const ${camelOf(definition.name)} = defineResource({
  name: '${definition.name}',
  label: { one: '${definition.label.one}', other: '${definition.label.other}' },
  titleField: '${definition.titleField}',
  group: '${definition.group}',
  fields: {
${fields}
  },
  access: ${json(definition.access)},
})
`
}

/** An example record for the generated test: a value for each required field a request can give. */
function sampleOf(definition: ResourceDefinition, title: string): Record<string, unknown> {
  const sample: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(definition.fields)) {
    if (name === definition.titleField) sample[name] = title
    else if (!field.required) continue
    else if (field.kind === 'text' || field.kind === 'longText') sample[name] = `${field.label} of ${title}`
    else if (field.kind === 'number') sample[name] = 1
    else if (field.kind === 'boolean') sample[name] = true
    else if (field.kind === 'date') sample[name] = '2027-01-31'
    else if (field.kind === 'enum') sample[name] = field.values[0]
    // A required person (a generated reference is optional): the test puts its administrator here.
    else sample[name] = '@person'
  }
  return sample
}

/** The generated API test: create, read, change, list, delete, and a member refused a write. */
export function apiTestSource(definition: ResourceDefinition): string {
  const exported = camelOf(definition.name)
  const first = JSON.stringify(sampleOf(definition, 'First'))
  const second = JSON.stringify(sampleOf(definition, 'Second'))
  return `import { describe, expect, it } from 'vitest'
import { ${exported} } from '#shared/resources/${definition.name}.ts'
import { callApi as call, me, person, registered } from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'

// ${definition.label.other} through HTTP, written by npm run new:resource: on the embedded database
// and, in .ci/run, on PostgreSQL. Change it as the resource changes.

const path = '/${definition.name}'

async function instance() {
  const { app, config } = await createTestApp({}, { resources: [${exported}] })
  const admin = await registered(app, config, person('admin'))
  const member = await registered(app, config, person('member'))
  const adminId = (await me(app, config, admin.cookie)).json().id as string
  /** A request's body, with the signed-in administrator wherever a person is needed. */
  const body = (value: Record<string, unknown>) =>
    JSON.parse(JSON.stringify(value).replaceAll('"@person"', JSON.stringify(adminId)))
  return { app, config, admin: admin.cookie, member: member.cookie, body }
}

describe('${definition.label.other}', () => {
  it('are created, read, listed, changed and deleted', async () => {
    const { app, config, admin, body } = await instance()
    const created = await call(app, config, admin, 'POST', path, body(${first}))
    expect(created.statusCode, created.body).toBe(201)
    const record = created.json()
    expect(record.${definition.titleField}).toBe('First')
    expect((await call(app, config, admin, 'GET', \`\${path}/\${record.id}\`)).json()).toEqual(record)
    expect((await call(app, config, admin, 'POST', path, body(${second}))).statusCode).toBe(201)

    const list = await call(app, config, admin, 'GET', \`\${path}?sort=${definition.titleField}&q=first\`)
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: record.id }] })

    const changed = await call(app, config, admin, 'PATCH', \`\${path}/\${record.id}\`, {
      version: record.version,
      ${definition.titleField}: 'First, renamed',
    })
    expect(changed.json()).toMatchObject({ ${definition.titleField}: 'First, renamed', version: record.version + 1 })
    const stale = await call(app, config, admin, 'PATCH', \`\${path}/\${record.id}\`, {
      version: record.version,
      ${definition.titleField}: 'Too late',
    })
    expect(stale.statusCode).toBe(409)

    expect((await call(app, config, admin, 'DELETE', \`\${path}/\${record.id}\`)).statusCode).toBe(204)
    expect((await call(app, config, admin, 'GET', path)).json().total).toBe(1)
  })

  it('refuses what a member may not do, and bad input field by field', async () => {
    const { app, config, admin, member, body } = await instance()
    expect((await call(app, config, member, 'POST', path, body(${first}))).statusCode).toBe(403)
    expect((await call(app, config, member, 'GET', path)).statusCode).toBe(200)
    const refused = await call(app, config, admin, 'POST', path, {})
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields).toMatchObject({ ${definition.titleField}: '${definition.fields[definition.titleField]?.label} is required' })
  })
})
`
}

/** Adds the definition to src/shared/resources/index.ts. */
export function withResource(index: string, definition: ResourceDefinition): string {
  const exported = camelOf(definition.name)
  const importLine = `import { ${exported} } from './${definition.name}.ts'\n`
  const listed = index.replace(
    /export const resources: readonly ResourceDefinition\[\] = \[([^\]]*)\]/,
    (_, inside: string) => {
      const names = inside
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
      return `export const resources: readonly ResourceDefinition[] = [${[...names, exported].join(', ')}]`
    },
  )
  if (listed === index) throw new Error('src/shared/resources/index.ts no longer has its list of resources')
  const lastImport = listed.lastIndexOf('\nimport ')
  const insertAt = listed.indexOf('\n', lastImport + 1) + 1
  return listed.slice(0, insertAt) + importLine + listed.slice(insertAt)
}

/** Writes the resource's files into the project at `root`; returns their paths, relative to it. */
export async function writeResource(root: string, definition: ResourceDefinition, today = new Date()) {
  const day = today.toISOString().slice(0, 10).replaceAll('-', '')
  const files: Record<string, string> = {
    [`src/shared/resources/${definition.name}.ts`]: definitionSource(definition),
    [`migrations/${day}-${definition.name}.sql`]: migrationSql(definition),
    [`src/server/resources/${definition.name}.test.ts`]: apiTestSource(definition),
  }
  for (const path of Object.keys(files))
    if (existsSync(join(root, path))) throw new Error(`${path} exists already: nothing was written`)
  for (const field of Object.values(definition.fields))
    if (field.kind === 'reference' && !existsSync(join(root, `src/shared/resources/${field.resource}.ts`)))
      throw new Error(`no resource "${field.resource}" to refer to: make it first`)
  const indexPath = join(root, 'src/shared/resources/index.ts')
  const index = withResource(await readFile(indexPath, 'utf8'), definition)
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true })
    await writeFile(join(root, path), text, { flag: 'wx' })
  }
  await writeFile(indexPath, index)
  const written = [...Object.keys(files), 'src/shared/resources/index.ts']
  // Laid out as the rest of the code (npm test checks it), by this project's own Biome.
  const biome = join(dirname(fileURLToPath(import.meta.url)), '../node_modules/.bin/biome')
  spawnSync(
    biome,
    ['format', '--vcs-enabled=false', '--write', ...written.filter((path) => path.endsWith('.ts'))],
    {
      cwd: root,
      stdio: 'ignore',
    },
  )
  return written
}

async function main(argv: string[]) {
  const [name, ...fieldArguments] = argv
  if (!name || name === '--help' || name === '-h' || fieldArguments.length === 0) {
    console.log(usage)
    process.exitCode = name === '--help' || name === '-h' ? 0 : 1
    return
  }
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  try {
    const definition = definitionOf(name, fieldArguments)
    const written = await writeResource(root, definition)
    console.log(`Wrote ${definition.label.other}:`)
    for (const path of written) console.log(`  ${relative(process.cwd(), join(root, path))}`)
    console.log(
      `Next: npm test, then npm start: the API is at {BASE}/api/${definition.name} (docs/extending.md).`,
    )
  } catch (error) {
    console.error(`new:resource: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main(process.argv.slice(2))
