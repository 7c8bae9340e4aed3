import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AVATAR_SIZE, BIO_MAX_LENGTH } from '#shared/account.ts'
import type { Config } from '../config.ts'
import { auditEventsFor } from '../db/queries/audit.ts'
import { findUserByEmail } from '../db/queries/users.ts'
import {
  cookieOf,
  fromApp,
  me,
  outbox,
  PASSWORD,
  person,
  registered,
  setCookieLines,
  signIn,
  signUp,
  unconfirmed,
} from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'
import { IMAGE_JOBS } from './account.ts'

// The account center's API, with the bad inputs a client may send it.

const api = (config: Config, path: string) => `${config.basePath}/api${path}`

function send(
  app: FastifyInstance,
  config: Config,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: api(config, path),
    ...(payload === undefined
      ? { headers: { origin: config.publicUrl, cookie } }
      : { headers: fromApp(config, cookie), payload: payload as Record<string, unknown> }),
  })
}

const profile = {
  firstName: 'Grace',
  lastName: 'Hopper',
  jobTitle: 'Rear admiral',
  company: 'US Navy',
  location: 'Arlington',
  bio: 'Wrote the first compiler.\nFound a moth.',
}

function image(
  format: 'png' | 'jpeg' | 'webp',
  width = 400,
  height = 300,
  options: { lossless?: boolean } = {},
) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .toFormat(format, options)
    .toBuffer()
}

function upload(
  app: FastifyInstance,
  config: Config,
  cookie: string,
  body: Buffer,
  query = '',
  type = 'application/octet-stream',
) {
  return app.inject({
    method: 'PUT',
    url: `${api(config, '/account/avatar')}${query}`,
    headers: { origin: config.publicUrl, cookie, 'content-type': type },
    payload: body,
  })
}

