import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { TOTP, URI } from 'otpauth'
import type { Config } from '../config.ts'
import { fromApp, setCookieLines } from './auth-helpers.ts'

// An authenticator app for the tests: otpauth (an implementation of RFC 6238 of its own, not
// better-auth's) reads the otpauth:// address Foyer hands out and computes its codes.

export function authenticatorOf(totpURI: string): TOTP {
  const parsed = URI.parse(totpURI)
  if (!(parsed instanceof TOTP)) throw new Error(`not a TOTP address: ${totpURI}`)
  return parsed
}

/** The app's code `steps` periods from now (negative: earlier). */
export function codeAt(app: TOTP, steps = 0): string {
  return app.generate({ timestamp: Date.now() + steps * app.period * 1000 })
}

/** A POST to {BASE}/api/auth{path} from the app's pages with these cookies. */
export function authPost(
  app: FastifyInstance,
  config: Config,
  path: string,
  payload: Record<string, unknown>,
  cookie = '',
  remoteAddress = '10.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: `${config.basePath}/api/auth${path}`,
    headers: fromApp(config, cookie || undefined),
    remoteAddress,
    payload,
  })
}

/** Two-factor turned on for a signed-in person: their app, recovery codes and new cookie. */
export async function withTwoFactor(app: FastifyInstance, config: Config, cookie: string, password: string) {
  const enabled = await authPost(app, config, '/two-factor/enable', { password }, cookie)
  if (enabled.statusCode !== 200) throw new Error(`enable: ${enabled.statusCode} ${enabled.body}`)
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] }
  const authenticator = authenticatorOf(totpURI)
  const confirmed = await authPost(
    app,
    config,
    '/two-factor/verify-totp',
    { code: codeAt(authenticator) },
    cookie,
  )
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`)
  return { authenticator, totpURI, backupCodes, cookie: cookiesAfter(cookie, confirmed) }
}

/** The Cookie header a browser sends after `response`: its cookies set, replaced or expired. */
export function cookiesAfter(earlier: string, response: LightMyRequestResponse): string {
  const jar = new Map<string, string>()
  for (const pair of earlier.split('; ').filter(Boolean)) jar.set(pair.slice(0, pair.indexOf('=')), pair)
  for (const line of setCookieLines(response)) {
    const pair = line.split(';')[0] ?? ''
    const name = pair.slice(0, pair.indexOf('='))
    if (pair.endsWith('=') || /max-age=0/i.test(line)) jar.delete(name)
    else jar.set(name, pair)
  }
  return [...jar.values()].join('; ')
}
