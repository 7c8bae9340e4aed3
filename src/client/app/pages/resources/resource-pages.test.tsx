import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useSWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminMe, lastQuery, memberMe } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { Me } from '#shared/auth.ts'
import { Component as EditPage } from './edit.tsx'
import { Component as ListPage } from './list.tsx'
import { Component as NewPage } from './new.tsx'
import { Component as RecordPage } from './record.tsx'

// A resource's pages, made from its definition alone: this one is registered for the test as a
// team's would be by the generator.
vi.mock('#shared/resources/index.ts', async () => {
  const { projects, invoices, tasks } = await import('#shared/test/resource-fixtures.ts')
  return { resources: [projects, invoices, tasks] }
})

/** What the live stream does on a change: asks for an answer again. */
function Revalidate({ path }: { path: string }) {
  const { mutate } = useSWRConfig()
  return <button type="button" onClick={() => void mutate(path)}>{`Revalidate ${path}`}</button>
}

type Row = Record<string, unknown>
const aProject = (overrides: Row = {}): Row => ({
  id: 'p1',
  version: 1,
  createdBy: 'admin-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  name: 'Apollo',
  status: 'active',
  budget: 1200,
  due: '2026-12-24',
  notes: null,
  ...overrides,
})
const apollo = aProject()
const gemini = aProject({ id: 'p2', name: 'Gemini', status: 'archived', budget: null, createdBy: 'member-1' })

/** Apollo as the server answers it, renamed "Apollo 11" by someone else once `saveElsewhere` runs. */
function apolloChangedElsewhere() {
  let version = 1
  return {
    answer: () => jsonResponse(200, aProject({ version, name: version === 1 ? 'Apollo' : 'Apollo 11' })),
    saveElsewhere: () => {
      version = 2
    },
  }
}

const routes = [
  { path: '/projects', element: <ListPage /> },
  { path: '/projects/new', element: <NewPage /> },
  { path: '/projects/:id', element: <RecordPage /> },
  {
    path: '/projects/:id/edit',
    element: (
      <>
        <EditPage />
        <Revalidate path="/api/projects/p1" />
      </>
    ),
  },
  { path: '/invoices/new', element: <NewPage /> },
  { path: '/tasks', element: <ListPage /> },
  { path: '/tasks/:id', element: <RecordPage /> },
  { path: '*', element: <p>Another page</p> },
]

