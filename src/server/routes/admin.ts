import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { DEFAULT_PAGE_LIMIT } from '#shared/account.ts'
import {
  type AdminPerson,
  adminIdParamsSchema,
  adminPersonSchema,
  auditPageSchema,
  auditQuerySchema,
  banSchema,
  can,
  dashboardSchema,
  gettingStartedUpdateSchema,
  INVITATION_VALID_SECONDS,
  invitationInfoSchema,
  invitationLinkSchema,
  invitationQuerySchema,
  invitationResultSchema,
  invitationSchema,
  okSchema,
  pendingInvitationsSchema,
  peoplePageSchema,
  peopleQuerySchema,
  roleChangeSchema,
} from '#shared/admin.ts'
import { apiPaths } from '#shared/api-paths.ts'
import { roleOf } from '#shared/auth.ts'
import { anAdministrator } from '#shared/i18n/schema-sentences.ts'
import { sentence } from '#shared/i18n/sentence.ts'
import { LOOK_KEYS, lookSchema } from '#shared/look.ts'
import { signedOutEverywhereSchema, signOutEverywhereSchema } from '#shared/sign-out-everywhere.ts'
import { securitySettingsSchema, twoFactorPolicySchema } from '#shared/two-factor.ts'
import { deviceOf } from '../account/device.ts'
import { requireConfirmation } from '../auth/confirmation.ts'
import { deleteAccount, profileRow } from '../db/queries/account.ts'
import {
  type AdminPersonRow,
  type AuditRow,
  auditPage,
  banPerson,
  bindImpersonation,
  changeRole,
  createInvitation,
  endImpersonation,
  invitationsSentCount,
  isGettingStartedHidden,
  listPeople,
  openInvitation,
  openInvitationFor,
  pendingInvitations,
  personForAdmin,
  renewInvitation,
  revokeAllSessions,
  revokeInvitation,
  revokeInvitationsTo,
  setGettingStartedHidden,
  unbanPerson,
} from '../db/queries/admin.ts'
import { deleteApiKeysOf } from '../db/queries/api-keys.ts'
import {
  activeSessionCount,
  dailyCounts,
  peopleFigures,
  recentSignInsOf,
  sessionCountOf,
} from '../db/queries/dashboard.ts'
import {
  administratorIds,
  isSessionLive,
  recipientOf,
  recipientsOf,
  unreadCount,
} from '../db/queries/notifications.ts'
import { removeTwoFactor, twoFactorAdoption } from '../db/queries/two-factor.ts'
import { findUserByEmail } from '../db/queries/users.ts'
import { HttpError } from '../http-error.ts'
import { formatFor, recipientLanguage, requestLanguage } from '../i18n.ts'
import { emails } from '../mail/emails.ts'
import { messages as notice } from '../notifications/messages.ts'
import { auditRequest, clearSessionCookies, fetchHeaders, impersonatorOf, signedIn } from '../plugins/auth.ts'

// Administration: people, roles, bans, sessions, invitations, impersonation, the audit log,
// and the dashboard's figures. Every route checks its permission on the server (hiding a menu item is
// only comfort), every change is recorded in the audit log, and the log itself has no write route.

const iso = (value: Date | string) => new Date(value).toISOString()

function toAdminPerson(row: AdminPersonRow): AdminPerson {
  const isBanned = Boolean(row.isBanned)
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    role: roleOf(row.role),
    status: isBanned ? 'banned' : 'active',
    bannedUntil: isBanned && row.banExpires ? iso(row.banExpires) : null,
    banReason: isBanned ? row.banReason : null,
    createdAt: iso(row.createdAt),
    lastSignInAt: row.lastSignInAt ? iso(row.lastSignInAt) : null,
    sessions: Number(row.sessions ?? 0),
    apiKeys: Number(row.apiKeys ?? 0),
    twoFactorEnabled: row.twoFactorEnabled === true,
  }
}

/** The audit log's filters as a query names them (the list's and the export's), empty ones left out. */
export function auditFilterOf(
  query: Pick<z.infer<typeof auditQuerySchema>, 'actor' | 'target' | 'type' | 'kind' | 'from' | 'to'>,
) {
  return {
    actor: query.actor || undefined,
    target: query.target || undefined,
    type: query.type || undefined,
    kind: query.kind || undefined,
    from: query.from ? new Date(query.from) : undefined,
    to: query.to ? new Date(query.to) : undefined,
  }
}

