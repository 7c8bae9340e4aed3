import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { defineResource, type ResourceDefinition } from '#shared/resource.ts'
import { tasks } from '#shared/test/resource-fixtures.ts'
import { auditEventsFor } from '../db/queries/audit.ts'
import { callApi as call, me, person, registered } from '../test/auth-helpers.ts'
import { listen, openEventStream } from '../test/event-stream.ts'
import { createTestApp } from '../test/test-app.ts'
import { migrationSql } from './migration-sql.ts'

// A resource's API through HTTP, on a table made by the SQL its generator writes: the list's paging,
// sorting, filters and search, writes checked by the definition's access, stale writes refused,
// audit events naming the record, CSV. On both databases (the PostgreSQL run of .ci/run).

const projects = defineResource({
  name: 'projects',
  label: { one: 'Project', other: 'Projects' },
  titleField: 'name',
  group: 'Work',
  fields: {
    name: { kind: 'text', label: 'Name', required: true, unique: true, searchable: true, sortable: true },
    notes: { kind: 'longText', label: 'Notes', searchable: true },
    status: { kind: 'enum', label: 'Status', values: ['active', 'archived'], required: true },
    budget: { kind: 'number', label: 'Budget', min: 0, sortable: true },
    headcount: { kind: 'number', label: 'Headcount', integer: true },
    due: { kind: 'date', label: 'Due', sortable: true },
    billable: { kind: 'boolean', label: 'Billable' },
    owner: { kind: 'person', label: 'Owner' },
  },
  // Foyer's defaults: administrators do everything, members read, the creator changes their own.
  access: {
    read: ['member'],
    create: ['admin', 'member'],
    update: ['admin', 'creator'],
    delete: ['admin', 'creator'],
  },
})

/** Notes a member may read only when they wrote them. */
const notes = defineResource({
  name: 'private_notes',
  label: { one: 'Note', other: 'Notes' },
  titleField: 'title',
  group: 'Work',
  fields: {
    title: { kind: 'text', label: 'Title', required: true },
    project: { kind: 'reference', label: 'Project', resource: 'projects' },
  },
  access: { read: ['admin', 'creator'], create: ['member'], update: ['creator'], delete: ['admin'] },
})

async function instance(resources: ResourceDefinition[] = [projects, notes]) {
  const { app, config, database } = await createTestApp({}, { resources })
  for (const definition of [...resources].reverse())
    await sql.raw(`DROP TABLE IF EXISTS "${definition.name}" CASCADE`).execute(database.db)
  for (const definition of resources) await sql.raw(migrationSql(definition)).execute(database.db)
  const admin = await registered(app, config, person('admin'))
  const member = await registered(app, config, person('member'))
  const other = await registered(app, config, person('other'))
  const idOf = async (cookie: string) => (await me(app, config, cookie)).json().id as string
  const as = (cookie: string) => ({
    get: (path: string) => call(app, config, cookie, 'GET', path),
    post: (path: string, body: unknown) => call(app, config, cookie, 'POST', path, body),
    patch: (path: string, body: unknown) => call(app, config, cookie, 'PATCH', path, body),
    delete: (path: string) => call(app, config, cookie, 'DELETE', path),
  })
  return {
    app,
    config,
    database,
    admin: { ...as(admin.cookie), id: await idOf(admin.cookie), cookie: admin.cookie },
    member: { ...as(member.cookie), id: await idOf(member.cookie), cookie: member.cookie },
    other: { ...as(other.cookie), id: await idOf(other.cookie), cookie: other.cookie },
    anonymous: as(''),
  }
}

const project = (name: string, extra: Record<string, unknown> = {}) => ({ name, status: 'active', ...extra })

