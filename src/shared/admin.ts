import * as z from 'zod/mini'
import { DATE_YEARS, dateParam, deviceSchema, MAX_PAGE_LIMIT, wholeNumberParam } from './account.ts'
import {
  BAN_REASON_MAX_LENGTH,
  peopleSorts,
  personStatuses,
  SEARCH_MAX_LENGTH,
  sortOrders,
} from './admin-rules.ts'
import { emailSchema, roles } from './auth.ts'
import { atMostCharacters, mustBeOneOf, mustBeTrueOrFalse } from './i18n/schema-sentences.ts'
import { sentence } from './i18n/sentence.ts'

const chooseRole = sentence({ id: 'schema.admin.choose-role', defaultMessage: 'Choose admin or member' })
const giveAReason = sentence({ id: 'schema.admin.give-a-reason', defaultMessage: 'Give a reason' })
const dateBetween = (label: string) =>
  sentence(
    { id: 'schema.admin.date-between', defaultMessage: '{label} must be a date between {min} and {max}' },
    { label, min: String(DATE_YEARS.min), max: String(DATE_YEARS.max) },
  )

// Administration: one permission model for the server's checks, the menu, the route
// guards, the search palette and the API. Roles grant permissions; code asks for permissions.

export * from './admin-rules.ts'

/** GET /api/admin/users: search (name or email), filters, sort and page. */
export const peopleQuerySchema = z.object({
  q: z.optional(
    z
      .string()
      .check(
        z.maxLength(
          SEARCH_MAX_LENGTH,
          sentence(
            { id: 'schema.admin.search-too-long', defaultMessage: 'Search with at most {max} characters' },
            { max: String(SEARCH_MAX_LENGTH) },
          ),
        ),
      ),
  ),
  role: z.optional(z.enum(roles, { error: mustBeOneOf('role', roles) })),
  status: z.optional(z.enum(personStatuses, { error: mustBeOneOf('status', personStatuses) })),
  sort: z.optional(z.enum(peopleSorts, { error: mustBeOneOf('sort', peopleSorts) })),
  order: z.optional(z.enum(sortOrders, { error: mustBeOneOf('order', sortOrders) })),
  page: z.optional(wholeNumberParam('page', 1, 1_000_000)),
  limit: z.optional(wholeNumberParam('limit', 1, MAX_PAGE_LIMIT)),
})
export type PeopleQuery = z.infer<typeof peopleQuerySchema>

/** The :id of a person or an invitation in an administration path. */
export const adminIdParamsSchema = z.object({ id: z.string().check(z.maxLength(100)) })

export const adminPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(roles),
  status: z.enum(personStatuses),
  /** When a ban ends by itself (ISO 8601), or null: permanent, or not banned. */
  bannedUntil: z.nullable(z.string()),
  banReason: z.nullable(z.string()),
  createdAt: z.string(),
  lastSignInAt: z.nullable(z.string()),
  /** Sessions that have not expired. */
  sessions: z.number(),
  /** API keys that have not expired. */
  apiKeys: z.number(),
  /** An authenticator app confirms this person's sign-ins. */
  twoFactorEnabled: z.boolean(),
})
export type AdminPerson = z.infer<typeof adminPersonSchema>

export const peoplePageSchema = z.object({
  items: z.array(adminPersonSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
})
export type PeoplePage = z.infer<typeof peoplePageSchema>

export const roleChangeSchema = z.object({ role: z.enum(roles, { error: chooseRole }) })

export const banSchema = z.object({
  reason: z
    .string({ error: giveAReason })
    .check(
      z.trim(),
      z.minLength(1, giveAReason),
      z.maxLength(BAN_REASON_MAX_LENGTH, atMostCharacters(BAN_REASON_MAX_LENGTH)),
    ),
  /** ISO 8601 in the future, or null for a ban without end. */
  expiresAt: z.nullable(
    dateParam(
      sentence(
        { id: 'schema.admin.ban-end-before', defaultMessage: 'Give a date and time before the year {year}' },
        { year: String(DATE_YEARS.max + 1) },
      ),
    ).check(
      z.refine(
        (value) => Date.parse(value) > Date.now(),
        sentence({ id: 'schema.admin.ban-end-future', defaultMessage: 'Choose a moment in the future' }),
      ),
    ),
  ),
  /** Whether sign-in tells the person the reason. */
  showReason: z.boolean(),
})
export type Ban = z.infer<typeof banSchema>

export const invitationSchema = z.object({
  email: emailSchema,
  role: z.enum(roles, { error: chooseRole }),
  /** An invitation to this address is pending: replace it (its link stops working) with this one. */
  replace: z.optional(z.boolean()),
})
export type Invitation = z.infer<typeof invitationSchema>

export const invitationResultSchema = z.object({
  email: z.string(),
  role: z.enum(roles),
  expiresAt: z.string(),
})
export type InvitationResult = z.infer<typeof invitationResultSchema>

/** An invitation not accepted yet, as People lists it (expired ones too, to be sent again). */
export const pendingInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(roles),
  invitedBy: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
})
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>

