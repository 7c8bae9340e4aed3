import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { sql } from 'kysely'
import * as z from 'zod/mini'
import {
  type Account,
  AVATAR_MAX_BYTES,
  accountSchema,
  avatarCropQuerySchema,
  changeEmailResultSchema,
  changeEmailSchema,
  DEFAULT_PAGE_LIMIT,
  deleteAccountSchema,
  historyPageSchema,
  PEOPLE_DIRECTORY_LIMIT,
  type PersonProfile,
  pageQuerySchema,
  peopleDirectoryQuerySchema,
  peopleDirectorySchema,
  personProfileSchema,
  profileUpdateSchema,
  revokedSchema,
  sessionListSchema,
  socialKinds,
  socialLinksUpdateSchema,
} from '#shared/account.ts'
import { okSchema } from '#shared/admin.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { roleOf } from '#shared/auth.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import { appearanceUpdateSchema } from '#shared/look.ts'
import { signedOutEverywhereSchema, signOutEverywhereSchema } from '#shared/sign-out-everywhere.ts'
import { planAvatar, renderAvatar } from '../account/avatar.ts'
import { deviceOf } from '../account/device.ts'
import { checkOwnPassword, markConfirmed, requireConfirmation } from '../auth/confirmation.ts'
import { withinRateLimit } from '../auth/rate-limits.ts'
import { addressKey } from '../client-address.ts'
import {
  avatarOf,
  createEmailChange,
  deleteAccount,
  type ProfileRow,
  profileRow,
  removeAvatar,
  revokeOtherSessions,
  revokeSession,
  sessionsOf,
  setAvatar,
  setEmail,
  setSocialLinks,
  takeEmailChange,
  updateAppearance,
  updateProfile,
} from '../db/queries/account.ts'
import { containsPattern, isBanned } from '../db/queries/admin.ts'
import { deleteApiKeysOf } from '../db/queries/api-keys.ts'
import { eventsInvolving, historyPage, recordAudit } from '../db/queries/audit.ts'
import { notificationsOf, type Recipient, recipientOf } from '../db/queries/notifications.ts'
import { findUserByEmail } from '../db/queries/users.ts'
import { HttpError } from '../http-error.ts'
import { recipientLanguage, requestLanguage } from '../i18n.ts'
import { createJobQueue, QueueFullError } from '../job-queue.ts'
import { emails } from '../mail/emails.ts'
import { messages as notice } from '../notifications/messages.ts'
import { toNotification } from '../notifications/service.ts'
import {
  auditRequest,
  clearSessionCookies,
  impersonatorOf,
  signedIn,
  signInToContinue,
} from '../plugins/auth.ts'
import { sendAsIs } from '../send-as-is.ts'

// The account center: what a signed-in person reads and changes about themselves, and the
// profile of a person as everyone on the instance sees it. Everything acts on the session's person;
// an id in a path only ever selects among their own rows (someone else's answers 404).

const EMAIL_CHANGE_VALID_SECONDS = 24 * 3600
/** Data exports per person (docs/decisions/016): enough to retry, too few to load the server. */
const EXPORTS = { max: 5, windowSeconds: 3600 }
/** The newest entries an export holds of each list (docs/decisions/016). */
export const EXPORT_LIMITS = { sessions: 1000, securityEvents: 10_000, notifications: 1000 } as const
/** Profile photo uploads, per person and per client address (decision 017). */
const AVATAR_UPLOADS_PER_PERSON = { max: 10, windowSeconds: 900 }
const AVATAR_UPLOADS_PER_ADDRESS = { max: 30, windowSeconds: 900 }
/** Photos decoded at once, and how many more may wait their turn (decision 017). */
export const IMAGE_JOBS = { concurrency: 1, maxWaiting: 4 }
const IMAGE_JOBS_RETRY_SECONDS = 5

const ok = { 200: accountSchema }

/** An id in a path; one longer than any id answers 404 in the handler, like one that does not exist. */
const idParamsSchema = z.object({ id: z.string() })
const ID_MAX_LENGTH = 100

/**
 * The confirmation link's token. A missing, repeated or oversized one is no token: the link
 * answers with the redirect that says it is not valid, never with a JSON error.
 */
const emailConfirmQuerySchema = z.object({
  token: z.catch(z.optional(z.string().check(z.maxLength(256))), undefined),
})

function iso(value: Date | string): string {
  return new Date(value).toISOString()
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505'
}

