import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import type { Config } from '../config.ts'
import { me, person, registered, signIn } from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'

// GET /api/search: permission checks, limits, ordering and odd input.

const search = (app: FastifyInstance, config: Config, cookie: string, q: string) =>
  app.inject({ url: `${config.basePath}/api/search?q=${encodeURIComponent(q)}`, headers: { cookie } })

describe('search', () => {
  it('a member finds their own notifications but never people or audit events', async () => {
    const { app, config } = await createTestApp()
    await registered(app, config, person('admin'))
    const member = await registered(app, config, person('member'))
    const response = await search(app, config, member.cookie, 'adaadmin@example')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      query: 'adaadmin@example',
      people: [],
      notifications: [],
      auditEvents: [],
      records: [],
    })
    const own = (await search(app, config, member.cookie, 'secure')).json()
    expect(own.notifications.map((n: { title: string }) => n.title)).toEqual(['Secure your account'])
    expect((await search(app, config, member.cookie, 'sign in')).json().auditEvents).toEqual([])
  })

  it('an administrator finds people by part of their email, and their latest events', async () => {
    const { app, config } = await createTestApp()
    const admin = await registered(app, config, person('admin'))
    const member = await registered(app, config, person('member'))
    await signIn(app, config, { email: member.email, password: 'wrong password!' })
    const memberId = (await me(app, config, member.cookie)).json().id
    const found = (await search(app, config, admin.cookie, 'MEMBER@exam')).json()
    expect(found.people).toEqual([
      { id: memberId, name: 'Ada Testermember', email: 'adamember@example.org', role: 'member' },
    ])
    expect(found.auditEvents.map((e: { kind: string }) => e.kind)).toEqual(['sign_in_failed', 'sign_up'])
    expect(found.auditEvents[0]).toMatchObject({ targetId: memberId, targetName: 'Ada Testermember' })
    // Kinds by their label.
    const failed = (await search(app, config, admin.cookie, 'failed sign')).json()
    expect(failed.auditEvents.map((e: { kind: string }) => e.kind)).toEqual(['sign_in_failed'])
  })

  it('limits each group to 5, ordered; takes %, _ and quotes literally; cuts long queries and refuses huge ones', async () => {
    const { app, config } = await createTestApp()
    const admin = await registered(app, config, person('admin'))
    for (const n of [5, 3, 1, 4, 2, 6]) await registered(app, config, person(`p${n}`, { firstName: 'Zed' }))
    const many = (await search(app, config, admin.cookie, 'zed')).json()
    expect(many.people.map((p: { name: string }) => p.name)).toEqual([
      'Zed Testerp1',
      'Zed Testerp2',
      'Zed Testerp3',
      'Zed Testerp4',
      'Zed Testerp5',
    ])
    for (const odd of ['%', '_', "'", '"', "' OR 1=1 --", '\\', '%_%']) {
      const response = await search(app, config, admin.cookie, odd)
      expect(response.statusCode, odd).toBe(200)
      expect(response.json().people, odd).toEqual([])
    }
    const long = await search(app, config, admin.cookie, `zed${'x'.repeat(200)}`)
    expect(long.statusCode).toBe(200)
    expect(long.json().query).toHaveLength(100)
    expect((await search(app, config, admin.cookie, 'x'.repeat(501))).statusCode).toBe(400)
    expect((await search(app, config, admin.cookie, '   ')).json()).toMatchObject({ query: '', people: [] })
    expect(
      (
        await app.inject({
          url: `${config.basePath}/api/search?q=zed&q=ada`,
          headers: { cookie: admin.cookie },
        })
      ).statusCode,
    ).toBe(400)
    expect((await app.inject({ url: `${config.basePath}/api/search?q=zed` })).statusCode).toBe(401)
  })
})
