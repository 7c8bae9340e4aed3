import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LOOK } from '#shared/look.ts'
import { findUserByEmail } from '../db/queries/users.ts'
import { callApi, cookieOf, me, PASSWORD, person, registered, signIn } from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'

const arabic = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'shared', 'i18n', 'messages', 'ar.json'), 'utf8'),
) as Record<string, string>

// The customizer's choices (decision 027): a person's, kept over the instance's defaults, which an
// administrator sets; and the page the server sends in that look.

const defaultsSet = {
  preset: 'green',
  font: 'roboto',
  direction: 'ltr',
  width: 'contained',
  miniDrawer: true,
}

describe('a person’s look', () => {
  it('keeps each choice over the instance’s defaults, merges changes, and puts one back with null', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const bob = await registered(app, config, person(2))
    const put = (cookie: string, body: unknown) =>
      callApi(app, config, cookie, 'PUT', '/account/appearance', body)
    expect((await me(app, config, ada.cookie)).json()).toMatchObject({
      look: DEFAULT_LOOK,
      hasOwnLook: false,
    })

    // Two tabs changing two things at once: both are kept.
    const [one, two] = await Promise.all([
      put(ada.cookie, { preset: 'teal' }),
      put(ada.cookie, { direction: 'rtl', miniDrawer: true }),
    ])
    expect([one.statusCode, two.statusCode]).toEqual([204, 204])
    const chosen = { ...DEFAULT_LOOK, preset: 'teal', direction: 'rtl', miniDrawer: true }
    expect((await me(app, config, ada.cookie)).json()).toMatchObject({ look: chosen, hasOwnLook: true })
    // Another device of hers hears it; another person does not.
    const elsewhere = await signIn(app, config, { email: person(1).email, password: PASSWORD })
    expect((await me(app, config, cookieOf(elsewhere))).json().look).toEqual(chosen)
    expect((await me(app, config, bob.cookie)).json().look).toEqual(DEFAULT_LOOK)

    // The colour mode and a choice together; then null gives a choice back to the defaults.
    expect((await put(ada.cookie, { colorMode: 'dark', font: 'inter' })).statusCode).toBe(204)
    expect((await put(ada.cookie, { direction: null, miniDrawer: null })).statusCode).toBe(204)
    expect((await me(app, config, ada.cookie)).json()).toMatchObject({
      colorMode: 'dark',
      look: { ...DEFAULT_LOOK, preset: 'teal', font: 'inter' },
      hasOwnLook: true,
    })
    expect(
      (await put(ada.cookie, { preset: null, font: null, direction: null, width: null, miniDrawer: null }))
        .statusCode,
    ).toBe(204)
    expect((await me(app, config, ada.cookie)).json()).toMatchObject({
      look: DEFAULT_LOOK,
      hasOwnLook: false,
    })
  })

  it('refuses what is not a choice, with a sentence for the field, and changes nothing', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const put = (body: unknown) => callApi(app, config, ada.cookie, 'PUT', '/account/appearance', body)
    await put({ preset: 'violet' })
    const refusals: [unknown, string, RegExp][] = [
      [{ preset: 'red' }, 'preset', /six colours/],
      [{ font: 'Comic Sans' }, 'font', /Public Sans, Inter or Roboto/],
      [{ direction: 'up' }, 'direction', /right to left/],
      [{ width: 'wide' }, 'width', /contained or full width/],
      [{ miniDrawer: 'yes' }, 'miniDrawer', /on or off/],
    ]
    for (const [body, field, message] of refusals) {
      const refused = await put(body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
      expect(refused.json().error.fields[field], JSON.stringify(body)).toMatch(message)
    }
    for (const body of [{}, { preset: 'teal', userId: 'x' }, { look: { preset: 'teal' } }, 'teal', []]) {
      expect((await put(body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await me(app, config, ada.cookie)).json().look.preset).toBe('violet')
    expect(
      (await callApi(app, config, '', 'PUT', '/account/appearance', { preset: 'teal' })).statusCode,
    ).toBe(401)
  })

  it('sends the pages in the person’s direction, with their font’s files preloaded instead of the default’s', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const page = () => app.inject({ url: '/free/dashboard/default', headers: { cookie: ada.cookie } })
    const before = (await page()).body
    expect(before).toContain('<html lang="en">')
    expect(before).toContain('public-sans-latin-400')
    await callApi(app, config, ada.cookie, 'PUT', '/account/appearance', { direction: 'rtl', font: 'inter' })
    const after = (await page()).body
    expect(after).toContain('<html lang="en" dir="rtl">')
    expect(after).toContain(
      '<link rel="preload" as="font" type="font/woff2" href="/free/assets/inter-latin-400',
    )
    expect(after).not.toContain('public-sans-latin-400')
    // Nobody signed in: the defaults.
    expect((await app.inject({ url: '/free/dashboard/default' })).body).toContain('public-sans-latin-400')
  })
})

