import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { callApi, fromApp, person, registered } from './test/auth-helpers.ts'
import { createTestApp } from './test/test-app.ts'

// The server answers in the reader's language (decision 028): the signed-in person's choice, else
// the browser's; the sentences of the shared schemas and of the API's errors alike. The expected
// words are read from the catalogues, so that a changed translation does not break the test.

const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(join(import.meta.dirname, '..', 'shared', 'i18n', 'messages', `${language}.json`), 'utf8'),
  ) as Record<string, string>

describe('the server’s messages', () => {
  it('follow Accept-Language for someone signed out, field messages included', async () => {
    const { app, config } = await createTestApp()
    for (const language of ['en', 'fr', 'de', 'ar']) {
      const words = catalogue(language)
      const response = await app.inject({
        method: 'POST',
        url: `${config.basePath}/api/auth/sign-up/email`,
        headers: { ...fromApp(config), 'accept-language': `${language};q=0.9, ja;q=0.8` },
        payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'not an address', password: 'short' },
      })
      expect(response.statusCode, language).toBe(400)
      const { error } = response.json() as { error: { message: string; fields: Record<string, string> } }
      expect(error.message, language).toBe(words['server.request.some-fields-invalid'])
      expect(error.fields.email, language).toBe(words['schema.auth.email-like'])
      expect(error.fields.password, language).toBe(
        (words['schema.auth.password-too-short'] ?? '').replace('{min}', '8'),
      )
    }
  })

  it('follow the language a signed-in person chose, whatever the browser says', async () => {
    const { app, config } = await createTestApp()
    const ada = await registered(app, config, person('ada'))
    const chose = await callApi(app, config, ada.cookie, 'PUT', '/account/appearance', { language: 'de' })
    expect(chose.statusCode).toBe(204)
    const response = await app.inject({
      method: 'GET',
      url: `${config.basePath}/api/people/no-such-person`,
      headers: { origin: config.publicUrl, cookie: ada.cookie, 'accept-language': 'fr' },
    })
    expect(response.statusCode).toBe(404)
    const german = catalogue('de')
    const message = (response.json() as { error: { message: string } }).error.message
    expect(Object.entries(german).some(([id, text]) => id.startsWith('server.') && text === message)).toBe(
      true,
    )
    expect(Object.values(catalogue('en'))).not.toContain(message)
  })

  it('say what is wrong with a check a schema gave no sentence, in the reader’s language', async () => {
    const { app, config } = await createTestApp()
    const admin = await registered(app, config, person('admin'))
    for (const language of ['en', 'fr']) {
      const response = await app.inject({
        method: 'GET',
        url: `${config.basePath}/api/admin/audit?actor=${'a'.repeat(101)}`,
        headers: { origin: config.publicUrl, cookie: admin.cookie, 'accept-language': language },
      })
      expect(response.statusCode, language).toBe(400)
      const { error } = response.json() as { error: { fields: Record<string, string> } }
      expect(error.fields.actor, language).toBe(
        (catalogue(language)['schema.at-most-characters'] ?? '').replace('{max}', '100'),
      )
    }
  })

  it('stay English, as today, for a browser whose languages Foyer does not have', async () => {
    const { app, config } = await createTestApp()
    const response = await app.inject({
      method: 'POST',
      url: `${config.basePath}/api/auth/sign-in/email`,
      headers: { ...fromApp(config), 'accept-language': 'ja, zh;q=0.5' },
      payload: { email: '', password: '', rememberMe: true },
    })
    expect(response.statusCode).toBe(400)
    const { error } = response.json() as { error: { message: string; fields: Record<string, string> } }
    expect(error).toMatchObject({
      message: 'Some fields are invalid',
      fields: { email: 'Enter your email address', password: 'Enter your password' },
    })
  })
})
