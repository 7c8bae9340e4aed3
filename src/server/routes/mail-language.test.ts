import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import ar from '#shared/i18n/messages/ar.json' with { type: 'json' }
import de from '#shared/i18n/messages/de.json' with { type: 'json' }
import fr from '#shared/i18n/messages/fr.json' with { type: 'json' }
import { LANGUAGES, type Language } from '#shared/languages.ts'
import type { Config } from '../config.ts'
import {
  callApi as call,
  cookieOf,
  fromApp,
  outbox,
  PASSWORD,
  person,
  registered,
  signIn,
} from '../test/auth-helpers.ts'
import { createTestApp } from '../test/test-app.ts'

// Emails and notifications in their recipient's language: the one they chose, else the language of
// the request that caused them (their browser's when they asked), else English. The translations are
// read from the catalogues, so that the tests say which message was used, not what it says; a
// catalogue without the message fails the test (until the translations are added).

const catalogues: Record<Exclude<Language, 'en'>, Record<string, string>> = { fr, de, ar }

/** Each language, and a browser that asks for it first among others (and a language Foyer lacks). */
const ACCEPT_LANGUAGE: Record<Language, string> = {
  en: 'en-GB, en;q=0.9',
  fr: 'ja, fr-CA;q=0.8, en;q=0.5',
  de: 'de-CH',
  ar: 'ar-EG, en;q=0.5',
}
/** Another language than `language`, for a browser that must not decide. */
const other = (language: Language): Language => (language === 'de' ? 'fr' : 'de')

/** A message of a language's catalogue; fails when the catalogue does not have it. */
function translation(language: Exclude<Language, 'en'>, id: string): string {
  const message = catalogues[language][id]
  expect(message, `${language}.json has no "${id}" yet`).toBeDefined()
  return message ?? ''
}

/** The longest word of a message, placeholders left out: one that its English does not have. */
function distinctiveWord(message: string): string {
  const words = message.replace(/\{[^{}]*\}/g, ' ').match(/\p{L}+/gu) ?? []
  return words.reduce((longest, word) => (word.length > longest.length ? word : longest), '')
}

const englishReset = (link: string) => ({
  subject: 'Reset your Foyer password',
  text: `Someone asked to reset the password of your Foyer account.\n\nTo choose a new password, open this link within an hour:\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
})

/** The reset email to `to` is in `language`: English as it always was, else the catalogue's. */
async function expectResetMail(app: FastifyInstance, config: Config, to: string, language: Language) {
  const mail = (await outbox(app, config)).filter((m) => m.to === to).at(-1)
  expect(mail, `no reset email to ${to}`).toBeDefined()
  const link = mail?.link ?? ''
  expect(link).toContain('/api/auth/reset-password/')
  if (language === 'en') {
    expect({ subject: mail?.subject, text: mail?.text }).toEqual(englishReset(link))
    return
  }
  expect(mail?.subject).toBe(translation(language, 'email.password-reset.subject'))
  expect(mail?.subject).not.toBe(englishReset(link).subject)
  const text = translation(language, 'email.password-reset.text')
  expect(mail?.text).toContain(distinctiveWord(text))
  // The link stands on a line of its own, as in English.
  expect(mail?.text.split('\n')).toContain(link)
}

function requestReset(app: FastifyInstance, config: Config, email: string, acceptLanguage: string) {
  return app.inject({
    method: 'POST',
    url: `${config.basePath}/api/auth/request-password-reset`,
    headers: { ...fromApp(config), 'accept-language': acceptLanguage },
    payload: { email },
  })
}

/** A registered person who chose `language` (PUT /account/appearance). */
async function choosing(app: FastifyInstance, config: Config, n: number, language: Language) {
  const who = await registered(app, config, person(n))
  const chosen = await call(app, config, who.cookie, 'PUT', '/account/appearance', { language })
  expect(chosen.statusCode).toBe(204)
  return who
}

describe('the password reset email', () => {
  it.each(LANGUAGES)(
    'is in the language the person chose (%s), whatever their browser asks for',
    async (language) => {
      const { app, config } = await createTestApp()
      const who = await choosing(app, config, 1, language)
      const answer = await requestReset(app, config, who.email, ACCEPT_LANGUAGE[other(language)])
      expect(answer.statusCode).toBe(200)
      await expectResetMail(app, config, who.email, language)
    },
  )

  it.each(LANGUAGES)('is in the browser’s language (%s) for someone who chose none', async (language) => {
    const { app, config } = await createTestApp()
    const who = await registered(app, config, person(1))
    expect((await requestReset(app, config, who.email, ACCEPT_LANGUAGE[language])).statusCode).toBe(200)
    await expectResetMail(app, config, who.email, language)
  })

  it('is in English when the browser asks for no language Foyer has, or for none', async () => {
    const { app, config } = await createTestApp()
    const who = await registered(app, config, person(1))
    await requestReset(app, config, who.email, 'ja, zh;q=0.9')
    await expectResetMail(app, config, who.email, 'en')
    await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/auth/request-password-reset`,
      headers: fromApp(config),
      payload: { email: who.email },
    })
    await expectResetMail(app, config, who.email, 'en')
  })

  it('sent by an administrator: in the person’s language, else the administrator’s', async () => {
    const { app, config } = await createTestApp()
    const admin = await choosing(app, config, 1, 'de')
    const chooser = await choosing(app, config, 2, 'fr')
    const member = await registered(app, config, person(3))
    const send = async (email: string) => {
      const row = await app.database.db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
      const sent = await call(app, config, admin.cookie, 'POST', `/admin/users/${row.id}/password-reset`, {})
      expect(sent.statusCode).toBe(200)
    }
    await send(chooser.email)
    await expectResetMail(app, config, chooser.email, 'fr')
    await send(member.email)
    await expectResetMail(app, config, member.email, 'de')
  })
})

