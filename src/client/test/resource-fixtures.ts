import { defineResource } from '#shared/resource.ts'

// Resources as a team's generator would register them, for the tests that replace the registry:
// vi.mock('#shared/resources/index.ts', async () => ({
//   resources: [(await import('#client/test/resource-fixtures.ts')).projects],
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
