import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, publicConfig } from './config.ts'
import { packageVersion, projectRoot } from './project-root.ts'

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('loadConfig accepted the environment')
}

describe('loadConfig', () => {
  it('falls back to the documented defaults when nothing is set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      host: 'localhost',
      basePath: '/free',
      publicUrl: 'http://localhost:3000',
      dataDir: resolve('data'),
      databaseUrl: null,
      authSecret: null,
      trustProxy: false,
      smtpUrl: null,
      requireEmailVerification: false,
      links: { docs: null, support: null, feedback: null, download: null, pro: null },
      promo: { enabled: true, title: 'Foyer Pro', subtitle: 'Checkout pro features' },
      samplePages: true,
      sso: { providers: [], signUpDomains: null, passwordSignIn: true },
      termsFile: join(projectRoot, 'content', 'terms.md'),
      logLevel: 'info',
      logFormat: 'auto',
      serveClient: true,
      clientDir: join(projectRoot, 'dist', 'client'),
      shutdownTimeoutMs: 10_000,
      maxEventLoopDelayMs: 1000,
      notificationStreams: { total: 2000, perAddress: 100 },
      version: packageVersion,
    })
  })

  it('finds the project root by its package.json, not the working directory', () => {
    expect(resolve(projectRoot, 'src', 'server')).toBe(import.meta.dirname)
  })

  it('treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '', BASE_PATH: ' ', PROMO_CARD: '', DOCS_URL: '', AUTH_SECRET: '' })
    expect(config.port).toBe(3000)
    expect(config.basePath).toBe('/free')
    expect(config.promo.enabled).toBe(true)
    expect(config.links.docs).toBeNull()
    expect(config.authSecret).toBeNull()
  })

  it('reads every variable it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      BASE_PATH: '/admin/foyer/',
      PUBLIC_URL: 'https://admin.example.com/',
      DATA_DIR: '/var/lib/foyer',
      DATABASE_URL: 'postgresql://foyer:pw@db:5432/foyer',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      REQUIRE_EMAIL_VERIFICATION: 'TRUE',
      DOCS_URL: 'https://docs.example.com/foyer',
      PRO_URL: 'http://example.com/pro',
      PROMO_CARD: 'false',
      PROMO_TITLE: 'Upgrade',
      PROMO_SUBTITLE: 'More features',
      TERMS_FILE: 'legal/terms.txt',
      LOG_LEVEL: 'debug',
      LOG_FORMAT: 'JSON',
      CLIENT_DIR: '/srv/foyer/client',
      SERVE_CLIENT: 'false',
      SHUTDOWN_TIMEOUT_MS: '2500',
      MAX_EVENT_LOOP_DELAY_MS: '250',
      NOTIFICATION_STREAMS_MAX: '500',
      NOTIFICATION_STREAMS_PER_ADDRESS: '40',
    })
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      basePath: '/admin/foyer',
      publicUrl: 'https://admin.example.com',
      dataDir: '/var/lib/foyer',
      databaseUrl: 'postgresql://foyer:pw@db:5432/foyer',
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      requireEmailVerification: true,
      links: { docs: 'https://docs.example.com/foyer', pro: 'http://example.com/pro', support: null },
      promo: { enabled: false, title: 'Upgrade', subtitle: 'More features' },
      termsFile: resolve('legal/terms.txt'),
      logLevel: 'debug',
      logFormat: 'json',
      serveClient: false,
      clientDir: '/srv/foyer/client',
      shutdownTimeoutMs: 2500,
      maxEventLoopDelayMs: 250,
      notificationStreams: { total: 500, perAddress: 40 },
    })
  })

  it('turns load shedding off with MAX_EVENT_LOOP_DELAY_MS=0', () => {
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0)
  })

  it('serves from the root when BASE_PATH is a single slash', () => {
    expect(loadConfig({ BASE_PATH: '/' }).basePath).toBe('')
  })

  it('derives the default PUBLIC_URL from PORT', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000')
  })

  it('parses TRUST_PROXY as a flag, a list of addresses and ranges, or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8, loopback' }).trustProxy).toEqual(
      ['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback'],
    )
    const hops = loadConfig({ TRUST_PROXY: '2' }).trustProxy
    expect(typeof hops).toBe('function')
    if (typeof hops !== 'function') return
    expect([0, 1, 2].map((hop) => hops('10.0.0.1', hop))).toEqual([true, true, false])
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be an integer between 1 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be an integer between 1 and 65535 (got "70000")'],
    [{ PORT: '80.5' }, 'PORT must be an integer between 1 and 65535 (got "80.5")'],
    [{ BASE_PATH: 'free' }, 'BASE_PATH must start with "/" (got "free")'],
    [
      { BASE_PATH: '/a/../b' },
      'BASE_PATH must be a path of letters, digits, ".", "_", "~" or "-" segments (got "/a/../b")',
    ],
    [
      { PUBLIC_URL: 'https://example.com/foyer' },
      'PUBLIC_URL must be an http:// or https:// origin with no path, query or credentials, like https://foyer.example.com (got "https://example.com/foyer")',
    ],
    [
      { PUBLIC_URL: 'ftp://example.com' },
      'PUBLIC_URL must be an http:// or https:// origin with no path, query or credentials, like https://foyer.example.com (got "ftp://example.com")',
    ],
    [
      { PUBLIC_URL: 'https://example.com?x=1' },
      'PUBLIC_URL must be an http:// or https:// origin with no path, query or credentials, like https://foyer.example.com (got "https://example.com?x=1")',
    ],
    [
      { DATABASE_URL: 'mysql://root:hunter2@db/foyer' },
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    [{ AUTH_SECRET: 'short-secret' }, 'AUTH_SECRET must be at least 32 characters (got 12 characters)'],
    [
      { TRUST_PROXY: 'yes' },
      'TRUST_PROXY must be "true", "false", a number of proxy hops, or a comma-separated list of IP addresses and CIDR ranges (got "yes")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY must be "true", "false", a number of proxy hops, or a comma-separated list of IP addresses and CIDR ranges (got "10.0.0.0/33")',
    ],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
    [
      { REQUIRE_EMAIL_VERIFICATION: 'yes' },
      'REQUIRE_EMAIL_VERIFICATION must be "true" or "false" (got "yes")',
    ],
    [
      { DOCS_URL: 'javascript:alert(1)' },
      'DOCS_URL must be an http:// or https:// URL (got "javascript:alert(1)")',
    ],
    [{ SUPPORT_URL: 'not a url' }, 'SUPPORT_URL must be an http:// or https:// URL (got "not a url")'],
    [{ PROMO_CARD: '1' }, 'PROMO_CARD must be "true" or "false" (got "1")'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    [{ LOG_FORMAT: 'text' }, 'LOG_FORMAT must be one of auto, pretty, json (got "text")'],
    [{ SERVE_CLIENT: 'no' }, 'SERVE_CLIENT must be "true" or "false" (got "no")'],
    [
      { SHUTDOWN_TIMEOUT_MS: '-5' },
      'SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds between 1 and 600000 (got "-5")',
    ],
    [
      { MAX_EVENT_LOOP_DELAY_MS: '1s' },
      'MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds between 0 (off) and 60000 (got "1s")',
    ],
    [
      { NOTIFICATION_STREAMS_MAX: '0' },
      'NOTIFICATION_STREAMS_MAX must be a whole number between 1 and 100000 (got "0")',
    ],
  ])('refuses %o with a one-line message naming the variable', (env, message) => {
    expect(configError(env)).toBe(message)
  })

  it('never repeats a secret value in its message', () => {
    const message = configError({ DATABASE_URL: 'mysql://root:hunter2@db/foyer', AUTH_SECRET: 'hunter2' })
    expect(message).not.toContain('hunter2')
  })

  it('names every bad variable at once, still on one line', () => {
    const message = configError({ PORT: 'abc', LOG_LEVEL: 'loud', PROMO_TITLE: 'x\ny'.repeat(60) })
    expect(message).toContain('PORT must')
    expect(message).toContain('LOG_LEVEL must')
    expect(message).toContain('PROMO_TITLE must be at most 100 characters')
    expect(message).not.toContain('\n')
  })

  it('reads the sign-in providers, each with its id and secret, and the sign-up domains', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://login.example.com/realms/staff/',
      OIDC_CLIENT_ID: 'foyer',
      OIDC_CLIENT_SECRET: 's3cret',
      GITHUB_CLIENT_ID: 'gh-id',
      GITHUB_CLIENT_SECRET: 'gh-secret',
      MICROSOFT_CLIENT_ID: 'ms-id',
      MICROSOFT_CLIENT_SECRET: 'ms-secret',
      SIGN_UP_DOMAINS: 'Example.com, @example.org',
    })
    expect(config.sso).toEqual({
      providers: [
        {
          id: 'oidc',
          name: 'Single sign-on',
          issuer: 'https://login.example.com/realms/staff',
          clientId: 'foyer',
          clientSecret: 's3cret',
        },
        { id: 'github', name: 'GitHub', clientId: 'gh-id', clientSecret: 'gh-secret' },
        {
          id: 'microsoft',
          name: 'Microsoft',
          tenantId: 'common',
          clientId: 'ms-id',
          clientSecret: 'ms-secret',
        },
      ],
      signUpDomains: ['example.com', 'example.org'],
      passwordSignIn: true,
      photosFromPrivateAddresses: false,
    })
    expect(publicConfig(config).signIn).toEqual({
      providers: [
        { id: 'oidc', name: 'Single sign-on' },
        { id: 'github', name: 'GitHub' },
        { id: 'microsoft', name: 'Microsoft' },
      ],
      passwordSignIn: true,
    })
  })

  it('refuses half a provider, a bad domain, and providers-only without a provider', () => {
    expect(configError({ GOOGLE_CLIENT_ID: 'id' })).toBe(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    )
    expect(configError({ OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' })).toBe(
      'OIDC_ISSUER must be set with OIDC_CLIENT_ID',
    )
    expect(configError({ SIGN_UP_DOMAINS: 'example.com, not a domain' })).toContain(
      'SIGN_UP_DOMAINS must be a comma-separated list of domains like example.com; "not a domain" is not one',
    )
    expect(configError({ PASSWORD_SIGN_IN: 'false' })).toContain(
      'PASSWORD_SIGN_IN=false needs a sign-in provider',
    )
    const secret = configError({
      OIDC_ISSUER: 'ftp://x',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'hunter2',
    })
    expect(secret).not.toContain('hunter2')
  })

  it('lets provider photos come from private addresses only where the instance is not served over https', () => {
    expect(
      loadConfig({ PROVIDER_PHOTOS_FROM_PRIVATE_ADDRESSES: 'true' }).sso.photosFromPrivateAddresses,
    ).toBe(true)
    expect(loadConfig({}).sso.photosFromPrivateAddresses).toBe(false)
    expect(
      configError({
        PROVIDER_PHOTOS_FROM_PRIVATE_ADDRESSES: 'true',
        PUBLIC_URL: 'https://admin.example.com',
      }),
    ).toContain('an instance served over https fetches only from public addresses')
  })
})

describe('publicConfig', () => {
  it('shares the links, the promotional card, the version and whether addresses are verified, and nothing else', () => {
    const config = loadConfig({ FEEDBACK_URL: 'https://example.com/feedback', AUTH_SECRET: 'x'.repeat(40) })
    expect(publicConfig(config)).toEqual({
      version: packageVersion,
      links: {
        docs: null,
        support: null,
        feedback: 'https://example.com/feedback',
        download: null,
        pro: null,
      },
      promo: { enabled: true, title: 'Foyer Pro', subtitle: 'Checkout pro features' },
      emailVerification: false,
      samplePages: true,
      signIn: { providers: [], passwordSignIn: true },
    })
    expect(publicConfig(loadConfig({ REQUIRE_EMAIL_VERIFICATION: 'true' })).emailVerification).toBe(true)
    expect(publicConfig(loadConfig({ SAMPLE_PAGES: 'false' })).samplePages).toBe(false)
  })
})