describe('profile', () => {
  it('reads, edits and shows the profile; the top bar (/api/me) follows', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const before = await send(app, config, ada.cookie, 'GET', '/account')
    expect(before.statusCode).toBe(200)
    expect(before.json()).toMatchObject({
      name: 'Ada Tester1',
      firstName: 'Ada',
      lastName: 'Tester1',
      email: 'ada1@example.org',
      role: 'admin',
      plan: 'Free',
      bio: null,
      socialLinks: {},
      avatar: null,
    })
    // Asked once before the edit: the answer kept for the session must not outlive the change.
    expect((await me(app, config, ada.cookie)).json()).toMatchObject({ name: 'Ada Tester1', jobTitle: null })
    const edited = await send(app, config, ada.cookie, 'PATCH', '/account', profile)
    expect(edited.statusCode).toBe(200)
    expect(edited.json()).toMatchObject({ ...profile, name: 'Grace Hopper' })
    expect((await me(app, config, ada.cookie)).json()).toMatchObject({
      name: 'Grace Hopper',
      jobTitle: 'Rear admiral',
    })

    // Others see the profile without the email address.
    const bob = await registered(app, config, person(2))
    const seen = await send(app, config, bob.cookie, 'GET', `/people/${before.json().id}`)
    expect(seen.statusCode).toBe(200)
    expect(seen.json()).toEqual({
      id: before.json().id,
      name: 'Grace Hopper',
      role: 'admin',
      jobTitle: 'Rear admiral',
      company: 'US Navy',
      location: 'Arlington',
      bio: profile.bio,
      socialLinks: {},
      avatar: null,
      memberSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
    expect(seen.body).not.toContain('ada1@example.org')
    expect((await send(app, config, bob.cookie, 'GET', '/people/nobody')).statusCode).toBe(404)
    expect((await app.inject({ url: api(config, `/people/${before.json().id}`) })).statusCode).toBe(401)
  })

  it('lists people by name for a person picker: names only, banned people left out, ten at most', async () => {
    const { app, config } = await createTestApp()
    const admin = await registered(app, config, person(1, { firstName: 'Grace' }))
    const bob = await registered(app, config, person(2, { firstName: 'Bob' }))
    const carol = await registered(app, config, person(3, { firstName: 'Carol' }))
    const bobId = (await me(app, config, bob.cookie)).json().id
    const carolId = (await me(app, config, carol.cookie)).json().id

    const found = await send(app, config, bob.cookie, 'GET', '/people?q=carol')
    expect(found.statusCode).toBe(200)
    expect(found.json()).toEqual({ items: [{ id: carolId, name: 'Carol Tester3' }] })
    expect(found.body).not.toContain('@example.org')
    // Any word of the name, any case; without a search, everyone by name.
    expect((await send(app, config, bob.cookie, 'GET', '/people?q=TESTER')).json().items).toHaveLength(3)
    expect(
      (await send(app, config, bob.cookie, 'GET', '/people'))
        .json()
        .items.map((p: { name: string }) => p.name),
    ).toEqual(['Bob Tester2', 'Carol Tester3', 'Grace Tester1'])

    const ban = await send(app, config, admin.cookie, 'POST', `/admin/users/${carolId}/ban`, {
      reason: 'x',
      expiresAt: null,
      showReason: false,
    })
    expect(ban.statusCode).toBe(200)
    expect((await send(app, config, bob.cookie, 'GET', '/people?q=carol')).json()).toEqual({ items: [] })
    expect((await send(app, config, admin.cookie, 'GET', '/people?q=bob')).json().items[0].id).toBe(bobId)

    for (let n = 4; n <= 14; n++) await registered(app, config, person(n))
    expect((await send(app, config, bob.cookie, 'GET', '/people?q=ada')).json().items).toHaveLength(10)

    const tooLong = await send(app, config, bob.cookie, 'GET', `/people?q=${'x'.repeat(101)}`)
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.body).toContain('The search is at most 100 characters')
    expect((await send(app, config, bob.cookie, 'GET', '/people?other=1')).statusCode).toBe(400)
    expect((await app.inject({ url: api(config, '/people?q=bob') })).statusCode).toBe(401)
  })

  it('empties optional fields and refuses oversized or missing ones, field by field', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    await send(app, config, ada.cookie, 'PATCH', '/account', profile)
    const cleared = await send(app, config, ada.cookie, 'PATCH', '/account', {
      ...profile,
      jobTitle: '  ',
      bio: '',
    })
    expect(cleared.json()).toMatchObject({ jobTitle: null, bio: null, company: 'US Navy' })

    const bad = await send(app, config, ada.cookie, 'PATCH', '/account', {
      ...profile,
      firstName: '',
      bio: 'x'.repeat(BIO_MAX_LENGTH + 1),
      location: 'y'.repeat(101),
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual({
      firstName: 'Enter your first name',
      bio: `Use at most ${BIO_MAX_LENGTH} characters`,
      location: 'Use at most 100 characters',
    })
    expect((await send(app, config, ada.cookie, 'GET', '/account')).json().firstName).toBe('Grace')
    // A huge JSON body is refused before any parsing of fields.
    const huge = await send(app, config, ada.cookie, 'PATCH', '/account', {
      ...profile,
      bio: 'z'.repeat(2_000_000),
    })
    expect(huge.statusCode).toBe(413)
  })

  it('keeps only http(s) social links and refuses javascript: and friends', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const saved = await send(app, config, ada.cookie, 'PUT', '/account/social-links', {
      socialLinks: { github: 'https://github.com/ada', website: '', x: ' http://x.com/ada ' },
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().socialLinks).toEqual({ github: 'https://github.com/ada', x: 'http://x.com/ada' })
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.org',
      '//evil.example',
      'https://user:pw@example.org',
      `https://example.org/${'a'.repeat(600)}`,
    ]) {
      const refused = await send(app, config, ada.cookie, 'PUT', '/account/social-links', {
        socialLinks: { website: url },
      })
      expect(refused.statusCode, url).toBe(400)
      expect(refused.json().error.fields['socialLinks.website'], url).toMatch(/https:\/\/|at most 500/)
    }
    expect((await send(app, config, ada.cookie, 'GET', '/account')).json().socialLinks).toEqual({
      github: 'https://github.com/ada',
      x: 'http://x.com/ada',
    })
  })

  it('keeps the person’s colour mode, follows it in /api/me and refuses anything else', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const bob = await registered(app, config, person(2))
    expect((await me(app, config, ada.cookie)).json().colorMode).toBeNull()
    const saved = await send(app, config, ada.cookie, 'PUT', '/account/appearance', { colorMode: 'dark' })
    expect(saved.statusCode).toBe(204)
    expect((await me(app, config, ada.cookie)).json().colorMode).toBe('dark')
    // Another session of the same person (another device) hears it too; another person does not.
    const adaElsewhere = await signIn(app, config, { email: person(1).email, password: PASSWORD })
    expect((await me(app, config, cookieOf(adaElsewhere))).json().colorMode).toBe('dark')
    expect((await me(app, config, bob.cookie)).json().colorMode).toBeNull()
    for (const body of [
      { colorMode: 'sepia' },
      { colorMode: 'DARK' },
      {},
      { colorMode: 'dark', userId: 'x' },
    ]) {
      const refused = await send(app, config, ada.cookie, 'PUT', '/account/appearance', body)
      expect(refused.statusCode, JSON.stringify(body)).toBe(400)
    }
    const wrong = await send(app, config, ada.cookie, 'PUT', '/account/appearance', { colorMode: 'sepia' })
    expect(wrong.json().error.fields.colorMode).toBe('Choose light, dark or system')
    expect((await me(app, config, ada.cookie)).json().colorMode).toBe('dark')
    expect(
      (await send(app, config, '', 'PUT', '/account/appearance', { colorMode: 'light' })).statusCode,
    ).toBe(401)
  })

  it('acts only on the signed-in person: no one else’s profile can be changed', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const bob = await registered(app, config, person(2))
    const bobId = (await me(app, config, bob.cookie)).json().id
    // Ids in the body are ignored; there is no route that takes another person's id for writing.
    await send(app, config, ada.cookie, 'PATCH', '/account', { ...profile, id: bobId })
    expect((await send(app, config, bob.cookie, 'GET', '/account')).json().name).toBe('Ada Tester2')
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const response = await send(app, config, ada.cookie, method, `/people/${bobId}`, profile)
      expect(response.statusCode).toBe(404)
    }
    expect((await send(app, config, '', 'PATCH', '/account', profile)).statusCode).toBe(401)
  })
})