function serve({
  me = adminMe,
  items = [apollo, gemini],
  more = {},
}: {
  me?: Me
  items?: Row[]
  more?: Parameters<typeof mockFetch>[0]
} = {}) {
  return mockFetch({
    'GET /api/me': () => jsonResponse(200, me),
    'GET /api/projects': () => jsonResponse(200, { items, total: items.length, page: 1, pageSize: 25 }),
    'GET /api/projects/p1': () => jsonResponse(200, apollo),
    'GET /api/people/admin-1': () => jsonResponse(200, { id: 'admin-1', name: 'Grace Hopper' }),
    ...more,
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('a resource’s list', () => {
  it('shows the records with their fields, sorts by a column and keeps search and filters in the address', async () => {
    const fetch = serve()
    const { router } = renderWithApp(null, { path: '/projects', routes })
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument()
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Apollo' })).toHaveAttribute(
      'href',
      '/projects/p1',
    )
    expect(rows[1]).toHaveTextContent('active')
    expect(rows[1]).toHaveTextContent('1,200')
    expect(rows[1]).toHaveTextContent('Dec 24, 2026')
    expect(rows[2]).toHaveTextContent('None')
    // Long texts are left out until chosen.
    expect(within(table).queryByRole('columnheader', { name: 'Notes' })).toBeNull()
    expect(Object.fromEntries(lastQuery(fetch, '/api/projects') ?? [])).toEqual({
      page: '1',
      pageSize: '25',
      sort: '-createdAt',
    })

    await userEvent.click(within(table).getByRole('button', { name: 'Budget' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=budget'))
    await waitFor(() => expect(lastQuery(fetch, '/api/projects')?.get('sort')).toBe('budget'))
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /Budget/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'apo')
    await waitFor(() => expect(lastQuery(fetch, '/api/projects')?.get('q')).toBe('apo'))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived')
    await waitFor(() => expect(lastQuery(fetch, '/api/projects')?.get('filter[status]')).toBe('archived'))
    expect(new URLSearchParams(router.state.location.search).get('filter[status]')).toBe('archived')
    // The export follows the filters, every page of them.
    const csv = new URL(
      screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href') ?? '',
      'http://x',
    )
    expect(Object.fromEntries(csv.searchParams)).toEqual({
      q: 'apo',
      'filter[status]': 'archived',
      sort: 'budget',
      format: 'csv',
    })
  }, 20_000)

  it('lets a person choose the columns, and keeps the choice for them', async () => {
    serve()
    const first = renderWithApp(null, { path: '/projects', routes })
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Notes' }))
    await userEvent.click(screen.getByRole('menuitem', { name: 'Budget' }))
    await userEvent.keyboard('{Escape}')
    const table = screen.getByRole('table')
    expect(within(table).getByRole('columnheader', { name: 'Notes' })).toBeInTheDocument()
    expect(within(table).queryByRole('columnheader', { name: /Budget/ })).toBeNull()
    first.unmount()
    renderWithApp(null, { path: '/projects', routes })
    const again = await screen.findByRole('table')
    expect(within(again).getByRole('columnheader', { name: 'Notes' })).toBeInTheDocument()
    expect(within(again).queryByRole('columnheader', { name: /Budget/ })).toBeNull()
  })

  it('deletes the selected records at once, after asking', async () => {
    const fetch = serve({
      more: { 'POST /api/projects/bulk-delete': () => jsonResponse(200, { deleted: 2 }) },
    })
    renderWithApp(null, { path: '/projects', routes })
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Apollo' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Gemini' }))
    expect(screen.getByRole('region', { name: 'Selection' })).toHaveTextContent('2 projects selected')
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 projects?' })
    expect(dialog).toHaveTextContent('Apollo, Gemini will be deleted for everyone')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() =>
      expect(sentBodies(fetch, '/api/projects/bulk-delete')).toEqual([{ ids: ['p1', 'p2'] }]),
    )
    expect(await screen.findByText('2 projects deleted.')).toBeInTheDocument()
  })

  it('offers a member only what the rules allow: no one else’s records to select', async () => {
    serve({ me: memberMe })
    renderWithApp(null, { path: '/projects', routes })
    await screen.findByRole('table')
    expect(screen.getByRole('link', { name: 'New project' })).toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Select Apollo' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: 'Select Gemini' })).toBeInTheDocument()
  })

  it('says when there is nothing yet, and offers to create the first', async () => {
    serve({ items: [] })
    renderWithApp(null, { path: '/projects', routes })
    expect(await screen.findByText('There are no projects yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Create the first project' })).toHaveAttribute(
      'href',
      '/projects/new',
    )
  })
})