/** A person as the rest of the instance sees them: no email address, only http(s) social links. */
function personOf(row: ProfileRow, basePath: string): PersonProfile {
  const links: Record<string, string> = {}
  for (const kind of socialKinds) {
    const url = row.socialLinks?.[kind]
    if (typeof url === 'string' && url) links[kind] = url
  }
  return {
    id: row.id,
    name: row.name,
    role: roleOf(row.role),
    jobTitle: row.jobTitle,
    company: row.company,
    location: row.location,
    bio: row.bio,
    socialLinks: links,
    avatar: row.image ? `${basePath}${row.image}` : null,
    memberSince: iso(row.createdAt),
  }
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, auth, database, mailer, notifications } = app
  const db = database.db
  const sessionRequired = { preValidation: app.requireSession }

  async function accountOf(userId: string): Promise<Account> {
    const row = await profileRow(db, userId)
    if (!row) throw new HttpError(401, 'unauthorized', signInToContinue)
    const [first, ...rest] = row.name.split(' ')
    return {
      ...personOf(row, config.basePath),
      firstName: row.firstName ?? first ?? '',
      lastName: row.lastName ?? rest.join(' '),
      email: row.email,
      emailVerified: row.emailVerified,
      plan: config.planName,
    }
  }

  /**
   * A sensitive change's proof: the password sent with it (checked, and then the session counts as
   * confirmed), else a recent "Confirm it's you".
   */
  async function confirmChange(request: FastifyRequest, password: string | undefined, field: string) {
    const session = signedIn(request)
    if (password === undefined || impersonatorOf(session) || request.apiKey)
      return requireConfirmation(app, request, session)
    await checkOwnPassword(app, session.user.id, password, field)
    await markConfirmed(db, session.session.id)
  }

  app.get(
    apiPaths.account,
    { ...sessionRequired, schema: { summary: 'Read your own account', tags: ['Account'], response: ok } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return accountOf(signedIn(request).user.id)
    },
  )

  app.patch(
    apiPaths.account,
    {
      ...sessionRequired,
      schema: {
        summary: 'Change your name and profile',
        tags: ['Account'],
        body: profileUpdateSchema,
        response: ok,
      },
    },
    async (request) => {
      const input = request.body
      const userId = signedIn(request).user.id
      await updateProfile(db, userId, {
        firstName: input.firstName,
        lastName: input.lastName,
        jobTitle: input.jobTitle || null,
        company: input.company || null,
        location: input.location || null,
        bio: input.bio || null,
      })
      await auditRequest(request, { kind: 'profile_updated', actorId: userId, targetId: userId })
      return accountOf(userId)
    },
  )

  // The colour mode and the customizer's choices follow the person to every device they sign in on
  // (decisions 026 and 027).
  app.put(
    apiPaths.accountAppearance,
    {
      ...sessionRequired,
      schema: {
        summary: 'Change your colour mode, language and layout choices',
        tags: ['Account'],
        body: appearanceUpdateSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await updateAppearance(db, signedIn(request).user.id, request.body)
      return reply.code(204).send(null)
    },
  )

  app.put(
    apiPaths.accountSocialLinks,
    {
      ...sessionRequired,
      schema: {
        summary: 'Replace your social links',
        tags: ['Account'],
        body: socialLinksUpdateSchema,
        response: ok,
      },
    },
    async (request) => {
      const input = request.body
      const links: Record<string, string> = {}
      for (const kind of socialKinds) {
        const url = input.socialLinks[kind]
        if (url) links[kind] = url
      }
      const userId = signedIn(request).user.id
      await setSocialLinks(db, userId, links)
      await auditRequest(request, {
        kind: 'profile_updated',
        actorId: userId,
        targetId: userId,
        data: { part: 'social links' },
      })
      return accountOf(userId)
    },
  )

  // Decoding images is the heaviest work the server does: one at a time, so that sign-ins and
  // pages keep the other cores and libuv's threads, with a short wait list (decision 017).
  const imageJobs = createJobQueue(IMAGE_JOBS)

  function limitAvatarUploads(key: string, rule: { max: number; windowSeconds: number }) {
    return withinRateLimit(
      db,
      key,
      rule,
      (seconds) =>
        sentence(
          {
            id: 'server.account.too-many-photo-uploads',
            defaultMessage:
              'Too many photo uploads. Try again in {seconds, plural, one {# second} other {# seconds}}.',
          },
          { seconds },
        ),
      'avatar',
    )
  }

  await app.register(async (scope) => {
    // The avatar arrives as the file's bytes, up to 2 MB; Fastify refuses a larger body from its
    // Content-Length before reading it. Its type is decided by its content, not by this header.
    for (const type of ['application/octet-stream', /^image\//]) {
      scope.addContentTypeParser(
        type,
        { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
        (_request, body, done) => done(null, body),
      )
    }
    scope.setErrorHandler((error, _request, reply) => {
      if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const message = sentence({
          id: 'server.account.avatar-too-large',
          defaultMessage: 'Use an image of at most 2 MB.',
        })
        throw new HttpError(413, 'avatar_too_large', message, { avatar: message })
      }
      if ((error as { code?: string }).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        throw new HttpError(
          415,
          'unsupported_media_type',
          sentence({
            id: 'server.account.send-the-image-file',
            defaultMessage: 'Send the image file itself (application/octet-stream).',
          }),
        )
      }
      reply.send(error)
    })
    scope.withTypeProvider<ZodTypeProvider>().put(
      apiPaths.accountAvatar,
      {
        ...sessionRequired,
        schema: {
          summary: 'Upload your photo',
          description:
            'The body is the image file itself (PNG, JPEG or WebP, at most 2 MB), sent as ' +
            'application/octet-stream or its image/* type; x, y and size choose the square to keep.',
          tags: ['Account'],
          querystring: avatarCropQuerySchema,
          response: ok,
        },
      },
      async (request) => {
        const query = request.query
        const parts = [query.x, query.y, query.size].filter((value) => value !== undefined).length
        if (parts !== 0 && parts !== 3) {
          throw new HttpError(
            400,
            'bad_request',
            sentence({
              id: 'server.account.crop-all-or-nothing',
              defaultMessage: 'Give x, y and size together, or none of them.',
            }),
          )
        }
        const crop =
          query.x !== undefined && query.y !== undefined && query.size !== undefined
            ? { x: query.x, y: query.y, size: query.size }
            : null
        if (!Buffer.isBuffer(request.body) || request.body.length === 0) {
          const message = sentence({
            id: 'server.account.choose-an-image',
            defaultMessage: 'Choose an image to upload.',
          })
          throw new HttpError(400, 'bad_request', message, { avatar: message })
        }
        const userId = signedIn(request).user.id
        if (config.rateLimit) {
          await limitAvatarUploads(`avatar|person|${userId}`, AVATAR_UPLOADS_PER_PERSON)
          await limitAvatarUploads(`avatar|address|${addressKey(request.ip)}`, AVATAR_UPLOADS_PER_ADDRESS)
        }
        const plan = await planAvatar(request.body, crop)
        let bytes: Buffer
        try {
          bytes = await imageJobs.run(async () => {
            // The person left while waiting: nobody would see the photo's answer.
            if (request.raw.socket?.destroyed)
              throw new HttpError(
                400,
                'bad_request',
                sentence({
                  id: 'server.account.upload-cancelled',
                  defaultMessage: 'The upload was cancelled.',
                }),
              )
            return renderAvatar(plan)
          })
        } catch (error) {
          if (!(error instanceof QueueFullError)) throw error
          const message = sentence({
            id: 'server.account.photos-busy',
            defaultMessage: 'Too many photos are being processed. Try again in a few seconds.',
          })
          throw new HttpError(503, 'busy', message, { avatar: message }, IMAGE_JOBS_RETRY_SECONDS)
        }
        await setAvatar(db, userId, bytes, 'image/webp')
        await auditRequest(request, {
          kind: 'profile_updated',
          actorId: userId,
          targetId: userId,
          data: { part: 'photo' },
        })
        return accountOf(userId)
      },
    )
  })

  app.delete(
    apiPaths.accountAvatar,
    { ...sessionRequired, schema: { summary: 'Remove your photo', tags: ['Account'], response: ok } },
    async (request) => {
      const userId = signedIn(request).user.id
      await removeAvatar(db, userId)
      await auditRequest(request, {
        kind: 'profile_updated',
        actorId: userId,
        targetId: userId,
        data: { part: 'photo' },
      })
      return accountOf(userId)
    },
  )

  app.post(
    apiPaths.accountEmail,
    {
      ...sessionRequired,
      schema: {
        summary: 'Change your email address (after “Confirm it’s you”, or with your password)',
        description:
          'When the instance verifies addresses, it changes once the link sent to the new one is opened.',
        tags: ['Account'],
        body: changeEmailSchema,
        response: { 200: changeEmailResultSchema },
      },
    },
    async (request) => {
      const input = request.body
      const { user } = signedIn(request)
      await confirmChange(request, input.currentPassword, 'currentPassword')
      const newEmail = input.newEmail
      if (newEmail.toLowerCase() === user.email.toLowerCase()) {
        const message = sentence({
          id: 'server.account.same-email',
          defaultMessage: 'This is already your email address.',
        })
        throw new HttpError(400, 'same_email', message, { newEmail: message })
      }
      const taken = () => {
        const message = sentence({
          id: 'server.account.email-taken',
          defaultMessage: 'Another account uses this email address.',
        })
        return new HttpError(400, 'email_taken', message, { newEmail: message })
      }
      if (await findUserByEmail(db, newEmail)) throw taken()
      if (config.requireEmailVerification) {
        const token = await createEmailChange(db, user.id, newEmail, EMAIL_CHANGE_VALID_SECONDS)
        const link = `${config.publicUrl}${config.basePath}${apiPaths.accountEmailConfirm}?token=${token}`
        const language = recipientLanguage(user.language, requestLanguage(request))
        mailer.send({ to: newEmail, ...emails.confirmNewEmail(language, link), link })
        await auditRequest(request, { kind: 'email_change_requested', actorId: user.id, targetId: user.id })
        return { status: 'verification_sent' as const, email: newEmail }
      }
      try {
        await setEmail(db, user.id, newEmail, false)
      } catch (error) {
        if (isUniqueViolation(error)) throw taken()
        throw error
      }
      await auditRequest(request, {
        kind: 'email_changed',
        actorId: user.id,
        targetId: user.id,
        data: { from: user.email, to: newEmail },
      })
      const recipient = { id: user.id, language: recipientLanguage(user.language, requestLanguage(request)) }
      notifyOldAddress(recipient, user.email, newEmail)
      await notifications.notify([notice.emailChanged(recipient, newEmail)])
      return { status: 'changed' as const, email: newEmail }
    },
  )

  function notifyOldAddress(recipient: Recipient, oldEmail: string, newEmail: string) {
    mailer.send({ to: oldEmail, ...emails.emailChanged(recipient.language, newEmail) })
  }

  // The link of the confirmation email: opened in a browser, it answers with a redirect to
  // Account Settings, which says how it went. The token alone is the proof; it works once.
  // Not part of the API a script calls: hidden from its document.
  app.get(
    apiPaths.accountEmailConfirm,
    { schema: { hide: true, querystring: emailConfirmQuerySchema } },
    async (request, reply) => {
      const { token } = request.query
      const settings = `${config.basePath}/account/settings`
      const change = token !== undefined ? await takeEmailChange(db, token) : null
      if (!change) return reply.redirect(`${settings}?email=invalid`, 303)
      const before = await profileRow(db, change.userId)
      const holder = await findUserByEmail(db, change.newEmail)
      if (!before || (holder && holder.id !== change.userId))
        return reply.redirect(`${settings}?email=invalid`, 303)
      try {
        await setEmail(db, change.userId, change.newEmail, true)
      } catch (error) {
        if (isUniqueViolation(error)) return reply.redirect(`${settings}?email=invalid`, 303)
        throw error
      }
      await auditRequest(request, {
        kind: 'email_changed',
        actorId: change.userId,
        targetId: change.userId,
        data: { from: before.email, to: change.newEmail },
      })
      // Whoever opens the link: the person, most likely, in the browser they read their mail in.
      const recipient = await recipientOf(db, change.userId, requestLanguage(request))
      notifyOldAddress(recipient, before.email, change.newEmail)
      await notifications.notify([notice.emailChanged(recipient, change.newEmail)])
      return reply.redirect(`${settings}?email=changed`, 303)
    },
  )

  app.get(
    apiPaths.accountSessions,
    {
      ...sessionRequired,
      schema: {
        summary: 'List the devices signed in to your account',
        tags: ['Account'],
        response: { 200: sessionListSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { user, session } = signedIn(request)
      const rows = await sessionsOf(db, user.id)
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: deviceOf(row.userAgent),
          ipAddress: row.ipAddress,
          createdAt: iso(row.createdAt),
          lastActiveAt: iso(row.lastActiveAt),
          expiresAt: iso(row.expiresAt),
          rememberMe: row.rememberMe,
          isCurrent: row.id === session.id,
        })),
      }
    },
  )

  app.delete(
    `${apiPaths.accountSessions}/:id`,
    {
      ...sessionRequired,
      schema: {
        summary: 'Sign out one of your sessions',
        tags: ['Account'],
        params: idParamsSchema,
        response: { 200: revokedSchema },
      },
    },
    async (request) => {
      const { id } = request.params
      const { user } = signedIn(request)
      const revoked = id.length <= ID_MAX_LENGTH ? await revokeSession(db, user.id, id) : 0
      if (revoked === 0)
        throw new HttpError(
          404,
          'not_found',
          sentence({
            id: 'server.account.no-such-session',
            defaultMessage: 'This session does not exist or has ended.',
          }),
        )
      await auditRequest(request, { kind: 'session_revoked', actorId: user.id, targetId: user.id })
      return { revoked }
    },
  )

  app.post(
    apiPaths.accountRevokeOtherSessions,
    {
      ...sessionRequired,
      schema: {
        summary: 'Sign out all your other sessions',
        description:
          'With endApiKeys, your API keys end too: a key is a way in that no sign-out reaches otherwise.',
        tags: ['Account'],
        body: signOutEverywhereSchema,
        response: { 200: signedOutEverywhereSchema },
      },
    },
    async (request) => {
      const { user, session } = signedIn(request)
      const revoked = await revokeOtherSessions(db, user.id, session.id)
      const apiKeysEnded = request.body.endApiKeys ? await deleteApiKeysOf(db, user.id) : 0
      await auditRequest(request, {
        kind: 'sessions_revoked',
        actorId: user.id,
        targetId: user.id,
        data: { revoked, apiKeysEnded },
      })
      return { revoked, apiKeysEnded }
    },
  )

  app.get(
    apiPaths.accountHistory,
    {
      ...sessionRequired,
      schema: {
        summary: 'Read your account’s security history, a page at a time',
        tags: ['Account'],
        querystring: pageQuerySchema,
        response: { 200: historyPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const query = request.query
      const page = query.page ?? 1
      const limit = query.limit ?? DEFAULT_PAGE_LIMIT
      const { items, total } = await historyPage(db, signedIn(request).user.id, page, limit)
      return {
        items: items.map((event) => ({
          id: String(event.id),
          kind: event.kind,
          createdAt: iso(event.createdAt),
          ipAddress: event.ipAddress,
          device: deviceOf(event.userAgent),
          data: event.data ?? {},
        })),
        total,
        page,
        limit,
      }
    },
  )

  app.get(
    apiPaths.accountExport,
    {
      ...sessionRequired,
      schema: {
        summary: 'Download all your data as a JSON file',
        description:
          'A foyer-account-export document: your profile, sessions, security events and notifications.',
        tags: ['Account'],
        response: {
          200: {
            description: 'The document, as a file to keep',
            content: {
              'application/json': { schema: z.looseObject({ format: z.literal('foyer-account-export') }) },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request)
      if (config.rateLimit) {
        await withinRateLimit(db, `export|${user.id}`, EXPORTS, (seconds) =>
          sentence(
            {
              id: 'server.account.too-many-exports',
              defaultMessage:
                'You downloaded your data several times lately. Try again in {minutes, plural, one {# minute} other {# minutes}}.',
            },
            { minutes: Math.ceil(seconds / 60) },
          ),
        )
      }
      // One more than each limit tells whether the list was cut.
      const [account, sessions, events, inbox] = await Promise.all([
        accountOf(user.id),
        sessionsOf(db, user.id, EXPORT_LIMITS.sessions + 1),
        eventsInvolving(db, user.id, EXPORT_LIMITS.securityEvents + 1),
        notificationsOf(db, user.id, EXPORT_LIMITS.notifications + 1),
      ])
      await auditRequest(request, { kind: 'account_exported', actorId: user.id, targetId: user.id })
      const exportedAt = new Date()
      const lists = { sessions, securityEvents: events, notifications: inbox }
      const document = {
        format: 'foyer-account-export',
        version: 1,
        exportedAt: exportedAt.toISOString(),
        instance: config.publicUrl,
        // The lists hold the newest entries up to these limits; those named in `truncated` had more.
        limits: EXPORT_LIMITS,
        truncated: Object.entries(lists)
          .filter(([name, rows]) => rows.length > EXPORT_LIMITS[name as keyof typeof EXPORT_LIMITS])
          .map(([name]) => name),
        profile: { ...account, avatar: account.avatar ? `${config.publicUrl}${account.avatar}` : null },
        // Sessions without their tokens: what a person needs to recognise their devices.
        sessions: sessions.slice(0, EXPORT_LIMITS.sessions).map((row) => ({
          id: row.id,
          ipAddress: row.ipAddress,
          userAgent: row.userAgent,
          createdAt: iso(row.createdAt),
          lastActiveAt: iso(row.lastActiveAt),
          expiresAt: iso(row.expiresAt),
        })),
        notifications: inbox.slice(0, EXPORT_LIMITS.notifications).map(toNotification),
        securityEvents: events.slice(0, EXPORT_LIMITS.securityEvents).map((event) => ({
          id: String(event.id),
          kind: event.kind,
          createdAt: iso(event.createdAt),
          actorId: event.actorId,
          targetId: event.targetId,
          ipAddress: event.ipAddress,
          userAgent: event.userAgent,
          data: event.data ?? {},
        })),
      }
      reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="foyer-account-${exportedAt.toISOString().slice(0, 10)}.json"`,
        )
        .type('application/json; charset=utf-8')
      return sendAsIs(reply, JSON.stringify(document, null, 2))
    },
  )

  app.post(
    apiPaths.accountDelete,
    {
      ...sessionRequired,
      schema: {
        summary: 'Delete your account (after “Confirm it’s you”, or with your password)',
        tags: ['Account'],
        body: deleteAccountSchema,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const input = request.body
      const { user } = signedIn(request)
      await confirmChange(request, input.password, 'password')
      const deletion = await deleteAccount(db, user.id)
      if (deletion.outcome === 'last_administrator') {
        throw new HttpError(
          409,
          'last_administrator',
          sentence({
            id: 'server.account.only-administrator',
            defaultMessage:
              "You are the only administrator. Make another person an administrator first (npm run admin -- promote '<email>'), then delete your account.",
          }),
        )
      }
      // Kept without address or device: the log shows that an account was deleted, and when.
      await recordAudit(db, { kind: 'account_deleted', targetId: deletion.pseudonym })
      for (const id of deletion.notifiedIds) await notifications.unreadChanged(id)
      await clearSessionCookies(auth, reply)
      return { ok: true as const }
    },
  )
}

/** Profiles as everyone signed in to the instance sees them, and their avatars. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database } = app
  const db = database.db
  const sessionRequired = { preValidation: app.requireSession }

  // A person field's picker: names only (what every signed-in person sees on a profile), banned
  // people left out, the closest names first.
  app.get(
    apiPaths.people,
    {
      ...sessionRequired,
      schema: {
        summary: 'Find people by name',
        tags: ['People'],
        querystring: peopleDirectoryQuerySchema,
        response: { 200: peopleDirectorySchema },
      },
    },
    async (request) => {
      const { q = '' } = request.query
      let query = db.selectFrom('user').select(['id', 'name']).where(sql<boolean>`NOT ${isBanned}`)
      if (q) query = query.where('name', 'ilike', containsPattern(q))
      const items = await query.orderBy('name').orderBy('id').limit(PEOPLE_DIRECTORY_LIMIT).execute()
      return { items }
    },
  )

  app.get(
    `${apiPaths.people}/:id`,
    {
      ...sessionRequired,
      schema: {
        summary: 'Read a person’s profile',
        tags: ['People'],
        params: idParamsSchema,
        response: { 200: personProfileSchema },
      },
    },
    async (request) => {
      const { id } = request.params
      const row = id.length <= ID_MAX_LENGTH ? await profileRow(db, id) : undefined
      if (!row)
        throw new HttpError(
          404,
          'not_found',
          sentence({ id: 'server.account.no-such-person', defaultMessage: 'No such person.' }),
        )
      return personOf(row, config.basePath)
    },
  )

  app.get(
    `${apiPaths.people}/:id/avatar`,
    {
      ...sessionRequired,
      schema: {
        summary: 'Download a person’s photo',
        description: 'The image itself, cached for good: its URL changes with the photo.',
        tags: ['People'],
        params: idParamsSchema,
        response: {
          200: { description: 'The photo (WebP)', content: { 'image/webp': { schema: z.string() } } },
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const avatar = id.length <= ID_MAX_LENGTH ? await avatarOf(db, id) : undefined
      if (!avatar)
        throw new HttpError(
          404,
          'not_found',
          sentence({ id: 'server.account.no-photo', defaultMessage: 'This person has no photo.' }),
        )
      // The URL carries the version (?v=), so a new photo is a new URL: cache for good, privately.
      reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('last-modified', new Date(avatar.updatedAt).toUTCString())
        .type(avatar.contentType)
      return sendAsIs(reply, avatar.bytes)
    },
  )
}