export const pendingInvitationsSchema = z.object({ items: z.array(pendingInvitationSchema) })
export type PendingInvitations = z.infer<typeof pendingInvitationsSchema>

/** A fresh link for an invitation, to pass on by hand (the one sent by email stops working). */
export const invitationLinkSchema = z.object({ link: z.string(), expiresAt: z.string() })
export type InvitationLink = z.infer<typeof invitationLinkSchema>

/** GET /api/invitation?token=: the token of an invitation link. */
export const invitationQuerySchema = z.object({ token: z.optional(z.string()) })

/** What Register learns from an invitation link (?invite=...). */
export const invitationInfoSchema = z.object({
  email: z.string(),
  role: z.enum(roles),
  invitedBy: z.string(),
})
export type InvitationInfo = z.infer<typeof invitationInfoSchema>

export const okSchema = z.object({ ok: z.literal(true) })
export type Ok = z.infer<typeof okSchema>

/** GET /api/admin/audit: filters and page. Actor and target are person ids; times are ISO 8601. */
export const auditQuerySchema = z.object({
  actor: z.optional(z.string().check(z.maxLength(100))),
  target: z.optional(z.string().check(z.maxLength(100))),
  /** What the events are about: `person`, or a resource's name (`projects`). */
  type: z.optional(z.string().check(z.maxLength(60))),
  kind: z.optional(z.string().check(z.maxLength(60))),
  from: z.optional(dateParam(dateBetween('from'))),
  to: z.optional(dateParam(dateBetween('to'))),
  page: z.optional(wholeNumberParam('page', 1, 1_000_000)),
  limit: z.optional(wholeNumberParam('limit', 1, MAX_PAGE_LIMIT)),
})

const personRefSchema = z.nullable(z.object({ id: z.string(), name: z.nullable(z.string()) }))

export const auditEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  /** Who did it (null: nobody signed in, or the command line); name null when deleted since. */
  actor: personRefSchema,
  /** A person, or a record (its title as name) when targetType names its resource. */
  target: personRefSchema,
  targetType: z.nullable(z.string()),
  ipAddress: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  device: deviceSchema,
  data: z.record(z.string(), z.unknown()),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
})
export type AuditPage = z.infer<typeof auditPageSchema>

/** Who an administrator is acting as (on GET /api/me while impersonating). */
export const impersonationSchema = z.object({
  administratorName: z.string(),
  endsAt: z.string(),
})

const dayCountSchema = z.object({ day: z.string(), count: z.number() })

/** The dashboard's figures, as the person may see them. Days are YYYY-MM-DD (UTC), oldest first. */
/** How complete a profile is, and the fields it still lacks ("photo", "job title"). */
const profileCompletenessSchema = z.object({ percent: z.number(), missing: z.array(z.string()) })

export const gettingStartedUpdateSchema = z.object({
  hidden: z.boolean({ error: mustBeTrueOrFalse('hidden') }),
})

export const dashboardSchema = z.union([
  z.object({
    kind: z.literal('instance'),
    people: z.object({
      total: z.number(),
      new7: z.number(),
      new7Previous: z.number(),
      new30: z.number(),
      new30Previous: z.number(),
    }),
    activeSessions: z.number(),
    signInsPerDay: z.array(z.object({ day: z.string(), signIns: z.number(), failed: z.number() })),
    registrationsPerDay: z.array(dayCountSchema),
    latestEvents: z.array(auditEntrySchema),
    /** What the getting-started checklist checks: invitations ever sent, the administrator's profile. */
    gettingStarted: z.object({
      isHidden: z.boolean(),
      invitationsSent: z.number(),
      profile: profileCompletenessSchema,
    }),
  }),
  z.object({
    kind: z.literal('personal'),
    sessions: z.number(),
    recentSignIns: z.array(
      z.object({ createdAt: z.string(), ipAddress: z.nullable(z.string()), device: deviceSchema }),
    ),
    unreadNotifications: z.number(),
    profile: profileCompletenessSchema,
  }),
])
export type Dashboard = z.infer<typeof dashboardSchema>
