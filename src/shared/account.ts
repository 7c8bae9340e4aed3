import * as z from 'zod/mini'
import {
  BIO_MAX_LENGTH,
  isHttpUrl,
  JOB_TITLE_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  MAX_PAGE_LIMIT,
  URL_MAX_LENGTH,
} from './account-rules.ts'

import { COMPANY_MAX_LENGTH, emailSchema, enterFirstName, enterLastName, nameSchema, roles } from './auth.ts'
import {
  atMostCharacters,
  enterYourPassword,
  notAWholeNumber,
  passwordTooLong,
  wholeNumberBetween,
} from './i18n/schema-sentences.ts'
import { sentence } from './i18n/sentence.ts'

const enterCurrentPassword = sentence({
  id: 'schema.account.enter-current-password',
  defaultMessage: 'Enter your current password',
})

// The contracts of the account center: the profile as others see it, the person's own
// account, social links, the avatar, email changes, sessions, the security history and the data
// export. The client's forms and the server's checks use these same schemas.

export * from './account-rules.ts'

/** A social link: empty (none) or an http(s) URL. `javascript:`, `data:` and the like are refused. */
export const socialUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(URL_MAX_LENGTH, atMostCharacters(URL_MAX_LENGTH)),
  z.refine((value) => value === '' || isHttpUrl(value), {
    error: sentence({
      id: 'schema.account.web-address',
      defaultMessage: 'Enter a web address that starts with https:// (or http://)',
    }),
  }),
)

export const socialLinksSchema = z.object({
  website: z.optional(socialUrlSchema),
  github: z.optional(socialUrlSchema),
  gitlab: z.optional(socialUrlSchema),
  linkedin: z.optional(socialUrlSchema),
  x: z.optional(socialUrlSchema),
  mastodon: z.optional(socialUrlSchema),
  bluesky: z.optional(socialUrlSchema),
  youtube: z.optional(socialUrlSchema),
})
export type SocialLinks = z.infer<typeof socialLinksSchema>

export const socialLinksUpdateSchema = z.object({ socialLinks: socialLinksSchema })
export type SocialLinksUpdate = z.infer<typeof socialLinksUpdateSchema>

const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, atMostCharacters(max)))

/** Edit Profile's fields. An empty optional field clears it. */
export const profileUpdateSchema = z.object({
  firstName: nameSchema(enterFirstName),
  lastName: nameSchema(enterLastName),
  jobTitle: optionalText(JOB_TITLE_MAX_LENGTH),
  company: optionalText(COMPANY_MAX_LENGTH),
  location: optionalText(LOCATION_MAX_LENGTH),
  bio: optionalText(BIO_MAX_LENGTH),
})
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>

/** A person as everyone signed in to the instance sees them (View Profile). No email address. */
export const personProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(roles),
  jobTitle: z.nullable(z.string()),
  company: z.nullable(z.string()),
  location: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  /** Only the kinds that are set, each an http(s) URL. */
  socialLinks: z.record(z.string(), z.string()),
  /** An image URL inside the app, or null: initials are shown. */
  avatar: z.nullable(z.string()),
  /** ISO 8601. */
  memberSince: z.string(),
})
export type PersonProfile = z.infer<typeof personProfileSchema>

/** GET {BASE}/api/people?q=: people whose name holds the words (the person fields of resources pick from it). */
export const PEOPLE_DIRECTORY_LIMIT = 10
export const peopleDirectoryQuerySchema = z.strictObject({
  q: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(
        100,
        sentence(
          {
            id: 'schema.account.search-too-long',
            defaultMessage: 'The search is at most {max} characters',
          },
          { max: '100' },
        ),
      ),
    ),
  ),
})
/** Names only, as a profile shows them to everyone signed in: no email address. */
export const peopleDirectorySchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type PeopleDirectory = z.infer<typeof peopleDirectorySchema>

/** The signed-in person's own account: their profile plus what only they see. */
export const accountSchema = z.extend(personProfileSchema, {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  /** The plan the operator has set (PLAN_NAME); Foyer itself takes no payments. */
  plan: z.string(),
})
export type Account = z.infer<typeof accountSchema>