describe('a resource’s API', () => {
  it('creates, reads, changes and deletes a record, each an audit event naming it', async () => {
    const { admin, database } = await instance()
    const created = await admin.post('/projects', {
      name: '  Apollo ',
      notes: '',
      status: 'active',
      budget: 1200.5,
      headcount: 4,
      due: '2027-03-01',
      billable: true,
      owner: admin.id,
    })
    expect(created.statusCode).toBe(201)
    const record = created.json()
    expect(record).toMatchObject({
      name: 'Apollo',
      notes: null,
      status: 'active',
      budget: 1200.5,
      headcount: 4,
      due: '2027-03-01',
      billable: true,
      owner: admin.id,
      version: 1,
      createdBy: admin.id,
    })
    expect((await admin.get(`/projects/${record.id}`)).json()).toEqual(record)

    const changed = await admin.patch(`/projects/${record.id}`, {
      version: 1,
      status: 'archived',
      headcount: 4,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({ status: 'archived', version: 2 })

    expect((await admin.delete(`/projects/${record.id}`)).statusCode).toBe(204)
    expect((await admin.get(`/projects/${record.id}`)).statusCode).toBe(404)

    const events = await auditEventsFor(database.db, record.id)
    expect(events.map((event) => [event.kind, event.targetType, event.actorId])).toEqual([
      ['record_deleted', 'projects', admin.id],
      ['record_updated', 'projects', admin.id],
      ['record_created', 'projects', admin.id],
    ])
    // Only what changed, before and after.
    expect(events[1]?.data).toEqual({
      title: 'Apollo',
      changes: { status: { before: 'active', after: 'archived' } },
    })
  })

  it('shows in the audit log by type and title, and the log filters by type', async () => {
    const { admin } = await instance()
    const { id } = (await admin.post('/projects', project('Apollo'))).json()
    await admin.patch(`/projects/${id}`, { version: 1, name: 'Apollo 11' })
    const log = (await admin.get('/admin/audit?type=projects')).json()
    expect(
      log.items.map((entry: Record<string, unknown>) => [entry.kind, entry.target, entry.targetType]),
    ).toEqual([
      ['record_updated', { id, name: 'Apollo 11' }, 'projects'],
      ['record_created', { id, name: 'Apollo' }, 'projects'],
    ])
    const people = (await admin.get('/admin/audit?type=person')).json()
    expect(people.total).toBeGreaterThan(0)
    expect(people.items.every((entry: { targetType: unknown }) => entry.targetType === null)).toBe(true)
  })

  it('refuses bad input with a message for each field, and keeps nothing', async () => {
    const { admin } = await instance()
    const refused = await admin.post('/projects', {
      name: '',
      status: 'paused',
      budget: -1,
      headcount: 1.5,
      due: '2027-02-30',
      billable: 'yes',
      colour: 'red',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields).toEqual({
      name: 'Name is required',
      status: 'Status must be one of: active, archived',
      budget: 'Budget is at least 0',
      headcount: 'Headcount must be a whole number',
      due: 'Due must be a date (YYYY-MM-DD)',
      billable: 'Billable must be true or false',
      _: 'Unknown field',
    })
    expect((await admin.post('/projects', { status: 'active' })).json().error.fields).toEqual({
      name: 'Name is required',
    })
    expect((await admin.post('/projects', project('x'.repeat(201)))).json().error.fields).toEqual({
      name: 'Name is at most 200 characters',
    })
    const unknownOwner = await admin.post('/projects', project('Gemini', { owner: 'nobody' }))
    expect(unknownOwner.statusCode).toBe(400)
    expect(unknownOwner.json().error.fields).toEqual({ owner: 'Owner: no such person' })
    expect((await admin.get('/projects')).json().total).toBe(0)
  })

  it('refuses a second record with a unique value, whatever its case', async () => {
    const { admin, member } = await instance()
    expect((await admin.post('/projects', project('Apollo'))).statusCode).toBe(201)
    const again = await member.post('/projects', project('APOLLO'))
    expect(again.statusCode).toBe(409)
    expect(again.json().error.fields).toEqual({ name: 'Another project already has this name' })
  })

  it('refuses a stale change, and the second of two racing changes', async () => {
    const { admin } = await instance()
    const { id } = (await admin.post('/projects', project('Apollo'))).json()
    expect((await admin.patch(`/projects/${id}`, { version: 1, budget: 10 })).statusCode).toBe(200)
    const stale = await admin.patch(`/projects/${id}`, { version: 1, budget: 20 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().error.code).toBe('stale')
    expect((await admin.get(`/projects/${id}`)).json().budget).toBe(10)

    const race = await Promise.all([
      admin.patch(`/projects/${id}`, { version: 2, budget: 30 }),
      admin.patch(`/projects/${id}`, { version: 2, budget: 40 }),
    ])
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409])
    expect((await admin.get(`/projects/${id}`)).json().version).toBe(3)
    expect((await admin.patch(`/projects/${id}`, { budget: 50 })).json().error.fields).toEqual({
      version: 'The version you read is required',
    })
  })

  it('pages, sorts, filters and searches', async () => {
    const { admin } = await instance()
    const names = ['Apollo', 'Gemini', 'Mercury', 'Skylab', 'Artemis']
    for (const [n, name] of names.entries()) {
      const status = n % 2 === 0 ? 'active' : 'archived'
      const created = await admin.post(
        '/projects',
        project(name, { status, budget: n * 100, notes: `Mission ${n}` }),
      )
      expect(created.statusCode).toBe(201)
    }
    const page = await admin.get('/projects?sort=name&page=2&pageSize=2')
    expect(page.json()).toMatchObject({ total: 5, page: 2, pageSize: 2 })
    expect(page.json().items.map((item: { name: string }) => item.name)).toEqual(['Gemini', 'Mercury'])
    const byBudget = (await admin.get('/projects?sort=-budget'))
      .json()
      .items.map((item: { name: string }) => item.name)
    expect(byBudget).toEqual(['Artemis', 'Skylab', 'Mercury', 'Gemini', 'Apollo'])
    const archived = (await admin.get('/projects?filter[status]=archived&sort=name')).json()
    expect(archived.items.map((item: { name: string }) => item.name)).toEqual(['Gemini', 'Skylab'])
    // q looks into every searchable field, case-blind; % and _ are only themselves.
    expect(
      (await admin.get('/projects?q=mer')).json().items.map((item: { name: string }) => item.name),
    ).toEqual(['Mercury'])
    expect((await admin.get('/projects?q=MISSION%203')).json().total).toBe(1)
    expect((await admin.get('/projects?q=%25')).json().total).toBe(0)

    for (const [query, field] of [
      ['pageSize=101', 'pageSize'],
      ['sort=notes', 'sort'],
      ['filter[status]=paused', 'filter[status]'],
      ['filter[budget]=lots', 'filter[budget]'],
      ['page=0', 'page'],
    ]) {
      const refused = await admin.get(`/projects?${query}`)
      expect(refused.statusCode, query).toBe(400)
      expect(Object.keys(refused.json().error.fields), query).toEqual([field])
    }
    expect((await admin.get('/projects?colour=red')).json().error.fields).toEqual({
      _: 'Unknown parameter: colour',
    })
  })

  it('exports the current filter as CSV, with no formula a spreadsheet would run', async () => {
    const { admin } = await instance()
    await admin.post('/projects', project('Apollo', { notes: 'line one\nsaid "go"', budget: 5 }))
    await admin.post('/projects', project('=HYPERLINK("http://example.com")', { status: 'archived' }))
    const csv = await admin.get('/projects?format=csv&sort=name')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="projects-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const lines = csv.body.split('\r\n')
    expect(lines[0]).toBe(
      '"id","name","notes","status","budget","headcount","due","billable","owner","createdBy","createdAt","updatedAt"',
    )
    expect(lines[1]).toMatch(/^"[0-9a-f-]{36}","'=HYPERLINK\(""http:\/\/example.com""\)",,"archived",/)
    expect(lines[2]).toMatch(/^"[0-9a-f-]{36}","Apollo","line one\nsaid ""go""","active",5,/)
    const filtered = await admin.get('/projects?format=csv&filter[status]=active')
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2)
  })

  it('holds each person to the definition’s access', async () => {
    const { admin, member, other, anonymous } = await instance()
    const mine = (await member.post('/projects', project('Mine'))).json()
    const theirs = (await admin.post('/projects', project('Theirs'))).json()

    expect((await anonymous.get('/projects')).statusCode).toBe(401)
    expect((await anonymous.post('/projects', project('x'))).statusCode).toBe(401)
    // Members read everything, and change or delete what they created only.
    expect((await other.get('/projects')).json().total).toBe(2)
    expect((await member.patch(`/projects/${mine.id}`, { version: 1, budget: 1 })).statusCode).toBe(200)
    const refused = await member.patch(`/projects/${theirs.id}`, { version: 1, budget: 1 })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('Only the person who created this project may change it.')
    expect((await other.delete(`/projects/${mine.id}`)).statusCode).toBe(403)
    expect((await member.post('/projects/bulk-delete', { ids: [mine.id, theirs.id] })).statusCode).toBe(403)
    expect((await member.get('/projects')).json().total).toBe(2)
    // Administrators change and delete anyone's.
    expect((await admin.patch(`/projects/${mine.id}`, { version: 2, budget: 2 })).statusCode).toBe(200)
    const bulk = await admin.post('/projects/bulk-delete', { ids: [mine.id, theirs.id, 'gone'] })
    expect(bulk.json()).toEqual({ deleted: 2 })
    expect((await admin.get('/projects')).json().total).toBe(0)
  })

  it('shows members only their own records when that is all they may read', async () => {
    const { admin, member, other } = await instance()
    const apollo = (await admin.post('/projects', project('Apollo'))).json()
    const mine = await member.post('/private_notes', { title: 'Mine', project: apollo.id })
    expect(mine.statusCode).toBe(201)
    const theirs = (await other.post('/private_notes', { title: 'Theirs' })).json()
    expect(
      (await member.get('/private_notes')).json().items.map((note: { title: string }) => note.title),
    ).toEqual(['Mine'])
    // Someone else's record is answered as one that does not exist.
    expect((await member.get(`/private_notes/${theirs.id}`)).statusCode).toBe(404)
    expect((await member.patch(`/private_notes/${theirs.id}`, { version: 1, title: 'x' })).statusCode).toBe(
      404,
    )
    expect((await admin.get('/private_notes')).json().total).toBe(2)
    // Members may not delete these, even their own.
    const kept = await member.delete(`/private_notes/${mine.json().id}`)
    expect(kept.statusCode).toBe(403)
    expect(kept.json().error.message).toBe('You cannot delete notes.')
    // A reference to a record that does not exist.
    const dangling = await member.post('/private_notes', { title: 'Lost', project: 'no-such-project' })
    expect(dangling.json().error.fields).toEqual({ project: 'Project: no such record' })
  })

  it('is found by the search palette, by title and searchable fields, only by those who may read it', async () => {
    const { admin, member, other } = await instance()
    await admin.post('/projects', project('Apollo', { notes: 'Moon landing' }))
    await admin.post('/projects', project('Gemini', { notes: 'Orbit rendezvous' }))
    await member.post('/private_notes', { title: 'Moon notes' })
    await other.post('/private_notes', { title: 'Moon secrets' })
    const found = async (who: typeof admin, q: string) =>
      (await who.get(`/search?q=${encodeURIComponent(q)}`))
        .json()
        .records.map((r: { resource: string; title: string }) => `${r.resource}: ${r.title}`)
    // The notes field is searchable: "landing" finds Apollo by it.
    expect(await found(member, 'landing')).toEqual(['projects: Apollo'])
    // Members read only their own notes; administrators read all of them.
    expect(await found(member, 'moon')).toEqual(['projects: Apollo', 'private_notes: Moon notes'])
    expect(await found(other, 'moon')).toEqual(['projects: Apollo', 'private_notes: Moon secrets'])
    expect(await found(admin, 'moon')).toEqual([
      'projects: Apollo',
      'private_notes: Moon notes',
      'private_notes: Moon secrets',
    ])
    const record = (await member.get('/search?q=gemini')).json().records[0]
    expect(record).toEqual({ resource: 'projects', id: expect.any(String), title: 'Gemini' })
    expect((await member.get(`/projects/${record.id}`)).json().name).toBe('Gemini')
  })

  it('tells the open streams of those who may read a resource that it changed, naming nothing more', async () => {
    const secrets = defineResource({
      name: 'secrets',
      label: { one: 'Secret', other: 'Secrets' },
      titleField: 'title',
      group: 'Work',
      fields: { title: { kind: 'text', label: 'Title', required: true } },
      access: { read: ['admin'], create: ['admin'], update: ['admin'], delete: ['admin'] },
    })
    const { app, config, admin, member } = await instance([projects, notes, secrets])
    const url = `${await listen(app)}${config.basePath}/api/notifications/stream`
    const adminStream = await openEventStream(url, { cookie: admin.cookie })
    const memberStream = await openEventStream(url, { cookie: member.cookie })
    await adminStream.next((e) => e.event === 'unread')
    await memberStream.next((e) => e.event === 'unread')
    const changes = (stream: typeof adminStream) =>
      stream.events.filter((e) => e.event === 'changed').map((e) => JSON.parse(e.data))

    expect((await admin.post('/secrets', { title: 'Launch codes' })).statusCode).toBe(201)
    await adminStream.next((e) => e.event === 'changed')
    const { id } = (await member.post('/projects', project('Apollo'))).json()
    await memberStream.next((e) => e.event === 'changed')
    await adminStream.next((e) => e.event === 'changed' && e.data.includes('projects'))
    // Events keep their order: the secret's came first, and never reached the member.
    expect(changes(memberStream)).toEqual([{ type: 'changed', resource: 'projects' }])
    expect(changes(adminStream)).toEqual([
      { type: 'changed', resource: 'secrets' },
      { type: 'changed', resource: 'projects' },
    ])
    expect(memberStream.events.some((e) => e.data.includes('Apollo') || e.data.includes(id))).toBe(false)

    // A change, a delete and a bulk delete each tell the stream; a change that changes nothing does not.
    expect((await member.patch(`/projects/${id}`, { version: 1, name: 'Apollo' })).statusCode).toBe(200)
    expect((await member.patch(`/projects/${id}`, { version: 1, name: 'Apollo 11' })).statusCode).toBe(200)
    await memberStream.next(() => changes(memberStream).length === 2)
    expect((await member.delete(`/projects/${id}`)).statusCode).toBe(204)
    await memberStream.next(() => changes(memberStream).length === 3)
    const second = (await admin.post('/projects', project('Gemini'))).json()
    expect((await admin.post('/projects/bulk-delete', { ids: [second.id] })).json()).toEqual({ deleted: 1 })
    await memberStream.next(() => changes(memberStream).length === 5)
    expect(changes(memberStream)).toHaveLength(5)
    adminStream.close()
    memberStream.close()
    await app.close()
  })

  it('answers 404 for an id that cannot be one, and takes oversized input calmly', async () => {
    const { admin } = await instance()
    expect((await admin.get('/projects/..%2F..%2Fuser')).statusCode).toBe(404)
    expect((await admin.get(`/projects/${'a'.repeat(65)}`)).statusCode).toBe(404)
    const many = await admin.post('/projects/bulk-delete', {
      ids: Array.from({ length: 101 }, (_, n) => `id${n}`),
    })
    expect(many.statusCode).toBe(400)
    expect(many.json().error.fields).toEqual({ ids: 'At most 100 records at once' })
    expect((await admin.get(`/projects?q=${'x'.repeat(201)}`)).statusCode).toBe(400)
  })
})

describe('a resource’s own additions', () => {
  /** An API without pages. */
  const ledger = defineResource({
    name: 'ledger',
    label: { one: 'Entry', other: 'Entries' },
    titleField: 'memo',
    group: 'Work',
    fields: { memo: { kind: 'text', label: 'Memo', required: true, searchable: true } },
    access: { read: ['member'], create: ['member'], update: ['admin'], delete: ['admin'] },
    pages: false,
  })

  it('answers computed values, in the record, the list and the CSV, and stores none', async () => {
    const { admin, database } = await instance([tasks])
    const created = (
      await admin.post('/tasks', { title: 'Write the guide', status: 'open', estimate: 12 })
    ).json()
    expect(created).toMatchObject({ estimate: 12, estimateDays: 1.5 })
    expect((await admin.get(`/tasks/${created.id}`)).json().estimateDays).toBe(1.5)
    expect((await admin.get('/tasks')).json().items[0].estimateDays).toBe(1.5)
    const csv = (await admin.get('/tasks?format=csv')).body.split('\r\n')
    expect(csv[0]).toBe(
      '"id","title","status","estimate","owner","estimateDays","createdBy","createdAt","updatedAt"',
    )
    expect(csv[1]).toContain(',12,,1.5,')
    const columns = await sql<{ name: string }>`
      SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'tasks'`.execute(
      database.db,
    )
    expect(columns.rows.map((row) => row.name)).not.toContain('estimateDays')
  })

  it('takes an action for those its access and its rule allow, at the version read, audited', async () => {
    const { admin, member, other, database } = await instance([tasks])
    const task = (await member.post('/tasks', { title: 'Ship it', status: 'open', owner: other.id })).json()
    const act = (who: typeof admin, action: string, version = task.version) =>
      who.post(`/tasks/${task.id}/actions/${action}`, { version })

    // finish: as update, administrators and the creator.
    expect((await act(other, 'finish')).statusCode).toBe(403)
    expect((await act(other, 'finish')).json().error.message).toBe('You cannot finish this task.')
    const finished = await act(member, 'finish')
    expect(finished.statusCode).toBe(200)
    expect(finished.json()).toMatchObject({ status: 'done', version: task.version + 1 })
    // A stale version is refused, as a stale change is.
    expect((await act(admin, 'finish', task.version)).statusCode).toBe(409)

    // archive: any member, but the rule lets only the task's owner.
    const refused = await act(member, 'archive', task.version + 1)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toBe('Only the task’s owner may archive it.')
    const archived = await act(other, 'archive', task.version + 1)
    expect(archived.json()).toMatchObject({ status: 'archived', version: task.version + 2 })

    expect((await act(admin, 'explode')).statusCode).toBe(404)
    expect((await act(admin, 'toString')).statusCode).toBe(404)
    expect((await admin.post(`/tasks/${task.id}/actions/finish`, {})).statusCode).toBe(400)

    const events = await auditEventsFor(database.db, task.id)
    const updates = events.filter((event) => event.kind === 'record_updated')
    expect(updates.map((event) => event.data)).toEqual([
      expect.objectContaining({
        action: 'archive',
        changes: { status: { before: 'done', after: 'archived' } },
      }),
      expect.objectContaining({ action: 'finish', changes: { status: { before: 'open', after: 'done' } } }),
    ])
  })

  it('answers a computed value that throws as none, and every read still works', async () => {
    const fragile = defineResource({
      ...ledger,
      name: 'fragile',
      pages: undefined,
      computed: {
        broken: {
          label: 'Broken',
          kind: 'number',
          value: () => {
            throw new Error('a mistake in the definition')
          },
        },
      },
    })
    const { member } = await instance([fragile])
    const created = await member.post('/fragile', { memo: 'Still here' })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ memo: 'Still here', broken: null })
    expect((await member.get('/fragile')).json().items).toHaveLength(1)
    expect((await member.get('/fragile?format=csv')).body).toContain('Still here')
  })

  it('refuses to start with an action that sets a value its field refuses', async () => {
    const broken = defineResource({
      ...tasks,
      name: 'broken_tasks',
      actions: { close: { label: 'Close', set: { status: 'closed' } } },
    })
    await expect(createTestApp({}, { resources: [broken] })).rejects.toThrow(
      /action "close" sets status to a value it refuses/,
    )
  })

  it('serves a resource without pages as an API alone, kept out of the search palette', async () => {
    const { member } = await instance([ledger])
    expect((await member.post('/ledger', { memo: 'Coffee beans' })).statusCode).toBe(201)
    expect((await member.get('/ledger?q=coffee')).json().total).toBe(1)
    expect((await member.get('/search?q=coffee')).json().records).toEqual([])
  })
})