describe('avatar', () => {
  it('stores PNG, JPEG and WebP as a downscaled square, recognised by content, and serves it', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      // Declared as something else: the bytes decide.
      const response = await upload(app, config, ada.cookie, await image(format), '', 'image/gif')
      expect(response.statusCode, format).toBe(200)
      const avatar = response.json().avatar as string
      expect(avatar).toMatch(/^\/free\/api\/people\/[^/]+\/avatar\?v=/)
      expect((await me(app, config, ada.cookie)).json().avatar).toBe(avatar)
      const served = await app.inject({ url: avatar, headers: { cookie: ada.cookie } })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['cache-control']).toContain('immutable')
      const meta = await sharp(served.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', AVATAR_SIZE, AVATAR_SIZE])
    }
  })

  it('crops the square the person chose', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    // Left half red, right half blue: a crop of the right half is blue.
    const left = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    const picture = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toBuffer()
    const response = await upload(app, config, ada.cookie, picture, '?x=200&y=0&size=200')
    expect(response.statusCode).toBe(200)
    const served = await app.inject({ url: response.json().avatar, headers: { cookie: ada.cookie } })
    const { data } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true })
    expect(data[2]).toBeGreaterThan(200)
    expect(data[0]).toBeLessThan(50)

    const outside = await upload(app, config, ada.cookie, picture, '?x=300&y=0&size=200')
    expect(outside.statusCode).toBe(400)
    expect(outside.json().error.code).toBe('bad_crop')
    expect((await upload(app, config, ada.cookie, picture, '?x=1')).statusCode).toBe(400)
    expect((await upload(app, config, ada.cookie, picture, '?x=-1&y=0&size=10')).statusCode).toBe(400)
  })

  it('refuses an SVG, a renamed executable, a truncated image, a huge one, and a 20 MB upload', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
    )
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000)])
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000)])
    for (const [name, bytes, type] of [
      ['svg', svg, 'image/svg+xml'],
      ['elf named .png', elf, 'image/png'],
      ['exe', exe, 'application/octet-stream'],
    ] as const) {
      const response = await upload(app, config, ada.cookie, bytes, '', type)
      expect(response.statusCode, name).toBe(415)
      expect(response.json().error.fields.avatar).toBe('Use a PNG, JPEG or WebP image.')
    }
    const png = await image('png')
    const truncated = await upload(app, config, ada.cookie, png.subarray(0, 60))
    expect(truncated.statusCode).toBe(422)
    // 12,000 × 12,000 pixels compresses to little but would take 430 MB to decode.
    const bomb = await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024)
    expect((await upload(app, config, ada.cookie, bomb)).statusCode).toBe(422)

    const big = await upload(app, config, ada.cookie, Buffer.alloc(20 * 1024 * 1024, 1))
    expect(big.statusCode).toBe(413)
    expect(big.json().error.message).toBe('Use an image of at most 2 MB.')
    expect((await upload(app, config, ada.cookie, Buffer.alloc(0))).statusCode).toBe(400)
    expect((await send(app, config, ada.cookie, 'GET', '/account')).json().avatar).toBeNull()
    // Without the app's origin, or signed out: refused.
    const foreign = await app.inject({
      method: 'PUT',
      url: api(config, '/account/avatar'),
      headers: {
        origin: 'https://evil.example',
        cookie: ada.cookie,
        'content-type': 'application/octet-stream',
      },
      payload: png,
    })
    expect(foreign.statusCode).toBe(403)
    expect((await upload(app, config, '', png)).statusCode).toBe(401)
  })

  it('removes the photo: initials again, and the old URL answers 404', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const { avatar } = (await upload(app, config, ada.cookie, await image('jpeg'))).json()
    const removed = await send(app, config, ada.cookie, 'DELETE', '/account/avatar')
    expect(removed.statusCode).toBe(200)
    expect(removed.json().avatar).toBeNull()
    expect((await me(app, config, ada.cookie)).json().avatar).toBeNull()
    expect((await app.inject({ url: avatar, headers: { cookie: ada.cookie } })).statusCode).toBe(404)
  })
})

