import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { CONFIRMATION_MINUTES } from '#shared/confirmation.ts'
import { loadConfig } from '../config.ts'
import { auditEventsFor } from '../db/queries/audit.ts'
import { findUserByEmail } from '../db/queries/users.ts'
import {
  callApi,
  cookieOf,
  followResetLink,
  fromApp,
  me,
  outbox,
  PASSWORD,
  person,
  registered,
  requestReset,
  resetPassword,
  signIn,
  unconfirmed,
} from '../test/auth-helpers.ts'
import { completeProviderLogin, startOidcTestProvider, type TestPerson } from '../test/oidc-test-provider.ts'
import { createTestApp } from '../test/test-app.ts'
import { authenticatorOf, authPost, codeAt, cookiesAfter, withTwoFactor } from '../test/two-factor-helpers.ts'

// Single sign-on through HTTP against a real OpenID Connect provider (oidc-provider on a loopback
// port): the provider's page is answered as a browser would (completeProviderLogin), its answer
// is brought back to Foyer's callback with the cookies Foyer set when the sign-in started.

const CLIENT = { clientId: 'foyer-test', clientSecret: 'a-client-secret-for-tests-only' }

async function setUp(env: Record<string, string> = {}) {
  const base = loadConfig({}).basePath
  const provider = await startOidcTestProvider({
    ...CLIENT,
    redirectUris: [`http://localhost:3000${base}/api/auth/callback/oidc`],
  })
  onTestFinished(() => provider.close())
  const testApp = await createTestApp({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: CLIENT.clientId,
    OIDC_CLIENT_SECRET: CLIENT.clientSecret,
    OIDC_NAME: 'Acme SSO',
    ...env,
  })
  const { app, config } = testApp

  /** Starts a sign-in (or, with a session cookie and `link`, a link), answers the provider's page, comes back. */
  async function throughProvider(who: TestPerson, { cookie = '', link = false, next = '/people' } = {}) {
    const start = await authPost(
      app,
      config,
      link ? '/link-social' : '/sign-in/social',
      link ? { provider: 'oidc', disableRedirect: true } : { provider: 'oidc', next, disableRedirect: true },
      cookie,
    )
    expect(start.statusCode, start.body).toBe(200)
    const { url } = start.json() as { url: string }
    expect(url.startsWith(`${provider.issuer}/`)).toBe(true)
    const jar = cookiesAfter(cookie, start)
    const answer = new URL(await completeProviderLogin(url, who))
    const back = await app.inject({ url: answer.pathname + answer.search, headers: { cookie: jar } })
    return { back, answer, jar, cookie: cookiesAfter(jar, back) }
  }
  return { ...testApp, provider, throughProvider }
}

const ada = { email: 'ada@example.org', name: 'Ada Lovelace' }

