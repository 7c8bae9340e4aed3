import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { normalizeBasePath } from '#shared/base-path.ts'
import type { LinkKey } from '#shared/links.ts'
import { httpUrlSchema, type PublicConfig } from '#shared/public-config.ts'
import { OIDC_DEFAULT_NAME, type SignInOptions, type SsoProviderId, ssoProviderNames } from '#shared/sso.ts'
import { packageVersion, projectRoot } from './project-root.ts'

/** A deployment mistake the operator can fix; its message is one line meant for them. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]
/** `auto`: pretty lines when stdout is a terminal, JSON otherwise (app.ts decides at start). */
export const logFormats = ['auto', 'pretty', 'json'] as const
export type LogFormat = (typeof logFormats)[number]

/** A single sign-on provider the operator configured (docs/deploy.md, "Single sign-on"). */
export type SsoProviderConfig = {
  id: SsoProviderId
  /** The button's label: "Google", or OIDC_NAME for the generic provider. */
  name: string
  clientId: string
  clientSecret: string
  /** The generic provider's issuer (OIDC_ISSUER), without a trailing slash. */
  issuer?: string
  /** Microsoft's tenant (MICROSOFT_TENANT_ID, default "common"). */
  tenantId?: string
}

/** Fastify's `trustProxy` option: all, none, addresses and ranges, or a function of each hop. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean)

export type Config = {
  port: number
  host: string
  /** '' or '/segment[/segment...]', see normalizeBasePath. */
  basePath: string
  /** An origin such as 'https://admin.example.com', without a trailing slash. */
  publicUrl: string
  dataDir: string
  databaseUrl: string | null
  authSecret: string | null
  trustProxy: TrustProxy
  smtpUrl: string | null
  requireEmailVerification: boolean
  sso: {
    providers: SsoProviderConfig[]
    /** Who may create an account through a provider, by their verified address's domain; null: anyone. */
    signUpDomains: string[] | null
    /** PASSWORD_SIGN_IN=false: providers only (no password sign-in, registration or reset). */
    passwordSignIn: boolean
    /**
     * PROVIDER_PHOTOS_FROM_PRIVATE_ADDRESSES=true: a provider's photo may come from loopback and
     * private addresses, over http too (tests, local set-ups); refused where PUBLIC_URL is https.
     */
    photosFromPrivateAddresses: boolean
  }
  links: Record<LinkKey, string | null>
  promo: { enabled: boolean; title: string; subtitle: string }
  /** Whether the template's sample pages (Typography, Color, Shadow, Sample Page) are shown. */
  samplePages: boolean
  termsFile: string
  /** The plan the Billing page shows (PLAN_NAME); Foyer has no payment provider. */
  planName: string
  logLevel: LogLevel
  logFormat: LogFormat
  /** false when another server (Vite in development) serves the client: then only the API answers. */
  serveClient: boolean
  clientDir: string
  shutdownTimeoutMs: number
  /**
   * Load shedding: past this mean event-loop lag (over each second) requests are answered 503 with
   * Retry-After instead of queueing (MAX_EVENT_LOOP_DELAY_MS); 0 turns it off.
   */
  maxEventLoopDelayMs: number
  /** Prometheus metrics at {BASE}/api/metrics, only with this bearer token (METRICS_TOKEN). */
  metricsToken: string | null
  /** Rate limits on the auth endpoints (RATE_LIMIT=false turns them off, for benchmarks). */
  rateLimit: boolean
  /**
   * Live notification streams this process holds at most (NOTIFICATION_STREAMS_MAX), and at most
   * per client address, an IPv6 client by its /64 (NOTIFICATION_STREAMS_PER_ADDRESS).
   */
  notificationStreams: { total: number; perAddress: number }
  version: string
}

/** Variables whose value must never be echoed back in an error message. */
const secretVariables = new Set([
  'AUTH_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'METRICS_TOKEN',
  'OIDC_CLIENT_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'GITHUB_CLIENT_SECRET',
  'MICROSOFT_CLIENT_SECRET',
])

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER
}

// Unset and empty variables are the same thing: `PORT= npm start` means "use the default".
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  )
}

function integer(min: number, max: number, message: string) {
  return z.string().transform((raw, ctx) => {
    const value = /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN
    return Number.isSafeInteger(value) && value >= min && value <= max ? value : fail(ctx, message)
  })
}

