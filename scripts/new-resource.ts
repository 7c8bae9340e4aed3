// `npm run new:resource -- projects name:text! status:enum(active,archived) budget:number due:date owner:person`
// writes a resource: its definition (src/shared/resources/<name>.ts, listed in index.ts), its first
// migration (migrations/<date>-<name>.sql) and its tests (API, component, a browser journey), then
// prints what it wrote. It never overwrites a file. docs/extending.md is the guide.
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

/** A field's label as a pattern for its form control (a required one's name may end in " *"). */
const labelPattern = (field: Field) => `/^${field.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$/`

/** The required fields a person fills in besides the title (an enum starts on its first value). */
const requiredToFill = (definition: ResourceDefinition) =>
  Object.entries(definition.fields).filter(
    ([name, field]) =>
      name !== definition.titleField && field.required && field.kind !== 'enum' && field.kind !== 'boolean',
  )

/** The generated component test: the list and the new-record form, with the API answered in the test. */
export function componentTestSource(definition: ResourceDefinition): string {
  const one = definition.label.one.toLowerCase()
  const title = definition.fields[definition.titleField] as Field
  const values: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(definition.fields)) {
    const sample = sampleOf(definition, 'First')[name]
    values[name] = sample === '@person' ? 'admin-1' : (sample ?? (field.kind === 'boolean' ? false : null))
  }
  const fills = requiredToFill(definition)
    .map(([, field]) => {
      const pattern = labelPattern(field)
      if (field.kind === 'number')
        return `    await userEvent.type(screen.getByRole('spinbutton', { name: ${pattern} }), '1')`
      if (field.kind === 'date')
        return `    fireEvent.change(screen.getByLabelText(${pattern}), { target: { value: '2027-01-31' } })`
      if (field.kind === 'person')
        return `    await userEvent.type(await screen.findByRole('combobox', { name: ${pattern} }), 'Grace')
    await userEvent.click(await screen.findByRole('option', { name: 'Grace Hopper' }))`
      return `    await userEvent.type(screen.getByRole('textbox', { name: ${pattern} }), 'Some text')`
    })
    .join('\n')
  const usesDate = requiredToFill(definition).some(([, field]) => field.kind === 'date')
  return `import { ${usesDate ? 'fireEvent, ' : ''}screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminMe, memberMe } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { Me } from '#shared/auth.ts'
import { Component as ListPage } from './list.tsx'
import { Component as NewPage } from './new.tsx'

// ${definition.label.other}' pages, written by npm run new:resource: the list, and the form that checks
// a new record before it is sent (the API is answered here; tests/e2e/${definition.name}.spec.ts
// meets the real one). Change it as the resource changes.

const first = {
  id: 'r1',
  version: 1,
  createdBy: adminMe.id,
  createdAt: '2027-01-01T10:00:00.000Z',
  updatedAt: '2027-01-01T10:00:00.000Z',
  ...${JSON.stringify(values)},
}
const routes = [
  { path: '/${definition.name}', element: <ListPage /> },
  { path: '/${definition.name}/new', element: <NewPage /> },
  { path: '/${definition.name}/:id', element: <p>A ${one}’s page</p> },
]

function serve(me: Me = adminMe) {
  return mockFetch({
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/${definition.name}': () => jsonResponse(200, { items: [first], total: 1, page: 1, pageSize: 25 }),
    'POST /api/${definition.name}': () => jsonResponse(201, { ...first, id: 'r2' }),
    'GET /api/people': () => jsonResponse(200, { items: [{ id: adminMe.id, name: adminMe.name }] }),
    [\`GET /api/people/\${adminMe.id}\`]: () => jsonResponse(200, { id: adminMe.id, name: adminMe.name }),
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('${definition.label.other}', () => {
  it('are listed, each linked to its page, with New ${one} for an administrator', async () => {
    serve()
    renderWithApp(null, { path: '/${definition.name}', routes })
    expect(screen.getByRole('heading', { level: 1, name: '${definition.label.other}' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'First' })).toHaveAttribute('href', '/${definition.name}/r1')
    expect(screen.getByRole('link', { name: 'New ${one}' })).toHaveAttribute('href', '/${definition.name}/new')
  })

  it('offer a member no New ${one}', async () => {
    serve(memberMe)
    renderWithApp(null, { path: '/${definition.name}', routes })
    expect(await screen.findByRole('link', { name: 'First' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'New ${one}' })).not.toBeInTheDocument()
  })

  it('are checked before they are sent, then created', async () => {
    const fetch = serve()
    const { router } = renderWithApp(null, { path: '/${definition.name}/new', routes })
    await userEvent.click(screen.getByRole('button', { name: 'Create ${one}' }))
    expect(await screen.findByText('${title.label} is required')).toBeInTheDocument()
    expect(sentBodies(fetch, '/api/${definition.name}')).toEqual([])

    await userEvent.type(screen.getByRole('textbox', { name: ${labelPattern(title)} }), 'Second')
${fills}
    await userEvent.click(screen.getByRole('button', { name: 'Create ${one}' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/${definition.name}/r2'))
    expect(sentBodies(fetch, '/api/${definition.name}')).toEqual([expect.objectContaining({ ${definition.titleField}: 'Second' })])
  })
})
`
}