describe('a resource’s forms', () => {
  it('checks a new record with the server’s schema, then creates it and opens its page', async () => {
    const created = aProject({ id: 'p9', name: 'Mercury', budget: 99.5, due: null })
    const fetch = serve({
      more: {
        'POST /api/projects': () => jsonResponse(201, created),
        'GET /api/projects/p9': () => jsonResponse(200, created),
      },
    })
    const { router } = renderWithApp(null, { path: '/projects/new', routes })
    expect(screen.getByRole('heading', { level: 1, name: 'New project' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAccessibleDescription('Name is required')
    expect(sentBodies(fetch, '/api/projects')).toEqual([])

    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Mercury')
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Budget' }), '99.5')
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p9'))
    expect(sentBodies(fetch, '/api/projects')).toEqual([
      { name: 'Mercury', status: 'active', budget: 99.5, due: null, notes: null },
    ])
    expect(await screen.findByRole('heading', { level: 1, name: 'Mercury' })).toBeInTheDocument()
    expect(screen.getByText('Project “Mercury” created.')).toBeInTheDocument()
  })

  it('shows the server’s message beside its field, and keeps what was typed', async () => {
    serve({
      more: {
        'POST /api/projects': () =>
          jsonResponse(409, {
            error: {
              code: 'conflict',
              message: 'Check the fields',
              fields: { name: 'Name is taken already' },
            },
          }),
      },
    })
    renderWithApp(null, { path: '/projects/new', routes })
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Apollo')
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }))
    expect(await screen.findByText('Name is taken already')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Apollo')
  })

  it('sends only the changed fields with the version it read, and on a stale edit offers the other change', async () => {
    const remote = apolloChangedElsewhere()
    const fetch = serve({
      more: {
        'GET /api/projects/p1': remote.answer,
        'PATCH /api/projects/p1': () =>
          jsonResponse(409, {
            error: {
              code: 'stale',
              message:
                'Someone changed this project after you opened it. Reload it to see their changes, then make yours again.',
            },
          }),
      },
    })
    renderWithApp(null, { path: '/projects/p1/edit', routes })
    const name = await screen.findByRole('textbox', { name: /Name/ })
    await userEvent.clear(name)
    await userEvent.type(name, 'Apollo 13')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText(/Someone changed this project after you opened it/)).toBeInTheDocument()
    // The GETs send no body; the PATCH sends the one field changed.
    expect(sentBodies(fetch, '/api/projects/p1').filter(Boolean)).toEqual([{ name: 'Apollo 13', version: 1 }])
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Apollo 13')

    remote.saveElsewhere()
    await userEvent.click(screen.getByRole('button', { name: /Load their changes/ }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Apollo 11'))
  })
  it('follows the answers until the person types: a fresher one replaces a cached one', async () => {
    const remote = apolloChangedElsewhere()
    serve({ more: { 'GET /api/projects/p1': remote.answer } })
    renderWithApp(null, { path: '/projects/p1/edit', routes })
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('Apollo')
    remote.saveElsewhere()
    await userEvent.click(screen.getByRole('button', { name: 'Revalidate /api/projects/p1' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Apollo 11'))
    expect(screen.queryByText(/since you opened it/)).not.toBeInTheDocument()
  })

  it('keeps what is typed when someone else saves meanwhile, and says so', async () => {
    const remote = apolloChangedElsewhere()
    serve({ more: { 'GET /api/projects/p1': remote.answer } })
    renderWithApp(null, { path: '/projects/p1/edit', routes })
    const name = await screen.findByRole('textbox', { name: /Name/ })
    await userEvent.clear(name)
    await userEvent.type(name, 'Apollo 13')
    expect(screen.queryByText(/since you opened it/)).not.toBeInTheDocument()

    // Another person's save arrives: the live stream asks for the record again, as this does.
    remote.saveElsewhere()
    await userEvent.click(screen.getByRole('button', { name: 'Revalidate /api/projects/p1' }))
    expect(
      await screen.findByText(/Someone saved a change to this project since you opened it/),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Apollo 13')
  })

  it('tells a person whose role may not create or change a record so, instead of a form', async () => {
    serve({ me: memberMe })
    const { unmount } = renderWithApp(null, { path: '/invoices/new', routes })
    expect(await screen.findByText('Your role may not create invoices.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/invoices')
    expect(screen.queryByRole('button', { name: 'Create invoice' })).not.toBeInTheDocument()
    unmount()

    // Apollo was made by the administrator; a member may change only what they made.
    renderWithApp(null, { path: '/projects/p1/edit', routes })
    expect(await screen.findByText('Your role may not change this project.')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /Name/ })).not.toBeInTheDocument()
  })
})

describe('a record’s page', () => {
  it('shows every field by its label, who made it, and Edit and Delete for its creator', async () => {
    const fetch = serve({ more: { 'DELETE /api/projects/p1': () => new Response(null, { status: 204 }) } })
    const { router } = renderWithApp(null, { path: '/projects/p1', routes })
    expect(await screen.findByRole('heading', { level: 1, name: 'Apollo' })).toBeInTheDocument()
    expect(screen.getByText('Budget').nextElementSibling).toHaveTextContent('1,200')
    expect(await screen.findByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/people/admin-1',
    )
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/projects/p1/edit')
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete project “Apollo”?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects'))
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true)
  })

  it('offers a member no Edit or Delete on someone else’s record', async () => {
    serve({ me: memberMe })
    renderWithApp(null, { path: '/projects/p1', routes })
    expect(await screen.findByRole('heading', { level: 1, name: 'Apollo' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })
})

describe('what a team adds to a resource', () => {
  const task = {
    id: 't1',
    version: 3,
    createdBy: 'member-1',
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    title: 'Write the guide',
    status: 'open',
    estimate: 12,
    owner: 'member-1',
    estimateDays: 1.5,
  }
  const serveTasks = (me: Me, more: Parameters<typeof mockFetch>[0] = {}) =>
    mockFetch({
      'GET /api/me': () => jsonResponse(200, me),
      'GET /api/tasks': () => jsonResponse(200, { items: [task], total: 1, page: 1, pageSize: 25 }),
      'GET /api/tasks/t1': () => jsonResponse(200, task),
      'GET /api/people/member-1': () => jsonResponse(200, { id: 'member-1', name: 'Ada Lovelace' }),
      ...more,
    })

  it('shows a field its own way and a computed value, and takes the actions the rules allow', async () => {
    const fetch = serveTasks(memberMe, {
      'POST /api/tasks/t1/actions/archive': () =>
        jsonResponse(200, { ...task, version: 4, status: 'archived' }),
      'POST /api/tasks/t1/actions/finish': () =>
        jsonResponse(409, {
          error: {
            code: 'stale',
            message:
              'Someone changed this task after you opened it. Reload it to see their changes, then make yours again.',
          },
        }),
    })
    renderWithApp(null, { path: '/tasks/t1', routes })
    expect(await screen.findByRole('heading', { level: 1, name: 'Write the guide' })).toBeInTheDocument()
    expect(screen.getByText('Estimate').nextElementSibling).toHaveTextContent('12 h')
    expect(screen.getByText('Estimate in days').nextElementSibling).toHaveTextContent('1.5')

    // The member made it (Finish, as changing it) and owns it (Archive's own rule).
    await userEvent.click(screen.getByRole('button', { name: 'Archive Write the guide' }))
    expect(await screen.findByText('Done: Archive “Write the guide”.')).toBeInTheDocument()
    expect(sentBodies(fetch, '/api/tasks/t1/actions/archive')).toEqual([{ version: 3 }])
    // A refusal is shown on the page, where it happened.
    await userEvent.click(screen.getByRole('button', { name: 'Finish Write the guide' }))
    expect(await screen.findByText(/Someone changed this task after you opened it/)).toBeInTheDocument()
  })

  it('offers on each row only the actions its rules let this person take', async () => {
    serveTasks(adminMe)
    renderWithApp(null, { path: '/tasks', routes })
    const table = await screen.findByRole('table')
    expect(within(table).getByRole('columnheader', { name: 'Estimate in days' })).toBeInTheDocument()
    expect(within(table).getByText('12 h')).toBeInTheDocument()
    // An administrator may finish anyone's task, but only its owner may archive it.
    expect(within(table).getByRole('button', { name: 'Finish Write the guide' })).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Archive Write the guide' })).toBeNull()
  })

  it('has no Actions column for someone who may take none', async () => {
    serveTasks({ ...memberMe, id: 'member-2' })
    renderWithApp(null, { path: '/tasks', routes })
    const table = await screen.findByRole('table')
    expect(within(table).getByRole('columnheader', { name: 'Estimate in days' })).toBeInTheDocument()
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull()
  })
})
