import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminMe, aPeoplePage, aPerson, lastQuery } from '#client/test/admin-fixtures.ts'
import { jsonResponse, mockFetch, sentBodies } from '#client/test/mock-fetch.ts'
import { renderWithApp } from '#client/test/render.tsx'
import type { AdminPerson } from '#shared/admin.ts'
import { Component as PeoplePage } from './people.tsx'

const alan = aPerson()
const ada = aPerson({
  id: 'u3',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'admin',
  sessions: 0,
  lastSignInAt: null,
})
const banned = aPerson({
  id: 'u4',
  name: 'Mallory Example',
  email: 'mallory@example.com',
  status: 'banned',
  bannedUntil: '2099-01-01T12:00:00.000Z',
  banReason: 'Spam in every channel',
})
const me = aPerson({ id: adminMe.id, name: adminMe.name, email: adminMe.email, role: 'admin' })

function renderPage(path = '/admin/users') {
  return renderWithApp(null, {
    path,
    routes: [
      { path: '/admin/users', element: <PeoplePage /> },
      { path: '*', element: <p>Another page</p> },
    ],
  })
}

/** The server: a list of people, and handlers the tests extend. */
function serve(people: AdminPerson[] = [alan, ada, banned, me], more: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/me': () => jsonResponse(200, adminMe),
    'GET /api/admin/users': () =>
      jsonResponse(200, aPeoplePage(people, { total: people.length === 0 ? 0 : 45 })),
    ...more,
  })
}