describe('a definition', () => {
  it('is refused when it cannot work, naming what is wrong', () => {
    const base = {
      label: { one: 'Thing', other: 'Things' },
      group: 'Work',
      titleField: 'name',
      fields: { name: { kind: 'text', label: 'Name' } },
      access: { read: ['member'], create: ['admin'], update: ['admin'], delete: ['admin'] },
    } as const
    expect(() => defineResource({ ...base, name: 'Things' })).toThrow(/lower-case/)
    expect(() => defineResource({ ...base, name: 'people' })).toThrow(/Foyer’s own/)
    expect(() => defineResource({ ...base, name: 'things', titleField: 'title' })).toThrow(/title field/)
    expect(() =>
      defineResource({
        ...base,
        name: 'things',
        fields: { id: { kind: 'text', label: 'Id' } },
        titleField: 'id',
      }),
    ).toThrow(/every resource has/)
    expect(() =>
      defineResource({ ...base, name: 'things', access: { ...base.access, create: ['creator'] } }),
    ).toThrow(/not yet made/)
    const sum = { label: 'Sum', kind: 'number', value: () => 1 } as const
    expect(() => defineResource({ ...base, name: 'things', computed: { name: sum } })).toThrow(
      /name of a column/,
    )
    expect(() =>
      defineResource({
        ...base,
        name: 'things',
        actions: { close: { label: 'Close', set: { state: 'x' } } },
      }),
    ).toThrow(/not one of its fields/)
  })
})
