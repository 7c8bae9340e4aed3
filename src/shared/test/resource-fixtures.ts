import { defineResource } from '#shared/resource.ts'

// Resources as a team would define them, for the tests: the API's (createTestApp's resources) and
// the pages', which replace the registry:
// vi.mock('#shared/resources/index.ts', async () => ({
//   resources: [(await import('#shared/test/resource-fixtures.ts')).projects],
// }))

export const projects = defineResource({
  name: 'projects',
  label: { one: 'Project', other: 'Projects' },
  titleField: 'name',
  group: 'Work',
  fields: {
    name: { kind: 'text', label: 'Name', required: true, searchable: true, sortable: true },
    status: { kind: 'enum', label: 'Status', values: ['active', 'archived'], required: true },
    budget: { kind: 'number', label: 'Budget', sortable: true },
    due: { kind: 'date', label: 'Due' },
    notes: { kind: 'longText', label: 'Notes' },
  },
  access: {
    read: ['member'],
    create: ['member'],
    update: ['admin', 'creator'],
    delete: ['admin', 'creator'],
  },
})

export const customers = defineResource({
  name: 'customers',
  label: { one: 'Customer', other: 'Customers' },
  titleField: 'name',
  group: 'Sales',
  fields: { name: { kind: 'text', label: 'Name', required: true } },
  access: { read: ['member'], create: ['member'], update: ['admin'], delete: ['admin'] },
})

/** Read by administrators alone: members do not see it in the menu. */
export const invoices = defineResource({
  name: 'invoices',
  label: { one: 'Invoice', other: 'Invoices' },
  titleField: 'number',
  group: 'Sales',
  fields: { number: { kind: 'text', label: 'Number', required: true } },
  access: { read: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
})

/** With what a team adds: a field's own display, a computed value, and actions with a rule. */
export const tasks = defineResource({
  name: 'tasks',
  label: { one: 'Task', other: 'Tasks' },
  titleField: 'title',
  group: 'Work',
  fields: {
    title: { kind: 'text', label: 'Title', required: true },
    status: { kind: 'enum', label: 'Status', values: ['open', 'done', 'archived'], required: true },
    estimate: { kind: 'number', label: 'Estimate', display: (hours) => `${hours} h` },
    owner: { kind: 'person', label: 'Owner' },
  },
  computed: {
    estimateDays: {
      label: 'Estimate in days',
      kind: 'number',
      value: (task) => (typeof task.estimate === 'number' ? task.estimate / 8 : null),
    },
  },
  actions: {
    finish: { label: 'Finish', set: { status: 'done' } },
    archive: {
      label: 'Archive',
      set: { status: 'archived' },
      access: ['member'],
      refuse: (task, actor) => (task.owner === actor.id ? null : 'Only the task’s owner may archive it.'),
    },
  },
  access: { read: ['member'], create: ['member'], update: ['admin', 'creator'], delete: ['admin'] },
})