/** The new address; the password may come with it, else the session must be confirmed. */
export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  currentPassword: z.optional(
    z
      .string({ error: enterCurrentPassword })
      .check(z.minLength(1, enterCurrentPassword), z.maxLength(1024, passwordTooLong())),
  ),
})
export type ChangeEmail = z.infer<typeof changeEmailSchema>

export const changeEmailResultSchema = z.object({
  /** changed: the address is in use now; verification_sent: it changes when the link is opened. */
  status: z.enum(['changed', 'verification_sent']),
  email: z.string(),
})
export type ChangeEmailResult = z.infer<typeof changeEmailResultSchema>

/** The device a session or an event came from, as read from its user agent. */
export const deviceSchema = z.object({
  browser: z.nullable(z.string()),
  os: z.nullable(z.string()),
  /** desktop, mobile, tablet, tv, bot, or null when the user agent does not say. */
  kind: z.nullable(z.string()),
})
export type Device = z.infer<typeof deviceSchema>

export const sessionInfoSchema = z.object({
  id: z.string(),
  device: deviceSchema,
  ipAddress: z.nullable(z.string()),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  expiresAt: z.string(),
  rememberMe: z.boolean(),
  /** The session this request was made with ("this device"). */
  isCurrent: z.boolean(),
})
export type SessionInfo = z.infer<typeof sessionInfoSchema>

export const sessionListSchema = z.object({ sessions: z.array(sessionInfoSchema) })
export type SessionList = z.infer<typeof sessionListSchema>

export const revokedSchema = z.object({ revoked: z.number() })
export type Revoked = z.infer<typeof revokedSchema>

/** The password may come with it, else the session must be confirmed ("Confirm it's you"). */
export const deleteAccountSchema = z.object({
  password: z.optional(
    z
      .string({ error: enterYourPassword() })
      .check(z.minLength(1, enterYourPassword()), z.maxLength(1024, passwordTooLong())),
  ),
})
export type DeleteAccount = z.infer<typeof deleteAccountSchema>

export const historyEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  createdAt: z.string(),
  ipAddress: z.nullable(z.string()),
  device: deviceSchema,
  /** Details of the event (a throttle's wait, the new address of an email change...). */
  data: z.record(z.string(), z.unknown()),
})
export type HistoryEvent = z.infer<typeof historyEventSchema>

export const historyPageSchema = z.object({
  items: z.array(historyEventSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
})
export type HistoryPage = z.infer<typeof historyPageSchema>

/** The years a date sent to the API may fall in: what PostgreSQL and every browser store alike. */
export const DATE_YEARS = { min: 1970, max: 9999 } as const

/** Whether `value` is a date (ISO 8601) within DATE_YEARS. */
export function isDateInRange(value: string): boolean {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return false
  const year = new Date(time).getUTCFullYear()
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max
}

/** A date string for the API; `message` says what is wrong, for a date outside DATE_YEARS too. */
export const dateParam = (message: string) => z.string().check(z.refine(isDateInRange, message))

/** A whole number from a query string: digits only, within bounds (`-1`, `1e9`, `abc` are refused). */
export const wholeNumberParam = (label: string, min: number, max: number) =>
  z.pipe(
    z.string().check(z.regex(/^[0-9]{1,10}$/, notAWholeNumber(label))),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z
        .number()
        .check(z.refine((value) => value >= min && value <= max, wholeNumberBetween(label, min, max))),
    ),
  )

/** ?page=&limit= of every paginated list. */
export const pageQuerySchema = z.object({
  page: z.optional(wholeNumberParam('page', 1, 1_000_000)),
  limit: z.optional(wholeNumberParam('limit', 1, MAX_PAGE_LIMIT)),
})

/** PUT /api/account/avatar?x=&y=&size=: the square to keep, in the image's pixels (all or none). */
export const avatarCropQuerySchema = z.object({
  x: z.optional(wholeNumberParam('x', 0, 100_000)),
  y: z.optional(wholeNumberParam('y', 0, 100_000)),
  size: z.optional(wholeNumberParam('size', 1, 100_000)),
})