const booleanString = z.string().transform((raw, ctx) => {
  const value = raw.trim().toLowerCase()
  if (value === 'true') return true
  if (value === 'false') return false
  return fail(ctx, 'must be "true" or "false"')
})

function urlWithProtocols(protocols: string[], message: string) {
  return z.string().refine((raw) => {
    try {
      return protocols.includes(new URL(raw.trim()).protocol)
    } catch {
      return false
    }
  }, message)
}

const originString = z.string().transform((raw, ctx) => {
  const message =
    'must be an http:// or https:// origin with no path, query or credentials, like https://foyer.example.com'
  let url: URL
  try {
    url = new URL(raw.trim())
  } catch {
    return fail(ctx, message)
  }
  const isOrigin =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password &&
    !/[?#]/.test(raw)
  return isOrigin ? url.origin : fail(ctx, message)
})

const basePathString = z.string().transform((raw, ctx) => {
  try {
    return normalizeBasePath(raw)
  } catch (error) {
    // normalizeBasePath quotes the value itself; the formatter below adds it for every variable.
    return fail(ctx, (error as Error).message.replace(/ \(got .*\)$/s, ''))
  }
})

// proxy-addr (behind Fastify's trustProxy) also knows these names for the usual private ranges.
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

const trustProxyString = z.string().transform((raw, ctx): TrustProxy => {
  const value = raw.trim().toLowerCase()
  if (value === 'true') return true
  if (value === 'false') return false
  if (/^\d+$/.test(value) && Number(value) <= 100) {
    // Fastify 5 turns a bare number into "trust nothing"; a hop count means trusting the n proxies
    // nearest to the server, which is what proxy-addr (and Express) do with a number.
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries
  return fail(
    ctx,
    'must be "true", "false", a number of proxy hops, or a comma-separated list of IP addresses and CIDR ranges',
  )
})

// The shared (zod/mini) link schema, inside this classic-zod parser of the environment.
const httpUrl = z.string().superRefine((raw, ctx) => {
  const result = httpUrlSchema.safeParse(raw)
  if (!result.success)
    ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'is not a valid URL' })
})

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`)

// A domain name as an email address ends with it: letters, digits and hyphens, dot-separated.
const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,62}$/

const domainList = z.string().transform((raw, ctx) => {
  const domains = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean)
  const bad = domains.find((domain) => !domainPattern.test(domain))
  if (bad !== undefined)
    return fail(ctx, `must be a comma-separated list of domains like example.com; "${bad}" is not one`)
  return domains.length > 0 ? domains : fail(ctx, 'must name at least one domain')
})

const clientId = text(512).pipe(z.string().min(1, 'must not be empty'))
const clientSecret = z.string().max(2048, 'must be at most 2048 characters')

const envSchema = z.object({
  PORT: optional(integer(1, 65535, 'must be an integer between 1 and 65535')),
  HOST: optional(text(255)),
  BASE_PATH: optional(basePathString),
  PUBLIC_URL: optional(originString),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    urlWithProtocols(['postgres:', 'postgresql:'], 'must be a postgres:// or postgresql:// URL'),
  ),
  AUTH_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  TRUST_PROXY: optional(trustProxyString),
  SMTP_URL: optional(urlWithProtocols(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL')),
  REQUIRE_EMAIL_VERIFICATION: optional(booleanString),
  OIDC_ISSUER: optional(httpUrl),
  OIDC_CLIENT_ID: optional(clientId),
  OIDC_CLIENT_SECRET: optional(clientSecret),
  OIDC_NAME: optional(text(40)),
  GOOGLE_CLIENT_ID: optional(clientId),
  GOOGLE_CLIENT_SECRET: optional(clientSecret),
  GITHUB_CLIENT_ID: optional(clientId),
  GITHUB_CLIENT_SECRET: optional(clientSecret),
  MICROSOFT_CLIENT_ID: optional(clientId),
  MICROSOFT_CLIENT_SECRET: optional(clientSecret),
  MICROSOFT_TENANT_ID: optional(
    text(100).pipe(z.string().regex(/^[A-Za-z0-9.-]+$/, 'must be a tenant id or domain, or "common"')),
  ),
  SIGN_UP_DOMAINS: optional(domainList),
  PASSWORD_SIGN_IN: optional(booleanString),
  DOCS_URL: optional(httpUrl),
  SUPPORT_URL: optional(httpUrl),
  FEEDBACK_URL: optional(httpUrl),
  DOWNLOAD_URL: optional(httpUrl),
  PRO_URL: optional(httpUrl),
  PROMO_CARD: optional(booleanString),
  SAMPLE_PAGES: optional(booleanString),
  PROMO_TITLE: optional(text(100)),
  PROMO_SUBTITLE: optional(text(200)),
  TERMS_FILE: optional(z.string()),
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  PLAN_NAME: optional(text(60).pipe(z.string().min(1, 'must not be empty'))),
  LOG_LEVEL: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` })),
  ),
  LOG_FORMAT: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(logFormats, { error: `must be one of ${logFormats.join(', ')}` })),
  ),
  CLIENT_DIR: optional(z.string()),
  SERVE_CLIENT: optional(booleanString),
  RATE_LIMIT: optional(booleanString),
  PROVIDER_PHOTOS_FROM_PRIVATE_ADDRESSES: optional(booleanString),
  SHUTDOWN_TIMEOUT_MS: optional(
    integer(1, 600_000, 'must be a whole number of milliseconds between 1 and 600000'),
  ),
  MAX_EVENT_LOOP_DELAY_MS: optional(
    integer(0, 60_000, 'must be a whole number of milliseconds between 0 (off) and 60000'),
  ),
  NOTIFICATION_STREAMS_MAX: optional(integer(1, 100_000, 'must be a whole number between 1 and 100000')),
  NOTIFICATION_STREAMS_PER_ADDRESS: optional(
    integer(1, 100_000, 'must be a whole number between 1 and 100000'),
  ),
})

