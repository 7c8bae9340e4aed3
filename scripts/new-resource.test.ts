import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { definitionOf, labelOf, parseField, singularOf, writeResource } from './new-resource.ts'

// The generator's reading of its arguments and the files it writes. That the files it writes build
// and pass their tests is checked by running them (docs/extending.md says how).

const projectsArguments = [
  'name:text!',
  'status:enum(active,archived)',
  'budget:number',
  'due:date',
  'owner:person',
]

/**
 * A project directory holding only what the generator reads: the resources' index, as Foyer ships it
 * (this project's, without the resources a team has added since).
 */
async function projectCopy() {
  const root = await mkdtemp(join(tmpdir(), 'foyer-new-resource-'))
  onTestFinished(() => rm(root, { recursive: true, force: true }))
  await mkdir(join(root, 'src/shared/resources'), { recursive: true })
  const index = (await readFile(new URL('../src/shared/resources/index.ts', import.meta.url), 'utf8'))
    .replace(/^import \{ \w+ \} from '\.\/[\w-]+\.ts'\n/gm, '')
    .replace(/(export const resources: readonly ResourceDefinition\[\] = )\[[^\]]*\]/, '$1[]')
  await writeFile(join(root, 'src/shared/resources/index.ts'), index)
  await writeFile(join(root, 'biome.json'), await readFile(new URL('../biome.json', import.meta.url)))
  return root
}

describe('new:resource', () => {
  it('reads fields, kinds and modifiers', () => {
    expect(parseField('name:text!')).toEqual(['name', { kind: 'text', label: 'Name', required: true }])
    expect(parseField('dueDate:date:sortable')).toEqual([
      'dueDate',
      { kind: 'date', label: 'Due date', sortable: true },
    ])
    expect(parseField('seats:integer:required:unique')).toEqual([
      'seats',
      { kind: 'number', label: 'Seats', required: true, unique: true, integer: true },
    ])
    expect(parseField('status:enum(active, archived)')).toEqual([
      'status',
      { kind: 'enum', label: 'Status', values: ['active', 'archived'] },
    ])
    expect(parseField('client:reference(clients)')).toEqual([
      'client',
      { kind: 'reference', label: 'Client', resource: 'clients' },
    ])
    expect(() => parseField('due')).toThrow(/expected <field>:<kind>/)
    expect(() => parseField('due:datetime')).toThrow(/expected <field>:<kind>/)
    expect(() => parseField('due:date:indexed')).toThrow(/unknown modifier "indexed"/)
    expect(() => parseField('status:enum(Active,active)')).toThrow(/distinct lower-case/)
  })

  it('names, titles and defaults a resource as Foyer does', () => {
    expect([labelOf('support_tickets'), singularOf('Support tickets')]).toEqual([
      'Support tickets',
      'Support ticket',
    ])
    expect([singularOf('Companies'), singularOf('Statuses'), singularOf('Address')]).toEqual([
      'Company',
      'Status',
      'Address',
    ])
    const projects = definitionOf('projects', projectsArguments)
    expect(projects).toMatchObject({
      label: { one: 'Project', other: 'Projects' },
      titleField: 'name',
      access: { read: ['member'], create: ['admin'], update: ['admin', 'creator'], delete: ['admin'] },
    })
    expect(projects.fields.name).toMatchObject({ required: true, searchable: true, sortable: true })
    expect(projects.fields.due).toMatchObject({ sortable: true })
    expect(() => definitionOf('projects', ['budget:number'])).toThrow(/at least one text field/)
    expect(() => definitionOf('people', ['name:text'])).toThrow(/Foyer’s own/)
    expect(() => definitionOf('projects', ['name:text', 'name:date'])).toThrow(/given twice/)
  })

  it('writes the definition, its migration and its tests, lists it, and never overwrites', async () => {
    const root = await projectCopy()
    const written = await writeResource(
      root,
      definitionOf('projects', projectsArguments),
      new Date('2026-11-27T10:00:00Z'),
    )
    expect(written).toEqual([
      'src/shared/resources/projects.ts',
      'migrations/20261127-projects.sql',
      'src/server/resources/projects.test.ts',
      'src/client/app/pages/resources/projects.test.tsx',
      'tests/e2e/projects.spec.ts',
      'src/shared/resources/index.ts',
    ])
    const definition = await readFile(join(root, 'src/shared/resources/projects.ts'), 'utf8')
    expect(definition).toContain('export const projects = defineResource({')
    expect(definition).toContain("status: { kind: 'enum', label: 'Status', values: ['active', 'archived'] },")
    const index = await readFile(join(root, 'src/shared/resources/index.ts'), 'utf8')
    expect(index).toContain("import { projects } from './projects.ts'")
    expect(index).toContain('export const resources: readonly ResourceDefinition[] = [projects]')
    expect(await readFile(join(root, 'migrations/20261127-projects.sql'), 'utf8')).toContain(
      'CREATE TABLE "projects"',
    )
    expect(await readFile(join(root, 'src/server/resources/projects.test.ts'), 'utf8')).toContain(
      "import { projects } from '#shared/resources/projects.ts'",
    )

    expect(await readFile(join(root, 'src/client/app/pages/resources/projects.test.tsx'), 'utf8')).toContain(
      "{ path: '/projects/new', element: <NewPage /> }",
    )
    const journey = await readFile(join(root, 'tests/e2e/projects.spec.ts'), 'utf8')
    expect(journey).toContain("await page.getByRole('button', { name: 'Create project' }).click()")
    // The person a project needs is optional: the journey fills in the title alone.
    expect(journey).not.toContain("getByRole('combobox'")

    await expect(writeResource(root, definitionOf('projects', ['title:text']))).rejects.toThrow(
      /exists already/,
    )
    await expect(
      writeResource(root, definitionOf('tasks', ['title:text', 'project:reference(plans)'])),
    ).rejects.toThrow(/no resource "plans"/)
    const tasks = await writeResource(
      root,
      definitionOf('tasks', ['title:text', 'project:reference(projects)']),
    )
    expect(tasks).toContain('src/shared/resources/tasks.ts')
    expect(await readFile(join(root, 'src/shared/resources/index.ts'), 'utf8')).toContain(
      'export const resources: readonly ResourceDefinition[] = [projects, tasks]',
    )
  })
})
