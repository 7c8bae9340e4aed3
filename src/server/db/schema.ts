import type { ColumnType, Generated } from 'kysely'

// The tables, as Kysely sees them. better-auth's tables (user, session, account, verification) keep
// its camelCase, quoted column names; ours follow the same style so that no table mixes the two.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

export type UserTable = {
  id: string
  name: string
  email: string
  emailVerified: boolean
  image: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
  role: string
  banned: boolean | null
  banReason: string | null
  banExpires: Timestamp | null
  firstName: string | null
  lastName: string | null
  company: string | null
  jobTitle: string | null
  location: string | null
  bio: string | null
  socialLinks: ColumnType<Record<string, string>, string | undefined, string>
  banReasonVisible: Generated<boolean>
  lastSignInAt: Timestamp | null
  gettingStartedHiddenAt: Timestamp | null
  twoFactorEnabled: Generated<boolean>
  colorMode: string | null
  language: string | null
  look: string | null
}

export type InvitationTable = {
  id: string
  email: string
  role: string
  tokenHash: string
  invitedBy: string | null
  createdAt: Generated<Date>
  expiresAt: Timestamp
  acceptedAt: Timestamp | null
}

export type AuditDailyCountTable = {
  day: ColumnType<Date | string, string, string>
  kind: string
  count: number
}

export type AvatarTable = {
  userId: string
  contentType: string
  bytes: Buffer
  updatedAt: Timestamp
}

export type SessionTable = {
  id: string
  token: string
  userId: string
  expiresAt: Timestamp
  createdAt: Timestamp
  updatedAt: Timestamp
  ipAddress: string | null
  userAgent: string | null
  impersonatedBy: string | null
  /** The administrator's session an impersonation session depends on (migration 0010). */
  impersonatorSessionId: string | null
  rememberMe: boolean
  lastActiveAt: Timestamp
  /** When the person last confirmed it was them in this session ("Confirm it's you", migration 0019). */
  confirmedAt: Timestamp | null
}

export type AccountTable = {
  id: string
  accountId: string
  providerId: string
  userId: string
  accessToken: string | null
  refreshToken: string | null
  idToken: string | null
  accessTokenExpiresAt: Timestamp | null
  refreshTokenExpiresAt: Timestamp | null
  scope: string | null
  password: string | null
  createdAt: Timestamp
  updatedAt: Timestamp
  /** Linked while the person's address was unconfirmed: a password reset ends it. */
  linkedUnconfirmed: Generated<boolean>
}

export type VerificationTable = {
  id: string
  identifier: string
  value: string
  expiresAt: Timestamp
  createdAt: Timestamp
  updatedAt: Timestamp
}

export type RateLimitBucketTable = {
  key: string
  windowStart: Timestamp
  count: number
}

export type SignInThrottleTable = {
  emailKey: string
  /** The hash of one of the account's known browsers' cookie, or '' for every other client. */
  device: Generated<string>
  failures: number
  lockedUntil: Timestamp | null
  updatedAt: Timestamp
  refusedAttempts: Generated<number>
  lockEventId: string | null
}

export type KnownDeviceTable = {
  userId: string
  /** The SHA-256 of the browser's cookie, hex. */
  device: string
  lastSignInAt: Generated<Timestamp>
}

export type AuditEventTable = {
  id: Generated<string>
  createdAt: Generated<Date>
  kind: string
  actorId: string | null
  targetId: string | null
  /** What targetId names: null for a person, else a resource's name (`projects`). */
  targetType: string | null
  ipAddress: string | null
  userAgent: string | null
  data: ColumnType<Record<string, unknown>, string | undefined, string>
}

export type NotificationTable = {
  id: Generated<string>
  recipientId: string
  kind: string
  title: string
  body: string
  link: string | null
  actorName: string | null
  createdAt: Generated<Date>
  readAt: Timestamp | null
}

export type TwoFactorTable = {
  id: string
  secret: string
  backupCodes: string
  userId: string
  verified: Generated<boolean>
  failedVerificationCount: Generated<number>
  lockedUntil: Timestamp | null
}

export type TwoFactorUsedCodeTable = {
  userId: string
  code: string
  usedAt: Generated<Date>
}

export type InstanceSettingTable = {
  key: string
  value: ColumnType<unknown, string, string>
  updatedAt: Generated<Date>
  updatedBy: string | null
}

export type PasskeyTable = {
  id: string
  name: string | null
  publicKey: string
  userId: string
  credentialID: string
  counter: number
  deviceType: string
  backedUp: boolean
  transports: string | null
  createdAt: Timestamp | null
  aaguid: string | null
  lastUsedAt: Timestamp | null
}

/** A personal API key (better-auth's API key plugin; migration 0018). */
export type ApiKeyTable = {
  id: string
  configId: Generated<string>
  name: string | null
  start: string | null
  referenceId: string
  prefix: string | null
  key: string
  refillInterval: number | null
  refillAmount: number | null
  lastRefillAt: Timestamp | null
  enabled: Generated<boolean | null>
  rateLimitEnabled: Generated<boolean | null>
  rateLimitTimeWindow: number | null
  rateLimitMax: number | null
  requestCount: Generated<number | null>
  remaining: number | null
  lastRequest: Timestamp | null
  expiresAt: Timestamp | null
  createdAt: Timestamp
  updatedAt: Timestamp
  permissions: string | null
  metadata: string | null
}

export type DB = {
  apikey: ApiKeyTable
  passkey: PasskeyTable
  twoFactor: TwoFactorTable
  twoFactorUsedCode: TwoFactorUsedCodeTable
  instanceSetting: InstanceSettingTable

  user: UserTable
  session: SessionTable
  account: AccountTable
  verification: VerificationTable
  rateLimitBucket: RateLimitBucketTable
  signInThrottle: SignInThrottleTable
  knownDevice: KnownDeviceTable
  auditEvent: AuditEventTable
  avatar: AvatarTable
  notification: NotificationTable
  invitation: InvitationTable
  auditDailyCount: AuditDailyCountTable
}