describe('avatar: what an upload may cost', () => {
  it('refuses a 40- and a 17-megapixel image from its header, before decoding it', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    // Each compresses to little: lossless WebP of one colour, a plain JPEG.
    const fortyMegapixels = await image('webp', 8000, 5000, { lossless: true })
    expect(fortyMegapixels.length).toBeLessThan(4096)
    const seventeenMegapixels = await image('jpeg', 4250, 4000)
    for (const [name, bytes, shown] of [
      ['40 MP WebP', fortyMegapixels, '40'],
      ['17 MP JPEG', seventeenMegapixels, '17'],
      // Its pixels cut away: a decoder would find it unreadable, the header alone refuses it.
      ['17 MP JPEG header', seventeenMegapixels.subarray(0, 2000), '17'],
    ] as const) {
      const response = await upload(app, config, ada.cookie, bytes)
      expect(response.statusCode, name).toBe(422)
      expect(response.json().error).toMatchObject({
        code: 'image_too_large',
        fields: { avatar: `Use an image of at most 16 megapixels (this one has ${shown}).` },
      })
    }
    // 16 megapixels exactly is taken.
    expect((await upload(app, config, ada.cookie, await image('jpeg', 4000, 4000))).statusCode).toBe(200)
  })

  it('crops what the person saw in a photo turned by its EXIF orientation', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    // Stored 400×200, left half red, right half blue; orientation 6 shows it turned a quarter
    // clockwise, 200×400: red on top, blue below.
    const left = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer()
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#0000ff' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const colourOf = async (query: string) => {
      const response = await upload(app, config, ada.cookie, photo, query)
      expect(response.statusCode, query).toBe(200)
      const served = await app.inject({ url: response.json().avatar, headers: { cookie: ada.cookie } })
      const { data, info } = await sharp(served.rawPayload).raw().toBuffer({ resolveWithObject: true })
      expect([info.width, info.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE])
      // The centre: JPEG blurs colours along the edge between the halves.
      const centre = (AVATAR_SIZE * (AVATAR_SIZE / 2) + AVATAR_SIZE / 2) * info.channels
      const [red = 0, , blue = 0] = data.subarray(centre, centre + 3)
      return blue > 200 && red < 50 ? 'blue' : red > 200 && blue < 50 ? 'red' : 'other'
    }
    expect(await colourOf('?x=0&y=0&size=200')).toBe('red')
    expect(await colourOf('?x=0&y=200&size=200')).toBe('blue')
    const outside = await upload(app, config, ada.cookie, photo, '?x=200&y=0&size=200')
    expect(outside.json().error.message).toBe('The square must lie inside the image (200×400 pixels).')
  })

  it(`decodes ${IMAGE_JOBS.concurrency} photo at a time, lets ${IMAGE_JOBS.maxWaiting} wait, and answers the rest 503`, async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    // PNG has no shrink-on-load: each one is decoded whole, which takes a while.
    const photo = await image('png', 2000, 2000)
    const count = IMAGE_JOBS.concurrency + IMAGE_JOBS.maxWaiting + 3
    const responses = await Promise.all(
      Array.from({ length: count }, () => upload(app, config, ada.cookie, photo)),
    )
    const statuses = responses.map((response) => response.statusCode)
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(
      IMAGE_JOBS.concurrency + IMAGE_JOBS.maxWaiting,
    )
    const busy = responses.filter((response) => response.statusCode === 503)
    expect(busy.length).toBeGreaterThanOrEqual(1)
    expect(busy.length + statuses.filter((status) => status === 200).length).toBe(count)
    expect(busy[0]?.headers['retry-after']).toBe('5')
    expect(busy[0]?.json().error.fields.avatar).toBe(
      'Too many photos are being processed. Try again in a few seconds.',
    )
    // Once the queue has drained, a photo goes through again.
    expect((await upload(app, config, ada.cookie, await image('png'))).statusCode).toBe(200)
  })

  it('limits uploads per person and per client address (an IPv6 client by its /64)', async () => {
    const { app, config } = await createTestApp({ RATE_LIMIT: 'true' })
    type Person = { cookie: string }
    const people: Person[] = []
    for (const n of [1, 2, 3, 4]) people.push(await registered(app, config, person(n)))
    const [ada, bob, cy, dee] = people as [Person, Person, Person, Person]
    const png = await image('png', 40, 40)
    const from = (who: { cookie: string }, remoteAddress: string) =>
      app.inject({
        method: 'PUT',
        url: api(config, '/account/avatar'),
        headers: { origin: config.publicUrl, cookie: who.cookie, 'content-type': 'application/octet-stream' },
        remoteAddress,
        payload: png,
      })

    // Ten a person in a quarter of an hour, wherever they upload from.
    for (let n = 1; n <= 10; n++) expect((await from(ada, `2001:db8:1:1::${n}`)).statusCode).toBe(200)
    const eleventh = await from(ada, '203.0.113.9')
    expect(eleventh.statusCode).toBe(429)
    expect(eleventh.json().error.fields.avatar).toMatch(
      /^Too many photo uploads\. Try again in \d+ seconds\.$/,
    )
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0)

    // Thirty an address, every address of one /64 counting as one.
    for (const [who, host] of [
      [bob, 'a'],
      [cy, 'b'],
    ] as const) {
      for (let n = 1; n <= 10; n++)
        expect((await from(who, `2001:db8:1:1::${host}${n}`)).statusCode).toBe(200)
    }
    expect((await from(dee, '2001:db8:1:1:ffff::1')).statusCode).toBe(429)
    expect((await from(dee, '2001:db8:1:2::1')).statusCode).toBe(200)
  })
})

