import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Config } from '../config.ts'

export const PASSWORD = 'correct horse battery staple'

export type Person = {
  firstName: string
  lastName: string
  email: string
  password: string
  company?: string
}

export function person(n: number | string, overrides: Partial<Person> = {}): Person {
  return {
    firstName: 'Ada',
    lastName: `Tester${n}`,
    email: `ada${n}@example.org`,
    password: PASSWORD,
    ...overrides,
  }
}

/** Headers a page of the app sends: its origin, JSON, and the session cookie when there is one. */
export function fromApp(config: Config, cookie?: string) {
  return { origin: config.publicUrl, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }
}

/** The cookies a response sets, as one Cookie header value. */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT'

/** A request to `{BASE}/api{path}` with this cookie, sent as the app's own pages send it. */
export function callApi(
  app: FastifyInstance,
  config: Config,
  cookie: string,
  method: Method,
  path: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `${config.basePath}/api${path}`,
    ...(payload === undefined
      ? { headers: { origin: config.publicUrl, cookie } }
      : { headers: fromApp(config, cookie), payload: payload as Record<string, unknown> }),
  })
}

export function cookieOf(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie']
  const list = Array.isArray(raw) ? raw : raw ? [raw] : []
  return list
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

export function setCookieLines(response: LightMyRequestResponse): string[] {
  const raw = response.headers['set-cookie']
  return Array.isArray(raw) ? raw : raw ? [raw] : []
}

export async function signUp(app: FastifyInstance, config: Config, who: Person, remoteAddress = '10.0.0.1') {
  return app.inject({
    method: 'POST',
    url: `${config.basePath}/api/auth/sign-up/email`,
    headers: fromApp(config),
    remoteAddress,
    payload: who,
  })
}

export async function signIn(
  app: FastifyInstance,
  config: Config,
  { email, password }: { email: string; password: string },
  { rememberMe = true, remoteAddress = '10.0.0.1', headers = {} as Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: `${config.basePath}/api/auth/sign-in/email`,
    headers: { ...fromApp(config), ...headers },
    remoteAddress,
    payload: { email, password, rememberMe },
  })
}

export async function me(app: FastifyInstance, config: Config, cookie: string) {
  return app.inject({ url: `${config.basePath}/api/me`, headers: { cookie } })
}

/** A registered, signed-in person and their cookie. */
/**
 * A new account, signed in, that confirmed it was them (as a person does before a sensitive
 * change): its cookie goes on to make API keys, grant roles and the rest without asking.
 */
export async function registered(app: FastifyInstance, config: Config, who: Person) {
  const response = await signUp(app, config, who)
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`)
  const cookie = cookieOf(response)
  if (cookie) {
    const confirmed = await callApi(app, config, cookie, 'POST', '/account/confirmation', {
      method: 'password',
      password: who.password,
    })
    if (confirmed.statusCode !== 200)
      throw new Error(`confirmation failed: ${confirmed.statusCode} ${confirmed.body}`)
  }
  return { ...who, cookie }
}

/** The mails written to the outbox, oldest first (no SMTP_URL in tests). */
export async function outbox(app: FastifyInstance, config: Config) {
  await app.mailer.flush()
  const dir = join(config.dataDir, 'outbox')
  const files = (await readdir(dir).catch(() => [])).sort()
  return Promise.all(
    files.map(
      async (file) =>
        JSON.parse(await readFile(join(dir, file), 'utf8')) as {
          to: string
          subject: string
          text: string
          link?: string
        },
    ),
  )
}

export async function requestReset(app: FastifyInstance, config: Config, email: string) {
  return app.inject({
    method: 'POST',
    url: `${config.basePath}/api/auth/request-password-reset`,
    headers: fromApp(config),
    payload: { email },
  })
}

export async function resetPassword(
  app: FastifyInstance,
  config: Config,
  token: string,
  newPassword: string,
) {
  return app.inject({
    method: 'POST',
    url: `${config.basePath}/api/auth/reset-password`,
    headers: fromApp(config),
    payload: { token, newPassword },
  })
}

/** Follows a mailed reset link the way a browser does, and returns where it lands. */
export async function followResetLink(app: FastifyInstance, config: Config, link: string) {
  const redirect = await app.inject({ url: link.replace(config.publicUrl, '') })
  const location = new URL(String(redirect.headers.location), config.publicUrl)
  return { status: redirect.statusCode, location, token: location.searchParams.get('token') ?? '' }
}

/**
 * Makes the sessions of `cookie`'s person look signed in `minutes` ago and never confirmed since:
 * a sensitive change then asks "Confirm it's you" (CONFIRMATION_MINUTES).
 */
export async function unconfirmed(app: FastifyInstance, config: Config, cookie: string, minutes = 11) {
  const { id } = (await me(app, config, cookie)).json() as { id: string }
  const then = new Date(Date.now() - minutes * 60_000)
  await app.database.db
    .updateTable('session')
    .set({ createdAt: then, confirmedAt: null })
    .where('userId', '=', id)
    .execute()
}
