import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { isKnownDevice, KNOWN_DEVICE_DAYS, rememberDevice } from '../db/queries/known-devices.ts'
import type { ThrottleKey } from '../db/queries/sign-in-throttle.ts'
import { cookieKey } from '../plugins/auth.ts'

// The cookie a browser is given when it signs in, so that the sign-in throttle can tell the
// owner's browsers from a stranger's (decision 033). It proves nothing but that this browser signed
// in as this account before: it signs no one in and skips no step.

/** What Foyer hands out: 32 random bytes, base64url. Anything else makes the browser a stranger. */
const COOKIE_VALUE = /^[\w-]{43}$/

function isHttps(request: FastifyRequest): boolean {
  return request.server.config.publicUrl.startsWith('https:')
}

/** Over https, a `__Host-` cookie: no other host of the domain can set it for this one. */
function cookieName(request: FastifyRequest): string {
  return isHttps(request) ? '__Host-foyer.known_device' : 'foyer.known_device'
}

function cookieValue(request: FastifyRequest): string | null {
  const value = cookieKey(request.headers.cookie, [cookieName(request)])
  return value && COOKIE_VALUE.test(value) ? value : null
}

function hashOf(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** The hash of this browser's cookie, or null without one. */
function deviceOf(request: FastifyRequest): string | null {
  const value = cookieValue(request)
  return value ? hashOf(value) : null
}

/**
 * Whose count a sign-in attempt for `email` from this request goes in: the browser's own if it
 * signed in as that account before, every other client's otherwise.
 */
export async function throttleKeyOf(request: FastifyRequest, email: string): Promise<ThrottleKey> {
  const device = deviceOf(request)
  if (device && (await isKnownDevice(request.server.database.db, email, device))) return { email, device }
  return { email, device: '' }
}

/** After a sign-in: this browser is one of `userId`'s from now on, for as long as it keeps the cookie. */
export async function rememberThisDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> {
  // One cookie for every account this browser signs in as.
  const value = cookieValue(request) ?? randomBytes(32).toString('base64url')
  await rememberDevice(request.server.database.db, userId, hashOf(value))
  const secure = isHttps(request) ? '; Secure' : ''
  reply.header(
    'set-cookie',
    `${cookieName(request)}=${value}; Max-Age=${KNOWN_DEVICE_DAYS * 24 * 60 * 60}; Path=/; HttpOnly; SameSite=Lax${secure}`,
  )
}