async function openAction(name: string, action: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${name}` }))
  await userEvent.click(await screen.findByRole('menuitem', { name: action }))
  return screen.findByRole('dialog')
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('People', () => {
  it('shows each person with their role, status, dates and sessions, sorted by name', async () => {
    const fetch = serve()
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument()
    const table = await screen.findByRole('table')
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(5)
    const alanRow = rows[1] as HTMLElement
    expect(within(alanRow).getByRole('link', { name: 'Alan Turing' })).toHaveAttribute(
      'href',
      '/admin/users/u2',
    )
    expect(alanRow).toHaveTextContent('alan@example.com')
    expect(alanRow).toHaveTextContent('Member')
    expect(alanRow).toHaveTextContent('Active')
    expect(alanRow).toHaveTextContent('3 h ago')
    expect(within(rows[2] as HTMLElement).getByText('Administrator')).toBeInTheDocument()
    expect(rows[2]).toHaveTextContent('Never')
    expect(rows[3]).toHaveTextContent(/Banned until .*2099/)
    expect(rows[3]).toHaveTextContent('Reason: Spam in every channel')
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
    expect(within(table).getByRole('columnheader', { name: 'Created' })).not.toHaveAttribute('aria-sort')
    expect(Object.fromEntries(lastQuery(fetch, '/api/admin/users') ?? [])).toEqual({
      sort: 'name',
      order: 'asc',
      page: '1',
      limit: '20',
    })
  })

  it('searches after typing pauses, and keeps the search in the address and the request', async () => {
    const fetch = serve()
    const { router } = renderPage()
    await screen.findByRole('table')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search people' }), 'ada')
    await waitFor(() => expect(router.state.location.search).toBe('?q=ada'))
    await waitFor(() => expect(lastQuery(fetch, '/api/admin/users')?.get('q')).toBe('ada'))
    // One request for the finished word, none for "a" and "ad".
    const searches = fetch.mock.calls.filter(([input]) => String(input).includes('q='))
    expect(searches).toHaveLength(1)
  })

  it('sorts by a column when its header is chosen, newest first for dates, and again to reverse', async () => {
    const fetch = serve()
    const { router } = renderPage()
    const table = await screen.findByRole('table')
    await userEvent.click(within(table).getByRole('button', { name: 'Created' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=createdAt&order=desc'))
    expect(lastQuery(fetch, '/api/admin/users')?.get('sort')).toBe('createdAt')
    expect(lastQuery(fetch, '/api/admin/users')?.get('order')).toBe('desc')
    expect(within(table).getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await userEvent.click(within(table).getByRole('button', { name: 'Created' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=createdAt&order=asc'))
    await waitFor(() => expect(lastQuery(fetch, '/api/admin/users')?.get('order')).toBe('asc'))
  })

  it('filters by role and status through the address and the request', async () => {
    const fetch = serve()
    const { router } = renderPage('/admin/users?page=2')
    await screen.findByRole('table')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin')
    await waitFor(() => expect(router.state.location.search).toBe('?role=admin'))
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'banned')
    await waitFor(() => expect(router.state.location.search).toBe('?role=admin&status=banned'))
    const query = lastQuery(fetch, '/api/admin/users')
    expect(query?.get('role')).toBe('admin')
    expect(query?.get('status')).toBe('banned')
    expect(query?.get('page')).toBe('1')
  })

  it('asks the server for page 2, and for 50 rows per page', async () => {
    const fetch = serve()
    const { router } = renderPage()
    await screen.findByRole('table')
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }))
    await waitFor(() => expect(lastQuery(fetch, '/api/admin/users')?.get('page')).toBe('2'))
    expect(router.state.location.search).toBe('?page=2')
    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }))
    await userEvent.click(await screen.findByRole('option', { name: '50' }))
    await waitFor(() => expect(lastQuery(fetch, '/api/admin/users')?.get('limit')).toBe('50'))
    expect(router.state.location.search).toBe('?limit=50')
  })

  it('says when no one matches the filters, and offers to clear them', async () => {
    serve([])
    const { router } = renderPage('/admin/users?q=zzz')
    expect(await screen.findByText('No one matches these filters.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.getByRole('searchbox', { name: 'Search people' })).toHaveValue('')
  })

  it('offers to try again when the list cannot be loaded', async () => {
    mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe),
      'GET /api/admin/users': () => jsonResponse(500, { error: { code: 'internal', message: 'Boom' } }),
    })
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('The list of people could not be loaded.')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })

  it('offers no ban, sign-out, deletion or acting as on one’s own row, and acting as only for active members', async () => {
    serve()
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: `Actions for ${adminMe.name}` }))
    let menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: /^Ban/ })).toHaveAttribute('aria-disabled', 'true')
    expect(within(menu).getByRole('menuitem', { name: /^Delete/ })).toHaveAttribute('aria-disabled', 'true')
    expect(within(menu).getByRole('menuitem', { name: /^Sign out everywhere/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    expect(within(menu).queryByRole('menuitem', { name: 'Act as this person' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Alan Turing' }))
    menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Act as this person' })).toBeInTheDocument()
    expect(within(menu).getByRole('menuitem', { name: 'Ban' })).not.toHaveAttribute('aria-disabled')
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ada Lovelace' }))
    menu = await screen.findByRole('menu')
    expect(within(menu).queryByRole('menuitem', { name: 'Act as this person' })).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Mallory Example' }))
    menu = await screen.findByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: 'Unban' })).toBeInTheDocument()
    expect(within(menu).queryByRole('menuitem', { name: 'Act as this person' })).not.toBeInTheDocument()
  })
})

describe('People: the ban dialog', () => {
  it('needs a reason, shown beside the field, before anything is sent', async () => {
    const fetch = serve()
    renderPage()
    const dialog = await openAction('Alan Turing', 'Ban')
    expect(dialog).toHaveAccessibleName('Ban Alan Turing?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }))
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' })
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'))
    expect(reason).toHaveAccessibleDescription(/Give a reason/)
    expect(reason).toHaveFocus()
    expect(sentBodies(fetch, '/api/admin/users/u2/ban')).toEqual([])
  })

  it('sends the reason, the end as ISO 8601 and whether to show the reason, then says it is done', async () => {
    const fetch = serve(undefined, {
      'POST /api/admin/users/u2/ban': ({ body }) => {
        const { expiresAt } = body as { expiresAt: string }
        return jsonResponse(200, { ...alan, status: 'banned', bannedUntil: expiresAt, banReason: 'Spam' })
      },
    })
    renderPage()
    const dialog = await openAction('Alan Turing', 'Ban')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '  Spam  ')
    expect(within(dialog).getByText('8/300 characters')).toBeInTheDocument()
    const end = within(dialog).getByLabelText('Ends (optional)')
    await userEvent.type(end, '2099-05-01T09:30')
    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Tell them the reason when they try to sign in' }),
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }))
    await waitFor(() =>
      expect(sentBodies(fetch, '/api/admin/users/u2/ban')).toEqual([
        { reason: 'Spam', expiresAt: new Date('2099-05-01T09:30').toISOString(), showReason: true },
      ]),
    )
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Alan Turing is banned until .* and signed out everywhere\./,
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('sends a ban without end as null, and shows the server’s field message beside the field', async () => {
    const fetch = serve(undefined, {
      'POST /api/admin/users/u2/ban': () =>
        jsonResponse(400, {
          error: {
            code: 'bad_request',
            message: 'Check the form',
            fields: { reason: 'This reason is refused' },
          },
        }),
    })
    renderPage()
    const dialog = await openAction('Alan Turing', 'Ban')
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ban' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
        /This reason is refused/,
      ),
    )
    expect(sentBodies(fetch, '/api/admin/users/u2/ban')).toEqual([
      { reason: 'Spam', expiresAt: null, showReason: false },
    ])
  })
})

describe('People: changing a role', () => {
  it('sends PATCH with the new role and refreshes the list', async () => {
    let people = [alan, ada, banned, me]
    const fetch = mockFetch({
      'GET /api/me': () => jsonResponse(200, adminMe),
      'GET /api/admin/users': () => jsonResponse(200, aPeoplePage(people)),
      'PATCH /api/admin/users/u2/role': ({ body }) => {
        const updated = { ...alan, ...(body as { role: 'admin' }) }
        people = people.map((person) => (person.id === 'u2' ? updated : person))
        return jsonResponse(200, updated)
      },
    })
    renderPage()
    const dialog = await openAction('Alan Turing', 'Change role')
    expect(dialog).toHaveAccessibleName('Change the role of Alan Turing')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'admin')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }))
    await waitFor(() => expect(sentBodies(fetch, '/api/admin/users/u2/role')).toEqual([{ role: 'admin' }]))
    expect(fetch.mock.calls.find(([input]) => String(input).endsWith('/u2/role'))?.[1]?.method).toBe('PATCH')
    expect(await screen.findByRole('status')).toHaveTextContent('Alan Turing is now an administrator.')
    const row = (await screen.findByRole('link', { name: 'Alan Turing' })).closest('tr') as HTMLElement
    await waitFor(() => expect(within(row).getByText('Administrator')).toBeInTheDocument())
  })

  it('shows the server’s refusal when the last administrator would lose the role', async () => {
    serve(undefined, {
      'PATCH /api/admin/users/admin-1/role': () =>
        jsonResponse(409, {
          error: {
            code: 'last_administrator',
            message: 'Grace Hopper is the last administrator: make someone else an administrator first.',
          },
        }),
    })
    renderPage()
    const dialog = await openAction(adminMe.name, 'Change role')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'member')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change role' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Grace Hopper is the last administrator: make someone else an administrator first.',
    )
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Change role' })).toBeEnabled()
  })
})

describe('People: the other actions', () => {
  it('invites someone by email with a role and says until when the invitation is valid', async () => {
    const fetch = serve(undefined, {
      'POST /api/admin/invitations': ({ body }) =>
        jsonResponse(200, { ...(body as object), expiresAt: '2099-01-08T12:00:00.000Z' }),
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(
        'Enter your email address',
      ),
    )
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'linus@example.com')
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'admin')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    await waitFor(() =>
      // The list of pending invitations is read (GET, no body) at the same path.
      expect(sentBodies(fetch, '/api/admin/invitations').filter(Boolean)).toEqual([
        { email: 'linus@example.com', role: 'admin' },
      ]),
    )
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Invitation sent to linus@example\.com, valid until .*2099.*\.$/,
    )
  })

  it('asks before inviting an address again, and sends a new invitation only when told to', async () => {
    const fetch = serve(undefined, {
      'POST /api/admin/invitations': ({ body }) =>
        (body as { replace?: boolean }).replace
          ? jsonResponse(200, {
              email: 'linus@example.com',
              role: 'member',
              expiresAt: '2099-01-08T10:00:00.000Z',
            })
          : jsonResponse(409, {
              error: {
                code: 'invitation_pending',
                message:
                  'An invitation to linus@example.com is already waiting (sent 2099-01-01). Send a new one instead? The link in the first email will stop working.',
              },
            }),
    })
    renderPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Invite' }))
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Email address' }), 'linus@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('is already waiting')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a new invitation' }))
    expect(await screen.findByRole('status')).toHaveTextContent(/^Invitation sent to linus@example\.com/)
    expect(sentBodies(fetch, '/api/admin/invitations').filter(Boolean)).toEqual([
      { email: 'linus@example.com', role: 'member' },
      { email: 'linus@example.com', role: 'member', replace: true },
    ])
  })

  it('lists pending invitations to send again, copy as a new link, or revoke with Undo', async () => {
    const pending = {
      id: 'inv-1',
      email: 'grace@example.org',
      role: 'member',
      invitedBy: 'Ada Lovelace',
      createdAt: '2099-01-01T10:00:00.000Z',
      expiresAt: '2099-01-08T10:00:00.000Z',
    }
    let items = [pending]
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
    const fetch = serve(undefined, {
      'GET /api/admin/invitations': () => jsonResponse(200, { items }),
      'POST /api/admin/invitations/inv-1/resend': () =>
        jsonResponse(200, { email: pending.email, role: 'member', expiresAt: '2099-01-15T10:00:00.000Z' }),
      'POST /api/admin/invitations/inv-1/link': () =>
        jsonResponse(200, {
          link: 'http://localhost:3000/free/register?invite=new',
          expiresAt: pending.expiresAt,
        }),
      'DELETE /api/admin/invitations/inv-1': () => {
        items = []
        return new Response(null, { status: 204 })
      },
    })
    renderPage()
    const list = await screen.findByRole('list', { name: 'Pending invitations' })
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      /grace@example\.orgMemberSent .*sent by Ada Lovelace · valid until/,
    )

    await userEvent.click(within(list).getByRole('button', { name: 'Send again: grace@example.org' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      /^Invitation sent again to grace@example\.org/,
    )

    await userEvent.click(within(list).getByRole('button', { name: 'Copy link: grace@example.org' }))
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith('http://localhost:3000/free/register?invite=new'),
    )
    expect(await screen.findByText(/the link in the email no longer works$/)).toBeInTheDocument()

    // Revoked at once, with Undo; nothing is sent until the toast goes.
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke: grace@example.org' }))
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Pending invitations' })).not.toBeInTheDocument(),
    )
    const undoToast = (await screen.findByText('Invitation to grace@example.org revoked')).closest(
      '[role="status"]',
    )
    await userEvent.click(within(undoToast as HTMLElement).getByRole('button', { name: 'Undo' }))
    const back = await screen.findByRole('list', { name: 'Pending invitations' })
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)

    await userEvent.click(within(back).getByRole('button', { name: 'Revoke: grace@example.org' }))
    await screen.findByText('Invitation to grace@example.org revoked')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true))
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Pending invitations' })).not.toBeInTheDocument(),
    )
  })

  it('deletes a person only once their email address is typed, with DELETE', async () => {
    const fetch = serve(undefined, {
      'DELETE /api/admin/users/u2': () => jsonResponse(200, { ok: true }),
    })
    renderPage()
    const dialog = await openAction('Alan Turing', 'Delete')
    expect(dialog).toHaveAccessibleName('Delete Alan Turing?')
    const field = within(dialog).getByRole('textbox', { name: 'Email address of the person' })
    await userEvent.type(field, 'someone@example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete person' }))
    await waitFor(() => expect(field).toHaveAccessibleDescription('Type alan@example.com exactly'))
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false)
    await userEvent.clear(field)
    await userEvent.type(field, 'Alan@Example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete person' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Alan Turing is deleted.')
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1)
  })

  it('signs a person out everywhere and says how many sessions ended', async () => {
    const fetch = serve(undefined, {
      'POST /api/admin/users/u2/revoke-sessions': () => jsonResponse(200, { revoked: 2, apiKeysEnded: 0 }),
    })
    renderPage()
    const dialog = await openAction('Alan Turing', 'Sign out everywhere')
    // Alan has no API key: nothing more to offer.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Alan Turing is signed out of 2 sessions.')
    expect(sentBodies(fetch, '/api/admin/users/u2/revoke-sessions')).toEqual([{ endApiKeys: false }])
  })

  it('offers to end a person’s API keys with their sessions, and says how many ended', async () => {
    const fetch = serve([aPerson({ apiKeys: 3 }), me], {
      'POST /api/admin/users/u2/revoke-sessions': () => jsonResponse(200, { revoked: 2, apiKeysEnded: 3 }),
    })
    renderPage()
    const dialog = await openAction('Alan Turing', 'Sign out everywhere')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Also end their 3 API keys/ }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Alan Turing is signed out of 2 sessions, and their 3 API keys are ended.',
    )
    expect(sentBodies(fetch, '/api/admin/users/u2/revoke-sessions')).toEqual([{ endApiKeys: true }])
  })

  it('sends a password reset email', async () => {
    const fetch = serve(undefined, {
      'POST /api/admin/users/u2/password-reset': () => jsonResponse(200, { ok: true }),
    })
    renderPage()
    const dialog = await openAction('Alan Turing', 'Send password reset email')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send email' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A password reset email is on its way to alan@example.com.',
    )
    expect(sentBodies(fetch, '/api/admin/users/u2/password-reset')).toEqual([{}])
  })

  it('unbans a banned person', async () => {
    const fetch = serve(undefined, {
      'POST /api/admin/users/u4/unban': () =>
        jsonResponse(200, { ...banned, status: 'active', bannedUntil: null, banReason: null }),
    })
    renderPage()
    const dialog = await openAction('Mallory Example', 'Unban')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unban' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Mallory Example can sign in again.')
    expect(sentBodies(fetch, '/api/admin/users/u4/unban')).toEqual([{}])
  })

  it('acts as a member: after the server agrees, the app loads afresh on the dashboard', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    const fetch = serve(undefined, {
      'POST /api/admin/users/u2/impersonate': () => jsonResponse(200, { ok: true }),
    })
    renderPage()
    const dialog = await openAction('Alan Turing', 'Act as this person')
    expect(dialog).toHaveTextContent('recorded in the audit log')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Act as this person' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/default'))
    expect(sentBodies(fetch, '/api/admin/users/u2/impersonate')).toEqual([{}])
  })

  it('shows why acting as someone was refused', async () => {
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    serve(undefined, {
      'POST /api/admin/users/u2/impersonate': () =>
        jsonResponse(403, {
          error: { code: 'impersonating', message: 'Stop acting as someone else first.' },
        }),
    })
    renderPage()
    const dialog = await openAction('Alan Turing', 'Act as this person')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Act as this person' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Stop acting as someone else first.')
    expect(assign).not.toHaveBeenCalled()
  })
})