describe('email change', () => {
  it('needs a confirmation (or the current password) and a free address; changes at once without verification', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    await registered(app, config, person(2))
    const change = (payload: unknown) => send(app, config, ada.cookie, 'POST', '/account/email', payload)

    await unconfirmed(app, config, ada.cookie)
    const missing = await change({ newEmail: 'new@example.org' })
    expect(missing.statusCode).toBe(403)
    expect(missing.json().error.code).toBe('confirmation_required')
    expect((await change({ newEmail: 'new@example.org', currentPassword: '' })).json().error.fields).toEqual({
      currentPassword: 'Enter your current password',
    })
    const wrong = await change({ newEmail: 'new@example.org', currentPassword: 'not my password' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields.currentPassword).toBe('Your password is not right.')
    const taken = await change({ newEmail: 'ADA2@example.org', currentPassword: PASSWORD })
    expect(taken.json().error.fields.newEmail).toBe('Another account uses this email address.')
    const same = await change({ newEmail: 'ada1@example.org', currentPassword: PASSWORD })
    expect(same.json().error.code).toBe('same_email')
    expect((await change({ newEmail: 'not an email', currentPassword: PASSWORD })).statusCode).toBe(400)

    const done = await change({ newEmail: 'grace@example.org', currentPassword: PASSWORD })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ status: 'changed', email: 'grace@example.org' })
    expect((await me(app, config, ada.cookie)).json().email).toBe('grace@example.org')
    expect((await signIn(app, config, { email: 'grace@example.org', password: PASSWORD })).statusCode).toBe(
      200,
    )
    expect((await signIn(app, config, { email: 'ada1@example.org', password: PASSWORD })).statusCode).toBe(
      401,
    )
    const mails = await outbox(app, config)
    expect(mails.at(-1)).toMatchObject({
      to: 'ada1@example.org',
      subject: expect.stringContaining('has changed'),
    })
    const user = await findUserByEmail(app.database.db, 'grace@example.org')
    const kinds = (await auditEventsFor(app.database.db, user?.id ?? '')).map((event) => event.kind)
    expect(kinds).toContain('email_changed')
  })

  it('with verification on, changes only when the link sent to the new address is opened, once', async () => {
    const verifying = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' })
    const { app, config } = verifying
    await signUp(app, config, person(1))
    await app.database.db.updateTable('user').set({ emailVerified: true }).execute()
    const ada = { cookie: cookieOf(await signIn(app, config, person(1))) }
    const response = await send(app, config, ada.cookie, 'POST', '/account/email', {
      newEmail: 'grace@example.org',
      currentPassword: PASSWORD,
    })
    expect(response.json()).toEqual({ status: 'verification_sent', email: 'grace@example.org' })
    expect((await me(app, config, ada.cookie)).json().email).toBe('ada1@example.org')
    const mail = (await outbox(verifying.app, verifying.config)).find((m) => m.to === 'grace@example.org')
    expect(mail?.link).toContain('/api/account/email/confirm?token=')
    const url = String(mail?.link).replace(verifying.config.publicUrl, '')
    const opened = await verifying.app.inject({ url })
    expect(opened.statusCode).toBe(303)
    expect(opened.headers.location).toBe('/free/account/settings?email=changed')
    expect((await me(app, config, ada.cookie)).json()).toMatchObject({
      email: 'grace@example.org',
      emailVerified: true,
    })
    const again = await verifying.app.inject({ url })
    expect(again.headers.location).toBe('/free/account/settings?email=invalid')
    const forged = await verifying.app.inject({ url: `${url.split('=')[0]}=forged` })
    expect(forged.headers.location).toBe('/free/account/settings?email=invalid')
  })

  it('keeps a mixed-case address in lower case: signed out, the person signs in with it in any case', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const done = await send(app, config, ada.cookie, 'POST', '/account/email', {
      newEmail: ' Mixed.Case@Example.COM ',
      currentPassword: PASSWORD,
    })
    expect(done.statusCode).toBe(200)
    const signedOut = await app.inject({
      method: 'POST',
      url: api(config, '/auth/sign-out'),
      headers: fromApp(config, ada.cookie),
      payload: {},
    })
    expect(signedOut.statusCode).toBe(200)
    for (const email of ['Mixed.Case@Example.COM', 'mixed.case@example.com', 'MIXED.CASE@EXAMPLE.COM'])
      expect((await signIn(app, config, { email, password: PASSWORD })).statusCode, email).toBe(200)
    expect(done.json()).toEqual({ status: 'changed', email: 'mixed.case@example.com' })
  })

  it('with verification on, confirms a mixed-case address in lower case, and signs in with it', async () => {
    const { app, config } = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' })
    await signUp(app, config, person(1))
    await app.database.db.updateTable('user').set({ emailVerified: true }).execute()
    const cookie = cookieOf(await signIn(app, config, person(1)))
    await send(app, config, cookie, 'POST', '/account/email', {
      newEmail: 'Mixed.Case@Example.COM',
      currentPassword: PASSWORD,
    })
    const mail = (await outbox(app, config)).find((m) => m.subject.includes('new email'))
    expect(mail?.to).toBe('mixed.case@example.com')
    const opened = await app.inject({ url: String(mail?.link).replace(config.publicUrl, '') })
    expect(opened.headers.location).toBe('/free/account/settings?email=changed')
    expect((await me(app, config, cookie)).json().email).toBe('mixed.case@example.com')
    const again = await signIn(app, config, { email: 'MIXED.case@example.com', password: PASSWORD })
    expect(again.statusCode).toBe(200)
  })

  it('the database keeps addresses trimmed and in lower case, whatever writes them', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const id = (await me(app, config, ada.cookie)).json().id as string
    await app.database.db
      .updateTable('user')
      .set({ email: ' Ada.Lovelace@Example.ORG ' })
      .where('id', '=', id)
      .execute()
    expect((await app.database.db.selectFrom('user').select('email').executeTakeFirst())?.email).toBe(
      'ada.lovelace@example.org',
    )
    expect(
      (await signIn(app, config, { email: 'ada.lovelace@example.org', password: PASSWORD })).statusCode,
    ).toBe(200)
  })
})

