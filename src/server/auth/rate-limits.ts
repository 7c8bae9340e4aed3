import type { Kysely } from 'kysely'
import { consumeRateLimit } from '../db/queries/rate-limit.ts'
import type { DB } from '../db/schema.ts'
import { HttpError } from '../http-error.ts'

/** Per client address, per endpoint group: how many requests a window allows. */
export type RateRule = { group: string; max: number; windowSeconds: number }

const rules: { match: RegExp; rule: RateRule }[] = [
  { match: /^\/sign-in\//, rule: { group: 'sign-in', max: 10, windowSeconds: 60 } },
  // A code of the second step, per address (per account, the sign-in throttle counts them too).
  { match: /^\/two-factor\/verify-/, rule: { group: 'two-factor', max: 10, windowSeconds: 60 } },
  // Login asks for a passkey challenge on every visit (the browser's autofill offers passkeys).
  {
    match: /^\/passkey\/(generate-authenticate|verify-authentication)/,
    rule: { group: 'passkey', max: 30, windowSeconds: 60 },
  },
  { match: /^\/sign-up\//, rule: { group: 'sign-up', max: 5, windowSeconds: 600 } },
  {
    match: /^\/(request-password-reset|forget-password)/,
    rule: { group: 'password-reset', max: 5, windowSeconds: 900 },
  },
  { match: /^\/reset-password/, rule: { group: 'reset-password', max: 10, windowSeconds: 900 } },
  {
    match: /^\/(send-verification-email|verify-email)/,
    rule: { group: 'verification', max: 5, windowSeconds: 900 },
  },
]
const fallback: RateRule = { group: 'auth', max: 120, windowSeconds: 60 }

/** The rule for a path under {BASE}/api/auth. */
export function rateRuleFor(authPath: string): RateRule {
  return rules.find(({ match }) => match.test(authPath))?.rule ?? fallback
}

/**
 * Counts one request against `rule` under `key`, and answers 429 with `message(seconds to wait)`
 * (beside `field` when a form shows it) once the window is full.
 */
export async function withinRateLimit(
  db: Kysely<DB>,
  key: string,
  rule: { max: number; windowSeconds: number },
  message: (retryAfterSeconds: number) => string,
  field?: string,
): Promise<void> {
  const { allowed, retryAfterSeconds } = await consumeRateLimit(db, key, rule)
  if (allowed) return
  const text = message(retryAfterSeconds)
  throw new HttpError(429, 'rate_limited', text, field ? { [field]: text } : undefined, retryAfterSeconds)
}