function describeValue(name: string, value: string | undefined): string {
  if (value === undefined) return ''
  if (name === 'AUTH_SECRET') return ` (got ${value.length} characters)`
  if (secretVariables.has(name)) return ''
  const shown = value.length > 80 ? `${value.slice(0, 80)}…` : value
  // JSON quoting keeps the message on one line whatever the value holds.
  return ` (got ${JSON.stringify(shown)})`
}

/**
 * Reads Foyer's settings from environment variables, once, at start-up. Relative paths are resolved
 * from the working directory, except the defaults of TERMS_FILE and CLIENT_DIR, which live in the
 * project. Throws a ConfigError naming every bad variable on one line.
 */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const result = envSchema.safeParse(env)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment')
      return `${name} ${issue.message}${describeValue(name, env[name])}`
    })
    throw new ConfigError(problems.join('; '))
  }
  const vars = result.data
  const port = vars.PORT ?? 3000
  const sso = ssoOf(vars)
  return {
    port,
    host: vars.HOST ?? 'localhost',
    basePath: vars.BASE_PATH ?? '/free',
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir: resolve(vars.DATA_DIR ?? './data'),
    databaseUrl: vars.DATABASE_URL?.trim() ?? null,
    authSecret: vars.AUTH_SECRET ?? null,
    trustProxy: vars.TRUST_PROXY ?? false,
    smtpUrl: vars.SMTP_URL?.trim() ?? null,
    requireEmailVerification: vars.REQUIRE_EMAIL_VERIFICATION ?? false,
    sso,
    links: {
      docs: vars.DOCS_URL ?? null,
      support: vars.SUPPORT_URL ?? null,
      feedback: vars.FEEDBACK_URL ?? null,
      download: vars.DOWNLOAD_URL ?? null,
      pro: vars.PRO_URL ?? null,
    },
    promo: {
      enabled: vars.PROMO_CARD ?? true,
      title: vars.PROMO_TITLE ?? 'Foyer Pro',
      subtitle: vars.PROMO_SUBTITLE ?? 'Checkout pro features',
    },
    samplePages: vars.SAMPLE_PAGES ?? true,
    termsFile: vars.TERMS_FILE ? resolve(vars.TERMS_FILE) : join(projectRoot, 'content', 'terms.md'),
    planName: vars.PLAN_NAME ?? 'Free',
    metricsToken: vars.METRICS_TOKEN ?? null,
    logLevel: vars.LOG_LEVEL ?? 'info',
    logFormat: vars.LOG_FORMAT ?? 'auto',
    serveClient: vars.SERVE_CLIENT ?? true,
    rateLimit: vars.RATE_LIMIT ?? true,
    clientDir: vars.CLIENT_DIR ? resolve(vars.CLIENT_DIR) : join(projectRoot, 'dist', 'client'),
    shutdownTimeoutMs: vars.SHUTDOWN_TIMEOUT_MS ?? 10_000,
    maxEventLoopDelayMs: vars.MAX_EVENT_LOOP_DELAY_MS ?? 1000,
    notificationStreams: {
      total: vars.NOTIFICATION_STREAMS_MAX ?? 2000,
      perAddress: vars.NOTIFICATION_STREAMS_PER_ADDRESS ?? 100,
    },
    version: packageVersion,
  }
}