describe('password change', () => {
  it('needs the current password, applies the policy, and can sign out the other sessions', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const other = cookieOf(await signIn(app, config, ada, { remoteAddress: '10.0.0.9' }))
    const change = (payload: unknown) =>
      send(app, config, ada.cookie, 'POST', '/auth/change-password', payload)
    expect(
      (await change({ newPassword: 'a new pass phrase here', revokeOtherSessions: true })).statusCode,
    ).toBe(400)
    const wrong = await change({
      currentPassword: 'nope',
      newPassword: 'a new pass phrase here',
      revokeOtherSessions: true,
    })
    expect(wrong.json().error.fields.currentPassword).toBe('Your current password is not right.')
    const weak = await change({
      currentPassword: PASSWORD,
      newPassword: 'password',
      revokeOtherSessions: true,
    })
    expect(weak.json().error.fields.newPassword).toBeTruthy()
    const done = await change({
      currentPassword: PASSWORD,
      newPassword: 'a new pass phrase here',
      revokeOtherSessions: true,
    })
    expect(done.statusCode).toBe(200)
    expect((await me(app, config, other)).statusCode).toBe(401)
    expect((await me(app, config, cookieOf(done))).statusCode).toBe(200)
    const id = (await me(app, config, cookieOf(done))).json().id
    expect((await auditEventsFor(app.database.db, id)).map((event) => event.kind)).toContain(
      'password_changed',
    )
  })
})