/** The generated browser journey: everything a person does with the resource, on the built server. */
export function journeySource(definition: ResourceDefinition): string {
  const one = definition.label.one.toLowerCase()
  const other = definition.label.other.toLowerCase()
  const title = definition.fields[definition.titleField] as Field
  const fills = requiredToFill(definition)
    .map(([, field]) => {
      const pattern = labelPattern(field)
      // Values of their own for each record, in case a field is unique.
      if (field.kind === 'number')
        return `  await page.getByRole('spinbutton', { name: ${pattern} }).fill(String(serial))`
      if (field.kind === 'date')
        return `  await page.getByLabel(${pattern}).fill(\`2027-01-\${String(1 + (serial % 28)).padStart(2, '0')}\`)`
      if (field.kind === 'person')
        return `  await page.getByRole('combobox', { name: ${pattern} }).fill(ADMIN.firstName)
  await page.getByRole('option', { name: ADMIN.name }).click()`
      return `  await page.getByRole('textbox', { name: ${pattern} }).fill(\`${field.label} of \${title}\`)`
    })
    .join('\n')
  const usesAdmin = requiredToFill(definition).some(([, field]) => field.kind === 'person')
  return `import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { ${usesAdmin ? 'ADMIN, ' : ''}ADMIN_STATE, expect, expectNoAxeViolations, openPage, SIGNED_OUT, test } from './fixtures.ts'
import { newPerson, registerQuickly } from './people.ts'

// ${definition.label.other} in a browser, written by npm run new:resource: what a person does with them,
// on the built server and its database. Change it as the resource changes.

// The stale save below is refused on purpose (409), which the browser logs.
test.use({ allowedConsoleErrors: ['status of 409'] })

const titleBox = (page: Page) => page.getByRole('textbox', { name: ${labelPattern(title)} })
/** Counts the records made, for values of their own. */
let serial = Date.now() % 100_000

/** Creates a record through its form, as a person would; returns its id. */
async function create(page: Page, title: string) {
  serial++
  await openPage(page, '/${definition.name}/new')
  await titleBox(page).fill(title)
${fills}
  await page.getByRole('button', { name: 'Create ${one}' }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  return new URL(page.url()).pathname.split('/').at(-1) as string
}

test('${definition.label.other}: created, changed, a stale change refused, searched, exported, deleted, live elsewhere, refused to a member', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  // This run's records, whatever else the list holds.
  const stamp = Date.now().toString(36)
  const origin = new URL(baseURL ?? '').origin

  // A second browser: the same administrator's list, open while the first works.
  const secondContext = await browser.newContext({ storageState: ADMIN_STATE })
  const second = await secondContext.newPage()
  await second.goto(\`${definition.name}?q=\${stamp}\`)
  await expect(second.getByText('No ${other} match these filters.')).toBeVisible()

  // Created: the form checks with the server's schema first, then the record is seen live.
  await openPage(page, '/${definition.name}/new')
  await expectNoAxeViolations(page, 'a new ${one}')
  await page.getByRole('button', { name: 'Create ${one}' }).click()
  await expect(page.getByText('${title.label} is required')).toBeVisible()
  const alpha = await create(page, \`Alpha \${stamp}\`)
  await expect(page.getByText(\`${definition.label.one} “Alpha \${stamp}” created.\`)).toBeVisible()
  await expectNoAxeViolations(page, 'a ${one}')
  await expect(second.getByRole('link', { name: \`Alpha \${stamp}\` })).toBeVisible({ timeout: 3_000 })

  // Changed, and seen changed in the second browser.
  await page.getByRole('link', { name: 'Edit' }).click()
  await expect(page.getByRole('heading', { level: 1, name: \`Edit Alpha \${stamp}\` })).toBeVisible()
  await expectNoAxeViolations(page, 'editing a ${one}')
  await titleBox(page).fill(\`Alpha one \${stamp}\`)
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByRole('heading', { level: 1, name: \`Alpha one \${stamp}\` })).toBeVisible()
  await expect(second.getByRole('link', { name: \`Alpha one \${stamp}\` })).toBeVisible({ timeout: 3_000 })

  // A stale change: both open the form, the second browser saves first; the first is told (live),
  // its save is refused with what it typed kept, and it may load the other's version.
  await page.getByRole('link', { name: 'Edit' }).click()
  await titleBox(page).fill(\`Alpha mine \${stamp}\`)
  await second.goto(\`${definition.name}/\${alpha}/edit\`)
  await titleBox(second).fill(\`Alpha theirs \${stamp}\`)
  await second.getByRole('button', { name: 'Save changes' }).click()
  await expect(second.getByRole('heading', { level: 1, name: \`Alpha theirs \${stamp}\` })).toBeVisible()
  await expect(page.getByText(/Someone saved a change to this ${one} since you opened it/)).toBeVisible({
    timeout: 3_000,
  })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText(/Someone changed this ${one} after you opened it/)).toBeVisible()
  await expect(titleBox(page)).toHaveValue(\`Alpha mine \${stamp}\`)
  await page.getByRole('button', { name: /Load their changes/ }).click()
  await expect(titleBox(page)).toHaveValue(\`Alpha theirs \${stamp}\`)

  // Searched: only what matches, kept in the address.
  await create(page, \`Beta \${stamp}\`)
  await openPage(page, '/${definition.name}')
  const search = page.getByRole('searchbox', { name: 'Search ${other}' })
  await search.fill(\`Beta \${stamp}\`)
  await expect(page).toHaveURL(/[?&]q=Beta/)
  await expect(page.getByRole('link', { name: \`Beta \${stamp}\` })).toBeVisible()
  await expect(page.getByRole('link', { name: \`Alpha theirs \${stamp}\` })).toHaveCount(0)
  await expectNoAxeViolations(page, 'the list of ${other}, searched')

  // Exported: everything the search matches, as CSV.
  await search.fill(stamp)
  await expect(page.getByRole('link', { name: \`Alpha theirs \${stamp}\` })).toBeVisible()
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export CSV' }).click()
  const csv = await readFile(await (await downloading).path(), 'utf8')
  const lines = csv.trim().split('\\r\\n')
  expect(lines[0]?.split(',')).toContain('"${definition.titleField}"')
  expect(lines).toHaveLength(3)
  expect(csv).toContain(\`Alpha theirs \${stamp}\`)
  expect(csv).toContain(\`Beta \${stamp}\`)

  // A member reads them, but is offered nothing the rules forbid, and the API refuses it too.
  const memberContext = await browser.newContext({ storageState: SIGNED_OUT })
  const member = await memberContext.newPage()
  await registerQuickly(member, baseURL, newPerson())
  await member.goto(\`${definition.name}/\${alpha}\`)
  await expect(member.getByRole('heading', { level: 1, name: \`Alpha theirs \${stamp}\` })).toBeVisible()
  await expect(member.getByRole('link', { name: 'Edit' })).toHaveCount(0)
  await expect(member.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  await member.goto('${definition.name}/new')
  await expect(member.getByText('Your role may not create ${other}.')).toBeVisible()
  const refused = await member.request.post('api/${definition.name}', {
    headers: { origin },
    data: { ${definition.titleField}: \`Gamma \${stamp}\` },
  })
  expect(refused.status()).toBe(403)
  expect((await member.request.delete(\`api/${definition.name}/\${alpha}\`, { headers: { origin } })).status()).toBe(403)
  await member.goto(\`${definition.name}?q=\${stamp}\`)
  await expect(member.getByRole('link', { name: \`Beta \${stamp}\` })).toBeVisible()
  await expect(member.getByRole('link', { name: 'New ${one}' })).toHaveCount(0)
  await expect(member.getByRole('checkbox')).toHaveCount(0)

  // Deleted together, after asking; the member's open list empties live.
  await page.getByRole('checkbox', { name: \`Select Alpha theirs \${stamp}\` }).check()
  await page.getByRole('checkbox', { name: \`Select Beta \${stamp}\` }).check()
  await expect(page.getByRole('region', { name: 'Selection' })).toContainText('2 ${other} selected')
  await page.getByRole('button', { name: 'Delete selected' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page, 'deleting ${other}')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('No ${other} match these filters.')).toBeVisible()
  await expect(member.getByText('No ${other} match these filters.')).toBeVisible({ timeout: 3_000 })

  await secondContext.close()
  await memberContext.close()
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
    [`src/client/app/pages/resources/${definition.name}.test.tsx`]: componentTestSource(definition),
    [`tests/e2e/${definition.name}.spec.ts`]: journeySource(definition),
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
    ['format', '--vcs-enabled=false', '--write', ...written.filter((path) => /\.tsx?$/.test(path))],
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