type EnvVars = z.infer<typeof envSchema>

/** The providers configured: each needs its id and secret (the generic one its issuer too). */
function ssoOf(vars: EnvVars): Config['sso'] {
  const problems: string[] = []
  const providers: SsoProviderConfig[] = []
  const pair = (prefix: string, id: string | undefined, secret: string | undefined) => {
    if (id === undefined && secret === undefined) return null
    if (id === undefined || secret === undefined) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`)
      return null
    }
    return { clientId: id, clientSecret: secret }
  }
  const oidc = pair('OIDC', vars.OIDC_CLIENT_ID, vars.OIDC_CLIENT_SECRET)
  if (oidc && !vars.OIDC_ISSUER) problems.push('OIDC_ISSUER must be set with OIDC_CLIENT_ID')
  else if (!oidc && vars.OIDC_ISSUER)
    problems.push('OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set with OIDC_ISSUER')
  else if (oidc && vars.OIDC_ISSUER)
    providers.push({
      id: 'oidc',
      name: vars.OIDC_NAME || OIDC_DEFAULT_NAME,
      issuer: vars.OIDC_ISSUER.replace(/\/+$/, ''),
      ...oidc,
    })
  const google = pair('GOOGLE', vars.GOOGLE_CLIENT_ID, vars.GOOGLE_CLIENT_SECRET)
  if (google) providers.push({ id: 'google', name: ssoProviderNames.google, ...google })
  const github = pair('GITHUB', vars.GITHUB_CLIENT_ID, vars.GITHUB_CLIENT_SECRET)
  if (github) providers.push({ id: 'github', name: ssoProviderNames.github, ...github })
  const microsoft = pair('MICROSOFT', vars.MICROSOFT_CLIENT_ID, vars.MICROSOFT_CLIENT_SECRET)
  if (microsoft)
    providers.push({
      id: 'microsoft',
      name: ssoProviderNames.microsoft,
      tenantId: vars.MICROSOFT_TENANT_ID ?? 'common',
      ...microsoft,
    })
  const passwordSignIn = vars.PASSWORD_SIGN_IN ?? true
  if (!passwordSignIn && providers.length === 0 && problems.length === 0)
    problems.push(
      'PASSWORD_SIGN_IN=false needs a sign-in provider (OIDC_*, GOOGLE_*, GITHUB_* or MICROSOFT_*): nobody could sign in',
    )
  const photosFromPrivateAddresses = vars.PROVIDER_PHOTOS_FROM_PRIVATE_ADDRESSES ?? false
  if (photosFromPrivateAddresses && vars.PUBLIC_URL?.startsWith('https:'))
    problems.push(
      'PROVIDER_PHOTOS_FROM_PRIVATE_ADDRESSES=true is for tests and local set-ups: an instance served over https fetches only from public addresses',
    )
  if (problems.length > 0) throw new ConfigError(problems.join('; '))
  return {
    providers,
    signUpDomains: vars.SIGN_UP_DOMAINS ?? null,
    passwordSignIn,
    photosFromPrivateAddresses,
  }
}

/** How the sign-in pages offer to sign in: the providers' ids and labels, never their secrets. */
export function signInOptionsOf(config: Config): SignInOptions {
  return {
    providers: config.sso.providers.map(({ id, name }) => ({ id, name })),
    passwordSignIn: config.sso.passwordSignIn,
  }
}

/** What GET /api/config tells the client, and what index.html carries inline. */
export function publicConfig(config: Config): PublicConfig {
  return {
    version: config.version,
    links: { ...config.links },
    promo: { ...config.promo },
    emailVerification: config.requireEmailVerification,
    samplePages: config.samplePages,
    signIn: signInOptionsOf(config),
  }
}