describe('sessions', () => {
  it('lists sessions with device, address and "this device"; revokes one, then all others', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
    const phone = cookieOf(
      await signIn(app, config, ada, { remoteAddress: '10.0.0.7', headers: { 'user-agent': iphone } }),
    )
    const laptop = cookieOf(
      await signIn(app, config, ada, { remoteAddress: '10.0.0.8', headers: { 'user-agent': firefox } }),
    )
    const list = await send(app, config, laptop, 'GET', '/account/sessions')
    expect(list.statusCode).toBe(200)
    const sessions = list.json().sessions as Array<Record<string, unknown>>
    expect(sessions).toHaveLength(3)
    expect(JSON.stringify(list.json())).not.toMatch(/token/i)
    const current = sessions.find((s) => s.isCurrent)
    expect(current).toMatchObject({
      ipAddress: '10.0.0.8',
      device: { browser: 'Firefox 133', os: 'Linux', kind: 'desktop' },
    })
    const mobile = sessions.find((s) => s.ipAddress === '10.0.0.7')
    expect(mobile).toMatchObject({
      isCurrent: false,
      device: { browser: 'Safari 18', os: 'iOS', kind: 'mobile' },
    })

    const revoked = await send(app, config, laptop, 'DELETE', `/account/sessions/${mobile?.id}`)
    expect(revoked.json()).toEqual({ revoked: 1 })
    expect((await me(app, config, phone)).statusCode).toBe(401)
    expect((await send(app, config, laptop, 'DELETE', `/account/sessions/${mobile?.id}`)).statusCode).toBe(
      404,
    )

    const others = await send(app, config, laptop, 'POST', '/account/sessions/revoke-others', {})
    expect(others.json()).toEqual({ revoked: 1, apiKeysEnded: 0 })
    expect((await me(app, config, ada.cookie)).statusCode).toBe(401)
    expect((await me(app, config, laptop)).statusCode).toBe(200)
    const id = (await me(app, config, laptop)).json().id
    const kinds = (await auditEventsFor(app.database.db, id)).map((event) => event.kind)
    expect(kinds).toEqual(expect.arrayContaining(['session_revoked', 'sessions_revoked']))
  })

  it('cannot revoke another person’s session (404) and it stays valid', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    const bob = await registered(app, config, person(2))
    const bobSession = (await send(app, config, bob.cookie, 'GET', '/account/sessions')).json().sessions[0].id
    const response = await send(app, config, ada.cookie, 'DELETE', `/account/sessions/${bobSession}`)
    expect(response.statusCode).toBe(404)
    expect((await me(app, config, bob.cookie)).statusCode).toBe(200)
    expect((await send(app, config, '', 'GET', '/account/sessions')).statusCode).toBe(401)
  })
})