describe('a person’s language', () => {
  it('is their browser’s until they choose one, kept for every device, and turns Arabic right to left', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const page = (acceptLanguage?: string) =>
      app.inject({
        url: '/free/dashboard/default',
        headers: { cookie: ada.cookie, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
      })
    expect((await me(app, config, ada.cookie)).json().language).toBeNull()
    // No choice: the first of the browser's languages the app has, by their weights; else English.
    expect((await page()).body).toContain('<html lang="en">')
    expect((await page('de-CH, fr;q=0.9')).body).toContain('<html lang="de">')
    expect((await page('ja, fr-CA;q=0.8, de;q=0.5')).body).toContain('<html lang="fr">')
    expect((await page('ar-EG')).body).toContain('<html lang="ar" dir="rtl">')
    expect((await page('ja, zh;q=0.9')).body).toContain('<html lang="en">')

    const put = (body: unknown) => callApi(app, config, ada.cookie, 'PUT', '/account/appearance', body)
    expect((await put({ language: 'fr' })).statusCode).toBe(204)
    expect((await me(app, config, ada.cookie)).json().language).toBe('fr')
    // Her choice over her browser's, on another device too.
    const elsewhere = await signIn(app, config, { email: person(1).email, password: PASSWORD })
    expect((await me(app, config, cookieOf(elsewhere))).json().language).toBe('fr')
    expect((await page('de')).body).toContain('<html lang="fr">')
    // Arabic reads right to left, whatever direction her look says.
    expect((await put({ language: 'ar' })).statusCode).toBe(204)
    expect((await page('en')).body).toContain('<html lang="ar" dir="rtl">')
    // A language the app does not have is refused with a sentence (in hers), and nothing changes.
    const refused = await put({ language: 'tlh' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields.language).toBe(arabic['schema.look.choose-language'])
    expect((await me(app, config, ada.cookie)).json().language).toBe('ar')
    // null: the browser's again.
    expect((await put({ language: null })).statusCode).toBe(204)
    expect((await page('de')).body).toContain('<html lang="de">')
  })
})

describe('the instance’s defaults', () => {
  it('are set by an administrator alone, audited, and reach everyone who did not choose', async () => {
    const { app, config, database } = await createTestApp()
    const admin = await registered(app, config, person(1))
    const member = await registered(app, config, person(2))
    const chooser = await registered(app, config, person(3))
    await callApi(app, config, chooser.cookie, 'PUT', '/account/appearance', { preset: 'magenta' })
    const get = (cookie: string) => callApi(app, config, cookie, 'GET', '/admin/appearance')
    const put = (cookie: string, body: unknown) =>
      callApi(app, config, cookie, 'PUT', '/admin/appearance', body)

    expect((await get(admin.cookie)).json()).toEqual(DEFAULT_LOOK)
    expect((await get(member.cookie)).statusCode).toBe(403)
    expect((await put(member.cookie, defaultsSet)).statusCode).toBe(403)
    expect((await get('')).statusCode).toBe(401)
    // Every choice is required: a default is never left unsaid.
    for (const body of [
      { preset: 'green' },
      { ...defaultsSet, font: 'Arial' },
      { ...defaultsSet, extra: 1 },
    ]) {
      expect((await put(admin.cookie, body)).statusCode, JSON.stringify(body)).toBe(400)
    }
    expect((await get(admin.cookie)).json()).toEqual(DEFAULT_LOOK)

    const saved = await put(admin.cookie, defaultsSet)
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual(defaultsSet)
    expect((await get(admin.cookie)).json()).toEqual(defaultsSet)
    expect((await me(app, config, member.cookie)).json()).toMatchObject({
      look: defaultsSet,
      hasOwnLook: false,
    })
    expect((await me(app, config, admin.cookie)).json().look).toEqual(defaultsSet)
    // One who chose keeps their choice, and takes the defaults for the rest.
    expect((await me(app, config, chooser.cookie)).json().look).toEqual({ ...defaultsSet, preset: 'magenta' })

    const adminUser = await findUserByEmail(database.db, admin.email)
    const changes = () =>
      database.db
        .selectFrom('auditEvent')
        .selectAll()
        .where('kind', '=', 'appearance_defaults_changed')
        .execute()
    const recorded = await changes()
    expect(recorded).toHaveLength(1)
    expect(recorded[0]?.actorId).toBe(adminUser?.id)
    const data = recorded[0]?.data
    expect(typeof data === 'string' ? JSON.parse(data) : data).toEqual({
      preset: { from: 'indigo', to: 'green' },
      font: { from: 'public-sans', to: 'roboto' },
      width: { from: 'full', to: 'contained' },
      miniDrawer: { from: false, to: true },
    })
    // Saving the same again changes nothing and records nothing.
    expect((await put(admin.cookie, defaultsSet)).statusCode).toBe(200)
    expect(await changes()).toHaveLength(1)
  })
})
