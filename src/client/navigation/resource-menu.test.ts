import { describe, expect, it, vi } from 'vitest'
import { pageAt, pagePatternOf } from '#shared/pages.ts'
import { menuIconOf } from './menu-icons.ts'
import { menuItems } from './menu-items.ts'
import { menuForRole, visibleGroups } from './menu-utils.ts'
import type { MenuGroup } from './types.ts'

// A team's resources reach the page table, the router's paths and the drawer from their
// definitions alone: three here, in two groups of the drawer.
vi.mock('#shared/resources/index.ts', async () => {
  const { projects, customers, invoices } = await import('#shared/test/resource-fixtures.ts')
  return { resources: [projects, customers, invoices] }
})

describe('a resource’s pages', () => {
  it('are pages of the table: the list, a new record, a record and its edit form', () => {
    expect(pagePatternOf('/projects')).toBe('/projects')
    expect(pagePatternOf('/projects/new')).toBe('/projects/new')
    expect(pagePatternOf('/projects/42')).toBe('/projects/:id')
    expect(pagePatternOf('/projects/42/edit')).toBe('/projects/:id/edit')
    expect(pagePatternOf('/projects/42/other')).toBeNull()
    expect(pageAt('/projects/42')).toMatchObject({
      title: 'Project',
      module: 'resources/record',
      layout: 'main',
    })
    expect(pageAt('/customers/new')).toMatchObject({ title: 'New customer', module: 'resources/new' })
    // Rendered in the browser: the server has no answers of a resource to render them with.
    expect(pageAt('/customers')).toMatchObject({ title: 'Customers', serverRendered: false })
  })

  it('put each list in the drawer under its definition’s group, with breadcrumbs for all four', () => {
    const groups = visibleGroups(menuItems) as MenuGroup[]
    const titles = groups.map((group) => group.title)
    expect(titles.slice(0, 3)).toEqual(['Navigation', 'Work', 'Sales'])
    const work = groups.find((group) => group.title === 'Work')
    expect(work?.children.map((item) => [item.title, 'url' in item ? item.url : null])).toEqual([
      ['Projects', '/projects'],
    ])
    expect(menuIconOf('resource-projects')).toBeDefined()
    const hidden = menuItems.find((group) => group.title === 'Work')?.children ?? []
    expect(hidden.map((item) => item.title)).toEqual(['Projects', 'New project', 'Project', 'Edit project'])
    expect(hidden.every((item) => item.breadcrumbs)).toBe(true)
  })

  it('are listed only for the roles that may read some of their records', () => {
    const sales = (role: 'admin' | 'member') =>
      (visibleGroups(menuForRole(menuItems, role)) as MenuGroup[])
        .find((group) => group.title === 'Sales')
        ?.children.map((item) => item.title)
    expect(sales('admin')).toEqual(['Customers', 'Invoices'])
    expect(sales('member')).toEqual(['Customers'])
    expect(
      menuForRole(menuItems, null).flatMap((group) => ('children' in group ? group.children : [])),
    ).not.toContainEqual(expect.objectContaining({ title: 'Invoices' }))
  })
})