export function toAuditEntry(row: AuditRow) {
  return {
    id: String(row.id),
    kind: row.kind,
    createdAt: iso(row.createdAt),
    actor: row.actorId ? { id: row.actorId, name: row.actorName ?? null } : null,
    target: row.targetId ? { id: row.targetId, name: row.targetName ?? null } : null,
    targetType: row.targetType ?? null,
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    device: deviceOf(row.userAgent),
    data: row.data ?? {},
  }
}

const sessionEnded = () =>
  new HttpError(
    401,
    'unauthorized',
    sentence({
      id: 'server.admin.session-ended',
      defaultMessage: 'Your session has ended. Sign in again to continue.',
    }),
  )

const noLongerAdministrator = () =>
  new HttpError(
    403,
    'forbidden',
    sentence({
      id: 'server.admin.no-longer-administrator',
      defaultMessage: 'You are no longer an administrator, so you cannot act as someone else.',
    }),
  )

const cannotActAsAdministrator = () =>
  new HttpError(
    403,
    'forbidden',
    sentence({
      id: 'server.admin.cannot-act-as-administrator',
      defaultMessage: 'Administrators cannot act as other administrators.',
    }),
  )

const lastAdministrator = () =>
  new HttpError(
    409,
    'last_administrator',
    sentence({
      id: 'server.admin.last-administrator',
      defaultMessage: 'This is the last administrator: make another person an administrator first.',
    }),
  )

const noSuchPerson = () =>
  new HttpError(
    404,
    'not_found',
    sentence({ id: 'server.admin.no-such-person', defaultMessage: 'No such person.' }),
  )

const personBanned = () =>
  new HttpError(
    400,
    'banned',
    sentence({
      id: 'server.admin.person-banned',
      defaultMessage: 'This person is banned: lift the ban first.',
    }),
  )

const notActingAsAnyone = () =>
  new HttpError(
    400,
    'not_impersonating',
    sentence({ id: 'server.admin.not-acting-as-anyone', defaultMessage: 'You are not acting as anyone.' }),
  )