describe('history', () => {
  it('pages my security events newest first, with device and address, and none of anyone else’s', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    await registered(app, config, person(2))
    await signIn(app, config, { email: ada.email, password: 'wrong password' }, { remoteAddress: '10.0.0.5' })
    await signIn(app, config, ada, {
      remoteAddress: '10.0.0.6',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
    })
    const page1 = await send(app, config, ada.cookie, 'GET', '/account/history?limit=2')
    expect(page1.statusCode).toBe(200)
    expect(page1.json()).toMatchObject({ total: 3, page: 1, limit: 2 })
    expect(page1.json().items.map((e: { kind: string }) => e.kind)).toEqual(['sign_in', 'sign_in_failed'])
    expect(page1.json().items[0]).toMatchObject({ ipAddress: '10.0.0.6', device: { browser: 'Firefox 133' } })
    const page2 = await send(app, config, ada.cookie, 'GET', '/account/history?limit=2&page=2')
    expect(page2.json().items.map((e: { kind: string }) => e.kind)).toEqual(['sign_up'])
    const beyond = await send(app, config, ada.cookie, 'GET', '/account/history?page=9')
    expect(beyond.json()).toMatchObject({ items: [], total: 3 })
    for (const query of ['limit=-1', 'limit=1000000000', 'limit=abc', 'page=0', 'page=1.5', 'limit=']) {
      const response = await send(app, config, ada.cookie, 'GET', `/account/history?${query}`)
      expect(response.statusCode, query).toBe(400)
    }
  })
})

describe('export and deletion', () => {
  it('downloads my data as JSON, without password hashes or tokens', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person(1))
    await send(app, config, ada.cookie, 'PATCH', '/account', profile)
    const response = await send(app, config, ada.cookie, 'GET', '/account/export')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="foyer-account-\d{4}-\d\d-\d\d\.json"$/,
    )
    const data = response.json()
    expect(data.profile).toMatchObject({ email: 'ada1@example.org', bio: profile.bio })
    expect(data.sessions).toHaveLength(1)
    expect(data.securityEvents.map((e: { kind: string }) => e.kind)).toContain('sign_up')
    const sessionToken = ada.cookie.split('=')[1]?.split('.')[0] ?? 'none'
    expect(response.body).not.toContain(sessionToken)
    expect(response.body).not.toMatch(/"(password|token|hash)"/i)
    expect(response.body).not.toMatch(/scrypt|\$[0-9a-f]{32}:/)
  })

  it('deletes the account once confirmed: signed out, cannot sign in, trail anonymised', async () => {
    const { app, config } = await createTestApp()
    const admin = await registered(app, config, person(1))
    const ada = await registered(app, config, person(2))
    const id = (await me(app, config, ada.cookie)).json().id
    const wrong = await send(app, config, ada.cookie, 'POST', '/account/delete', { password: 'nope' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields.password).toBe('Your password is not right.')
    await unconfirmed(app, config, ada.cookie)
    const unasked = await send(app, config, ada.cookie, 'POST', '/account/delete', {})
    expect(unasked.json().error.code).toBe('confirmation_required')

    const deleted = await send(app, config, ada.cookie, 'POST', '/account/delete', { password: PASSWORD })
    expect(deleted.statusCode).toBe(200)
    expect(setCookieLines(deleted).some((line) => /^foyer\.session_token=;.*Max-Age=0/.test(line))).toBe(true)
    expect((await me(app, config, ada.cookie)).statusCode).toBe(401)
    expect((await signIn(app, config, ada)).statusCode).toBe(401)
    expect(await findUserByEmail(app.database.db, ada.email)).toBeUndefined()
    // The trail stays under a pseudonym (docs/decisions/015): nothing names the old id.
    expect(await auditEventsFor(app.database.db, id)).toEqual([])
    const { targetId: pseudonym } = await app.database.db
      .selectFrom('auditEvent')
      .select('targetId')
      .where('kind', '=', 'account_deleted')
      .executeTakeFirstOrThrow()
    expect(pseudonym).toMatch(/^deleted-/)
    const trail = await auditEventsFor(app.database.db, pseudonym ?? '')
    expect(trail.map((event) => event.kind)).toEqual(expect.arrayContaining(['sign_up', 'account_deleted']))
    expect(trail.every((event) => event.ipAddress === null && event.userAgent === null)).toBe(true)
    expect((await me(app, config, admin.cookie)).statusCode).toBe(200)
  })

  it('the last administrator cannot delete themselves until another administrator exists', async () => {
    const { app, config } = await createTestApp()
    const admin = await registered(app, config, person(1))
    const refused = await send(app, config, admin.cookie, 'POST', '/account/delete', { password: PASSWORD })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'last_administrator',
      message: expect.stringContaining('only administrator'),
    })
    expect((await me(app, config, admin.cookie)).statusCode).toBe(200)
    const bob = await registered(app, config, person(2))
    await app.database.db.updateTable('user').set({ role: 'admin' }).where('email', '=', bob.email).execute()
    expect(
      (await send(app, config, admin.cookie, 'POST', '/account/delete', { password: PASSWORD })).statusCode,
    ).toBe(200)
  })
})
