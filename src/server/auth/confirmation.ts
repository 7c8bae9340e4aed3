import { createHmac, randomInt } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { normalizePassword } from '#shared/auth.ts'
import { CONFIRMATION_MINUTES, CONFIRMATION_REQUIRED, EMAILED_CODE_DIGITS } from '#shared/confirmation.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import { passwordHashOf } from '../db/queries/account.ts'
import type { DB } from '../db/schema.ts'
import { HttpError } from '../http-error.ts'
import { impersonatorOf, type SessionUser, signInToContinue } from '../plugins/auth.ts'
import { withinRateLimit } from './rate-limits.ts'

// The server's half of "Confirm it's you" (src/shared/confirmation.ts): a session counts as
// confirmed for CONFIRMATION_MINUTES after the person last proved it was them in it
// (session.confirmedAt), or, never confirmed, after its sign-in (its creation: a password, a passkey,
// a provider, a code). A sign-up's session starts unconfirmed. Every sensitive change calls
// requireConfirmation.

const CONFIRMATION_MS = CONFIRMATION_MINUTES * 60_000
/** confirmedAt of a session that has proved nothing yet (a sign-up's): long past. */
const NEVER_CONFIRMED = new Date(0)

/** Wrong passwords and codes while confirming, per person: the same budget however they are tried. */
export const CONFIRMATION_ATTEMPTS = { max: 10, windowSeconds: 900 }

export const confirmFirst = () =>
  new HttpError(
    403,
    CONFIRMATION_REQUIRED,
    sentence({ id: 'server.confirmation.required', defaultMessage: 'Confirm it’s you to continue.' }),
  )

const notWhileActingAsSomeone = () =>
  new HttpError(
    403,
    'impersonating',
    sentence({
      id: 'server.confirmation.not-while-impersonating',
      defaultMessage: 'This change is not possible while you act as someone else. Stop first.',
    }),
  )

/** Until when this session counts as confirmed, or null when a sensitive change would ask first. */
export async function confirmedUntil(
  db: Kysely<DB>,
  sessionId: string,
  now = Date.now(),
): Promise<Date | null> {
  const row = await db
    .selectFrom('session')
    .select(['createdAt', 'confirmedAt'])
    .where('id', '=', sessionId)
    .executeTakeFirst()
  if (!row) return null
  const last = new Date(row.confirmedAt ?? row.createdAt).getTime()
  return last + CONFIRMATION_MS > now ? new Date(last + CONFIRMATION_MS) : null
}

/** A new account's sessions: no sign-in proved anything yet, so they start unconfirmed. */
export async function startUnconfirmed(db: Kysely<DB>, userId: string): Promise<void> {
  await db
    .updateTable('session')
    .set({ confirmedAt: NEVER_CONFIRMED })
    .where('userId', '=', userId)
    .where('confirmedAt', 'is', null)
    .execute()
}

const notWithApiKey = () =>
  new HttpError(
    403,
    'not_with_api_key',
    sentence({
      id: 'server.confirmation.not-with-api-key',
      defaultMessage: 'An API key cannot make this change: sign in to Foyer and make it there.',
    }),
  )

/**
 * Lets a sensitive change through only for a session confirmed within CONFIRMATION_MINUTES: 403
 * `confirmation_required` otherwise (the app asks, then tries again). Always 403 while an
 * administrator acts as the person (they cannot prove to be them), and for an API key, which
 * nobody types in: a key never adds a way in nor grants administration.
 */
export async function requireConfirmation(
  app: FastifyInstance,
  request: FastifyRequest,
  session: SessionUser,
): Promise<void> {
  if (request.apiKey) throw notWithApiKey()
  if (impersonatorOf(session)) throw notWhileActingAsSomeone()
  if (!(await confirmedUntil(app.database.db, session.session.id))) throw confirmFirst()
}

/** Records a proof in the session; answers until when it counts. */
export async function markConfirmed(db: Kysely<DB>, sessionId: string): Promise<Date> {
  const now = new Date()
  await db.updateTable('session').set({ confirmedAt: now }).where('id', '=', sessionId).execute()
  return new Date(now.getTime() + CONFIRMATION_MS)
}

/** Counts one attempt at a password or a code against the person's budget; 429 once it is spent. */
export async function countAttempt(app: FastifyInstance, userId: string, field: string): Promise<void> {
  if (!app.config.rateLimit) return
  await withinRateLimit(
    app.database.db,
    `password-check|${userId}`,
    CONFIRMATION_ATTEMPTS,
    (seconds) =>
      sentence(
        {
          id: 'server.account.too-many-password-attempts',
          defaultMessage:
            'Too many password attempts. Try again in {seconds, plural, one {# second} other {# seconds}}.',
        },
        { seconds },
      ),
    field,
  )
}