/** What an administrator cannot do to themselves: each its own sentence. */
const notOnYourselfMessages = {
  ban: () => sentence({ id: 'server.admin.cannot-ban-yourself', defaultMessage: 'You cannot ban yourself.' }),
  delete: () =>
    sentence({ id: 'server.admin.cannot-delete-yourself', defaultMessage: 'You cannot delete yourself.' }),
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, config, database, notifications, mailer } = app
  const db = database.db
  // Guards run before validation: a signed-out or forbidden caller learns nothing about the input.
  const managePeople = { preValidation: app.requirePermission('people:manage') }

  /**
   * Making someone an administrator (a promotion, an invitation, a new link of one) hands over all
   * of the instance: after "Confirm it's you", and never with an API key.
   */
  const grantingAdministration = (request: FastifyRequest) =>
    requireConfirmation(app, request, signedIn(request))
  async function renewingInvitation(request: FastifyRequest, id: string) {
    const invitation = await db
      .selectFrom('invitation')
      .select('role')
      .where('id', '=', id)
      .executeTakeFirst()
    if (invitation?.role === 'admin') await grantingAdministration(request)
  }
  const readAudit = { preValidation: app.requirePermission('audit:read') }
  // What an API key may do here, with its scope (plugins/api-keys.ts); the other routes refuse keys.
  const readPeople = { ...managePeople, config: { apiKeyScope: 'read:people' as const } }
  const writePeople = { ...managePeople, config: { apiKeyScope: 'write:people' as const } }
  const readAuditLog = { ...readAudit, config: { apiKeyScope: 'read:audit' as const } }
  const tags = ['Administration']
  const params = adminIdParamsSchema
  const person = (id: string) => `${apiPaths.adminUsers}/${id}`

  const actor = (request: FastifyRequest) => signedIn(request).user

  /** The administrators but the one acting, each in their language, else the acting one's. */
  const otherAdministrators = async (request: FastifyRequest, actorId: string) =>
    recipientsOf(
      db,
      (await administratorIds(db)).filter((id) => id !== actorId),
      requestLanguage(request),
    )

  async function target(id: string) {
    const row = await personForAdmin(db, id)
    if (!row) throw noSuchPerson()
    return row
  }

  /** Refuses an action on oneself that would lock the administrator out (ban, delete). */
  function notOnYourself(request: FastifyRequest, id: string, what: keyof typeof notOnYourselfMessages) {
    if (actor(request).id === id) throw new HttpError(400, 'not_on_yourself', notOnYourselfMessages[what]())
  }

  /** Calls one of better-auth's endpoints as this request; its cookies are the caller's to pass on. */
  async function callAuth(request: FastifyRequest, path: string, body: unknown) {
    const headers = fetchHeaders(request)
    headers.delete('content-length')
    headers.set('content-type', 'application/json')
    const response = await auth.handler(
      new Request(`${config.publicUrl}${config.basePath}/api/auth${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      }),
    )
    const json = (await response.json().catch(() => null)) as Record<string, unknown> | null
    return { response, json }
  }

  function passCookies(reply: FastifyReply, response: Response) {
    const cookies = response.headers.getSetCookie()
    if (cookies.length > 0) reply.header('set-cookie', cookies)
  }

  /**
   * better-auth's refusal to start an impersonation, when something changed between our checks
   * and its own (a session revoked, a role changed, a ban, a deletion at the same moment).
   */
  async function startRefused(request: FastifyRequest, personId: string, response: Response, code: unknown) {
    if (response.status === 401) return sessionEnded()
    if (code === 'BANNED_USER') return personBanned()
    if (code === 'YOU_CANNOT_IMPERSONATE_ADMINS') return cannotActAsAdministrator()
    if (response.status === 403) return noLongerAdministrator()
    if (response.status === 404) return noSuchPerson()
    if (response.status < 500) {
      return new HttpError(
        409,
        'conflict',
        sentence({
          id: 'server.admin.person-changed-meanwhile',
          defaultMessage: 'This person changed meanwhile: reload the page and try again.',
        }),
      )
    }
    // A failure to create the session: a deletion at that moment is a refusal, anything else is ours.
    if (!(await personForAdmin(db, personId))) return noSuchPerson()
    if (!(await isSessionLive(db, signedIn(request).session.id))) return sessionEnded()
    return new HttpError(500, 'internal', `impersonation failed: ${response.status}`)
  }

  app.get(
    apiPaths.adminUsers,
    {
      ...readPeople,
      schema: {
        summary: 'List people: search, filter, sort, a page at a time',
        tags,
        querystring: peopleQuerySchema,
        response: { 200: peoplePageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const query = request.query
      const page = query.page ?? 1
      const limit = query.limit ?? DEFAULT_PAGE_LIMIT
      const { items, total } = await listPeople(db, {
        q: query.q,
        role: query.role,
        status: query.status,
        sort: query.sort ?? 'createdAt',
        order: query.order ?? (query.sort === 'name' || query.sort === 'email' ? 'asc' : 'desc'),
        page,
        limit,
      })
      return { items: items.map(toAdminPerson), total, page, limit }
    },
  )

  app.get(
    person(':id'),
    {
      ...readPeople,
      schema: {
        summary: 'One person, as administrators see them',
        tags,
        params,
        response: { 200: adminPersonSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return toAdminPerson(await target(request.params.id))
    },
  )

  app.patch(
    person(':id/role'),
    {
      ...writePeople,
      schema: {
        summary: 'Change a person’s role (never the last administrator’s)',
        tags,
        params,
        body: roleChangeSchema,
        response: { 200: adminPersonSchema },
      },
    },
    async (request) => {
      const { role } = request.body
      const row = await target(request.params.id)
      if (role === 'admin' && row.role !== 'admin') await grantingAdministration(request)
      const outcome = await changeRole(db, row.id, role)
      if (outcome === 'last_administrator') throw lastAdministrator()
      if (outcome === 'changed') {
        const by = actor(request)
        await auditRequest(request, {
          kind: 'role_changed',
          actorId: by.id,
          targetId: row.id,
          data: { from: row.role, to: role },
        })
        const recipients = await recipientsOf(
          db,
          [row.id, ...(await administratorIds(db)).filter((id) => id !== row.id && id !== by.id)],
          requestLanguage(request),
        )
        await notifications.notify(notice.roleChanged(row, role, by.name, recipients))
      }
      return toAdminPerson(await target(request.params.id))
    },
  )

  app.post(
    person(':id/ban'),
    {
      ...writePeople,
      schema: {
        summary: 'Ban a person, for a time or for good, ending their sessions',
        tags,
        params,
        body: banSchema,
        response: { 200: adminPersonSchema },
      },
    },
    async (request) => {
      const input = request.body
      const row = await target(request.params.id)
      notOnYourself(request, row.id, 'ban')
      const until = input.expiresAt ? new Date(input.expiresAt) : null
      const { outcome, sessionIds } = await banPerson(db, row.id, {
        reason: input.reason,
        expiresAt: until,
        showReason: input.showReason,
      })
      if (outcome === 'last_administrator') throw lastAdministrator()
      const by = actor(request)
      await auditRequest(request, {
        kind: 'banned',
        actorId: by.id,
        targetId: row.id,
        data: {
          reason: input.reason,
          until: until?.toISOString() ?? null,
          reasonShown: input.showReason,
          sessionsEnded: sessionIds.length,
        },
      })
      const recipients = await otherAdministrators(request, by.id)
      await notifications.notify(
        notice.banChanged(row, { banned: true, reason: input.reason, until }, by.name, recipients),
      )
      return toAdminPerson(await target(request.params.id))
    },
  )

  app.post(
    person(':id/unban'),
    {
      ...writePeople,
      schema: { summary: 'Lift a person’s ban', tags, params, response: { 200: adminPersonSchema } },
    },
    async (request) => {
      const row = await target(request.params.id)
      await unbanPerson(db, row.id)
      const by = actor(request)
      await auditRequest(request, { kind: 'unbanned', actorId: by.id, targetId: row.id })
      const recipients = await otherAdministrators(request, by.id)
      await notifications.notify(notice.banChanged(row, { banned: false }, by.name, recipients))
      return toAdminPerson(await target(request.params.id))
    },
  )

  app.post(
    person(':id/revoke-sessions'),
    {
      ...writePeople,
      schema: {
        summary: 'End every session of a person',
        description: 'With endApiKeys, the person’s API keys end too.',
        tags,
        params,
        body: signOutEverywhereSchema,
        response: { 200: signedOutEverywhereSchema },
      },
    },
    async (request) => {
      const row = await target(request.params.id)
      const ended = await revokeAllSessions(db, row.id)
      const apiKeysEnded = request.body.endApiKeys ? await deleteApiKeysOf(db, row.id) : 0
      await auditRequest(request, {
        kind: 'sessions_revoked_by_admin',
        actorId: actor(request).id,
        targetId: row.id,
        data: { revoked: ended.length, apiKeysEnded },
      })
      return { revoked: ended.length, apiKeysEnded }
    },
  )

  app.post(
    person(':id/password-reset'),
    {
      ...writePeople,
      schema: { summary: 'Email a person a password reset link', tags, params, response: { 200: okSchema } },
    },
    async (request) => {
      const row = await target(request.params.id)
      // Through better-auth, as the person's own "forgot password" does: same link, same expiry. The
      // email is in the person's language, else the administrator's, which its Accept-Language says.
      const headers = fetchHeaders(request)
      headers.set('accept-language', requestLanguage(request))
      await auth.api.requestPasswordReset({
        body: { email: row.email, redirectTo: `${config.basePath}/reset-password` },
        headers,
      })
      await auditRequest(request, {
        kind: 'password_reset_sent',
        actorId: actor(request).id,
        targetId: row.id,
      })
      return { ok: true as const }
    },
  )

  // A person who lost their authenticator app and their recovery codes: their second factor goes,
  // and they sign in with their password until they set up a new one.
  app.post(
    person(':id/two-factor/reset'),
    {
      ...managePeople,
      schema: {
        summary: 'Remove a person’s two-factor sign-in (a lost authenticator)',
        tags,
        params,
        response: { 200: adminPersonSchema },
      },
    },
    async (request) => {
      const row = await target(request.params.id)
      if (!(await removeTwoFactor(db, row.id)))
        throw new HttpError(
          409,
          'two_factor_off',
          sentence({
            id: 'server.admin.no-two-factor-to-reset',
            defaultMessage: 'This person has no two-factor sign-in to reset.',
          }),
        )
      const by = actor(request)
      await auditRequest(request, { kind: 'two_factor_reset', actorId: by.id, targetId: row.id })
      const recipient = await recipientOf(db, row.id, requestLanguage(request))
      const { email, ...notification } = notice.twoFactorChanged(recipient, {
        kind: 'reset_by_admin',
        actorName: by.name,
      })
      await notifications.notify([notification])
      mailer.send({ to: row.email, subject: email.subject, text: email.text })
      return toAdminPerson(await target(request.params.id))
    },
  )

  // Who must use two-factor sign-in on the instance.
  const securitySettings = async () => ({
    twoFactorPolicy: app.instanceSettings.current().twoFactorPolicy,
    ...(await twoFactorAdoption(db)),
  })
  app.get(
    apiPaths.adminSecurity,
    {
      ...managePeople,
      schema: {
        summary: 'Who must use two-factor sign-in, and how many do',
        tags,
        response: { 200: securitySettingsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return securitySettings()
    },
  )
  app.put(
    apiPaths.adminSecurity,
    {
      ...managePeople,
      schema: {
        summary: 'Set who must use two-factor sign-in',
        tags,
        body: twoFactorPolicySchema,
        response: { 200: securitySettingsSchema },
      },
    },
    async (request) => {
      const { twoFactorPolicy } = request.body
      await requireConfirmation(app, request, signedIn(request))
      const by = actor(request)
      // The rule is the administrators' own too: one who turns it on without a second factor would be
      // sent to set one up at their next request.
      const before = app.instanceSettings.current().twoFactorPolicy
      await app.instanceSettings.update({ twoFactorPolicy }, by.id)
      if (before !== twoFactorPolicy)
        await auditRequest(request, {
          kind: 'two_factor_policy_changed',
          actorId: by.id,
          targetId: null,
          data: { from: before, to: twoFactorPolicy },
        })
      return securitySettings()
    },
  )

  // The look of the pages of everyone who did not choose their own (decision 027).
  app.get(
    apiPaths.adminAppearance,
    {
      ...managePeople,
      schema: {
        summary: 'The look of the pages of those who chose none',
        tags,
        response: { 200: lookSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return app.instanceSettings.current().look
    },
  )
  app.put(
    apiPaths.adminAppearance,
    {
      ...managePeople,
      schema: {
        summary: 'Set the look of the pages of those who chose none',
        tags,
        body: lookSchema,
        response: { 200: lookSchema },
      },
    },
    async (request) => {
      const look = request.body
      const by = actor(request)
      const before = app.instanceSettings.current().look
      const changed = LOOK_KEYS.filter((key) => before[key] !== look[key])
      if (changed.length === 0) return before
      const settings = await app.instanceSettings.update({ look }, by.id)
      await auditRequest(request, {
        kind: 'appearance_defaults_changed',
        actorId: by.id,
        targetId: null,
        data: Object.fromEntries(changed.map((key) => [key, { from: before[key], to: look[key] }])),
      })
      return settings.look
    },
  )

  app.delete(
    person(':id'),
    {
      ...writePeople,
      schema: {
        summary: 'Delete a person’s account (never the last administrator’s)',
        tags,
        params,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const row = await target(request.params.id)
      notOnYourself(request, row.id, 'delete')
      const deletion = await deleteAccount(db, row.id)
      if (deletion.outcome === 'last_administrator') throw lastAdministrator()
      await auditRequest(request, {
        kind: 'person_deleted',
        actorId: actor(request).id,
        targetId: deletion.pseudonym,
      })
      for (const id of deletion.notifiedIds) await notifications.unreadChanged(id)
      return { ok: true as const }
    },
  )

  const invitationLink = (token: string) => `${config.publicUrl}${config.basePath}/register?invite=${token}`

  /** Someone without an account yet, who chose no language: the inviting administrator's. */
  function sendInvitationEmail(
    request: FastifyRequest,
    by: { name: string },
    to: string,
    role: string,
    token: string,
  ) {
    const link = invitationLink(token)
    const language = recipientLanguage(null, requestLanguage(request))
    mailer.send({ to, ...emails.invitation(language, { name: by.name, role, link }), link })
  }

  const invitationPath = (suffix = '') => `${apiPaths.adminInvitations}/:id${suffix}`
  const noSuchInvitation = () =>
    new HttpError(
      404,
      'not_found',
      sentence({
        id: 'server.admin.invitation-gone',
        defaultMessage: 'This invitation was accepted or revoked meanwhile.',
      }),
    )

  app.get(
    apiPaths.adminInvitations,
    {
      ...readPeople,
      schema: {
        summary: 'The invitations not accepted yet, expired ones included',
        tags,
        response: { 200: pendingInvitationsSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      const rows = await pendingInvitations(db)
      return {
        items: rows.map((row) => ({
          id: row.id,
          email: row.email,
          role: roleOf(row.role),
          invitedBy: row.invitedByName,
          createdAt: iso(row.createdAt),
          expiresAt: iso(row.expiresAt),
        })),
      }
    },
  )

  app.post(
    apiPaths.adminInvitations,
    {
      ...writePeople,
      schema: {
        summary: 'Invite someone by email to create an account',
        tags,
        body: invitationSchema,
        response: { 200: invitationResultSchema },
      },
    },
    async (request) => {
      const input = request.body
      if (input.role === 'admin') await grantingAdministration(request)
      if (await findUserByEmail(db, input.email)) {
        const message = sentence({
          id: 'server.admin.email-taken',
          defaultMessage: 'An account already uses this email address.',
        })
        throw new HttpError(400, 'email_taken', message, { email: message })
      }
      // Inviting the same address again is asked about first: its pending link would stop working.
      const pending = await openInvitationFor(db, input.email)
      if (pending && !input.replace)
        throw new HttpError(
          409,
          'invitation_pending',
          sentence(
            {
              id: 'server.admin.invitation-pending',
              defaultMessage:
                'An invitation to {email} is already waiting (sent {sent}). Send a new one instead? The link in the first email will stop working.',
            },
            { email: input.email, sent: pending.createdAt.toISOString().slice(0, 10) },
          ),
        )
      // One invitation per address: an older one (replaced, or expired) goes.
      await revokeInvitationsTo(db, input.email)
      const by = actor(request)
      const { token, expiresAt } = await createInvitation(db, {
        email: input.email,
        role: input.role,
        invitedBy: by.id,
        validSeconds: INVITATION_VALID_SECONDS,
      })
      sendInvitationEmail(request, by, input.email, input.role, token)
      await auditRequest(request, {
        kind: 'invitation_sent',
        actorId: by.id,
        data: { email: input.email, role: input.role, ...(pending ? { replacedPending: true } : {}) },
      })
      return { email: input.email, role: input.role, expiresAt: expiresAt.toISOString() }
    },
  )

  app.post(
    invitationPath('/resend'),
    {
      ...writePeople,
      schema: {
        summary: 'Send an invitation again, with a new link and a new expiry',
        tags,
        params,
        response: { 200: invitationResultSchema },
      },
    },
    async (request) => {
      await renewingInvitation(request, request.params.id)
      const renewed = await renewInvitation(db, request.params.id, INVITATION_VALID_SECONDS)
      if (!renewed) throw noSuchInvitation()
      const by = actor(request)
      sendInvitationEmail(request, by, renewed.email, renewed.role, renewed.token)
      await auditRequest(request, {
        kind: 'invitation_resent',
        actorId: by.id,
        data: { email: renewed.email, role: renewed.role },
      })
      return { email: renewed.email, role: roleOf(renewed.role), expiresAt: renewed.expiresAt.toISOString() }
    },
  )

  // The token is kept only as a hash: a link to copy is a new one, and the emailed one stops working.
  app.post(
    invitationPath('/link'),
    {
      ...writePeople,
      schema: {
        summary: 'A new invitation link to pass on by hand (the emailed one stops working)',
        tags,
        params,
        response: { 200: invitationLinkSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      await renewingInvitation(request, request.params.id)
      const renewed = await renewInvitation(db, request.params.id, INVITATION_VALID_SECONDS)
      if (!renewed) throw noSuchInvitation()
      await auditRequest(request, {
        kind: 'invitation_link_created',
        actorId: actor(request).id,
        data: { email: renewed.email, role: renewed.role },
      })
      return { link: invitationLink(renewed.token), expiresAt: renewed.expiresAt.toISOString() }
    },
  )

  app.delete(
    invitationPath(),
    {
      ...writePeople,
      schema: { summary: 'Revoke an invitation', tags, params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const revoked = await revokeInvitation(db, request.params.id)
      if (!revoked) throw noSuchInvitation()
      await auditRequest(request, {
        kind: 'invitation_revoked',
        actorId: actor(request).id,
        data: { email: revoked.email, role: revoked.role },
      })
      return reply.code(204).send(null)
    },
  )

  // What Register shows for an invitation link; anyone with the link may ask.
  app.get(
    apiPaths.invitation,
    {
      schema: {
        summary: 'What an invitation link offers: the address, the role, who invited',
        tags: ['Account'],
        querystring: invitationQuerySchema,
        response: { 200: invitationInfoSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      // No token, or one longer than any issued, is a link that does not work: 404 as a forged one.
      const { token } = request.query
      const invitation = token && token.length <= 256 ? await openInvitation(db, token) : undefined
      if (!invitation)
        throw new HttpError(
          404,
          'invalid_invitation',
          sentence({
            id: 'server.admin.invitation-invalid',
            defaultMessage: 'This invitation has expired or was already used.',
          }),
        )
      return {
        email: invitation.email,
        role: roleOf(invitation.role),
        invitedBy: invitation.invitedByName ?? formatFor(request, anAdministrator()),
      }
    },
  )

  app.post(
    person(':id/impersonate'),
    {
      ...managePeople,
      schema: {
        summary: 'Act as a person (not an administrator) until stopped',
        tags,
        params,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const row = await target(request.params.id)
      const by = actor(request)
      if (row.id === by.id)
        throw new HttpError(
          400,
          'not_on_yourself',
          sentence({
            id: 'server.admin.cannot-act-as-yourself',
            defaultMessage: 'You cannot act as yourself.',
          }),
        )
      if (row.role === 'admin') throw cannotActAsAdministrator()
      if (row.isBanned) throw personBanned()
      await requireConfirmation(app, request, signedIn(request))
      const { response, json } = await callAuth(request, '/admin/impersonate-user', { userId: row.id })
      if (!response.ok) throw await startRefused(request, row.id, response, json?.code)
      const sessionId = (json?.session as { id?: unknown } | undefined)?.id
      if (typeof sessionId !== 'string') throw new Error('impersonation: better-auth returned no session')
      // Its cookie is handed over only once it depends on this session of the administrator.
      const bound = await bindImpersonation(db, {
        sessionId,
        administratorId: by.id,
        administratorSessionId: signedIn(request).session.id,
      })
      if (bound === 'session_ended') throw sessionEnded()
      if (bound === 'not_administrator') throw noLongerAdministrator()
      passCookies(reply, response)
      await auditRequest(request, { kind: 'impersonation_started', actorId: by.id, targetId: row.id })
      return { ok: true as const }
    },
  )

  app.post(
    apiPaths.stopImpersonating,
    {
      preValidation: app.requireSession,
      schema: {
        summary: 'Stop acting as someone and go back to one’s own session',
        tags,
        response: { 200: okSchema },
      },
    },
    async (request, reply) => {
      const session = signedIn(request)
      const administratorId = impersonatorOf(session)
      if (!administratorId) throw notActingAsAnyone()
      const { response } = await callAuth(request, '/admin/stop-impersonating', {})
      if (response.status === 401) throw sessionEnded()
      if (response.status === 400) throw notActingAsAnyone()
      if (!response.ok) {
        // better-auth cannot go back to the administrator's session (its cookie lost, the session or
        // the account gone): the impersonation ends all the same, and the browser signs in again.
        await endImpersonation(db, session.session.id)
        await auditRequest(request, {
          kind: 'impersonation_stopped',
          actorId: administratorId,
          targetId: session.user.id,
          data: { administratorSessionEnded: true },
        })
        await clearSessionCookies(auth, reply, ['admin_session'])
        throw new HttpError(
          401,
          'unauthorized',
          sentence({
            id: 'server.admin.impersonation-ended-session-ended',
            defaultMessage:
              'You no longer act as this person, but your own session has ended. Sign in again to continue.',
          }),
        )
      }
      passCookies(reply, response)
      await auditRequest(request, {
        kind: 'impersonation_stopped',
        actorId: administratorId,
        targetId: session.user.id,
      })
      return { ok: true as const }
    },
  )

  app.get(
    apiPaths.adminAudit,
    {
      ...readAuditLog,
      schema: {
        summary: 'Read the audit log: filter by actor, target, kind and time, a page at a time',
        tags,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const query = request.query
      const page = query.page ?? 1
      const limit = query.limit ?? DEFAULT_PAGE_LIMIT
      const { items, total } = await auditPage(db, { ...auditFilterOf(query), page, limit })
      return { items: items.map(toAuditEntry), total, page, limit }
    },
  )

  // The getting-started checklist of the instance's dashboard, hidden or shown again by its reader.
  app.put(
    apiPaths.dashboardGettingStarted,
    {
      preValidation: app.requirePermission('dashboard:instance'),
      schema: {
        summary: 'Hide or show the dashboard’s getting-started checklist',
        tags,
        body: gettingStartedUpdateSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { hidden } = request.body
      await setGettingStartedHidden(db, actor(request).id, hidden)
      return reply.code(204).send(null)
    },
  )

  // The dashboard: the instance's figures for those allowed to see them, one's own for the others.
  app.get(
    apiPaths.dashboard,
    {
      preValidation: app.requireSession,
      schema: {
        summary: 'The dashboard’s figures: the instance’s for administrators, one’s own for others',
        tags: ['Account'],
        response: { 200: dashboardSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const user = actor(request)
      const role = roleOf((user as { role?: string }).role)
      if (can(role, 'dashboard:instance') && !impersonatorOf(signedIn(request))) {
        const [people, activeSessions, signIns, registrations, latest, invitationsSent, profile, isHidden] =
          await Promise.all([
            peopleFigures(db),
            activeSessionCount(db),
            dailyCounts(db, ['sign_in', 'sign_in_failed'], 30),
            dailyCounts(db, ['sign_up'], 30),
            auditPage(db, { page: 1, limit: 8 }),
            invitationsSentCount(db),
            profileRow(db, user.id),
            isGettingStartedHidden(db, user.id),
          ])
        return {
          kind: 'instance' as const,
          people,
          activeSessions,
          signInsPerDay: signIns.map((day) => ({
            day: day.day,
            signIns: day.sign_in ?? 0,
            failed: day.sign_in_failed ?? 0,
          })),
          registrationsPerDay: registrations.map((day) => ({ day: day.day, count: day.sign_up ?? 0 })),
          latestEvents: latest.items.map(toAuditEntry),
          gettingStarted: { isHidden, invitationsSent, profile: profileCompleteness(profile) },
        }
      }
      const [sessions, recent, unread, profile] = await Promise.all([
        sessionCountOf(db, user.id),
        recentSignInsOf(db, user.id, 5),
        unreadCount(db, user.id),
        profileRow(db, user.id),
      ])
      return {
        kind: 'personal' as const,
        sessions,
        recentSignIns: recent.map((event) => ({
          createdAt: iso(event.createdAt),
          ipAddress: event.ipAddress,
          device: deviceOf(event.userAgent),
        })),
        unreadNotifications: unread,
        profile: profileCompleteness(profile),
      }
    },
  )
}

/** The share of the optional profile fields filled in, and which ones are missing. */
function profileCompleteness(profile: Awaited<ReturnType<typeof profileRow>>) {
  const fields: Array<[string, unknown]> = [
    ['photo', profile?.image],
    ['job title', profile?.jobTitle],
    ['company', profile?.company],
    ['location', profile?.location],
    ['bio', profile?.bio],
    ['a social link', Object.keys(profile?.socialLinks ?? {}).length > 0 ? 'yes' : null],
  ]
  const missing = fields.filter(([, value]) => !value).map(([name]) => name)
  return { percent: Math.round(((fields.length - missing.length) / fields.length) * 100), missing }
}