describe('single sign-on with an OpenID Connect provider', () => {
  it('creates an account for a new person (the first one administers the instance) and signs them in', async () => {
    const { app, config, database, throughProvider } = await setUp()
    const { back, cookie } = await throughProvider(ada)
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(`${config.basePath}/people`)
    const who = await me(app, config, cookie)
    expect(who.statusCode).toBe(200)
    expect(who.json()).toMatchObject({ email: ada.email, name: ada.name, role: 'admin' })
    const user = await findUserByEmail(database.db, ada.email)
    expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', emailVerified: true })
    const kinds = (await auditEventsFor(database.db, user?.id ?? '')).map((event) => [event.kind, event.data])
    expect(kinds).toContainEqual(['sign_up', { becameAdministrator: true, provider: 'oidc' }])
    expect(kinds).toContainEqual(['sign_in', { provider: 'oidc' }])
    const accounts = await callApi(app, config, cookie, 'GET', '/auth/list-accounts')
    expect(accounts.json()).toEqual([expect.objectContaining({ providerId: 'oidc' })])
    // The tokens the provider handed over are kept encrypted.
    const stored = await database.db
      .selectFrom('account')
      .select(['idToken', 'accessToken'])
      .executeTakeFirstOrThrow()
    // better-auth's symmetric encryption writes hex; the provider's token is base64url.
    expect(stored.accessToken).toMatch(/^[0-9a-f]{100,}$/)
  })

  /** A provider's picture from a host of its own (here, a loopback server with a PNG); what it was asked. */
  async function pictureServer() {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    const asked: string[] = []
    const server = createServer((request, response) => {
      asked.push(request.url ?? '')
      response.writeHead(200, { 'content-type': 'image/png' }).end(png)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
    return { port: (server.address() as AddressInfo).port, asked }
  }

  it('keeps the photo the provider gives as the avatar, served by Foyer', async () => {
    // Loopback stands for the provider's host here: only a setting for tests lets the server go there.
    const { app, config, database, throughProvider } = await setUp({
      PROVIDER_PHOTOS_FROM_PRIVATE_ADDRESSES: 'true',
    })
    const { port } = await pictureServer()
    const { cookie } = await throughProvider({ ...ada, picture: `http://127.0.0.1:${port}/ada.png` })
    const who = (await me(app, config, cookie)).json() as { id: string; avatar: string | null }
    expect(who.avatar).toMatch(new RegExp(`^${config.basePath}/api/people/${who.id}/avatar\\?v=`))
    const avatar = await app.inject({ url: who.avatar ?? '', headers: { cookie } })
    expect(avatar.statusCode).toBe(200)
    expect(avatar.headers['content-type']).toBe('image/webp')
    const row = await database.db.selectFrom('user').select('image').executeTakeFirstOrThrow()
    expect(row.image).not.toContain('127.0.0.1')
  })

  it('never fetches a photo from a loopback or private address, nor over http, and still signs in', async () => {
    const { app, config, throughProvider } = await setUp()
    const { port, asked } = await pictureServer()
    const { cookie } = await throughProvider({
      ...ada,
      picture: `http://127.0.0.1:${port}/latest/meta-data/`,
    })
    const who = (await me(app, config, cookie)).json() as { avatar: string | null }
    expect(who.avatar).toBeNull()
    expect(asked).toEqual([])
  })

  it('signs in to an existing account only when both the provider and Foyer verified the address', async () => {
    const { app, config, database, throughProvider } = await setUp()
    const existing = await registered(app, config, person(1, { email: 'ada@example.org' }))
    // Foyer never verified this address (no REQUIRE_EMAIL_VERIFICATION): no linking by address.
    const unverifiedHere = await throughProvider(ada)
    expect(unverifiedHere.back.headers.location).toBe(
      `${config.basePath}/login?next=%2Fpeople&error=account_not_linked`,
    )
    expect((await me(app, config, unverifiedHere.cookie)).statusCode).toBe(401)

    await database.db
      .updateTable('user')
      .set({ emailVerified: true })
      .where('email', '=', ada.email)
      .execute()
    // The provider does not vouch for the address: still refused.
    const unverifiedThere = await throughProvider({ ...ada, verified: false })
    expect(unverifiedThere.back.headers.location).toContain('error=account_not_linked')
    expect((await me(app, config, unverifiedThere.cookie)).statusCode).toBe(401)

    const linked = await throughProvider(ada)
    expect(linked.back.headers.location).toBe(`${config.basePath}/people`)
    const who = (await me(app, config, linked.cookie)).json() as { id: string; email: string }
    expect(who.email).toBe(existing.email)
    const providers = (await callApi(app, config, linked.cookie, 'GET', '/auth/list-accounts')).json() as {
      providerId: string
    }[]
    expect(providers.map((account) => account.providerId).sort()).toEqual(['credential', 'oidc'])
    // The password still signs in.
    expect((await signIn(app, config, existing)).statusCode).toBe(200)
  })

  it("holds a provider's names to the profile form's limits", async () => {
    const { database, throughProvider } = await setUp()
    const long = `${'Å'.repeat(79)}😀${'x'.repeat(400)}`
    await throughProvider({ email: ada.email, name: `${long} ${'L'.repeat(300)}` })
    const user = await findUserByEmail(database.db, ada.email)
    expect([...(user?.firstName ?? '')]).toHaveLength(80)
    expect((user?.firstName ?? '').endsWith('Å😀')).toBe(true)
    expect(user?.lastName).toBe('L'.repeat(80))
    expect(user?.name).toBe(`${user?.firstName} ${user?.lastName}`)
  })

  it('creates no account for an address the provider did not verify, with no SIGN_UP_DOMAINS either', async () => {
    const { app, config, database, throughProvider } = await setUp()
    const stranger = await throughProvider({
      email: 'owner@example.org',
      name: 'Not The Owner',
      verified: false,
    })
    expect(stranger.back.headers.location).toMatch(
      new RegExp(`^${config.basePath}/login\\?next=%2Fpeople&error=email_not_verified(&|$)`),
    )
    expect(await findUserByEmail(database.db, 'owner@example.org')).toBeUndefined()
    expect((await me(app, config, stranger.cookie)).statusCode).toBe(401)
    const kinds = (await database.db.selectFrom('auditEvent').select('kind').execute()).map((row) => row.kind)
    expect(kinds).not.toContain('sign_up')
  })

  it('refuses a new account outside SIGN_UP_DOMAINS, and an unverified address inside them', async () => {
    const { app, config, database, throughProvider } = await setUp({
      SIGN_UP_DOMAINS: 'example.org, @Example.com',
    })
    const outside = await throughProvider({ email: 'eve@elsewhere.test', name: 'Eve Outsider' })
    expect(outside.back.statusCode).toBe(302)
    expect(outside.back.headers.location).toMatch(
      new RegExp(`^${config.basePath}/login\\?next=%2Fpeople&error=sign_up_domain&`),
    )
    expect(await findUserByEmail(database.db, 'eve@elsewhere.test')).toBeUndefined()
    const unverified = await throughProvider({
      email: 'bob@example.com',
      name: 'Bob Unchecked',
      verified: false,
    })
    expect(unverified.back.headers.location).toContain('error=email_not_verified')
    expect(await findUserByEmail(database.db, 'bob@example.com')).toBeUndefined()
    const inside = await throughProvider({ email: 'bob@example.com', name: 'Bob Builder' })
    expect(inside.back.headers.location).toBe(`${config.basePath}/people`)
    expect((await me(app, config, inside.cookie)).statusCode).toBe(200)
  })

  it('refuses a forged or replayed state, and a denied consent, without a session', async () => {
    const { app, config, database, provider, throughProvider } = await setUp()
    // A state the sign-in did not make.
    const start = await authPost(app, config, '/sign-in/social', { provider: 'oidc', disableRedirect: true })
    const jar = cookiesAfter('', start)
    const answer = new URL(await completeProviderLogin((start.json() as { url: string }).url, ada))
    answer.searchParams.set('state', 'forged-state-value')
    const forged = await app.inject({ url: answer.pathname + answer.search, headers: { cookie: jar } })
    expect(forged.statusCode).toBe(302)
    expect(forged.headers.location).toMatch(/\/login\?error=state_(mismatch|not_found)$/)
    expect((await me(app, config, cookiesAfter(jar, forged))).statusCode).toBe(401)
    expect(await findUserByEmail(database.db, ada.email)).toBeUndefined()

    // The right answer, brought back twice: the second is refused.
    const first = await throughProvider(ada)
    expect(first.back.headers.location).toBe(`${config.basePath}/people`)
    const again = await app.inject({
      url: first.answer.pathname + first.answer.search,
      headers: { cookie: first.jar },
    })
    expect(again.headers.location).toMatch(/error=/)

    const denied = await throughProvider({ ...ada, deny: true })
    expect(denied.back.headers.location).toBe(
      `${config.basePath}/login?next=%2Fpeople&error=access_denied&error_description=The+person+denied+access`,
    )
    expect((await me(app, config, denied.cookie)).statusCode).toBe(401)
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:/)
  })

  it('comes back only to pages of its own, whatever callback addresses a client names', async () => {
    const { app, config, provider } = await setUp()
    const base = config.basePath
    const elsewhere = [
      `${config.publicUrl}//evil.example/x`,
      `${base}//evil.example/x`,
      `${base}/%2F%2Fevil.example/x`,
      `${base}/\\evil.example`,
      'https://evil.example/free/people',
      '//evil.example/x',
      `${config.publicUrl}/elsewhere`,
    ]
    for (const address of elsewhere)
      for (const field of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']) {
        const start = await authPost(app, config, '/sign-in/social', { provider: 'oidc', [field]: address })
        expect(start.statusCode, `${field} ${address}`).toBe(400)
        expect(start.json().error.fields, `${field} ${address}`).toEqual({
          [field]: 'Give a page of this site to come back to.',
        })
      }
    const link = await authPost(
      app,
      config,
      '/link-social',
      {
        provider: 'oidc',
        errorCallbackURL: `${config.publicUrl}//evil.example/x`,
      },
      (await registered(app, config, person('linker'))).cookie,
    )
    expect(link.statusCode).toBe(400)

    // better-auth's own client names full addresses of the instance: they stay pages of its own.
    const start = await authPost(app, config, '/sign-in/social', {
      provider: 'oidc',
      callbackURL: `${config.publicUrl}${base}/people`,
      errorCallbackURL: `${config.publicUrl}${base}/login`,
      disableRedirect: true,
    })
    expect(start.statusCode, start.body).toBe(200)
    const jar = cookiesAfter('', start)
    const answer = new URL(await completeProviderLogin((start.json() as { url: string }).url, ada))
    const back = await app.inject({ url: answer.pathname + answer.search, headers: { cookie: jar } })
    expect(back.headers.location).toBe(`${base}/people`)
    // Brought back again without the browser's cookies: to Login, on this host.
    const replayed = await app.inject({ url: answer.pathname + answer.search })
    expect(replayed.headers.location).toMatch(new RegExp(`^${base}/login\\?error=`))
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:/)
  })

  it('keeps a banned person out', async () => {
    const { app, config, database, throughProvider } = await setUp()
    const admin = await registered(app, config, person('admin'))
    const first = await throughProvider(ada)
    const adaId = ((await me(app, config, first.cookie)).json() as { id: string }).id

    const banned = await callApi(app, config, admin.cookie, 'POST', `/admin/users/${adaId}/ban`, {
      reason: 'Testing',
      expiresAt: null,
      showReason: false,
    })
    expect(banned.statusCode, banned.body).toBe(200)
    const refused = await throughProvider(ada)
    expect(refused.back.headers.location).toMatch(
      new RegExp(`^${config.basePath}/login\\?next=%2Fpeople&error=BANNED_USER&`),
    )
    // Banning ended the session the provider gave.
    expect((await me(app, config, first.cookie)).statusCode).toBe(401)
    expect((await me(app, config, refused.cookie)).statusCode).toBe(401)
    const failures = await database.db
      .selectFrom('auditEvent')
      .select('data')
      .where('kind', '=', 'provider_sign_in_failed')
      .execute()
    expect(failures.map((event) => event.data)).toEqual([{ provider: 'oidc', error: 'BANNED_USER' }])
  })

  it('asks for the code after the provider when the account has two-factor sign-in', async () => {
    const { app, config, database, throughProvider } = await setUp()
    const bob = await registered(app, config, person(2, { email: 'bob@example.org' }))
    await database.db
      .updateTable('user')
      .set({ emailVerified: true })
      .where('email', '=', bob.email)
      .execute()
    const { authenticator } = await withTwoFactor(app, config, bob.cookie, PASSWORD)
    const { back, cookie } = await throughProvider(
      { email: bob.email, name: 'Bob Tester2' },
      { next: '/account/settings' },
    )
    expect(back.statusCode).toBe(302)
    expect(back.headers.location).toBe(
      `${config.basePath}/login?two-factor=1&next=%2Faccount%2Fsettings&via=oidc`,
    )
    expect((await me(app, config, cookie)).statusCode).toBe(401)
    await new Promise((resolve) => setTimeout(resolve, 1))
    const verified = await authPost(
      app,
      config,
      '/two-factor/verify-totp',
      { code: codeAt(authenticator, 1) },
      cookie,
    )
    expect(verified.statusCode, verified.body).toBe(200)
    expect((await me(app, config, cookiesAfter(cookie, verified))).statusCode).toBe(200)
  })

  it('lets an account without a password turn on two-factor sign-in after a recent sign-in', async () => {
    const { app, config, throughProvider } = await setUp()
    const { cookie } = await throughProvider(ada)
    expect((await me(app, config, cookie)).json()).toMatchObject({ hasPassword: false })
    // A password it does not have is not asked; the sign-in of a moment ago stands for it.
    const enabled = await authPost(app, config, '/two-factor/enable', {}, cookie)
    expect(enabled.statusCode, enabled.body).toBe(200)
    const { totpURI } = enabled.json() as { totpURI: string }
    const confirmed = await authPost(
      app,
      config,
      '/two-factor/verify-totp',
      { code: codeAt(authenticatorOf(totpURI)) },
      cookie,
    )
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const fresh = cookiesAfter(cookie, confirmed)
    expect((await me(app, config, fresh)).json()).toMatchObject({
      twoFactorEnabled: true,
      hasPassword: false,
    })
    // Later, new recovery codes need "Confirm it's you" first.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (CONFIRMATION_MINUTES + 1) * 60_000 })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    const stale = await authPost(app, config, '/two-factor/generate-backup-codes', {}, fresh)
    expect(stale.statusCode).toBe(403)
    expect(stale.json()).toMatchObject({ error: { code: 'confirmation_required' } })
  })

  it("confirms it's you by a fresh sign-in at the linked provider, and only through that account", async () => {
    const { app, config, database, provider, throughProvider } = await setUp()
    const { cookie } = await throughProvider(ada)
    await unconfirmed(app, config, cookie)
    const ways = await callApi(app, config, cookie, 'GET', '/account/confirmation')
    expect(ways.json()).toMatchObject({
      confirmedUntil: null,
      password: false,
      providers: [{ id: 'oidc', name: 'Acme SSO' }],
    })

    /** Starts a confirmation at the provider, signs in there as `who`, and comes back. */
    async function confirmAs(who: TestPerson) {
      const start = await callApi(app, config, cookie, 'POST', '/account/confirmation/provider', {
        provider: 'oidc',
        returnTo: '/account/privacy?tab=1',
      })
      expect(start.statusCode, start.body).toBe(200)
      const url = new URL(start.json().url)
      expect(url.origin).toBe(provider.issuer)
      // A sign-in afresh, whatever session the person has at the provider.
      expect(url.searchParams.get('prompt')).toBe('login')
      expect(url.searchParams.get('max_age')).toBe('0')
      const jar = cookiesAfter(cookie, start)
      const answer = new URL(await completeProviderLogin(url.href, who))
      return app.inject({ url: answer.pathname + answer.search, headers: { cookie: jar } })
    }

    // Another account at the provider confirms nothing, and is not linked on the way.
    const stranger = await confirmAs({ email: 'ada.elsewhere@example.net', name: 'Not Ada' })
    expect(stranger.headers.location).toMatch(/\/account\/privacy\?tab=1&confirmed-error=/)
    const linked = await database.db
      .selectFrom('account')
      .select('accountId')
      .where('providerId', '=', 'oidc')
      .execute()
    expect(linked).toHaveLength(1)
    expect((await callApi(app, config, cookie, 'GET', '/account/confirmation')).json()).toMatchObject({
      confirmedUntil: null,
    })

    const back = await confirmAs(ada)
    expect(back.headers.location).toBe(`${config.basePath}/account/privacy?tab=1&confirmed=oidc`)
    const confirmed = (await callApi(app, config, cookie, 'GET', '/account/confirmation')).json()
    expect(Date.parse(confirmed.confirmedUntil)).toBeGreaterThan(
      Date.now() + (CONFIRMATION_MINUTES - 1) * 60_000,
    )
    // No new link was made, nor told about.
    const kinds = (await auditEventsFor(database.db, (await me(app, config, cookie)).json().id)).map(
      (e) => e.kind,
    )
    expect(kinds).not.toContain('provider_linked')

    // Without a confirmation under way, the answer is a plain link's; a provider not linked is refused.
    const notLinked = await callApi(app, config, cookie, 'POST', '/account/confirmation/provider', {
      provider: 'google',
      returnTo: '/',
    })
    expect(notLinked.statusCode).toBe(400)
    expect(notLinked.json()).toMatchObject({ error: { code: 'provider_not_linked' } })
  })

  it('still asks an account with a password for it before a change to two-factor sign-in', async () => {
    const { app, config } = await setUp()
    const bob = await registered(app, config, person(2))
    expect((await me(app, config, bob.cookie)).json()).toMatchObject({ hasPassword: true })
    const without = await authPost(app, config, '/two-factor/enable', {}, bob.cookie)
    expect(without.statusCode).toBe(400)
    expect(without.json()).toMatchObject({ error: { fields: { password: 'Enter your password' } } })
  })

  it('links and unlinks a provider for a signed-in person, never the last way in', async () => {
    const { app, config, database, throughProvider } = await setUp()
    const bob = await registered(app, config, person(2))
    // Linking: the provider's account may have another address; it is told, audited and emailed.
    const { back } = await throughProvider(
      { email: 'bob.at.work@example.net', name: 'Bob Work' },
      { cookie: bob.cookie, link: true },
    )
    expect(back.headers.location).toBe(`${config.basePath}/account/settings?linked=oidc`)
    const accounts = (await callApi(app, config, bob.cookie, 'GET', '/auth/list-accounts')).json() as {
      id: string
      providerId: string
    }[]
    expect(accounts.map((account) => account.providerId).sort()).toEqual(['credential', 'oidc'])
    const bobId = ((await me(app, config, bob.cookie)).json() as { id: string }).id
    expect((await auditEventsFor(database.db, bobId)).map((event) => event.kind)).toContain('provider_linked')
    expect((await outbox(app, config)).map((mail) => mail.subject)).toContain(
      'Foyer: a sign-in provider was linked to your account',
    )
    // Unlinking the provider leaves the password.
    const oidc = accounts.find((account) => account.providerId === 'oidc')
    const unlinked = await callApi(app, config, bob.cookie, 'POST', '/auth/unlink-account', {
      accountId: oidc?.id,
    })
    expect(unlinked.statusCode, unlinked.body).toBe(200)
    expect((await auditEventsFor(database.db, bobId)).map((event) => event.kind)).toContain(
      'provider_unlinked',
    )

    // A provider-only account cannot unlink its only way in.
    const only = await throughProvider(ada)
    const own = (await callApi(app, config, only.cookie, 'GET', '/auth/list-accounts')).json() as {
      id: string
    }[]
    const last = await callApi(app, config, only.cookie, 'POST', '/auth/unlink-account', {
      accountId: own[0]?.id,
    })
    expect(last.statusCode).toBe(409)
    expect(last.json()).toMatchObject({ error: { code: 'last_sign_in_method' } })
    // Someone else's account id is not theirs to unlink.
    const foreign = await callApi(app, config, only.cookie, 'POST', '/auth/unlink-account', {
      accountId: oidc?.id,
    })
    expect(foreign.statusCode).toBe(404)
  })

  it('refuses the second of two unlinks sent at once that would leave no way in', async () => {
    const { app, config, database, throughProvider } = await setUp({
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
    })
    const { cookie } = await throughProvider(ada)
    const { id: userId } = (await me(app, config, cookie)).json() as { id: string }
    // A second provider linked (GitHub's page cannot be answered here: its row, as a link leaves it).
    await database.db
      .insertInto('account')
      .values({
        id: 'github-account-of-ada',
        accountId: '4242',
        providerId: 'github',
        userId,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .execute()
    const accounts = (await callApi(app, config, cookie, 'GET', '/auth/list-accounts')).json() as {
      id: string
    }[]
    expect(accounts).toHaveLength(2)
    const answers = await Promise.all(
      accounts.map(({ id }) =>
        callApi(app, config, cookie, 'POST', '/auth/unlink-account', { accountId: id }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const left = await database.db
      .selectFrom('account')
      .select('providerId')
      .where('userId', '=', userId)
      .execute()
    expect(left).toHaveLength(1)
  })

  it('refuses what the adapter does not offer: other providers, tokens, and passwords when PASSWORD_SIGN_IN=false', async () => {
    const { app, config } = await setUp({ PASSWORD_SIGN_IN: 'false' })
    const other = await authPost(app, config, '/sign-in/social', { provider: 'google' })
    expect(other.statusCode).toBe(400)
    expect(other.json()).toMatchObject({ error: { code: 'provider_off' } })
    const token = await authPost(app, config, '/sign-in/social', {
      provider: 'oidc',
      idToken: { token: 'x' },
    })
    expect(token.statusCode).toBe(400)
    const unknownCallback = await app.inject({
      url: `${config.basePath}/api/auth/callback/github?code=x&state=y`,
    })
    expect(unknownCallback.headers.location).toBe(`${config.basePath}/login?error=provider_off`)
    const password = await signIn(app, config, { email: 'ada@example.org', password: PASSWORD })
    expect(password.statusCode).toBe(403)
    expect(password.json()).toMatchObject({ error: { code: 'password_sign_in_off' } })
    const signUp = await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/auth/sign-up/email`,
      headers: fromApp(config),
      payload: person(3),
    })
    expect(signUp.statusCode).toBe(403)
    const options = await app.inject({ url: `${config.basePath}/api/config` })
    expect(options.json()).toMatchObject({
      signIn: { providers: [{ id: 'oidc', name: 'Acme SSO' }], passwordSignIn: false },
    })
    expect(options.body).not.toContain(CLIENT.clientSecret)
    expect(cookieOf(options)).toBe('')
  })
})

describe('addresses nobody confirmed', () => {
  it('with addresses to confirm, an address the provider did not verify neither signs in nor links', async () => {
    const { app, config, throughProvider } = await setUp({ REQUIRE_EMAIL_VERIFICATION: 'true' })
    const first = await throughProvider(ada)
    expect(first.back.headers.location).toBe(`${config.basePath}/people`)
    // The same provider account, whose address the provider no longer vouches for.
    const again = await throughProvider({ ...ada, verified: false })
    expect(again.back.headers.location).toMatch(/\/login\?next=%2Fpeople&error=email_not_verified(&|$)/)
    expect((await me(app, config, again.cookie)).statusCode).toBe(401)
    const link = await throughProvider(
      { email: 'ada.at.work@example.net', name: 'Ada Work', verified: false },
      { cookie: first.cookie, link: true },
    )
    expect(link.back.headers.location).toContain('error=email_not_verified')
    const accounts = (
      await callApi(app, config, first.cookie, 'GET', '/auth/list-accounts')
    ).json() as unknown[]
    expect(accounts).toHaveLength(1)
  })

  it('a reset through the emailed link unlinks providers linked before the address was confirmed, and says so first', async () => {
    const { app, config, database, throughProvider } = await setUp()
    // Someone registers the owner's address with a password of theirs, and links their own provider.
    const squatter = await registered(app, config, person(1, { email: 'owner@example.org' }))
    const stranger = { email: 'stranger@example.net', name: 'Not The Owner' }
    await throughProvider(stranger, { cookie: squatter.cookie, link: true })
    // A provider linked once the address is confirmed stays.
    await database.db
      .updateTable('user')
      .set({ emailVerified: true })
      .where('email', '=', squatter.email)
      .execute()
    const kept = { email: 'owner.other@example.net', name: 'Owner Elsewhere' }
    await throughProvider(kept, { cookie: squatter.cookie, link: true })

    await requestReset(app, config, squatter.email)
    const mail = (await outbox(app, config)).find((m) => m.subject === 'Reset your Foyer password')
    expect(mail?.text).toContain(
      'Choosing a new password unlinks Acme SSO: it was linked before this email address was confirmed.',
    )
    const { token } = await followResetLink(app, config, mail?.link ?? '')
    expect((await resetPassword(app, config, token, 'the owner took it back')).statusCode).toBe(200)

    const links = await database.db
      .selectFrom('account')
      .select('accountId')
      .where('providerId', '=', 'oidc')
      .execute()
    expect(links).toEqual([{ accountId: 'owner.other@example.net' }])
    const owner = await findUserByEmail(database.db, squatter.email)
    const reset = (await auditEventsFor(database.db, owner?.id ?? '')).find(
      (e) => e.kind === 'password_reset',
    )
    expect(reset?.data).toEqual({ providersUnlinked: ['oidc'] })
    // The stranger's provider account no longer signs in to the owner's account.
    const back = await throughProvider(stranger)
    expect(((await me(app, config, back.cookie)).json() as { email: string }).email).toBe(stranger.email)
  })
})

describe('single sign-on with Google, GitHub and Microsoft', () => {
  it("sends each configured provider to its own page, with Foyer's callback, state and PKCE", async () => {
    const { app, config } = await createTestApp({
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GITHUB_CLIENT_ID: 'github-id',
      GITHUB_CLIENT_SECRET: 'github-secret',
      MICROSOFT_CLIENT_ID: 'microsoft-id',
      MICROSOFT_CLIENT_SECRET: 'microsoft-secret',
      MICROSOFT_TENANT_ID: 'contoso.onmicrosoft.com',
    })
    const pages = {
      google: 'https://accounts.google.com/o/oauth2/v2/auth',
      github: 'https://github.com/login/oauth/authorize',
      microsoft: 'https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/authorize',
    }
    for (const [provider, page] of Object.entries(pages)) {
      const start = await authPost(app, config, '/sign-in/social', { provider, disableRedirect: true })
      expect(start.statusCode, start.body).toBe(200)
      const url = new URL((start.json() as { url: string }).url)
      expect(`${url.origin}${url.pathname}`).toBe(page)
      expect(url.searchParams.get('client_id')).toBe(`${provider}-id`)
      expect(url.searchParams.get('redirect_uri')).toBe(
        `${config.publicUrl}${config.basePath}/api/auth/callback/${provider}`,
      )
      expect(url.searchParams.get('state')).toBeTruthy()
      if (provider !== 'github') expect(url.searchParams.get('code_challenge_method')).toBe('S256')
      expect(url.toString()).not.toContain(`${provider}-secret`)
    }
    const options = (await app.inject({ url: `${config.basePath}/api/config` })).json() as {
      signIn: { providers: { id: string; name: string }[] }
    }
    expect(options.signIn.providers).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'github', name: 'GitHub' },
      { id: 'microsoft', name: 'Microsoft' },
    ])
  })
})