type Item = { kind: string; title: string; body: string }

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

async function inbox(app: FastifyInstance, config: Config, cookie: string): Promise<Item[]> {
  const response = await call(app, config, cookie, 'GET', '/notifications')
  expect(response.statusCode).toBe(200)
  return (response.json() as { items: Item[] }).items
}

/** `message` with its placeholders filled in (simple ones: `{name}`). */
const filled = (message: string, values: Record<string, string> = {}) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)

describe('notifications', () => {
  it.each(LANGUAGES)(
    'are stored in the language the person chose (%s) when they are made',
    async (language) => {
      const { app, config } = await createTestApp()
      const who = await choosing(app, config, 1, language)
      const changed = await app.inject({
        method: 'POST',
        url: `${config.basePath}/api/auth/change-password`,
        headers: { ...fromApp(config, who.cookie), 'accept-language': ACCEPT_LANGUAGE[other(language)] },
        payload: {
          currentPassword: PASSWORD,
          newPassword: 'another long pass phrase',
          revokeOtherSessions: false,
        },
      })
      expect(changed.statusCode).toBe(200)
      const [notification] = await inbox(app, config, who.cookie)
      expect(notification?.kind).toBe('password_changed')
      const { title, body } = notification ?? { title: '', body: '' }
      if (language === 'en') {
        expect({ title, body }).toEqual({
          title: 'Your password was changed',
          body: 'If it was not you, reset your password at once and tell your administrator.',
        })
      } else {
        expect({ title, body }).toEqual({
          title: translation(language, 'notification.password-changed.title'),
          body: translation(language, 'notification.password-changed.body'),
        })
      }

      // A sign-in from a new device, by a browser that asks for another language.
      const signedIn = await signIn(
        app,
        config,
        { email: who.email, password: 'another long pass phrase' },
        {
          remoteAddress: '10.9.9.9',
          headers: { 'user-agent': firefox, 'accept-language': ACCEPT_LANGUAGE[other(language)] },
        },
      )
      expect(signedIn.statusCode).toBe(200)
      const [newSignIn] = await inbox(app, config, who.cookie)
      expect(newSignIn?.kind).toBe('new_sign_in')
      expect(newSignIn?.title).toContain('Firefox 133')
      if (language === 'en') {
        expect(newSignIn).toMatchObject({
          title: 'New sign-in from Firefox 133 on Linux',
          body: 'Someone signed in to your account from 10.9.9.9 with a device not seen before. If it was not you, change your password and sign out your other sessions.',
        })
      } else {
        expect(newSignIn?.body).toBe(
          filled(translation(language, 'notification.new-sign-in.body'), { ipAddress: '10.9.9.9' }),
        )
      }
    },
  )

  /** Signs up with a browser that asks for `language`; the new person's cookie. */
  async function signUpIn(app: FastifyInstance, config: Config, n: number, language: Language) {
    const signedUp = await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/auth/sign-up/email`,
      headers: { ...fromApp(config), 'accept-language': ACCEPT_LANGUAGE[language] },
      remoteAddress: '10.0.0.1',
      payload: person(n, { firstName: 'Zoé' }),
    })
    expect(signedUp.statusCode).toBe(200)
    return cookieOf(signedUp)
  }

  it.each(LANGUAGES)('welcome a new person in their browser’s language (%s)', async (language) => {
    const { app, config } = await createTestApp()
    const items = await inbox(app, config, await signUpIn(app, config, 1, language))
    const welcome = items.find((n) => n.kind === 'welcome')
    const secure = items.find((n) => n.kind === 'secure_account')
    if (language === 'en') {
      expect(welcome?.title).toBe('Welcome to Foyer, Zoé')
      expect(secure?.title).toBe('Secure your account')
    } else {
      const title = filled(translation(language, 'notification.welcome.title'), { firstName: 'Zoé' })
      expect(welcome?.title).toBe(title)
      expect(welcome?.body).toBe(translation(language, 'notification.welcome.body'))
      expect(secure?.title).toBe(translation(language, 'notification.secure-account.title'))
    }
  })

  it('tell each administrator of a registration in their own language', async () => {
    const { app, config } = await createTestApp()
    const admin = await choosing(app, config, 1, 'ar')
    await signUpIn(app, config, 2, 'fr')
    const [registration] = await inbox(app, config, admin.cookie)
    expect(registration?.kind).toBe('new_registration')
    const title = filled(translation('ar', 'notification.new-registration.title'), { name: 'Zoé Tester2' })
    expect(registration?.title).toBe(title)
  })
})