/** The person's password, checked as sign-in checks it and counted; a wrong one is a field error. */
export async function checkOwnPassword(
  app: FastifyInstance,
  userId: string,
  password: string,
  field: string,
) {
  await countAttempt(app, userId, field)
  const hash = await passwordHashOf(app.database.db, userId)
  const context = await app.auth.$context
  const isRight = hash
    ? await context.password.verify({ hash, password: normalizePassword(password) })
    : false
  if (!isRight) {
    const message = sentence({
      id: 'server.account.wrong-password',
      defaultMessage: 'Your password is not right.',
    })
    throw new HttpError(400, 'invalid_password', message, { [field]: message })
  }
}

/** The emailed code's row: one per session, the latest code only. */
const emailedCodeIdentifier = (sessionId: string) => `confirm-email:${sessionId}`

/** A code as stored: keyed with the auth secret, so that a copy of the database cannot try them all. */
async function codeDigest(app: FastifyInstance, sessionId: string, code: string): Promise<string> {
  const { secret } = await app.auth.$context
  return createHmac('sha256', secret).update(`${sessionId}:${code}`).digest('base64url')
}

/** Keeps `value` under `identifier` for `ms`, in place of what was kept there before. */
export async function replaceVerification(db: Kysely<DB>, identifier: string, value: string, ms: number) {
  const now = new Date()
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('verification').where('identifier', '=', identifier).execute()
    await trx
      .insertInto('verification')
      .values({
        id: crypto.randomUUID(),
        identifier,
        value,
        expiresAt: new Date(now.getTime() + ms),
        createdAt: now,
        updatedAt: now,
      })
      .execute()
  })
}

/** A new code for this session (the one before stops working), valid for `minutes`. */
export async function issueEmailedCode(
  app: FastifyInstance,
  sessionId: string,
  minutes: number,
): Promise<string> {
  const code = String(randomInt(0, 10 ** EMAILED_CODE_DIGITS)).padStart(EMAILED_CODE_DIGITS, '0')
  const value = await codeDigest(app, sessionId, code)
  await replaceVerification(app.database.db, emailedCodeIdentifier(sessionId), value, minutes * 60_000)
  return code
}

/** Whether `code` is this session's latest emailed code, unexpired; a right one is used up. */
export async function spendEmailedCode(
  app: FastifyInstance,
  sessionId: string,
  code: string,
): Promise<boolean> {
  // Deleted as it is read: two requests with the same code cannot both pass. The digest is keyed,
  // so the comparison's timing tells nothing about the code.
  const used = await app.database.db
    .deleteFrom('verification')
    .where('identifier', '=', emailedCodeIdentifier(sessionId))
    .where('expiresAt', '>', new Date())
    .where('value', '=', await codeDigest(app, sessionId, code))
    .returning('id')
    .execute()
  return used.length > 0
}

/** The session of a request, for the confirmation's own routes: 401 without one. */
export async function sessionToConfirm(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser> {
  const session = await app.sessionOf(request)
  if (!session) throw new HttpError(401, 'unauthorized', signInToContinue)
  if (impersonatorOf(session)) throw notWhileActingAsSomeone()
  return session
}

/**
 * A confirmation at a provider under way in a session: the provider, the accounts the person had
 * linked there (only those confirm: a new one would be a link made without confirming), when it
 * started, and the page to come back to.
 */
export type ProviderConfirmation = { provider: string; accountIds: string[]; startedAt: number; page: string }

const providerConfirmationIdentifier = (sessionId: string) => `confirm-provider:${sessionId}`
/** Time enough to sign in at the provider. */
const PROVIDER_CONFIRMATION_MS = 10 * 60_000

export async function startProviderConfirmation(
  db: Kysely<DB>,
  sessionId: string,
  pending: ProviderConfirmation,
): Promise<void> {
  await replaceVerification(
    db,
    providerConfirmationIdentifier(sessionId),
    JSON.stringify(pending),
    PROVIDER_CONFIRMATION_MS,
  )
}

/** The session's confirmation at a provider, used up as it is read; null when none is under way. */
export async function takeProviderConfirmation(
  db: Kysely<DB>,
  sessionId: string,
): Promise<ProviderConfirmation | null> {
  const [row] = await db
    .deleteFrom('verification')
    .where('identifier', '=', providerConfirmationIdentifier(sessionId))
    .where('expiresAt', '>', new Date())
    .returning('value')
    .execute()
  if (!row) return null
  try {
    return JSON.parse(row.value) as ProviderConfirmation
  } catch {
    return null
  }
}

/**
 * When the provider says the person last signed in there (its ID token's auth_time, in ms), or
 * null. better-auth has checked the token's signature and audience before storing it.
 */
export function providerSignInTime(idToken: string | null): number | null {
  const payload = idToken?.split('.')[1]
  if (!payload) return null
  try {
    const authTime = (
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { auth_time?: unknown }
    ).auth_time
    return typeof authTime === 'number' && Number.isFinite(authTime) ? authTime * 1000 : null
  } catch {
    return null
  }
}
